import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import {
  getSubmission,
  insertSubmissions,
  listSubmissions,
  openDatabase,
  outboxForSubmission,
  SubmissionGroupCommit,
  type NewSubmission,
  type OutboxChannel,
  type Submission,
  type SubmissionToInsert,
} from "./index";

const sample = (n: number): NewSubmission => ({
  form: "contact",
  status: "new",
  language: n % 2 ? "sv" : "en",
  page: "/sv/contact",
  fields: { name: `Visitor ${n}`, email: `v${n}@example.se`, company: "", message: `Message ${n}` },
  email: `V${n}@Example.se`,
  ipHash: "ab".repeat(32),
  userAgent: "vitest",
});

describe.each(testDatabases())("group commit on $name", ({ open }) => {
  let t: TestDatabase;
  /** A second connection: what it sees is committed, not merely written. */
  let other: ReturnType<typeof openDatabase>;
  beforeAll(async () => {
    t = await open();
    other = openDatabase(t.url);
  });
  afterAll(async () => {
    await other?.destroy();
    await t?.dispose();
  });

  /** A group commit whose transactions are recorded: the posts each held. */
  function recorded() {
    const groups: number[] = [];
    const commit = new SubmissionGroupCommit(t.db, { windowMs: 2, maxGroup: 8 }, async (db, items) => {
      groups.push(items.length);
      return insertSubmissions(db, items);
    });
    return { commit, groups };
  }

  it("stores posts arriving together in one transaction, each answered only once its row is committed", async () => {
    const { commit, groups } = recorded();
    const seenOnAnswer: (Submission | undefined)[] = [];
    const posts = Array.from({ length: 5 }, (_, n) =>
      commit
        .insert({ submission: sample(n), channels: ["email", "webhook"], now: new Date("2026-01-02T03:04:05.000Z") })
        .then(async (stored) => {
          seenOnAnswer.push(await getSubmission(other, stored.id));
          return stored;
        }),
    );
    const stored = await Promise.all(posts);
    expect(groups).toEqual([5]);
    expect(seenOnAnswer.every((row) => row !== undefined)).toBe(true);
    for (const [n, submission] of stored.entries()) {
      expect(await getSubmission(other, submission.id)).toEqual({
        ...sample(n),
        id: submission.id,
        createdAt: "2026-01-02T03:04:05.000Z",
        email: `v${n}@example.se`,
        keptAt: null,
        entryPage: null,
        source: null,
      });
      expect((await outboxForSubmission(t.db, submission.id)).map((row) => row.channel).sort()).toEqual(["email", "webhook"]);
    }
  });

  it("holds at most maxGroup posts in one transaction; later arrivals form the next group", async () => {
    const { commit, groups } = recorded();
    const first = Array.from({ length: 11 }, (_, n) => commit.insert({ submission: sample(100 + n), channels: [] }));
    await Promise.all(first);
    expect(groups).toEqual([8, 3]);
    // After a quiet moment, a lone post is a group of its own, with no one to wait for.
    await commit.insert({ submission: sample(200), channels: [] });
    expect(groups).toEqual([8, 3, 1]);
  });

  it("fails every post of a failed group, stores none of them, and goes on with the next group", async () => {
    const { commit, groups } = recorded();
    const before = (await listSubmissions(other)).length;
    // The last post's outbox row breaks NOT NULL: the submissions rows were already written
    // in that transaction, and must be rolled back with it.
    const items: SubmissionToInsert[] = [
      { submission: sample(300), channels: ["email"] },
      { submission: sample(301), channels: [] },
      { submission: sample(302), channels: [null as unknown as OutboxChannel] },
    ];
    const outcomes = await Promise.allSettled(items.map((item) => commit.insert(item)));
    expect(groups).toEqual([3]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(await listSubmissions(other)).toHaveLength(before);

    const next = await commit.insert({ submission: sample(303), channels: ["email"] });
    expect(await getSubmission(other, next.id)).toBeDefined();
    expect(await listSubmissions(other)).toHaveLength(before + 1);
  });
});
