import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  claimDueDeliveries,
  deleteSubmissions,
  getSubmission,
  insertSubmission,
  dailyIpSalt,
  deleteExpiredIpSalts,
  listSubmissions,
  reclassify,
  migrateToLatest,
  outboxForSubmission,
  purgeableIds,
  purgePlan,
  setKept,
  recordDelivered,
  recordFailure,
  type NewSubmission,
} from "./index";
import { testDatabases, type TestDatabase } from "../../test/support/databases";

const sample = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  form: "contact",
  status: "new",
  language: "sv",
  page: "/sv",
  fields: { name: "Åsa Öberg", email: "Asa@Example.se", company: "", message: "<script>alert(1)</script>\nrad två 🚀" },
  email: "Asa@Example.se",
  ipHash: "ab".repeat(32),
  userAgent: "vitest",
  ...overrides,
});

const at = (iso: string) => new Date(iso);

describe.each(testDatabases())("repositories on $name", ({ open }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => t?.dispose());

  it("round-trips a submission verbatim, email lower-cased, with its outbox rows", async () => {
    const stored = await insertSubmission(t.db, sample(), ["email", "webhook"], at("2025-01-02T03:04:05.000Z"));
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await getSubmission(t.db, stored.id);
    expect(read).toEqual({
      ...sample(),
      id: stored.id,
      createdAt: "2025-01-02T03:04:05.000Z",
      email: "asa@example.se",
      keptAt: null,
      entryPage: null,
      source: null,
    });
    const outbox = await outboxForSubmission(t.db, stored.id);
    expect(outbox.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
  });

  it("keeps an enquiry's entry page and source when the statistics know them", async () => {
    const stored = await insertSubmission(t.db, sample({ entryPage: "/en/otc", source: "newsletter" }), []);
    expect(await getSubmission(t.db, stored.id)).toMatchObject({ entryPage: "/en/otc", source: "newsletter" });
  });

  it("runs again without error: migrations are idempotent", async () => {
    await expect(migrateToLatest(t.db)).resolves.toBeUndefined();
  });

  it("filters by form, status, time and email, newest first by default", async () => {
    await insertSubmission(t.db, sample({ form: "project", email: "x@y.se" }), [], at("2025-02-01T00:00:00.000Z"));
    await insertSubmission(t.db, sample({ form: "project", status: "spam" }), [], at("2025-03-01T00:00:00.000Z"));
    const projects = await listSubmissions(t.db, { form: "project" });
    expect(projects.map((s) => s.createdAt)).toEqual(["2025-03-01T00:00:00.000Z", "2025-02-01T00:00:00.000Z"]);
    expect(await listSubmissions(t.db, { status: "spam" })).toHaveLength(1);
    const february = await listSubmissions(t.db, { since: "2025-02-01T00:00:00.000Z", until: "2025-03-01T00:00:00.000Z" });
    expect(february.map((s) => s.email)).toEqual(["x@y.se"]);
    expect(await listSubmissions(t.db, { email: "X@Y.SE" })).toHaveLength(1);
    const oldestFirst = await listSubmissions(t.db, { order: "asc", limit: 1 });
    expect(oldestFirst[0]?.createdAt).toBe("2025-01-02T03:04:05.000Z");
  });

  it("marks, purges by retention (spam after 30 days, never kept ones) and erases with the outbox rows", async () => {
    const old = await insertSubmission(t.db, sample(), ["email"], at("2020-01-01T00:00:00.000Z"));
    const kept = await insertSubmission(t.db, sample(), [], at("2020-01-01T00:00:00.000Z"));
    const spam = await insertSubmission(t.db, sample({ status: "spam" }), [], at("2020-11-01T00:00:00.000Z"));
    const recentSpam = await insertSubmission(t.db, sample({ status: "spam" }), [], at("2020-12-15T00:00:00.000Z"));
    const fresh = await insertSubmission(t.db, sample(), [], at("2020-06-01T00:00:00.000Z"));
    expect(await reclassify(t.db, [fresh.id, "missing"], "handled", [], at("2020-06-02T00:00:00.000Z"))).toEqual([
      { id: fresh.id, from: "new" },
    ]);
    expect((await getSubmission(t.db, fresh.id))?.status).toBe("handled");
    expect(await setKept(t.db, [kept.id], at("2020-02-01T00:00:00.000Z"))).toBe(1);
    expect((await getSubmission(t.db, kept.id))?.keptAt).toBe("2020-02-01T00:00:00.000Z");
    // 2021-01-01 with a year's retention: the cutoff is 2020-01-02, spam's is 2020-12-02.
    const purgeable = await purgeableIds(t.db, purgePlan(at("2021-01-01T00:00:00.000Z"), 365));
    expect(purgeable).toEqual(expect.arrayContaining([old.id, spam.id]));
    expect(purgeable).not.toContain(fresh.id);
    expect(purgeable).not.toContain(kept.id);
    expect(purgeable).not.toContain(recentSpam.id);
    expect(await deleteSubmissions(t.db, [old.id, spam.id])).toBe(2);
    expect(await getSubmission(t.db, old.id)).toBeUndefined();
    expect(await outboxForSubmission(t.db, old.id)).toEqual([]);
  });

  it("claims only due rows of the given channels, once per lease", async () => {
    await t.db.deleteFrom("outbox").execute();
    const s = await insertSubmission(t.db, sample(), ["email", "webhook"], at("2026-01-01T00:00:00.000Z"));
    const claim = (iso: string) => claimDueDeliveries(t.db, { now: at(iso), channels: ["email"], limit: 10, leaseMs: 60_000 });
    expect(await claim("2025-12-31T23:59:59.000Z")).toEqual([]); // not yet due
    const [row] = await claim("2026-01-01T00:00:00.000Z");
    expect(row).toMatchObject({ submission_id: s.id, channel: "email" });
    expect(await claim("2026-01-01T00:00:30.000Z")).toEqual([]); // leased
    const [again] = await claim("2026-01-01T00:01:01.000Z"); // lease over: the worker died
    expect(again?.id).toBe(row?.id);
    // The first worker's late result must not overwrite the second claim.
    await recordDelivered(t.db, row!, at("2026-01-01T00:01:02.000Z"));
    expect((await outboxForSubmission(t.db, s.id)).find((r) => r.channel === "email")?.status).toBe("pending");
    await recordFailure(t.db, again!, {
      now: at("2026-01-01T00:01:03.000Z"),
      error: "SMTP down",
      nextAttemptAt: at("2026-01-01T00:02:00.000Z"),
    });
    const [retried] = await claim("2026-01-01T00:02:00.000Z");
    expect(retried).toMatchObject({ attempts: 1, last_error: "SMTP down" });
    await recordDelivered(t.db, retried!, at("2026-01-01T00:02:01.000Z"));
    const email = (await outboxForSubmission(t.db, s.id)).find((r) => r.channel === "email");
    expect(email).toMatchObject({ status: "sent", attempts: 2, sent_at: "2026-01-01T00:02:01.000Z" });
    expect(JSON.parse(email!.errors)).toEqual([{ at: "2026-01-01T00:01:03.000Z", error: "SMTP down" }]);
  });

  it("never hands the same row to two concurrent claimers", async () => {
    await t.db.deleteFrom("outbox").execute();
    for (let i = 0; i < 20; i++) await insertSubmission(t.db, sample(), ["email"], at("2026-02-01T00:00:00.000Z"));
    const options = { now: at("2026-02-01T00:00:00.000Z"), channels: ["email"] as const, limit: 7, leaseMs: 60_000 };
    const claims = await Promise.all(Array.from({ length: 4 }, () => claimDueDeliveries(t.db, options)));
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it("keeps one IP-hash salt per UTC day, and deletes it two days later", async () => {
    const monday = await dailyIpSalt(t.db, at("2026-03-02T00:00:00.000Z"));
    expect(monday).toMatch(/^[0-9a-f]{64}$/);
    expect(await dailyIpSalt(t.db, at("2026-03-02T23:59:59.999Z"))).toBe(monday);
    const salts = await Promise.all(Array.from({ length: 5 }, () => dailyIpSalt(t.db, at("2026-03-03T12:00:00.000Z"))));
    expect(new Set(salts).size).toBe(1); // instances racing for a new day agree on one salt
    expect(salts[0]).not.toBe(monday);
    const days = async () => (await t.db.selectFrom("ip_salts").select("day").orderBy("day").execute()).map((r) => r.day);
    expect(await deleteExpiredIpSalts(t.db, at("2026-03-03T23:59:59.999Z"))).toBe(0);
    expect(await days()).toEqual(["2026-03-02", "2026-03-03"]);
    expect(await deleteExpiredIpSalts(t.db, at("2026-03-04T00:00:00.000Z"))).toBe(1);
    expect(await days()).toEqual(["2026-03-03"]);
  });

  it("stores a submission and its notifications together or not at all", async () => {
    const before = (await listSubmissions(t.db)).length;
    await sql`DROP TABLE outbox`.execute(t.db);
    await expect(insertSubmission(t.db, sample(), ["email"])).rejects.toThrow();
    expect((await listSubmissions(t.db)).length).toBe(before);
  });
});
