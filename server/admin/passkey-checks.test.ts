import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../test/support/databases";
import { SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { softPasskey, type SoftPasskey, type Tweak } from "../../test/support/soft-passkey";
import { runCommand } from "../cli/commands";

/**
 * What a passkey answer must prove before the console trusts it: the user was verified (PIN,
 * fingerprint, face), not only present, and the signature counter moved forward (a cloned
 * authenticator or a replayed answer repeats or lowers it). docs/decisions/006-operator-console.md.
 */

const ORIGIN = new URL(SITE_URL).origin;
let t: TestDatabase;
let app: TestApp;

beforeEach(async () => {
  t = await sqliteTestDatabase();
  app = await startTestApp({ DATABASE_URL: t.url });
});
afterEach(async () => {
  await app.close();
  await t.dispose();
});

const post = (url: string, body?: unknown) =>
  app.app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

async function inviteToken(email = "owner@nordlegend.se"): Promise<string> {
  const lines: string[] = [];
  await runCommand(["operator", "invite", email], {
    db: t.db,
    retentionDays: 365,
    siteUrl: SITE_URL,
    out: (text) => lines.push(text),
    now: () => new Date(),
  });
  const link = lines
    .join("\n")
    .split("\n")
    .find((line) => line.startsWith("https://"));
  expect(link).toBeDefined();
  return link!.split("#")[1]!;
}

async function enrol(key: SoftPasskey, tweak?: Tweak): Promise<LightMyRequestResponse> {
  const token = await inviteToken();
  const options = await post("/api/admin/enrol/options", { token });
  expect(options.statusCode).toBe(200);
  const { challengeId, options: creation } = options.json();
  expect(creation.authenticatorSelection.userVerification).toBe("required");
  return post("/api/admin/enrol/verify", { token, challengeId, name: "Laptop", response: key.register(creation, ORIGIN, tweak) });
}

async function signIn(key: SoftPasskey, tweak?: Tweak): Promise<LightMyRequestResponse> {
  const options = await post("/api/admin/sign-in/options");
  const { challengeId, options: request } = options.json();
  expect(request.userVerification).toBe("required");
  return post("/api/admin/sign-in/verify", { challengeId, response: key.authenticate(request, ORIGIN, undefined, tweak) });
}

describe("passkey answers the console refuses", () => {
  it("an enrolment without user verification", async () => {
    const response = await enrol(softPasskey(), { userVerified: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "passkey-invalid" });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await t.db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
  });

  it("a sign-in without user verification", async () => {
    const key = softPasskey();
    expect((await enrol(key)).statusCode).toBe(200);
    const response = await signIn(key, { userVerified: false });
    expect(response.statusCode).toBe(401);
    expect(response.headers["set-cookie"]).toBeUndefined();
    // The same key, verified, still works: the refusal was about the flag alone.
    expect((await signIn(key)).statusCode).toBe(200);
  });

  it("a repeated or lowered signature counter, and then accepts the next one", async () => {
    const key = softPasskey();
    expect((await enrol(key)).statusCode).toBe(200);
    expect((await signIn(key)).statusCode).toBe(200);
    expect((await signIn(key)).statusCode).toBe(200);
    const last = key.counter;
    expect((await signIn(key, { counter: last })).statusCode).toBe(401);
    expect((await signIn(key, { counter: last - 1 })).statusCode).toBe(401);
    const stored = await t.db.selectFrom("passkeys").select("counter").executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(last);
    expect((await signIn(key)).statusCode).toBe(200);
  });
});
