import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_SCHEMAS, toWireBody } from "~/forms";
import { getSubmission, outboxForSubmission, type Submission } from "../db";
import {
  FORM_HEADERS,
  JSON_FORM_HEADERS,
  SITE_URL,
  VALID_VALUES,
  startTestApp,
  type TestApp,
} from "../../test/support/enquiry-app";
import { CHALLENGE_PATH } from "./plugin";
import { PROOF_DIFFICULTY } from "./proof";

let t: TestApp;
let clock = new Date("2026-11-24T10:00:00Z");
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
});
afterAll(async () => t.close());

async function challenge(): Promise<Challenge> {
  const response = await t.app.inject({ method: "GET", url: CHALLENGE_PATH });
  expect(response.statusCode).toBe(200);
  return response.json<Challenge>();
}

/** What the form's script sends: the challenge and its solution, as base64 JSON. */
async function solved(c?: Challenge): Promise<string> {
  const given = c ?? (await challenge());
  const solution = await solveChallenge({ challenge: given, deriveKey });
  if (!solution) throw new Error("unsolved");
  return Buffer.from(
    JSON.stringify({ challenge: given, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  ).toString("base64");
}

const contactBody = (overrides: Record<string, string> = {}, proof?: string, honeypot = "") =>
  toWireBody(FORM_SCHEMAS.contact, { ...VALID_VALUES.contact, ...overrides }, honeypot, proof).toString();

async function post(payload: string, headers: Record<string, string> = JSON_FORM_HEADERS): Promise<Submission> {
  const response = await t.app.inject({ method: "POST", url: "/", headers: { ...headers, referer: `${SITE_URL}/en` }, payload });
  expect(response.statusCode).toBe(200);
  const stored = await getSubmission(t.app.db, response.json<{ id: string }>().id);
  if (!stored) throw new Error("not stored");
  return stored;
}

const codes = (submission: Submission) => submission.screening?.reasons.map((reason) => reason.code) ?? [];

describe("GET /api/form-challenge", () => {
  it("serves a signed challenge from our own origin: never cached, no cookie, nothing may run", async () => {
    const response = await t.app.inject({ method: "GET", url: CHALLENGE_PATH });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    const body = response.json<Challenge>();
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1, data: { issuedAt: clock.getTime() } });
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("asks for between PROOF_DIFFICULTY.min and .max hashes", async () => {
    const solution = await solveChallenge({ challenge: await challenge(), deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(PROOF_DIFFICULTY.min);
    expect(solution!.counter).toBeLessThanOrEqual(PROOF_DIFFICULTY.max);
  });
});

describe("proof of work at capture", () => {
  it("a solved, fresh challenge: verified, no reasons, stored new and notified", async () => {
    const proof = await solved();
    advance(20_000);
    const stored = await post(contactBody({}, proof));
    expect(stored.status).toBe("new");
    expect(stored.screening).toEqual({ score: 0, reasons: [], proof: "verified" });
    expect((await outboxForSubmission(t.app.db, stored.id)).map((row) => row.channel)).toEqual(["email"]);
  });

  it("no proof (no JavaScript): unverified, one point, never refused for that alone", async () => {
    const stored = await post(contactBody());
    expect(stored.status).toBe("new");
    expect(stored.screening).toMatchObject({ proof: "unverified", score: 1, reasons: [{ code: "no-proof", points: 1 }] });
  });

  it("a solution used twice: the second counts as reused", async () => {
    const proof = await solved();
    advance(20_000);
    expect((await post(contactBody({}, proof))).screening?.proof).toBe("verified");
    const again = await post(contactBody({}, proof));
    expect(again.screening?.proof).toBe("invalid");
    expect(codes(again)).toContain("proof-reused");
  });

  it("a forged proof: the issue time changed, or a made-up solution", async () => {
    const c = await challenge();
    const proof = JSON.parse(Buffer.from(await solved(c), "base64").toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    advance(20_000);
    const backdated = {
      ...proof,
      challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, data: { issuedAt: 0 } } },
    };
    const wrong = { ...proof, solution: { counter: 1, derivedKey: "00".repeat(32) } };
    for (const forged of [backdated, wrong, "not base64 json"]) {
      const payload = Buffer.from(typeof forged === "string" ? forged : JSON.stringify(forged)).toString("base64");
      const stored = await post(contactBody({}, payload));
      expect(codes(stored)).toEqual(["proof-forged"]);
      expect(stored.screening?.proof).toBe("invalid");
    }
  });

  it("a challenge older than its lifetime counts as expired", async () => {
    const proof = await solved();
    advance(3 * 60 * 60_000);
    expect(codes(await post(contactBody({}, proof)))).toEqual(["proof-expired"]);
  });

  it("a post seconds after the form was opened counts against it, but not enough alone", async () => {
    const proof = await solved();
    advance(1_200);
    const stored = await post(contactBody({}, proof));
    expect(stored.screening?.reasons).toEqual([{ code: "too-fast", points: 3, detail: "1.2 s" }]);
    expect(stored.status).toBe("new");
  });
});

describe("spam is stored with its reasons, not notified, and answered like anything else", () => {
  const pitch =
    "Hi, I was checking your website and it is not ranking on Google. We can get you to the first page. Free SEO audit: https://bit.ly/3xSeo";

  it("a pitch with a shortener: status spam, reasons kept, no outbox rows, the same answer as a genuine post", async () => {
    const genuine = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: contactBody() });
    const spam = await t.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: contactBody({ message: pitch }),
    });
    expect(spam.statusCode).toBe(genuine.statusCode);
    expect(Object.keys(spam.json())).toEqual(Object.keys(genuine.json()));
    const stored = await getSubmission(t.app.db, spam.json<{ id: string }>().id);
    expect(stored?.status).toBe("spam");
    expect(codes(stored!)).toEqual(expect.arrayContaining(["no-proof", "links", "url-shortener", "seo-pitch"]));
    expect(stored?.screening?.reasons.find((r) => r.code === "url-shortener")?.detail).toBe("bit.ly");
    expect(await outboxForSubmission(t.app.db, stored!.id)).toEqual([]);

    const plainGenuine = await t.app.inject({ method: "POST", url: "/", headers: FORM_HEADERS, payload: contactBody() });
    const plainSpam = await t.app.inject({
      method: "POST",
      url: "/",
      headers: FORM_HEADERS,
      payload: contactBody({ message: pitch }),
    });
    expect(plainSpam.statusCode).toBe(303);
    expect(plainSpam.headers.location).toBe(plainGenuine.headers.location);
  });

  it("a name holding a URL is spam", async () => {
    const stored = await post(contactBody({ name: "https://crypto-profit.site/join", message: "Great site!" }));
    expect(stored.status).toBe("spam");
    expect(codes(stored)).toContain("name-is-link");
  });

  it("the honeypot, as before, with its reason", async () => {
    const stored = await post(contactBody({}, undefined, "http://spam.example"));
    expect(stored.status).toBe("spam");
    expect(codes(stored)).toContain("honeypot");
  });

  it("the same text from several addresses within a day: the later ones are spam", async () => {
    const text =
      "Good day, we would like to discuss a partnership with your company, please reply with a suitable time for a call.";
    const first = await post(contactBody({ email: "one@example.com", message: text }));
    const second = await post(contactBody({ email: "two@example.com", message: text.toUpperCase().replace(/ /g, "  ") }));
    const third = await post(contactBody({ email: "three@example.com", message: text }));
    expect(first.status).toBe("new");
    expect(second.status).toBe("spam");
    expect(third.screening?.reasons).toContainEqual({ code: "same-text-many-senders", points: 6, detail: "3" });
    // The same person sending twice is not a campaign.
    const again = await post(
      contactBody({ email: "one@example.com", message: "Another text that is long enough to be compared with others." }),
    );
    const repeat = await post(
      contactBody({ email: "one@example.com", message: "Another text that is long enough to be compared with others." }),
    );
    expect([again.status, repeat.status]).toEqual(["new", "new"]);
    // A day later the earlier posts no longer count.
    advance(25 * 60 * 60_000);
    expect((await post(contactBody({ email: "four@example.com", message: text }))).status).toBe("new");
  });
});
