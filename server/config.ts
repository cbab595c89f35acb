import { z } from "zod";
import { webhookSecretProblem } from "./notify/webhook";
import { POLICY_BACKUP_KEEP_DAYS, POLICY_RETENTION_DAYS } from "./retention/policy";
import { isPostgresUrl, sqlitePath } from "./db/connect";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

/**
 * The server's environment (README.md#configuration), validated once at start. A bad value stops the
 * server with a message naming the variable, instead of failing later on first use.
 */
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const schema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(["development", "production", "test"]).default("production")),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
  // The site is served over HTTP(S); any other scheme would make every canonical link wrong.
  SITE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default("https://nordlegend.se")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, "must start with file: or postgres://")
      .default("file:./data/site.db"),
  ),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  MAIL_TO: optionalString,
  // Spam defence: the confirmation email to the sender of a genuine enquiry (docs/operations.md, "Confirmation emails").
  CONFIRMATION_EMAIL: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("on")),
  // At most this many confirmations a UTC day per client network (IPv4 address, IPv6 /64).
  CONFIRMATION_DAILY_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(20)),
  // Booking: at most this many calls booked a UTC day per client network and per address (docs/operations.md, "Booking limits").
  BOOKING_DAILY_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(3)),
  WEBHOOK_URL: optionalUrl,
  WEBHOOK_SECRET: optionalString,
  IP_HASH_SALT: optionalString,
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  HSTS_INCLUDE_SUBDOMAINS: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
  // "off" only where the CPU is shared with a test harness (docs/operations.md, "Timeouts and load shedding").
  LOAD_SHEDDING: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("on")),
  FORM_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10)),
  RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(POLICY_RETENTION_DAYS)),
  // Backups (docs/operations.md, "Backups"): the folder (default: backups/ beside the SQLite
  // file) and how many days a backup is kept, at most what the privacy policy states.
  BACKUP_DIR: optionalString,
  BACKUP_KEEP_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(POLICY_BACKUP_KEEP_DAYS)),
  // The erasure list a restore re-applies (docs/decisions/017-restores-and-erasures.md): a file
  // outside the database (default: erasures.db beside the SQLite file).
  ERASURE_LIST: optionalString,
  /** Where the built site is; tests point it elsewhere. */
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().default("build/client")),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const config = parsed.data;
  if (config.WEBHOOK_URL && !config.WEBHOOK_SECRET) {
    throw new ConfigError("Invalid configuration:\n  WEBHOOK_SECRET: required when WEBHOOK_URL is set");
  }
  const secretProblem = config.WEBHOOK_SECRET === undefined ? undefined : webhookSecretProblem(config.WEBHOOK_SECRET);
  if (secretProblem) throw new ConfigError(`Invalid configuration:\n  WEBHOOK_SECRET: ${secretProblem}`);
  if (config.BACKUP_KEEP_DAYS > POLICY_BACKUP_KEEP_DAYS) {
    throw new ConfigError(
      `Invalid configuration:\n  BACKUP_KEEP_DAYS: ${config.BACKUP_KEEP_DAYS} keeps backups longer than the privacy policy's ${POLICY_BACKUP_KEEP_DAYS} days (app/content/facts.ts)`,
    );
  }
  if (config.ERASURE_LIST === undefined && isPostgresUrl(config.DATABASE_URL) && config.NODE_ENV === "production") {
    throw new ConfigError(
      'Invalid configuration:\n  ERASURE_LIST: required with PostgreSQL: the file where erasures are listed for `inbox after-restore` to re-apply after a pg_restore (docs/operations.md, "Backups")',
    );
  }
  // The server serves every file under CLIENT_DIR: a database or a backup there would be
  // downloadable by anyone after the next start (docs/operations.md, "Backups").
  const clientDir = resolve(config.CLIENT_DIR);
  const database = isPostgresUrl(config.DATABASE_URL) ? undefined : sqlitePath(config.DATABASE_URL);
  const exposed = [
    ["DATABASE_URL", database === undefined || database === ":memory:" ? undefined : resolve(database)],
    ["BACKUP_DIR", backupDirOf(config)],
    ["ERASURE_LIST", erasureListPathOf(config) === ":memory:" ? undefined : erasureListPathOf(config)],
  ].filter(([, place]) => place !== undefined && isInside(place, clientDir));
  if (exposed.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${exposed.map(([name]) => `${name}: inside CLIENT_DIR (${clientDir}), which the server serves to anyone`).join("\n  ")}`,
    );
  }
  return { ...config, SITE_URL: config.SITE_URL.replace(/\/+$/, "") };
}

/** Whether `place` is `dir` itself or anywhere below it. */
function isInside(place: string, dir: string): boolean {
  const relation = relative(dir, place);
  return relation === "" || (relation !== ".." && !relation.startsWith(`..${sep}`) && !isAbsolute(relation));
}

/** Where backups go: BACKUP_DIR, or backups/ beside the SQLite file; none for PostgreSQL or :memory:. */
export function backupDirOf(config: Pick<Config, "BACKUP_DIR" | "DATABASE_URL">): string | undefined {
  if (isPostgresUrl(config.DATABASE_URL)) return undefined;
  const database = sqlitePath(config.DATABASE_URL);
  if (database === ":memory:") return undefined;
  return config.BACKUP_DIR ? resolve(config.BACKUP_DIR) : join(dirname(database), "backups");
}

/**
 * Where the erasure list is: ERASURE_LIST, or erasures.db beside the SQLite file; in memory for
 * an in-memory database, and for PostgreSQL outside production (loadConfig requires it there).
 */
export function erasureListPathOf(config: Pick<Config, "ERASURE_LIST" | "DATABASE_URL">): string {
  if (config.ERASURE_LIST) return resolve(config.ERASURE_LIST);
  if (isPostgresUrl(config.DATABASE_URL)) return ":memory:";
  const database = sqlitePath(config.DATABASE_URL);
  return database === ":memory:" ? ":memory:" : join(dirname(database), "erasures.db");
}

/**
 * Fastify's trustProxy from TRUST_PROXY: "true", a hop count ("1": trust the one proxy in
 * front), or a comma-separated list of addresses or CIDR ranges.
 */
export function trustProxySetting(value: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
