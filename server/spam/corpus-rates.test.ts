import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../test/support/databases";
import { evaluateCorpus, loadCorpus, type CorpusResult } from "./corpus-rates";

let t: TestDatabase;
let result: CorpusResult;

beforeAll(async () => {
  t = await sqliteTestDatabase();
  result = await evaluateCorpus(t.db);
}, 60_000);
afterAll(async () => t.dispose());

const describeSample = (outcome: CorpusResult["spam"][number]) =>
  `${outcome.screening.score} ${outcome.screening.reasons.map((r) => r.code).join(",")}: ${JSON.stringify(outcome.sample.fields).slice(0, 160)}`;

describe("the spam corpus (docs/operations.md, 'Spam')", () => {
  it("holds at least 200 spam posts in several languages and 200 genuine enquiries of the three forms in both languages", () => {
    const spam = loadCorpus("spam");
    const genuine = loadCorpus("genuine");
    expect(spam.length).toBeGreaterThanOrEqual(200);
    expect(genuine.length).toBeGreaterThanOrEqual(200);
    const written = new Set(spam.map((sample) => sample.written ?? sample.lang));
    expect(written.size).toBeGreaterThanOrEqual(5);
    for (const kind of ["seo", "backlinks", "crypto-recovery", "foreign-script", "same-text-many-senders", "other"]) {
      expect(spam.filter((sample) => sample.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
    }
    for (const form of ["contact", "project", "otc-network-request"] as const) {
      for (const lang of ["sv", "en"] as const) {
        expect(
          genuine.filter((sample) => sample.form === form && sample.lang === lang).length,
          `${form} ${lang}`,
        ).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it("marks at least 95 % of the spam as spam, even without a proof of work", () => {
    const missed = result.spam.filter((outcome) => !outcome.spam).map(describeSample);
    expect(result.spamCaught, `missed:\n${missed.join("\n")}`).toBeGreaterThanOrEqual(0.95);
  });

  it("marks no genuine enquiry as spam", () => {
    const flagged = result.genuine.filter((outcome) => outcome.spam).map(describeSample);
    expect(flagged).toEqual([]);
    expect(result.genuineFlagged).toBe(0);
  });

  it("catches the same text from several senders once it has been seen from another address", () => {
    const campaign = result.spam.filter((outcome) => outcome.sample.kind === "same-text-many-senders");
    const caughtByTwins = campaign.filter((outcome) =>
      outcome.screening.reasons.some((r) => r.code === "same-text-many-senders"),
    );
    // Each text's first sender cannot be told from a person; every later one is.
    expect(caughtByTwins.length).toBe(campaign.length - new Set(campaign.map((o) => o.sample.fields.message)).size);
    expect(caughtByTwins.every((outcome) => outcome.spam)).toBe(true);
  });
});
