import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STORED_ENQUIRY, testDatabases, type TestDatabase } from "../../test/support/databases";
import { SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { eventually, startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "../../test/support/receivers";
import { softPasskey, type SoftPasskey } from "../../test/support/soft-passkey";
import { CONSOLE_ORIGIN, ConsoleBrowser, enrol, inviteFromShell } from "../../test/support/console-browser";
import { consoleCopy } from "~/content/console";
import { runCommand } from "../cli/commands";
import { main as inbox } from "../cli/inbox";
import { insertSubmission, listAudit, type AuditEntry } from "../db";

// A session without a fresh passkey check (opened from an emailed link, or a stolen cookie)
// must not be able to give itself a passkey that steps it up; every change to an account's
// passkeys and roles, and every emailed-link sign-in, is told by email; a sign-in link limit
// that strangers cannot use up; and the audit log records reads and refused attempts.

const answer = (response: LightMyRequestResponse) => [response.statusCode, response.json()];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.stop());

describe.each(testDatabases())("step-up and security notices on $name", ({ open }) => {
  let t: TestDatabase;
  let app: TestApp;
  let clock: Date;
  const now = () => new Date(clock);
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeEach(async () => {
    smtp.messages.length = 0;
    clock = new Date("2026-03-02T09:00:00.000Z");
    t = await open();
    app = await startTestApp({ DATABASE_URL: t.url, SMTP_URL: smtp.url }, { now });
  });
  afterEach(async () => {
    await app?.close();
    await t?.dispose();
  });

  async function cli(...argv: string[]): Promise<{ code: number; out: string }> {
    const lines: string[] = [];
    const code = await runCommand(argv, { db: t.db, retentionDays: 365, siteUrl: SITE_URL, out: (l) => lines.push(l), now });
    return { code, out: lines.join("\n") };
  }

  /** An operator invited on the shell (the first is an owner) and enrolled in a browser of their own. */
  async function enrolled(email: string): Promise<{ browser: ConsoleBrowser; key: SoftPasskey }> {
    const browser = new ConsoleBrowser(() => app);
    const key = softPasskey();
    await enrol(browser, await inviteFromShell(t.db, email, now), key);
    return { browser, key };
  }

  const mailsTo = (email: string, text: string) =>
    smtp.messages.filter((mail: ReceivedMail) => mail.to.includes(email) && mail.text.includes(text));

  /** Asks for an emailed link in `browser` and clicks it there: a session with no passkey check. */
  async function signInByLink(browser: ConsoleBrowser, email: string): Promise<void> {
    const before = mailsTo(email, "/admin/link#").length;
    expect((await browser.post("/api/admin/sign-in/email", { email, lang: "en" })).statusCode).toBe(202);
    await eventually(() => expect(mailsTo(email, "/admin/link#")).toHaveLength(before + 1));
    const token = /\/admin\/link#([A-Za-z0-9_-]+)/.exec(mailsTo(email, "/admin/link#").at(-1)!.text)![1];
    const signedIn = await browser.post("/api/admin/sign-in/link", { token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  }

  async function stepUp(browser: ConsoleBrowser, key: SoftPasskey): Promise<LightMyRequestResponse> {
    const { challengeId, options } = (await browser.post("/api/admin/step-up/options")).json();
    return browser.post("/api/admin/step-up/verify", { challengeId, response: key.authenticate(options, CONSOLE_ORIGIN) });
  }

  async function addPasskey(browser: ConsoleBrowser, key: SoftPasskey, name: string): Promise<LightMyRequestResponse> {
    const options = await browser.post("/api/admin/passkeys/options");
    if (options.statusCode !== 200) return options;
    const { challengeId, options: creation } = options.json();
    return browser.post("/api/admin/passkeys", { challengeId, name, response: key.register(creation, CONSOLE_ORIGIN) });
  }

  async function signInWith(key: SoftPasskey): Promise<ConsoleBrowser> {
    const browser = new ConsoleBrowser(() => app);
    const { challengeId, options } = (await browser.post("/api/admin/sign-in/options")).json();
    const signedIn = await browser.post("/api/admin/sign-in/verify", {
      challengeId,
      response: key.authenticate(options, CONSOLE_ORIGIN),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return browser;
  }

  const audit = async (action: AuditEntry["action"]) =>
    (await listAudit(t.db, { limit: 200 })).filter((entry) => entry.action === action);

  it("a session from an emailed link, or one whose check has lapsed, cannot add a passkey without a fresh check", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const intruder = new ConsoleBrowser(() => app);
    await signInByLink(intruder, "owner@nordlegend.se");
    expect(answer(await addPasskey(intruder, softPasskey(), "MacBook"))).toEqual([403, { error: "step-up" }]);
    // Nor with a challenge fetched while the owner's own session was fresh.
    advance(4 * MINUTE);
    const { challengeId, options } = (await owner.browser.post("/api/admin/passkeys/options")).json();
    advance(2 * MINUTE);
    const late = await owner.browser.post("/api/admin/passkeys", {
      challengeId,
      name: "Phone",
      response: softPasskey().register(options, CONSOLE_ORIGIN),
    });
    expect(answer(late)).toEqual([403, { error: "step-up" }]);
    expect(await t.db.selectFrom("passkeys").select("name").execute()).toEqual([{ name: "Laptop" }]);

    // After a step-up the owner adds one, trusted at once.
    expect((await stepUp(owner.browser, owner.key)).statusCode).toBe(200);
    const phone = softPasskey();
    expect(answer(await addPasskey(owner.browser, phone, "Phone"))[0]).toBe(201);
    advance(10 * MINUTE);
    expect((await stepUp(intruder, phone)).statusCode).toBe(200);
  });

  it("an operator with no passkey adds one by emailed link, but it passes no step-up for 24 hours", async () => {
    await enrolled("owner@nordlegend.se");
    await inviteFromShell(t.db, "colleague@nordlegend.se", now);
    const laptop = new ConsoleBrowser(() => app);
    await signInByLink(laptop, "colleague@nordlegend.se");
    const key = softPasskey();
    const added = await addPasskey(laptop, key, "Laptop");
    expect(answer(added)).toEqual([201, { id: key.id, waitingUntil: "2026-03-03T09:00:00.000Z" }]);
    expect((await laptop.get("/api/admin/passkeys")).json().items).toEqual([
      expect.objectContaining({ name: "Laptop", waitingUntil: "2026-03-03T09:00:00.000Z" }),
    ]);

    expect(answer(await stepUp(laptop, key))).toEqual([403, { error: "passkey-waiting" }]);
    // A sign-in with it works, but is no fresh check either.
    const again = await signInWith(key);
    expect(answer(await again.get("/api/admin/step-up"))).toEqual([200, { fresh: false }]);
    expect(answer(await again.get("/api/admin/export?format=csv"))).toEqual([403, { error: "step-up" }]);
    // While it waits, a second key is no way round: it waits too.
    const second = softPasskey();
    expect(answer(await addPasskey(laptop, second, "Phone"))[0]).toBe(201);
    expect(answer(await stepUp(laptop, second))).toEqual([403, { error: "passkey-waiting" }]);

    // A day later (a new session: the old one timed out), the key proves a step-up.
    advance(24 * HOUR);
    const nextDay = await signInWith(key);
    expect(answer(await nextDay.get("/api/admin/step-up"))).toEqual([200, { fresh: true }]);
    expect((await stepUp(nextDay, key)).statusCode).toBe(200);
    expect((await nextDay.get("/api/admin/passkeys")).json().items[0].waitingUntil).toBeNull();
    expect((await audit("step-up-failed")).map((entry) => [entry.actor, entry.detail.reason])).toEqual([
      ["colleague@nordlegend.se", "passkey-waiting"],
      ["colleague@nordlegend.se", "passkey-waiting"],
    ]);
  });

  it("an owner (after a fresh check) or the command line confirms a waiting passkey", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    await inviteFromShell(t.db, "colleague@nordlegend.se", now);
    await inviteFromShell(t.db, "third@nordlegend.se", now);
    const colleague = new ConsoleBrowser(() => app);
    await signInByLink(colleague, "colleague@nordlegend.se");
    const key = softPasskey();
    expect((await addPasskey(colleague, key, "Laptop")).statusCode).toBe(201);

    const listed = (await owner.browser.get("/api/admin/operators")).json().items as {
      id: string;
      email: string;
      waitingPasskeys: { id: string; name: string; waitingUntil: string }[];
    }[];
    const entry = listed.find((operator) => operator.email === "colleague@nordlegend.se")!;
    expect(entry.waitingPasskeys).toEqual([
      { id: key.id, name: "Laptop", createdAt: "2026-03-02T09:00:00.000Z", waitingUntil: "2026-03-03T09:00:00.000Z" },
    ]);
    const confirmUrl = `/api/admin/operators/${entry.id}/passkeys/${encodeURIComponent(key.id)}/confirm`;
    // Not the operator themselves, not without a fresh check, not an unknown key.
    expect(answer(await colleague.post(confirmUrl))).toEqual([403, { error: "owner-only" }]);
    advance(6 * MINUTE);
    expect(answer(await owner.browser.post(confirmUrl))).toEqual([403, { error: "step-up" }]);
    expect((await stepUp(owner.browser, owner.key)).statusCode).toBe(200);
    expect(answer(await owner.browser.post(`/api/admin/operators/${entry.id}/passkeys/nope/confirm`))).toEqual([
      404,
      { error: "not-found" },
    ]);
    expect(answer(await owner.browser.post(confirmUrl))).toEqual([200, { ok: true }]);
    expect(answer(await owner.browser.post(confirmUrl))).toEqual([404, { error: "not-found" }]);
    expect((await stepUp(colleague, key)).statusCode).toBe(200);
    expect((await audit("passkey-confirmed")).map((e) => [e.actor, e.target, e.detail])).toEqual([
      ["owner@nordlegend.se", "colleague@nordlegend.se", { name: "Laptop" }],
    ]);

    // The command line.
    const third = new ConsoleBrowser(() => app);
    await signInByLink(third, "third@nordlegend.se");
    const thirdKey = softPasskey();
    expect((await addPasskey(third, thirdKey, 'Key "one"\nsecond line')).statusCode).toBe(201);
    expect(await cli("operator", "confirm", "nobody@nordlegend.se")).toEqual({
      code: 1,
      out: "No operator nobody@nordlegend.se.",
    });
    expect(await cli("operator", "confirm", "Third@Nordlegend.se")).toEqual({
      code: 0,
      out: 'Confirmed 1 passkey(s) of third@nordlegend.se: "Key \\"one\\"\\nsecond line".',
    });
    expect(await cli("operator", "confirm", "third@nordlegend.se")).toEqual({
      code: 1,
      out: "third@nordlegend.se has no passkey waiting to be confirmed.",
    });
    expect((await stepUp(third, thirdKey)).statusCode).toBe(200);
  });

  it("emails the operator, and for an owner the other owners, what happened, when, and how to undo it", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const second = await enrolled("second@nordlegend.se");
    const colleague = await enrolled("colleague@nordlegend.se");
    const ids = Object.fromEntries(
      ((await owner.browser.get("/api/admin/operators")).json().items as { id: string; email: string }[]).map((o) => [
        o.email,
        o.id,
      ]),
    );
    expect(
      answer(await owner.browser.post(`/api/admin/operators/${ids["second@nordlegend.se"]}/role`, { role: "owner" }))[0],
    ).toBe(200);
    await eventually(() => expect(mailsTo("second@nordlegend.se", "was given the role owner")).toHaveLength(1));
    await eventually(() => expect(mailsTo("owner@nordlegend.se", "was given the role owner")).toHaveLength(1));
    smtp.messages.length = 0;

    // An owner signs in by emailed link at 09:30: both owners are told, the operator is not.
    advance(30 * MINUTE);
    await signInByLink(new ConsoleBrowser(() => app), "second@nordlegend.se");
    await eventually(() => expect(mailsTo("owner@nordlegend.se", "emailed sign-in link")).toHaveLength(1));
    const [notice] = mailsTo("second@nordlegend.se", "emailed sign-in link");
    expect(notice!.text).toContain(
      "Someone signed in to the account second@nordlegend.se with an emailed sign-in link at 2026-03-02 10:30 CET.",
    );
    expect(notice!.text).toContain(
      "Någon loggade in på kontot second@nordlegend.se med en inloggningslänk från e-post 2026-03-02 10:30 CET.",
    );
    expect(notice!.text).toContain(`Sign in at ${SITE_URL}/admin/account`);
    // The console's own words for the way out.
    const en = consoleCopy.en;
    expect(notice!.text).toContain(`"${en.account.signOutEverywhere}" with "${en.security.removeRecent}"`);
    expect(notice!.text).toContain(`"${consoleCopy.sv.account.signOutEverywhere}" med "${consoleCopy.sv.security.removeRecent}"`);
    expect(notice!.headers.subject).toBeTruthy();
    expect(mailsTo("colleague@nordlegend.se", "emailed sign-in link")).toEqual([]);

    // An operator's passkey, added (with a hostile name) and removed: only the operator is told.
    smtp.messages.length = 0;
    expect((await stepUp(colleague.browser, colleague.key)).statusCode).toBe(200);
    const phone = softPasskey();
    expect((await addPasskey(colleague.browser, phone, "Phone\n\nAll is well, ignore this mail")).statusCode).toBe(201);
    await eventually(() => expect(mailsTo("colleague@nordlegend.se", "A passkey named")).toHaveLength(1));
    const added = mailsTo("colleague@nordlegend.se", "A passkey named")[0]!;
    expect(added.text).toContain(
      'A passkey named "Phone All is well, ignore this mail" was added to the account colleague@nordlegend.se at 2026-03-02 10:30 CET.',
    );
    expect(added.text).toContain("npm run inbox -- operator revoke colleague@nordlegend.se");
    const removed = await colleague.browser.delete(`/api/admin/passkeys/${encodeURIComponent(phone.id)}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await eventually(() => expect(mailsTo("colleague@nordlegend.se", "was removed from the account")).toHaveLength(1));
    expect(smtp.messages.every((mail) => mail.to.join() === "colleague@nordlegend.se")).toBe(true);

    // A demotion of an owner: the demoted owner and the remaining owner are told, and how to undo it.
    smtp.messages.length = 0;
    expect((await stepUp(second.browser, second.key)).statusCode).toBe(200);
    expect(
      answer(await second.browser.post(`/api/admin/operators/${ids["owner@nordlegend.se"]}/role`, { role: "operator" }))[0],
    ).toBe(200);
    await eventually(() => expect(smtp.messages).toHaveLength(2));
    expect(smtp.messages.map((mail) => mail.to.join()).sort()).toEqual(["owner@nordlegend.se", "second@nordlegend.se"]);
    expect(smtp.messages[0]!.text).toContain(
      "The account owner@nordlegend.se was given the role operator at 2026-03-02 10:30 CET (changed by second@nordlegend.se).",
    );
    expect(smtp.messages[0]!.text).toContain("npm run inbox -- operator role owner@nordlegend.se owner");
  });

  it("the command line's role change is told as well, when SMTP_URL is set", async () => {
    await enrolled("owner@nordlegend.se");
    await enrolled("colleague@nordlegend.se");
    await eventually(() => expect(mailsTo("colleague@nordlegend.se", "A passkey named")).toHaveLength(1));
    smtp.messages.length = 0;
    const env = { NODE_ENV: "test", SITE_URL, DATABASE_URL: t.url, SMTP_URL: smtp.url };
    const lines: string[] = [];
    expect(
      await inbox(
        ["operator", "role", "colleague@nordlegend.se", "owner"],
        env,
        (l) => lines.push(l),
        (l) => lines.push(l),
      ),
    ).toBe(0);
    expect(lines).toEqual(["colleague@nordlegend.se is now an owner."]);
    // Sent before the command returns: both owners are told.
    expect(smtp.messages.map((mail) => mail.to.join()).sort()).toEqual(["colleague@nordlegend.se", "owner@nordlegend.se"]);
    expect(smtp.messages[0]!.text).toContain("(changed by the command line on the server)");
    expect(smtp.messages[0]!.text).toContain("(ändrat av kommandoraden på servern)");
  });

  it("sign out everywhere can also remove the passkeys added in the last 24 hours", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    advance(2 * 24 * HOUR);
    // An intruder with a stolen, fresh session adds a key.
    const hijacked = await signInWith(owner.key);
    const stolen = softPasskey();
    expect((await addPasskey(hijacked, stolen, "MacBook")).statusCode).toBe(201);
    const intruder = await signInWith(stolen);

    const laptop = await signInWith(owner.key);
    expect(answer(await laptop.post("/api/admin/sign-out/everywhere", { removeRecentPasskeys: "yes" }))).toEqual([
      400,
      { error: "invalid" },
    ]);
    // Without the option, the keys stay.
    expect(answer(await laptop.post("/api/admin/sign-out/everywhere", {}))).toEqual([200, { ok: true }]);
    expect((await t.db.selectFrom("passkeys").select("name").orderBy("name").execute()).map((r) => r.name)).toEqual([
      "Laptop",
      "MacBook",
    ]);
    const again = await signInWith(owner.key);
    expect(answer(await again.post("/api/admin/sign-out/everywhere", { removeRecentPasskeys: true }))).toEqual([
      200,
      { ok: true, passkeysRemoved: 1 },
    ]);
    expect(await t.db.selectFrom("passkeys").select("name").execute()).toEqual([{ name: "Laptop" }]);
    expect(answer(await intruder.get("/api/admin/passkeys"))).toEqual([401, { error: "signed-out" }]);
    const { challengeId, options } = (await new ConsoleBrowser(() => app).post("/api/admin/sign-in/options")).json();
    const refused = await new ConsoleBrowser(() => app).post("/api/admin/sign-in/verify", {
      challengeId,
      response: stolen.authenticate(options, CONSOLE_ORIGIN),
    });
    expect(answer(refused)).toEqual([401, { error: "passkey-unknown" }]);
    await eventually(() => expect(mailsTo("owner@nordlegend.se", 'The passkey "MacBook" was removed')).toHaveLength(1));
    const [entry] = await audit("sign-out-everywhere");
    expect(entry!.detail).toEqual({ sessions: 1, passkeys: 1 });
  });

  it("asks for emailed links from elsewhere never use up the operator's own", async () => {
    await enrolled("owner@nordlegend.se");
    const ask = (from: string) => {
      const browser = new ConsoleBrowser(() => app);
      browser.remoteAddress = from;
      return browser;
    };
    const links = () => mailsTo("owner@nordlegend.se", "/admin/link#").length;
    // A stranger asks five times an hour, a minute apart, then once more.
    for (let i = 0; i < 5; i++) {
      expect((await ask("203.0.113.9").post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" })).statusCode).toBe(202);
      await eventually(() => expect(links()).toBe(i + 1));
      advance(MINUTE + 1000);
    }
    expect((await ask("203.0.113.9").post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" })).statusCode).toBe(202);
    // The owner, from another network, still gets a working link.
    const own = ask("2001:db8:1:2::10");
    await signInByLink(own, "owner@nordlegend.se");
    expect(links()).toBe(6);
    // The same IPv6 /64 is one client: within the minute, held back.
    const neighbour = ask("2001:db8:1:2::99");
    expect((await neighbour.post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" })).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(links()).toBe(6);
  });

  it("a stranger's ask does not void the link the operator is about to click", async () => {
    await enrolled("owner@nordlegend.se");
    const own = new ConsoleBrowser(() => app);
    own.remoteAddress = "198.51.100.7";
    expect((await own.post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" })).statusCode).toBe(202);
    await eventually(() => expect(mailsTo("owner@nordlegend.se", "/admin/link#")).toHaveLength(1));
    const token = /\/admin\/link#([A-Za-z0-9_-]+)/.exec(mailsTo("owner@nordlegend.se", "/admin/link#")[0]!.text)![1];
    const stranger = new ConsoleBrowser(() => app);
    stranger.remoteAddress = "203.0.113.9";
    expect((await stranger.post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" })).statusCode).toBe(202);
    await eventually(() => expect(mailsTo("owner@nordlegend.se", "/admin/link#")).toHaveLength(2));
    expect(answer(await own.post("/api/admin/sign-in/link", { token }))[0]).toBe(200);
  });

  it("audits who read which enquiries, and every refused sign-in and step-up", async () => {
    const owner = await enrolled("owner@nordlegend.se");
    const enquiry = await insertSubmission(t.db, STORED_ENQUIRY, [], now());
    expect((await owner.browser.get("/api/admin/enquiries?status=new&q=anna")).statusCode).toBe(200);
    expect((await owner.browser.get(`/api/admin/enquiries/${enquiry.id}`)).statusCode).toBe(200);
    expect((await owner.browser.get(`/api/admin/enquiries/nope`)).statusCode).toBe(404);
    expect((await owner.browser.get("/api/admin/people?email=Anna@Example.se")).statusCode).toBe(200);
    expect((await audit("enquiries-listed")).map((e) => [e.actor, e.detail])).toEqual([
      ["owner@nordlegend.se", { count: 1, filter: { status: "new", search: true } }],
    ]);
    expect((await audit("enquiry-opened")).map((e) => [e.actor, e.target])).toEqual([["owner@nordlegend.se", enquiry.id]]);
    expect((await audit("people-looked-up")).map((e) => [e.actor, e.target, e.detail])).toEqual([
      ["owner@nordlegend.se", "a…@e….se", { count: 1 }],
    ]);
    expect(JSON.stringify(await listAudit(t.db, { limit: 100 }))).not.toContain("anna@");

    // Refused sign-ins: an unknown passkey, a replayed answer, a link clicked in another browser.
    const stranger = new ConsoleBrowser(() => app);
    const unknownOptions = (await stranger.post("/api/admin/sign-in/options")).json();
    await stranger.post("/api/admin/sign-in/verify", {
      challengeId: unknownOptions.challengeId,
      response: softPasskey().authenticate(unknownOptions.options, CONSOLE_ORIGIN),
    });
    const replayOptions = (await stranger.post("/api/admin/sign-in/options")).json();
    const replay = owner.key.authenticate(replayOptions.options, CONSOLE_ORIGIN, undefined, { counter: 0 });
    await stranger.post("/api/admin/sign-in/verify", { challengeId: replayOptions.challengeId, response: replay });
    const asker = new ConsoleBrowser(() => app);
    expect((await asker.post("/api/admin/sign-in/email", { email: "owner@nordlegend.se" })).statusCode).toBe(202);
    await eventually(() => expect(mailsTo("owner@nordlegend.se", "/admin/link#")).toHaveLength(1));
    const token = /\/admin\/link#([A-Za-z0-9_-]+)/.exec(mailsTo("owner@nordlegend.se", "/admin/link#")[0]!.text)![1];
    expect(answer(await stranger.post("/api/admin/sign-in/link", { token }))).toEqual([410, { error: "link-browser" }]);
    expect(answer(await stranger.post("/api/admin/sign-in/link", { token: "A".repeat(43) }))).toEqual([
      410,
      { error: "link-invalid" },
    ]);
    expect((await audit("sign-in-failed")).reverse().map((e) => [e.actor, e.detail])).toEqual([
      ["(unknown)", { with: "passkey", reason: "passkey-unknown" }],
      ["owner@nordlegend.se", { with: "passkey", reason: "passkey-invalid" }],
      ["owner@nordlegend.se", { with: "email-link", reason: "link-browser" }],
      ["(unknown)", { with: "email-link", reason: "link-invalid" }],
    ]);

    // A refused step-up: another key.
    expect((await stepUp(owner.browser, softPasskey())).statusCode).toBe(401);
    expect((await audit("step-up-failed")).map((e) => [e.actor, e.detail])).toEqual([
      ["owner@nordlegend.se", { reason: "passkey-unknown" }],
    ]);
  });
});
