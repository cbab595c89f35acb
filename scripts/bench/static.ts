/**
 * Static serving bench: pages per second and p50/p99 latency of GET for prerendered pages,
 * against the compiled server process on loopback, with browser-like requests (user agents,
 * referrers, campaign links, compression) so the site statistics' counting
 * (docs/decisions/012-cookieless-statistics.md) does its real work on every request.
 *
 *   npx tsx scripts/bench/static.ts                         (npm run bench includes it)
 *   npx tsx scripts/bench/static.ts --baseline <server.js>  (A/B: rounds alternate between the two)
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { startServerProcess } from "../../test/support/server-process";

export interface StaticBenchResult {
  label: string;
  requests: number;
  concurrency: number;
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * The server process's CPU time per request (user + system, Linux /proc), in microseconds:
   * far steadier than throughput on a shared machine, since waiting for a core costs no CPU.
   */
  cpuUsPerRequest: number | null;
}

/** CPU time a process has used so far, in milliseconds (Linux; null elsewhere). */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).replace(/^.*\) /, "").split(" ");
    // After "pid (comm) ", utime and stime are the 12th and 13th fields, in clock ticks (100 Hz).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export interface StaticBenchOptions {
  /** Compiled server entries to compare, by label (default: build/server/server.js as "server"). */
  entries?: Record<string, string>;
  requests?: number;
  concurrency?: number;
  /** Rounds per entry; entries alternate, and the median round is reported. */
  rounds?: number;
}

const PATHS = ["/sv", "/en", "/sv/otc", "/en/otc", "/otc", "/en/services/ai-agents", "/info/sv", "/sv/privacy-policy"];
const AGENTS = Array.from(
  { length: 50 },
  (_, i) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`,
);
const REFERRERS = ["", "https://www.google.com/search?q=x", "https://duckduckgo.com/", "https://www.linkedin.com/feed/"];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(origin: string, requests: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const client = async () => {
    while (next < requests) {
      const n = next++;
      const path = PATHS[n % PATHS.length]! + (n % 10 === 0 ? `?utm_source=bench&utm_campaign=c${n % 7}` : "");
      const referer = REFERRERS[n % REFERRERS.length]!;
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, {
        headers: {
          "user-agent": AGENTS[n % AGENTS.length]!,
          "accept-encoding": "br, gzip",
          accept: "text/html",
          ...(referer ? { referer } : {}),
        },
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  if (failed > 0) throw new Error(`${failed} requests were not answered 200`);
  latencies.sort((a, b) => a - b);
  return { pagesPerSecond: requests / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

async function round(entry: string, requests: number, concurrency: number) {
  const dir = await mkdtemp(join(tmpdir(), "bench-static-"));
  const server = await startServerProcess(
    {
      DATABASE_URL: `file:${join(dir, "site.db")}`,
      CLIENT_DIR: resolve("build/client"),
      SMTP_URL: "",
      WEBHOOK_URL: "",
      LOAD_SHEDDING: "off",
    },
    undefined,
    { entry },
  );
  try {
    await load(server.origin, Math.min(500, requests), concurrency); // warm-up
    const before = await cpuMs(server.child.pid);
    const measured = await load(server.origin, requests, concurrency);
    const after = await cpuMs(server.child.pid);
    const cpuUsPerRequest = before === null || after === null ? null : ((after - before) * 1000) / requests;
    return { ...measured, cpuUsPerRequest };
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runStaticBench(options: StaticBenchOptions = {}): Promise<StaticBenchResult[]> {
  const entries = options.entries ?? { server: "build/server/server.js" };
  const requests = options.requests ?? 4000;
  const concurrency = options.concurrency ?? 16;
  const rounds = options.rounds ?? 3;
  const measured = new Map<string, Awaited<ReturnType<typeof round>>[]>();
  for (let r = 0; r < rounds; r++) {
    for (const [label, entry] of Object.entries(entries)) {
      measured.set(label, [...(measured.get(label) ?? []), await round(entry, requests, concurrency)]);
    }
  }
  return [...measured].map(([label, results]) => {
    const middle = <T>(values: T[], by: (value: T) => number) =>
      [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
    const median = middle(results, (r) => r.pagesPerSecond);
    const cpu = results.every((r) => r.cpuUsPerRequest !== null)
      ? middle(results, (r) => r.cpuUsPerRequest!).cpuUsPerRequest
      : null;
    return { label, requests, concurrency, ...median, cpuUsPerRequest: cpu };
  });
}

export function formatStaticBench(results: readonly StaticBenchResult[]): string {
  const first = results[0];
  const [one, five] = loadavg();
  return [
    `Static serving: GET of prerendered pages on loopback, ${first?.concurrency} concurrent, ${first?.requests} requests, median of rounds (load average ${one?.toFixed(1)} / ${five?.toFixed(1)})`,
    `${"server".padEnd(12)}  ${"pages/s".padStart(8)}  ${"p50 ms".padStart(8)}  ${"p99 ms".padStart(8)}  ${"CPU µs/req".padStart(10)}`,
    ...results.map(
      (r) =>
        `${r.label.padEnd(12)}  ${r.pagesPerSecond.toFixed(0).padStart(8)}  ${r.p50Ms.toFixed(2).padStart(8)}  ${r.p99Ms.toFixed(2).padStart(8)}  ${(r.cpuUsPerRequest === null ? "-" : r.cpuUsPerRequest.toFixed(0)).padStart(10)}`,
    ),
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { baseline: { type: "string" }, requests: { type: "string" }, rounds: { type: "string" } },
  });
  const entries: Record<string, string> = values.baseline
    ? { baseline: values.baseline, current: "build/server/server.js" }
    : { server: "build/server/server.js" };
  const results = await runStaticBench({
    entries,
    requests: values.requests ? Number(values.requests) : undefined,
    rounds: values.rounds ? Number(values.rounds) : undefined,
  });
  console.log(formatStaticBench(results));
}
