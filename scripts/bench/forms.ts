/**
 * Enquiry capture bench: a burst of genuine enquiries (2,000 valid posts, 16 at a time) against
 * the real server process on loopback, load shedding on, durable commits, for SQLite (and
 * PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set): accepted, 503s, accepted per
 * second and p50/p99; a raw insert loop on the same database right before and after the burst
 * (one transaction per row, the rate without group commit); their ratio (target ≥ 0.5, no 503). Then the burst is scaled up,
 * doubling the concurrency, until the server sheds: the knee is the last load without a 503.
 *
 *   npx tsx scripts/bench/forms.ts        (npm run bench includes it via runFormsBench; `npm run
 *                                          build:server` first to measure the compiled server)
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
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
  /** 503 answers (shed or database unavailable); the target is none. */
  shed: number;
  /** Any other answer than 200 or 503, by status. */
  other: Record<string, number>;
  acceptedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** One transaction per row, no server in the way: the mean of the runs before and after the burst. */
  rawInsertsPerSecond: number;
  rawBeforeAfterPerSecond: [number, number];
  /** acceptedPerSecond / rawInsertsPerSecond: target ≥ 0.5. */
  ratioToRaw: number;
  /** The burst scaled up: one step per concurrency, until the first that sheds. */
  scaling: ScalingStep[];
}

export interface ScalingStep {
  concurrency: number;
  requests: number;
  accepted: number;
  shed: number;
  acceptedPerSecond: number;
  p99Ms: number;
}

export interface FormsBenchOptions {
  requests?: number;
  concurrency?: number;
  rawInserts?: number;
  /** Highest concurrency the scaling tries (default 1024). */
  maxConcurrency?: number;
  postgresUrl?: string;
  /** A compiled server entry run with plain node (`npm run bench`: build/server/server.js); default tsx. */
  entry?: string;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(origin: string, requests: number, concurrency: number) {
  const latencies: number[] = [];
  let accepted = 0;
  let shed = 0;
  const other: Record<string, number> = {};
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
      else if (response.status === 503) shed++;
      else other[response.status] = (other[response.status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    accepted,
    shed,
    other,
    acceptedPerSecond: accepted / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
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
  options: Required<Omit<FormsBenchOptions, "postgresUrl" | "entry">>,
  entry: string | undefined,
): Promise<FormsBenchResult> {
  // The rate limit is per client IP and every bench request comes from 127.0.0.1: lift it.
  const server = await startServerProcess(
    {
      DATABASE_URL: url,
      CLIENT_DIR: clientDir,
      FORM_RATE_LIMIT: "100000000",
      SMTP_URL: "",
      WEBHOOK_URL: "",
    },
    undefined,
    { entry },
  );
  try {
    await load(server.origin, Math.min(100, options.requests), options.concurrency); // warm-up
    // The raw rate right before and right after the burst, on the same file while the server
    // idles: on a shared machine the disk and CPU change from minute to minute.
    const half = Math.ceil(options.rawInserts / 2);
    const rawBefore = await rawInserts(url, half);
    const measured = await load(server.origin, options.requests, options.concurrency);
    const rawAfter = await rawInserts(url, half);
    const rawInsertsPerSecond = (rawBefore + rawAfter) / 2;
    // Let the loop's delay samples settle between steps, as between two real bursts.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 1_000));
    const scaling: ScalingStep[] = [];
    for (let concurrency = options.concurrency * 2; concurrency <= options.maxConcurrency; concurrency *= 2) {
      await pause();
      const requests = Math.max(options.requests, concurrency * 20);
      const step = await load(server.origin, requests, concurrency);
      scaling.push({ concurrency, requests, ...step });
      if (step.shed > 0) break;
    }
    await server.stop();
    return {
      database,
      requests: options.requests,
      concurrency: options.concurrency,
      ...measured,
      rawInsertsPerSecond,
      rawBeforeAfterPerSecond: [rawBefore, rawAfter],
      ratioToRaw: measured.acceptedPerSecond / rawInsertsPerSecond,
      scaling,
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
    maxConcurrency: options.maxConcurrency ?? 1024,
  };
  const postgresUrl = options.postgresUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // The stand-in site and the database in separate folders: the server refuses to start with
  // its database inside CLIENT_DIR, which it would serve to anyone (server/config.ts).
  const dir = await mkdtemp(join(tmpdir(), "bench-forms-"));
  const clientDir = join(dir, "client");
  const dataDir = join(dir, "data");
  const results: FormsBenchResult[] = [];
  try {
    await mkdir(clientDir);
    await mkdir(dataDir);
    await writeFile(join(clientDir, "index.html"), "<!doctype html><title>bench</title>");
    results.push(await benchOne("sqlite", `file:${join(dataDir, "site.db")}`, clientDir, settings, options.entry));
    if (postgresUrl) {
      const pg = await postgresTestDatabase(postgresUrl);
      try {
        results.push(await benchOne("postgres", pg.url, clientDir, settings, options.entry));
      } finally {
        await pg.dispose();
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

/** What a burst missed of its targets (no 503, no other failure, ratio to raw inserts ≥ 0.5), in words. */
function burstMisses(r: FormsBenchResult): string[] {
  const others = Object.entries(r.other).map(([status, n]) => `${status}×${n}`);
  return [
    ...(r.shed > 0 ? [`${r.shed} × 503`] : []),
    ...(others.length > 0 ? [`other answers ${others.join(" ")}`] : []),
    ...(r.ratioToRaw < 0.5 ? [`ratio to raw inserts ${r.ratioToRaw.toFixed(2)} < 0.5`] : []),
  ];
}

/** The bench's failures: every burst line marked MISSED (docs/decisions/033-main-thread-off.md: the bench is honest). */
export function formsBreaches(results: readonly FormsBenchResult[]): string[] {
  return results.flatMap((r) => burstMisses(r).map((miss) => `enquiry capture (${r.database}): ${miss}`));
}

export function formatFormsBench(results: readonly FormsBenchResult[]): string {
  const first = results[0];
  const title = `Enquiry capture: a burst of ${first?.requests} valid POST / on loopback, ${first?.concurrency} concurrent, shedding on, durable commits (targets: 0 × 503, ratio to raw ≥ 0.5)`;
  const rows = results.map((r) => {
    const others = Object.entries(r.other).map(([status, n]) => `${status}×${n}`);
    const ok = burstMisses(r).length === 0;
    return [
      r.database.padEnd(9),
      `${r.accepted}/${r.requests}`.padStart(10),
      String(r.shed).padStart(5),
      r.acceptedPerSecond.toFixed(0).padStart(10),
      r.p50Ms.toFixed(1).padStart(8),
      r.p99Ms.toFixed(1).padStart(8),
      r.rawInsertsPerSecond.toFixed(0).padStart(14),
      r.ratioToRaw.toFixed(2).padStart(6),
      ok ? "  ok" : `  MISSED${others.length ? ` (${others.join(" ")})` : ""}`,
    ].join("  ");
  });
  const scaling = results.flatMap((r) => {
    const knee = r.scaling.filter((step) => step.shed === 0).at(-1);
    const firstShed = r.scaling.find((step) => step.shed > 0);
    return [
      `  ${r.database}: ${r.scaling
        .map(
          (s) =>
            `${s.concurrency} concurrent ${s.acceptedPerSecond.toFixed(0)}/s p99 ${s.p99Ms.toFixed(0)} ms${s.shed ? ` (${s.shed} × 503)` : ""}`,
        )
        .join("; ")}`,
      `  ${r.database} knee: ${
        knee
          ? `${knee.concurrency} concurrent, ${knee.acceptedPerSecond.toFixed(0)} posts/s, p99 ${knee.p99Ms.toFixed(1)} ms`
          : "below the first step"
      }; ${firstShed ? `sheds from ${firstShed.concurrency} concurrent (${firstShed.shed}/${firstShed.requests} × 503)` : "no shedding up to the last step"}`,
    ];
  });
  return [
    title,
    `${"database".padEnd(9)}  ${"accepted".padStart(10)}  ${"503".padStart(5)}  ${"accepted/s".padStart(10)}  ${"p50 ms".padStart(8)}  ${"p99 ms".padStart(8)}  ${"raw inserts/s".padStart(14)}  ${"ratio".padStart(6)}`,
    ...rows,
    "Burst scaled up (concurrency doubled until the server sheds):",
    ...scaling,
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The compiled server, as production runs it, when built; otherwise through tsx.
  const compiled = "build/server/server.js";
  const results = await runFormsBench({ entry: existsSync(compiled) ? compiled : undefined });
  console.log(formatFormsBench(results));
  if (!results.some((r) => r.database === "postgres"))
    console.log("(PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it)");
}
