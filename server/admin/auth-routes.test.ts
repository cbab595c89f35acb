import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../test/support/databases";
import { SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { eventually, startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";
import { softPasskey, type SoftPasskey } from "../../test/support/soft-passkey";
import { CONSOLE_ORIGIN, ConsoleBrowser, enrol, inviteFromShell, setCookies } from "../../test/support/console-browser";
import { runCommand } from "../cli/commands";
import { createLink, listAudit, newToken } from "../db";

// What each console route answers, refuses and records, one route at a time: the words of
// every refusal (the console shows them), the bodies the console reads, the audit log's
// details, and the refusals that only a change in the middle of a request can reach (another
// tab, another owner), made to happen at that exact point with an SQLite trigger.

const LINK_COOKIE = "__Host-console-link";

const answer = (response: LightMyRequestResponse) => [response.statusCode, response.json()];

let t: TestDatabase;
let app: TestApp;
let smtp: SmtpReceiver;
let clock: Date;
let logs: { msg?: string; err?: { message?: string } }[];
const now = () => new Date(clock);
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

async function start(env: Record<string, string>): Promise<void> {
  await app?.close();
  app = await startTestApp(
    { DATABASE_URL: t.url, ...env },
    {
      now,
      logger: { level: "info", stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    },
  );
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.stop());
beforeEach(async () => {
  smtp.messages.length = 0;
  logs = [];
  clock = new Date("2026-03-02T09:00:00.000Z");
  t = await sqliteTestDatabase();
  await start({ SMTP_URL: smtp.url });
});
afterEach(async () => {
  await app.close();
  await t.dispose();
});

const inviteToken = (email: string) => inviteFromShell(t.db, email, now);

async function cli(...argv: string[]): Promise<number> {
  return runCommand(argv, { db: t.db, retentionDays: 365, siteUrl: SITE_URL, out: () => undefined, now });
}

async function enrolOptions(browser: ConsoleBrowser, token: string) {
  const response = await browser.post("/api/admin/enrol/options", { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { challengeId: string; options: { challenge: string; rp: { id?: string } } };
}

/** An operator (the first is an owner) enrolled with a soft passkey in their own browser. */
async function enrolled(email: string): Promise<{ browser: ConsoleBrowser; key: SoftPasskey; id: string }> {
  const browser = new ConsoleBrowser(() => app);
  const key = softPasskey();
  await enrol(browser, await inviteToken(email), key);
  const row = await t.db.selectFrom("operators").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { browser, key, id: row.id };
}

async function stepUpOptions(browser: ConsoleBrowser) {
  const response = await browser.post("/api/admin/step-up/options");
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { challengeId: string; options: { challenge: string; rpId?: string } };
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("sign-in and enrolment", () => {
  it("a session row keeps the browser's user agent (or nothing), and the audit log says how each sign-in was made", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    advance(1000);
    const agent = "Mozilla/5.0 <script>alert(1)</script> Firefox/140.0";
    const { challengeId, options } = (await owner.browser.post("/api/admin/sign-in/options")).json();
    const signedIn = await owner.browser.post(
      "/api/admin/sign-in/verify",
      { challengeId, response: owner.key.authenticate(options, CONSOLE_ORIGIN) },
      { "user-agent": agent },
    );
    expect(answer(signedIn)).toEqual([200, { email: "owner@nordlegend.se", role: "owner" }]);
    advance(1000);
    const again = (await owner.browser.post("/api/admin/sign-in/options")).json();
    const bare = await owner.browser.post(
      "/api/admin/sign-in/verify",
      { challengeId: again.challengeId, response: owner.key.authenticate(again.options, CONSOLE_ORIGIN) },
      { "user-agent": undefined },
    );
    expect(bare.statusCode, bare.body).toBe(200);
    const agents = await t.db.selectFrom("operator_sessions").select("user_agent").orderBy("created_at").execute();
    expect(agents.map((row) => row.user_agent)).toContain(agent);
    expect(agents.map((row) => row.user_agent)).toContain("");

    advance(1000);
    // An emailed link (made here with the nonce the browser holds).
    const laptop = new ConsoleBrowser(() => app);
    const nonce = newToken().token;
    laptop.cookies.set(LINK_COOKIE, nonce);
    const token = await createLink(t.db, owner.id, "sign-in", now(), nonce);
    const linked = await laptop.post("/api/admin/sign-in/link", { token });
    expect(answer(linked)).toEqual([200, { email: "owner@nordlegend.se", role: "owner" }]);

    const signIns = (await listAudit(t.db, { limit: 50 })).filter((entry) => entry.action === "sign-in").reverse();
    expect(signIns.map((entry) => entry.detail)).toEqual([
      { with: "passkey" },
      { with: "passkey" },
      { with: "passkey" },
      { with: "email-link" },
    ]);
  });

  it("an enrolment answer with an unknown challenge, a dead link, another invitee's challenge or a link used meanwhile", async () => {
    const first = await inviteToken("first@nordlegend.se");
    const second = await inviteToken("second@nordlegend.se");
    const browser = new ConsoleBrowser(() => app);
    const key = softPasskey();

    const stale = await enrolOptions(browser, first);
    const unknown = await browser.post("/api/admin/enrol/verify", {
      token: first,
      challengeId: UNKNOWN_ID,
      name: "Laptop",
      response: key.register(stale.options, CONSOLE_ORIGIN),
    });
    expect(answer(unknown)).toEqual([400, { error: "challenge-invalid" }]);

    const dead = await browser.post("/api/admin/enrol/verify", {
      token: "A".repeat(43),
      challengeId: stale.challengeId,
      name: "Laptop",
      response: key.register(stale.options, CONSOLE_ORIGIN),
    });
    expect(answer(dead)).toEqual([410, { error: "link-invalid" }]);

    // The first invitee's challenge with the second invitee's link: no passkey for anyone.
    const crossed = await enrolOptions(browser, first);
    const swapped = await browser.post("/api/admin/enrol/verify", {
      token: second,
      challengeId: crossed.challengeId,
      name: "Laptop",
      response: key.register(crossed.options, CONSOLE_ORIGIN),
    });
    expect(answer(swapped)).toEqual([410, { error: "link-invalid" }]);
    expect(await t.db.selectFrom("passkeys").selectAll().execute()).toEqual([]);

    // Another tab used the link while this answer was being checked.
    await sql`CREATE TRIGGER used_meanwhile BEFORE UPDATE OF used_at ON operator_links BEGIN SELECT RAISE(IGNORE); END`.execute(
      t.db,
    );
    const raced = await enrolOptions(browser, first);
    const late = await browser.post("/api/admin/enrol/verify", {
      token: first,
      challengeId: raced.challengeId,
      name: "Laptop",
      response: key.register(raced.options, CONSOLE_ORIGIN),
    });
    expect(answer(late)).toEqual([410, { error: "link-invalid" }]);
    expect(setCookies(late)).toEqual([]);
    expect(await t.db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
  });

  it("a passkey answer without transports is stored with none", async () => {
    const token = await inviteToken("owner@nordlegend.se");
    const browser = new ConsoleBrowser(() => app);
    const { challengeId, options } = await enrolOptions(browser, token);
    const response = softPasskey().register(options, CONSOLE_ORIGIN) as { response: Record<string, unknown> };
    delete response.response.transports;
    const verified = await browser.post("/api/admin/enrol/verify", { token, challengeId, name: "Key", response });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await t.db.selectFrom("passkeys").select("transports").execute()).toEqual([{ transports: "[]" }]);
  });

  it("a passkey sign-in whose operator is removed while the answer is checked", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    await sql`CREATE TRIGGER removed_meanwhile AFTER UPDATE OF counter ON passkeys BEGIN
      UPDATE operators SET revoked_at = '2026-03-02T09:00:00.000Z' WHERE id = NEW.operator_id; END`.execute(t.db);
    const fresh = new ConsoleBrowser(() => app);
    const { challengeId, options } = (await fresh.post("/api/admin/sign-in/options")).json();
    const refused = await fresh.post("/api/admin/sign-in/verify", {
      challengeId,
      response: owner.key.authenticate(options, CONSOLE_ORIGIN),
    });
    expect(answer(refused)).toEqual([401, { error: "passkey-unknown" }]);
    expect(setCookies(refused)).toEqual([]);
  });

  it("a link whose operator is removed between the click's two looks at it", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const laptop = new ConsoleBrowser(() => app);
    const nonce = newToken().token;
    laptop.cookies.set(LINK_COOKIE, nonce);
    const token = await createLink(t.db, owner.id, "sign-in", now(), nonce);
    await sql`CREATE TRIGGER removed_meanwhile BEFORE UPDATE OF used_at ON operator_links BEGIN
      UPDATE operators SET revoked_at = '2026-03-02T09:00:00.000Z' WHERE id = OLD.operator_id; SELECT RAISE(IGNORE); END`.execute(
      t.db,
    );
    const refused = await laptop.post("/api/admin/sign-in/link", { token });
    expect(answer(refused)).toEqual([410, { error: "link-invalid" }]);
  });
});

describe("emailed sign-in links", () => {
  it("answers 202 { sent: true }, and logs a mail held back by the per-address limit", async () => {
    await enrolled("owner@nordlegend.se");
    const first = await new ConsoleBrowser(() => app).post("/api/admin/sign-in/email", {
      email: "owner@nordlegend.se",
      lang: "sv",
    });
    expect(answer(first)).toEqual([202, { sent: true }]);
    await eventually(() => expect(smtp.messages.filter((mail) => mail.text.includes("/admin/link#"))).toHaveLength(1));
    const second = await new ConsoleBrowser(() => app).post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" });
    expect(answer(second)).toEqual([202, { sent: true }]);
    await eventually(() => expect(logs.map((line) => line.msg)).toContain("sign-in link held back by the per-address limit"));
  });

  it("logs a link the mail server would not take", async () => {
    await enrolled("owner@nordlegend.se");
    await start({ SMTP_URL: "smtp://127.0.0.1:1" });
    const asked = await new ConsoleBrowser(() => app).post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" });
    expect(answer(asked)).toEqual([202, { sent: true }]);
    await eventually(() => expect(logs.find((line) => line.msg === "sign-in link not sent")?.err?.message).toBeTruthy());
  });

  it("without a mail server: no email sign-in, and no invitations", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    await start({});
    const asked = await new ConsoleBrowser(() => app).post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" });
    expect(answer(asked)).toEqual([404, { error: "email-sign-in-off" }]);
    const invited = await owner.browser.post("/api/admin/operators", { email: "new@nordlegend.se" });
    expect(answer(invited)).toEqual([503, { error: "mail-off" }]);
  });
});

describe("the signed-in operator's account", () => {
  it("signs out here, and everywhere (counting the sessions ended in the audit log)", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const out = await owner.browser.post("/api/admin/sign-out");
    expect(answer(out)).toEqual([200, { ok: true }]);
    expect(setCookies(out).join()).toMatch(/Max-Age=0/);

    const laptop = await enrolledAgain(owner.key);
    const phone = await enrolledAgain(owner.key);
    const everywhere = await laptop.post("/api/admin/sign-out/everywhere");
    expect(answer(everywhere)).toEqual([200, { ok: true }]);
    expect(setCookies(everywhere).join()).toMatch(/Max-Age=0/);
    expect(laptop.cookies.size).toBe(0);
    expect((await phone.get("/api/admin/passkeys")).statusCode).toBe(401);
    const [entry] = await listAudit(t.db, { limit: 1 });
    expect(entry).toMatchObject({ action: "sign-out-everywhere", detail: { sessions: 2 } });
  });

  async function enrolledAgain(key: SoftPasskey): Promise<ConsoleBrowser> {
    const browser = new ConsoleBrowser(() => app);
    const { challengeId, options } = (await browser.post("/api/admin/sign-in/options")).json();
    const signedIn = await browser.post("/api/admin/sign-in/verify", {
      challengeId,
      response: key.authenticate(options, CONSOLE_ORIGIN),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return browser;
  }

  it("adds a passkey only with its own challenge and a verified answer, and answers with its id", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const colleague = await enrolled("colleague@nordlegend.se");
    const extra = softPasskey();
    const mine = (await owner.browser.post("/api/admin/passkeys/options")).json();

    const unknown = await owner.browser.post("/api/admin/passkeys", {
      challengeId: UNKNOWN_ID,
      name: "Phone",
      response: extra.register(mine.options, CONSOLE_ORIGIN),
    });
    expect(answer(unknown)).toEqual([400, { error: "challenge-invalid" }]);

    const theirs = await colleague.browser.post("/api/admin/passkeys", {
      challengeId: mine.challengeId,
      name: "Phone",
      response: extra.register(mine.options, CONSOLE_ORIGIN),
    });
    expect(answer(theirs)).toEqual([400, { error: "challenge-invalid" }]);

    const unverified = (await owner.browser.post("/api/admin/passkeys/options")).json();
    const presentOnly = await owner.browser.post("/api/admin/passkeys", {
      challengeId: unverified.challengeId,
      name: "Phone",
      response: extra.register(unverified.options, CONSOLE_ORIGIN, { userVerified: false }),
    });
    expect(answer(presentOnly)).toEqual([400, { error: "passkey-invalid" }]);

    const good = (await owner.browser.post("/api/admin/passkeys/options")).json();
    const added = await owner.browser.post("/api/admin/passkeys", {
      challengeId: good.challengeId,
      name: "Phone",
      response: extra.register(good.options, CONSOLE_ORIGIN),
    });
    expect(answer(added)).toEqual([201, { id: extra.id }]);
    expect((await owner.browser.get("/api/admin/passkeys")).json().items.map((p: { id: string }) => p.id)).toContain(extra.id);
  });

  it("says whether the session's passkey check is fresh, and steps up only with its own challenge and key", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const colleague = await enrolled("colleague@nordlegend.se");
    expect(answer(await owner.browser.get("/api/admin/step-up"))).toEqual([200, { fresh: true }]);
    advance(5 * 60_000 + 1000);
    expect(answer(await owner.browser.get("/api/admin/step-up"))).toEqual([200, { fresh: false }]);

    const unknown = await owner.browser.post("/api/admin/step-up/verify", {
      challengeId: UNKNOWN_ID,
      response: owner.key.authenticate((await stepUpOptions(owner.browser)).options, CONSOLE_ORIGIN),
    });
    expect(answer(unknown)).toEqual([400, { error: "challenge-invalid" }]);

    // The colleague's challenge, answered with the owner's own key, in the owner's session.
    const theirs = await stepUpOptions(colleague.browser);
    const crossed = await owner.browser.post("/api/admin/step-up/verify", {
      challengeId: theirs.challengeId,
      response: owner.key.authenticate(theirs.options, CONSOLE_ORIGIN),
    });
    expect(answer(crossed)).toEqual([400, { error: "challenge-invalid" }]);

    const withTheirKey = await stepUpOptions(owner.browser);
    const otherKey = await owner.browser.post("/api/admin/step-up/verify", {
      challengeId: withTheirKey.challengeId,
      response: colleague.key.authenticate(withTheirKey.options, CONSOLE_ORIGIN),
    });
    expect(answer(otherKey)).toEqual([401, { error: "passkey-unknown" }]);

    const presentOnly = await stepUpOptions(owner.browser);
    const unverified = await owner.browser.post("/api/admin/step-up/verify", {
      challengeId: presentOnly.challengeId,
      response: owner.key.authenticate(presentOnly.options, CONSOLE_ORIGIN, undefined, { userVerified: false }),
    });
    expect(answer(unverified)).toEqual([401, { error: "passkey-invalid" }]);
    expect(answer(await owner.browser.get("/api/admin/step-up"))).toEqual([200, { fresh: false }]);

    const good = await stepUpOptions(owner.browser);
    const stepped = await owner.browser.post("/api/admin/step-up/verify", {
      challengeId: good.challengeId,
      response: owner.key.authenticate(good.options, CONSOLE_ORIGIN),
    });
    expect(answer(stepped)).toEqual([200, { ok: true }]);
    expect(answer(await owner.browser.get("/api/admin/step-up"))).toEqual([200, { fresh: true }]);
  });

  it("removes one of its own passkeys, and says not-found for any other", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const missing = await owner.browser.delete(`/api/admin/passkeys/${UNKNOWN_ID}`);
    expect(answer(missing)).toEqual([404, { error: "not-found" }]);
    const removed = await owner.browser.delete(`/api/admin/passkeys/${owner.key.id}`);
    expect(answer(removed)).toEqual([200, { ok: true }]);
    expect(await t.db.selectFrom("passkeys").selectAll().execute()).toEqual([]);
  });
});

describe("operators, for owners", () => {
  it("an invitation answers with the invitee's address", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const invited = await owner.browser.post("/api/admin/operators", { email: "New.Colleague@Nordlegend.se", lang: "sv" });
    expect(answer(invited)).toEqual([201, { sent: true, email: "new.colleague@nordlegend.se" }]);
  });

  it("changes a role (recording it), and says not-found for an unknown or removed operator", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const colleague = await enrolled("colleague@nordlegend.se");
    const gone = await enrolled("gone@nordlegend.se");
    expect(await cli("operator", "revoke", "gone@nordlegend.se")).toBe(0);

    const unknown = await owner.browser.post(`/api/admin/operators/${UNKNOWN_ID}/role`, { role: "owner" });
    expect(answer(unknown)).toEqual([404, { error: "not-found" }]);
    const removed = await owner.browser.post(`/api/admin/operators/${gone.id}/role`, { role: "owner" });
    expect(answer(removed)).toEqual([404, { error: "not-found" }]);
    expect((await t.db.selectFrom("operators").select("role").where("id", "=", gone.id).executeTakeFirstOrThrow()).role).toBe(
      "operator",
    );

    const promoted = await owner.browser.post(`/api/admin/operators/${colleague.id}/role`, { role: "owner" });
    expect(answer(promoted)).toEqual([200, { ok: true }]);
    const [entry] = await listAudit(t.db, { limit: 1 });
    expect(entry).toMatchObject({ action: "role-changed", target: "colleague@nordlegend.se", detail: { role: "owner" } });
  });

  it("removes an operator, says not-found for an unknown or removed one, and keeps the last owner through a demotion meanwhile", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const colleague = await enrolled("colleague@nordlegend.se");
    const gone = await enrolled("gone@nordlegend.se");
    expect(await cli("operator", "revoke", "gone@nordlegend.se")).toBe(0);

    expect(answer(await owner.browser.delete(`/api/admin/operators/${UNKNOWN_ID}`))).toEqual([404, { error: "not-found" }]);
    expect(answer(await owner.browser.delete(`/api/admin/operators/${gone.id}`))).toEqual([404, { error: "not-found" }]);

    // Two owners; the owner is demoted (in another tab) just as their removal of the other one
    // starts: the session was read as an owner's, but the other is now the last owner.
    expect(await cli("operator", "role", "colleague@nordlegend.se", "owner")).toBe(0);
    advance(2 * 60_000);
    await sql`CREATE TRIGGER demoted_meanwhile AFTER UPDATE OF last_seen_at ON operator_sessions BEGIN
      UPDATE operators SET role = 'operator' WHERE id = NEW.operator_id; END`.execute(t.db);
    const refused = await owner.browser.delete(`/api/admin/operators/${colleague.id}`);
    expect(answer(refused)).toEqual([409, { error: "last-owner" }]);
    const left = await t.db
      .selectFrom("operators")
      .select(["email", "role"])
      .where("revoked_at", "is", null)
      .orderBy("email")
      .execute();
    expect(left).toEqual([
      { email: "colleague@nordlegend.se", role: "owner" },
      { email: "owner@nordlegend.se", role: "operator" },
    ]);
    await sql`DROP TRIGGER demoted_meanwhile`.execute(t.db);

    // The colleague, now the only owner (their passkey check still fresh), removes the former owner.
    expect(answer(await colleague.browser.delete(`/api/admin/operators/${owner.id}`))).toEqual([200, { ok: true }]);
    expect(await t.db.selectFrom("passkeys").select("operator_id").execute()).toEqual([{ operator_id: colleague.id }]);
  });
});
