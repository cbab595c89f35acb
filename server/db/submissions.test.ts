import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postgresTestDatabase, sqliteTestDatabase, testDatabases, type TestDatabase } from "../../test/support/databases";
import { testDatabaseUrl } from "../../test/support/requirements";
import {
  checkpointAfterErase,
  deleteSubmissions,
  getSubmission,
  insertSubmission,
  insertSubmissions,
  listSubmissions,
  reclassify,
  outboxForSubmission,
  setKept,
  sqlitePath,
  type NewSubmission,
} from "./index";

/** The submissions' repository: what is stored, what is read back, and the outbox rows that go with it. */

const PG_URL = testDatabaseUrl();
const SECOND = 1_000;
const HOUR = 60 * 60 * SECOND;
const T0 = new Date("2026-07-01T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const enquiry = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  form: "contact",
  status: "new",
  language: "en",
  page: "/en",
  fields: { name: "Åsa Berg", email: "asa@example.se", message: "Call me about the invoices" },
  email: "asa@example.se",
  ipHash: "cd".repeat(32),
  userAgent: "vitest",
  ...overrides,
});

describe.each(testDatabases())("submissions on $name", ({ open }) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(async () => t?.dispose());

  const channelsOf = async (id: string) => (await outboxForSubmission(t.db, id)).map((row) => row.channel).sort();

  it("refuses a row whose form or language was changed by hand, naming the row and the value", async () => {
    const byForm = await insertSubmission(t.db, enquiry(), [], T0);
    // By hand, so past the types that keep the code from writing such values.
    await sql`update submissions set form = ${'newsletter"; --'} where id = ${byForm.id}`.execute(t.db);
    await expect(getSubmission(t.db, byForm.id)).rejects.toThrow(
      `Submission ${byForm.id} names an unknown form: "newsletter\\"; --"`,
    );
    const byLanguage = await insertSubmission(t.db, enquiry(), [], T0);
    await sql`update submissions set language = ${"de"} where id = ${byLanguage.id}`.execute(t.db);
    await expect(getSubmission(t.db, byLanguage.id)).rejects.toThrow(`Submission ${byLanguage.id} has an unknown language: "de"`);
  });

  it("reads back the spam defence's text hash", async () => {
    const hash = "9f".repeat(32);
    const stored = await insertSubmission(t.db, enquiry({ textHash: hash }), [], T0);
    expect((await getSubmission(t.db, stored.id))?.textHash).toBe(hash);
    expect((await listSubmissions(t.db)).map((s) => s.textHash)).toEqual([hash]);
  });

  it("queues one confirmation per address a day, and every owner's notification", async () => {
    const channels = ["email", "confirmation"] as const;
    const first = await insertSubmission(t.db, enquiry(), channels, T0);
    const sameDay = await insertSubmission(t.db, enquiry({ email: "ASA@example.se" }), channels, at(HOUR));
    const dayEnds = await insertSubmission(t.db, enquiry(), channels, at(24 * HOUR - SECOND));
    const nextDay = await insertSubmission(t.db, enquiry(), channels, at(24 * HOUR + SECOND));
    const other = await insertSubmission(t.db, enquiry({ email: "bo@example.se" }), channels, at(HOUR));
    expect(await channelsOf(first.id)).toEqual(["confirmation", "email"]);
    expect(await channelsOf(sameDay.id)).toEqual(["email"]);
    expect(await channelsOf(dayEnds.id)).toEqual(["email"]);
    expect(await channelsOf(nextDay.id)).toEqual(["confirmation", "email"]);
    expect(await channelsOf(other.id)).toEqual(["confirmation", "email"]);
  });

  it("queues one confirmation for an address that posts twice in one group commit", async () => {
    const channels = ["email", "confirmation"] as const;
    const [a, b, c] = await insertSubmissions(t.db, [
      { submission: enquiry({ email: "Asa@Example.se" }), channels, now: T0 },
      { submission: enquiry({ email: "asa@example.SE" }), channels, now: T0 },
      { submission: enquiry({ email: "bo@example.se" }), channels, now: T0 },
    ]);
    expect(await channelsOf(a!.id)).toEqual(["confirmation", "email"]);
    expect(await channelsOf(b!.id)).toEqual(["email"]);
    expect(await channelsOf(c!.id)).toEqual(["confirmation", "email"]);
  });

  it("pages through the list after a submission, oldest first or newest first", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await insertSubmission(t.db, enquiry(), [], at(i * HOUR))).id);
    const after = (i: number) => ({ createdAt: at(i * HOUR).toISOString(), id: ids[i]! });
    expect((await listSubmissions(t.db, { order: "asc", after: after(1) })).map((s) => s.id)).toEqual([ids[2], ids[3]]);
    expect((await listSubmissions(t.db, { order: "asc", after: after(1), limit: 1 })).map((s) => s.id)).toEqual([ids[2]]);
    expect((await listSubmissions(t.db, { after: after(2) })).map((s) => s.id)).toEqual([ids[1], ids[0]]);
  });

  it("marks, keeps and erases nothing when given no ids", async () => {
    const stored = await insertSubmission(t.db, enquiry(), [], T0);
    expect(await reclassify(t.db, [], "handled", ["email"], T0)).toEqual([]);
    expect(await setKept(t.db, [], T0)).toBe(0);
    expect(await deleteSubmissions(t.db, [])).toBe(0);
    expect(await getSubmission(t.db, stored.id)).toMatchObject({ status: "new", keptAt: null });
  });
});

describe("an erasure on SQLite leaves nothing in the write-ahead log", () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await sqliteTestDatabase();
  });
  afterEach(async () => t.dispose());

  /** Whether the database file or its WAL still holds these bytes anywhere. */
  function onDisk(marker: string): { file: boolean; wal: boolean } {
    const file = sqlitePath(t.url);
    const holds = (path: string) => existsSync(path) && readFileSync(path).includes(marker);
    return { file: holds(file), wal: holds(`${file}-wal`) };
  }

  it("checkpoints after deleting, unless the caller says it will", async () => {
    const marker = `erase-me-${randomUUID()}`;
    const secret = enquiry({ fields: { name: "Åsa Berg", email: "asa@example.se", message: marker } });

    const gone = await insertSubmission(t.db, secret, [], T0);
    expect(onDisk(marker).wal).toBe(true);
    expect(await deleteSubmissions(t.db, [gone.id])).toBe(1);
    expect(onDisk(marker)).toEqual({ file: false, wal: false });

    const deferred = await insertSubmission(t.db, secret, [], T0);
    expect(await deleteSubmissions(t.db, [deferred.id], { checkpoint: false })).toBe(1);
    // The purge deletes in batches and checkpoints once at the end.
    expect(onDisk(marker).wal).toBe(true);
    await checkpointAfterErase(t.db);
    expect(onDisk(marker)).toEqual({ file: false, wal: false });

    const explicit = await insertSubmission(t.db, secret, [], T0);
    expect(await deleteSubmissions(t.db, [explicit.id], { checkpoint: true })).toBe(1);
    expect(onDisk(marker)).toEqual({ file: false, wal: false });
  });
});

describe.skipIf(!PG_URL)("confirmations on PostgreSQL", () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await postgresTestDatabase(PG_URL!);
  });
  afterEach(async () => t.dispose());

  it("decide under the address's advisory lock, so two instances cannot both queue one", async () => {
    const email = `lock-${randomUUID()}@example.se`;
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      // Another instance deciding for the same address holds this lock.
      await holder.query("select pg_advisory_lock(hashtext($1))", [`confirmation:${email}`]);
      let settled = false;
      const insert = insertSubmission(t.db, enquiry({ email }), ["confirmation"], T0).finally(() => {
        settled = true;
      });
      let waiting = false;
      while (!settled && !waiting) {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n
             from pg_locks w
             join pg_locks h on h.pid = pg_backend_pid() and h.locktype = 'advisory' and h.granted
            where w.locktype = 'advisory' and not w.granted and w.database = h.database
              and w.classid = h.classid and w.objid = h.objid and w.objsubid = h.objsubid`,
        );
        waiting = rows[0]!.n > 0;
      }
      expect({ waiting, settled }).toEqual({ waiting: true, settled: false });
      await holder.query("select pg_advisory_unlock(hashtext($1))", [`confirmation:${email}`]);
      const stored = await insert;
      expect((await outboxForSubmission(t.db, stored.id)).map((row) => row.channel)).toEqual(["confirmation"]);
    } finally {
      await holder.end();
    }
  });
});
