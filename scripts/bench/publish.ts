/**
 * Publish-to-live bench (docs/decisions/018-content-editing.md): the time from the console's
 * publish API call until the public URL serves the new bytes, for one page (the home page's
 * Swedish slogan, /sv) and for a fact (a timeline every page naming it shows, read on the
 * no-code service page), median of several runs, on SQLite, through the production renderer
 * (build/renderer). And static serving of /sv by the compiled server process (as the static
 * bench, scripts/bench/static.ts, measures every page): the build's own file, then the same page
 * from the rendered page map once another process has published to its database.
 *
 *   npx tsx scripts/bench/publish.ts          (npm run bench includes it)
 */
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { localizedPath } from "~/i18n/pages";
import { buildApp } from "../../server/app";
import { runCommand } from "../../server/cli/commands";
import { loadConfig } from "../../server/config";
import { seedDocuments } from "../../server/content/seed";
import { liveRevision, openDatabase, publishRevisions } from "../../server/db";
import { NO_SHEDDING } from "../../server/http/load-shedding";
import { startServerProcess } from "../../test/support/server-process";
import { softPasskey } from "../../test/support/soft-passkey";

/** The budget: a changed fact is live on every page that names it within a second. */
export const FACT_TO_LIVE_BUDGET_MS = 1_000;

export interface PublishBenchResult {
  runs: number;
  pageMs: number[];
  factMs: number[];
  pageMedianMs: number;
  factMedianMs: number;
  /** GET /sv requests a second, the build's file and then the page map's rendered copy. */
  serving: { requests: number; concurrency: number; buildPerSecond: number; renderedPerSecond: number };
}

export interface PublishBenchOptions {
  runs?: number;
  /** The compiled server whose serving is measured (default build/server/server.js). */
  entry?: string;
  /** Requests per serving round (the build's /sv, then the rendered one, each after a warm-up). */
  requests?: number;
  concurrency?: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The console as a browser uses it, through `inject`: a session cookie and the site's Origin. */
function consoleClient(app: FastifyInstance, siteUrl: string) {
  const origin = new URL(siteUrl).origin;
  const cookies = new Map<string, string>();
  return async (method: "GET" | "POST" | "PUT", url: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        origin,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers["set-cookie"];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [name = "", value = ""] = (line.split(";")[0] ?? "").split("=");
      cookies.set(name, value);
    }
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.json<Record<string, unknown>>();
  };
}

/** An owner invited on the shell and enrolled with a soft passkey: signed in, fresh for step-up. */
async function signIn(app: FastifyInstance, siteUrl: string) {
  const lines: string[] = [];
  await runCommand(["operator", "invite", "bench@nordlegend.se"], {
    db: app.db,
    retentionDays: 365,
    siteUrl,
    out: (line) => lines.push(line),
  });
  const token = lines.find((line) => line.startsWith("https://"))?.split("#")[1];
  if (!token) throw new Error("operator invite printed no link");
  const api = consoleClient(app, siteUrl);
  const key = softPasskey();
  const { challengeId, options } = (await api("POST", "/api/admin/enrol/options", { token })) as {
    challengeId: string;
    options: { challenge: string; rp: { id?: string } };
  };
  await api("POST", "/api/admin/enrol/verify", {
    token,
    challengeId,
    name: "Bench",
    response: key.register(options, new URL(siteUrl).origin),
  });
  return api;
}

/** Milliseconds from `publish()` being called until GET `url` answers with `expected` in it. */
async function toLive(origin: string, url: string, expected: string, publish: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await publish();
  for (;;) {
    const body = await (await fetch(`${origin}${url}`, { headers: { "accept-encoding": "identity" } })).text();
    if (body.includes(expected)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error(`${url} did not show "${expected}" within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function servingRate(origin: string, requests: number, concurrency: number): Promise<number> {
  let next = 0;
  const client = async () => {
    while (next++ < requests) {
      const response = await fetch(`${origin}/sv`, { headers: { "accept-encoding": "br, gzip", accept: "text/html" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/sv answered ${response.status}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  return requests / ((performance.now() - started) / 1000);
}

/**
 * A folder like a deployment's: the real build's client files and renderer linked in, so the
 * server's kept render (`rendered/` beside the client folder) is written here, not into build/.
 */
async function deployment(): Promise<{ dir: string; clientDir: string }> {
  const dir = await mkdtemp(join(tmpdir(), "bench-publish-"));
  await symlink(resolve("build/client"), join(dir, "client"));
  await symlink(resolve("build/renderer"), join(dir, "renderer"));
  return { dir, clientDir: join(dir, "client") };
}

async function publishToLive(runs: number): Promise<{ pageMs: number[]; factMs: number[] }> {
  const { dir, clientDir } = await deployment();
  const env = { ...process.env, DATABASE_URL: `file:${join(dir, "site.db")}`, CLIENT_DIR: clientDir, SMTP_URL: "", MAIL_TO: "" };
  const config = loadConfig(env);
  const app = await buildApp({ config, shedding: NO_SHEDDING });
  try {
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    await app.siteContent.rendered(1);
    const api = await signIn(app, config.SITE_URL);
    const publish = (document: string, body: unknown) => async () => {
      await api("PUT", "/api/admin/content/draft", { document, body, expectedVersion: 0 });
      await api("POST", "/api/admin/content/publish", { documents: [document], confirmWarnings: true });
    };
    const pageMs: number[] = [];
    const factMs: number[] = [];
    const noCodePage = localizedPath("en", { page: "service", slug: "no-code-low-code-mvp" });
    for (let run = 0; run < runs; run++) {
      const home = structuredClone(seedDocuments().get("home")) as { hero: { slogan: { sv: string } } };
      const slogan = `Bench-slogan ${run} ${Date.now()}`;
      home.hero.slogan.sv = slogan;
      pageMs.push(await toLive(origin, "/sv", slogan, publish("home", home)));
      // A different figure each run, so each publish changes the pages that name it.
      const facts = structuredClone(seedDocuments().get("facts")) as { timelines: Record<string, unknown> };
      facts.timelines.noCodeMvp = { from: 10 + run, to: 40 + run, unit: "weeks" };
      // A figure and its unit are joined by a no-break space (docs/style-guide.md).
      factMs.push(await toLive(origin, noCodePage, `${10 + run}–${40 + run}\u00A0weeks`, publish("facts", facts)));
    }
    return { pageMs, factMs };
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function servingSv(entry: string, requests: number, concurrency: number): Promise<PublishBenchResult["serving"]> {
  const { dir, clientDir } = await deployment();
  const databaseUrl = `file:${join(dir, "site.db")}`;
  const server = await startServerProcess(
    { DATABASE_URL: databaseUrl, CLIENT_DIR: clientDir, SMTP_URL: "", WEBHOOK_URL: "", LOAD_SHEDDING: "off" },
    undefined,
    { entry },
  );
  const db = openDatabase(databaseUrl);
  try {
    await servingRate(server.origin, Math.min(500, requests), concurrency);
    const buildPerSecond = await servingRate(server.origin, requests, concurrency);
    // Published from this process, as the command line would: the server picks it up and renders.
    const home = (await liveRevision(db, "home"))?.body as { hero: { slogan: { sv: string } } };
    home.hero.slogan.sv = `Serverad från sidkartan ${Date.now()}`;
    await toLive(server.origin, "/sv", home.hero.slogan.sv, () =>
      publishRevisions(db, { items: [{ document: "home", body: home, stale: [] }], author: "bench" }),
    );
    await servingRate(server.origin, Math.min(500, requests), concurrency);
    const renderedPerSecond = await servingRate(server.origin, requests, concurrency);
    return { requests, concurrency, buildPerSecond, renderedPerSecond };
  } finally {
    await db.destroy();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runPublishBench(options: PublishBenchOptions = {}): Promise<PublishBenchResult> {
  const runs = options.runs ?? 7;
  const { pageMs, factMs } = await publishToLive(runs);
  const serving = await servingSv(
    options.entry ?? "build/server/server.js",
    options.requests ?? 2_000,
    options.concurrency ?? 16,
  );
  return { runs, pageMs, factMs, pageMedianMs: median(pageMs), factMedianMs: median(factMs), serving };
}

export function formatPublishBench(result: PublishBenchResult): string {
  const [one, five] = loadavg();
  const ms = (values: readonly number[]) => values.map((value) => Math.round(value)).join(", ");
  const { serving } = result;
  const change = ((serving.renderedPerSecond - serving.buildPerSecond) / serving.buildPerSecond) * 100;
  return [
    `Publish to live, SQLite, the production renderer: from the publish API call until GET serves the new bytes, median of ${result.runs} (load average ${one?.toFixed(1)} / ${five?.toFixed(1)})`,
    `one page (/sv, the home page's slogan)   ${Math.round(result.pageMedianMs)} ms   (${ms(result.pageMs)})`,
    `a fact (every page naming it)            ${Math.round(result.factMedianMs)} ms   (${ms(result.factMs)})   budget ≤ ${FACT_TO_LIVE_BUDGET_MS} ms`,
    `GET /sv, compiled server process, ${serving.concurrency} concurrent, ${serving.requests} requests: the build's file ${serving.buildPerSecond.toFixed(0)}/s, from the page map ${serving.renderedPerSecond.toFixed(0)}/s (${change >= 0 ? "+" : ""}${change.toFixed(1)} %)`,
  ].join("\n");
}

/** The budget's breach, for the bench's failures. */
export function publishBreaches(result: PublishBenchResult): string[] {
  return result.factMedianMs > FACT_TO_LIVE_BUDGET_MS
    ? [`a fact to live: ${Math.round(result.factMedianMs)} ms > ${FACT_TO_LIVE_BUDGET_MS} ms`]
    : [];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runPublishBench();
  console.log(formatPublishBench(result));
  const breaches = publishBreaches(result);
  if (breaches.length > 0) {
    console.error(breaches.join("\n"));
    process.exitCode = 1;
  }
}
