import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { FORM_SCHEMAS, toWireBody, type FormName, type RawValues } from "~/forms";
import { buildApp, type AppOptions } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import { NO_SHEDDING } from "../../server/http/load-shedding";
import { startingOn } from "./databases";
import { writeFakeBuild } from "./fake-build";

/**
 * Helpers for tests of the enquiry capture (also usable by the lead's browser tests):
 * a temporary directory with a SQLite database and a minimal client build, a config, an app.
 */

export const SITE_URL = "https://nordlegend.se";

/** One valid submission per form, as a visitor fills it in. */
export const VALID_VALUES: Record<FormName, RawValues> = {
  contact: { name: "Jane Doe", email: "Jane@Example.com", company: "Acme AB", message: "Hej!\nCan we talk?" },
  project: {
    projectName: "Ledger",
    email: "p@example.se",
    phoneNumber: "+46 70 123 45 67",
    projectType: "blockchain",
    organizationType: "startup",
    projectGoal: "Tokenize invoices",
    budget: "10k-50k",
    timeline: "3-6months",
    features: ["smartContracts", "kycAml"],
  },
  "otc-network-request": {
    fullName: "Ada Lovelace",
    company: "Engines Ltd",
    email: "ada@example.org",
    jurisdiction: "United Kingdom",
    assetType: "bitcoin",
    transactionType: "buy",
    transactionSize: "1m-5m",
    frequency: "monthly",
    settlementMethods: ["Bank Wire", "Escrow Service"],
    acknowledgment: "agreed",
  },
};

/** The urlencoded body a browser sends for a form, with overrides (undefined drops a field). */
export function formBody(form: FormName, overrides: RawValues = {}, honeypot = ""): string {
  return toWireBody(FORM_SCHEMAS[form], { ...VALID_VALUES[form], ...overrides }, honeypot).toString();
}

/**
 * Where a test folder's client build goes: beside the database, never around it, as the server
 * requires (server/config.ts).
 */
export function clientDirIn(dir: string): string {
  return join(dir, "client");
}

export async function makeTempDir(prefix = "capture-"): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  // A minimal client build, for whatever serves the site's pages.
  await mkdir(clientDirIn(dir));
  await writeFile(join(clientDirIn(dir), "index.html"), "<!doctype html><title>test</title>");
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function testConfig(dir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    SITE_URL,
    DATABASE_URL: `file:${join(dir, "site.db")}`,
    CLIENT_DIR: clientDirIn(dir),
    FORM_RATE_LIMIT: "1000",
    IP_HASH_SALT: "test-salt",
    // The sender's confirmation (on by default) is off unless a test is about it, so counts of owner emails stay as they were.
    CONFIRMATION_EMAIL: "off",
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dir: string;
  close(): Promise<void>;
}

/**
 * An app on a fresh temp database (or `dir`'s), not listening: use `inject`. `fakeBuild`
 * writes test/support/fake-build.ts's pages into the temp folder first, for tests of pages.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  { dir: given, fakeBuild = false, ...options }: Omit<AppOptions, "config"> & { dir?: string; fakeBuild?: boolean } = {},
): Promise<TestApp> {
  const temp = given ? undefined : await makeTempDir();
  const dir = given ?? temp!.dir;
  if (fakeBuild) await writeFakeBuild(clientDirIn(dir));
  const config = testConfig(dir, env);
  const app = await startingOn(env.DATABASE_URL, async () => {
    const built = await buildApp({ shedding: NO_SHEDDING, ...options, config });
    await built.ready();
    return built;
  });
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      await temp?.remove();
    },
  };
}

/**
 * The environment of a test's own server process (test/support/server-process.ts): the site at
 * SITE_URL on `databaseUrl`, serving `clientDir`, with no mail or webhook unless `extra` adds
 * them, and load shedding off: it has its own tests, and here the harness shares the CPU
 * (README.md#configuration). `extra` adds or overrides.
 */
export function serverProcessEnv(
  databaseUrl: string,
  clientDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    SITE_URL,
    DATABASE_URL: databaseUrl,
    CLIENT_DIR: clientDir,
    LOAD_SHEDDING: "off",
    FORM_RATE_LIMIT: "1000",
    SMTP_URL: "",
    WEBHOOK_URL: "",
    ...extra,
  };
}

export const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded" } as const;
export const JSON_FORM_HEADERS = { ...FORM_HEADERS, accept: "application/json" } as const;
