/**
 * Enquiry capture bench: accepted submissions per second and p50/p99 latency
 * of POST / at a fixed concurrency, against the real server process on loopback with durable
 * commits, for SQLite (and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set);
 * plus a raw insert loop on the same database, the ceiling the server can approach.
 *
 *   npx tsx scripts/bench/forms.ts        (npm run bench includes it via runFormsBench)
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { insertSubmission, migrateToLatest, openDatabase } from "../../server/db";
import { postgresTestDatabase } from "../../test/support/databases";
import { startServerProcess } from "../../test/support/server-process";
import { formBody } from "../../test/support/enquiry-app";

export interface FormsBenchResult {
  database: "sqlite" | "postgres";
  requests: number;
  concurrency: number;
  accepted: number;
  acceptedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  rawInsertsPerSecond: number;
}

export interface FormsBenchOptions {
  requests?: number;
  concurrency?: number;
  rawInserts?: number;
  postgresUrl?: string;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(origin: string, requests: number, concurrency: number) {
  const latencies: number[] = [];
  let accepted = 0;
  let next = 0;
  const payloads = [formBody("contact"), formBody("project"), formBody("otc-network-request")];
  const client = async () => {
    while (next < requests) {
      const n = next++;
      const started = performance.now();
      const response = await fetch(`${origin}/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: payloads[n % payloads.length],
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status === 200) accepted++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { accepted, acceptedPerSecond: accepted / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

/** Inserts one at a time, each its own durable transaction with its outbox row, as POST / does. */
async function rawInserts(url: string, count: number): Promise<number> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    const fields = { name: "Bench", email: "bench@example.com", company: "", message: "Raw insert" };
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      await insertSubmission(
        db,
        {
          form: "contact",
          status: "new",
          language: "sv",
          page: "/",
          fields,
          email: fields.email,
          ipHash: "0".repeat(64),
          userAgent: "bench",
        },
        ["email"],
      );
    }
    return count / ((performance.now() - started) / 1000);
  } finally {
    await db.destroy();
  }
}

async function benchOne(
  database: FormsBenchResult["database"],
  url: string,
  clientDir: string,
  options: Required<Omit<FormsBenchOptions, "postgresUrl">>,
): Promise<FormsBenchResult> {
  // The rate limit is per client IP and every bench request comes from 127.0.0.1: lift it.
  const server = await startServerProcess({
    DATABASE_URL: url,
    CLIENT_DIR: clientDir,
    FORM_RATE_LIMIT: "100000000",
    SMTP_URL: "",
    WEBHOOK_URL: "",
  });
  try {
    await load(server.origin, Math.min(100, options.requests), options.concurrency); // warm-up
    const measured = await load(server.origin, options.requests, options.concurrency);
    await server.stop();
    return {
      database,
      requests: options.requests,
      concurrency: options.concurrency,
      ...measured,
      rawInsertsPerSecond: await rawInserts(url, options.rawInserts),
    };
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  }
}

export async function runFormsBench(options: FormsBenchOptions = {}): Promise<FormsBenchResult[]> {
  const settings = {
    requests: options.requests ?? 2000,
    concurrency: options.concurrency ?? 16,
    rawInserts: options.rawInserts ?? 2000,
  };
  const postgresUrl = options.postgresUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const dir = await mkdtemp(join(tmpdir(), "bench-forms-"));
  const results: FormsBenchResult[] = [];
  try {
    await writeFile(join(dir, "index.html"), "<!doctype html><title>bench</title>");
    results.push(await benchOne("sqlite", `file:${join(dir, "site.db")}`, dir, settings));
    if (postgresUrl) {
      const pg = await postgresTestDatabase(postgresUrl);
      try {
        results.push(await benchOne("postgres", pg.url, dir, settings));
      } finally {
        await pg.dispose();
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

export function formatFormsBench(results: readonly FormsBenchResult[]): string {
  const first = results[0];
  const title = `Enquiry capture: POST / on loopback, ${first?.concurrency} concurrent, ${first?.requests} requests, durable commits`;
  const rows = results.map((r) =>
    [
      r.database.padEnd(9),
      r.acceptedPerSecond.toFixed(0).padStart(10),
      r.p50Ms.toFixed(1).padStart(8),
      r.p99Ms.toFixed(1).padStart(8),
      r.rawInsertsPerSecond.toFixed(0).padStart(14),
      `${r.accepted}/${r.requests}`.padStart(10),
    ].join("  "),
  );
  return [
    title,
    `${"database".padEnd(9)}  ${"accepted/s".padStart(10)}  ${"p50 ms".padStart(8)}  ${"p99 ms".padStart(8)}  ${"raw inserts/s".padStart(14)}  ${"accepted".padStart(10)}`,
    ...rows,
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runFormsBench();
  console.log(formatFormsBench(results));
  if (!results.some((r) => r.database === "postgres"))
    console.log("(PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it)");
}
