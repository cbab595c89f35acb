import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { available, testDatabaseUrl } from "../../test/support/requirements";
import { insertSubmission, listSubmissions, migrateToLatest, openDatabase, recordAudit } from "../db";

/**
 * The PostgreSQL backup recipe of docs/operations.md ("Backups", "PostgreSQL"), run as written:
 * the commands are read from the document, so the docs cannot drift from what is tested. A
 * private database is made for it on the test server, filled, dumped, damaged, restored.
 */

const BASE_URL = testDatabaseUrl();
const canRun =
  Boolean(BASE_URL) && available("pg_dump and pg_restore", existsSync("/usr/bin/pg_dump") && existsSync("/usr/bin/pg_restore"));

/** The shell block after `<!-- marker -->` in docs/operations.md. */
async function recipe(marker: string): Promise<string> {
  const doc = await readFile("docs/operations.md", "utf8");
  const match = new RegExp(`<!-- ${marker} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(doc);
  if (!match) throw new Error(`no ${marker} recipe in docs/operations.md`);
  return match[1]!;
}

/**
 * Debian's pg_dump is a wrapper that reads every cluster's configuration first, and fails while
 * another test file creates or drops a scratch cluster (test/support/pg-cluster.ts). The recipe
 * runs against the newest installed client directly, as it would on a server with one cluster.
 */
function clientPath(): string {
  const root = "/usr/lib/postgresql";
  const newest = existsSync(root)
    ? readdirSync(root)
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  return newest ? `${join(root, newest, "bin")}:${process.env.PATH ?? ""}` : (process.env.PATH ?? "");
}

describe.skipIf(!canRun)("the pg_dump recipe", () => {
  const name = `backup_test_${randomBytes(6).toString("hex")}`;
  let url: string;
  let dir: string;

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const parsed = new URL(BASE_URL!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dir = await mkdtemp(join(tmpdir(), "pg-dump-"));
  });

  afterAll(async () => {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await rm(dir, { recursive: true, force: true });
  });

  it("dumps the site's database and restores it over a damaged one, as documented", async () => {
    const db = openDatabase(url);
    try {
      await migrateToLatest(db);
      const now = new Date("2026-11-23T12:00:00Z");
      const { id } = await insertSubmission(
        db,
        {
          form: "contact",
          status: "new",
          language: "sv",
          page: "/sv/kontakt",
          fields: { name: "Åsa", message: "Hej" },
          email: "asa@example.se",
          ipHash: "",
          userAgent: "test",
        },
        ["email"],
        now,
      );
      await recordAudit(db, { actor: "cli", action: "operator-invited", target: "owner@nordlegend.se" }, now);
      // The day's IP salt and visitor hashes stay out of the dump (docs/decisions/017-restores-and-erasures.md).
      await db.insertInto("ip_salts").values({ day: "2026-11-23", salt: "SALTMARK-0042" }).execute();

      const file = join(dir, "site.dump");
      const env = { ...process.env, PATH: clientPath(), DATABASE_URL: url, BACKUP_FILE: file };
      execFileSync("sh", ["-euc", await recipe("pg-backup")], { env, stdio: "pipe" });
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      // The loss: rows erased, a table dropped.
      await db.deleteFrom("outbox").execute();
      await db.deleteFrom("submissions").execute();
      await db.schema.dropTable("audit_log").execute();

      execFileSync("sh", ["-euc", await recipe("pg-restore")], { env, stdio: "pipe" });
      const restored = await listSubmissions(db);
      expect(restored.map((submission) => submission.id)).toEqual([id]);
      expect(restored[0]!.fields).toMatchObject({ name: "Åsa" });
      const audit = await db.selectFrom("audit_log").select(["action", "target"]).execute();
      expect(audit).toEqual([{ action: "operator-invited", target: "owner@nordlegend.se" }]);
      expect(await db.selectFrom("ip_salts").selectAll().execute()).toEqual([]);
      // The restored schema is current: migrating again finds nothing to do.
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  });
});
