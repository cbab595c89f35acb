/**
 * Cold start: from spawning the production server (`node build/server/server.js`, the real
 * build/client, a new SQLite database that it must create and migrate) to its first 200 on
 * /healthz. The same through tsx is shown for comparison: that is what production ran before
 * the server was compiled (docs/decisions/007-plain-node-in-production.md).
 *
 *   npx tsx scripts/bench/cold-start.ts    (after `npm run build`; npm run bench includes it)
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { makeTempDir } from "../../test/support/enquiry-app";
import { startServerProcess } from "../../test/support/server-process";
import { SERVER_OUT_DIR } from "../build-server";

export interface ColdStartResult {
  runner: "node (compiled)" | "tsx";
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

const COMPILED_ENTRY = `${SERVER_OUT_DIR}/server.js`;

async function measure(runner: ColdStartResult["runner"], runs: number): Promise<ColdStartResult> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const temp = await makeTempDir("cold-start-");
    try {
      const server = await startServerProcess(
        {
          NODE_ENV: "production",
          DATABASE_URL: `file:${join(temp.dir, "site.db")}`,
          CLIENT_DIR: "build/client",
          SMTP_URL: "",
          MAIL_TO: "",
          WEBHOOK_URL: "",
        },
        undefined,
        { entry: runner === "tsx" ? undefined : COMPILED_ENTRY, pollMs: 5 },
      );
      times.push(server.startMs);
      await server.stop();
    } finally {
      await temp.remove();
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return { runner, runs, medianMs: median, minMs: times[0]!, maxMs: times[times.length - 1]! };
}

export async function runColdStartBench(runs = 5): Promise<ColdStartResult[]> {
  return [await measure("node (compiled)", runs), await measure("tsx", runs)];
}

export function formatColdStartBench(results: readonly ColdStartResult[]): string {
  const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
  const lines = results.map((r) => `${r.runner.padEnd(18)} ${ms(r.medianMs)} ${ms(r.minMs)} ${ms(r.maxMs)}   (${r.runs} runs)`);
  return [
    "Cold start: spawn to first 200 on /healthz (new SQLite database, real build/client)",
    `${"runner".padEnd(18)} ${"median".padStart(8)} ${"min".padStart(8)} ${"max".padStart(8)}`,
    ...lines,
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatColdStartBench(await runColdStartBench()));
}
