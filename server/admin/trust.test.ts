import { readFile } from "node:fs/promises";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sqlitePath } from "../db";
import { softPasskey, type SoftPasskey } from "../../test/support/soft-passkey";
import { CONSOLE_ORIGIN, ConsoleBrowser, enrol, enrolledFromShell } from "../../test/support/console-browser";
import { runCommand } from "../cli/commands";
import { insertSubmission, listAudit, listSubmissions, recordAudit } from "../db";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { formBody, JSON_FORM_HEADERS, SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { eventually, startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";

// The console tried as an attacker with one operator account, and a data-protection auditor,
// would try it: every request goes to the real server, a second operator's session trying each
// path (docs/decisions/008-operator-roles-and-step-up.md).

describe.each(testDatabases())("the console's trust boundaries on $name", ({ name, open }) => {
  let t: TestDatabase;
  let app: TestApp;
  let smtp: SmtpReceiver;
  let clock: Date;
  const now = () => new Date(clock);
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => smtp?.stop());
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

  /** The owner, created on the server's shell, enrolled in their own browser. */
  const owner = (email = "owner@nordlegend.se") => enrolledFromShell(() => app, t.db, email, now);

  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

  /** An owner invites `email` in the console; the invitee enrols from the emailed link. */
  async function invited(inviter: ConsoleBrowser, email: string): Promise<{ browser: ConsoleBrowser; key: SoftPasskey }> {
    const before = mailsTo(email).length;
    const response = await inviter.post("/api/admin/operators", { email, lang: "sv" });
    expect(response.statusCode, response.body).toBe(201);
    await eventually(() => expect(mailsTo(email)).toHaveLength(before + 1));
    const token = /\/admin\/enrol#([A-Za-z0-9_-]{43})/.exec(mailsTo(email).at(-1)!.text)![1]!;
    // The inviter never sees the link.
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain("/admin/enrol");
    const browser = new ConsoleBrowser(() => app);
    const key = softPasskey();
    await enrol(browser, token, key);
    return { browser, key };
  }

  async function stepUp(browser: ConsoleBrowser, key: SoftPasskey): Promise<LightMyRequestResponse> {
    const { challengeId, options } = (await browser.post("/api/admin/step-up/options")).json();
    return browser.post("/api/admin/step-up/verify", { challengeId, response: key.authenticate(options, CONSOLE_ORIGIN) });
  }

  async function operatorId(browser: ConsoleBrowser, email: string): Promise<string> {
    const items = (await browser.get("/api/admin/operators")).json().items as { id: string; email: string }[];
    return items.find((o) => o.email === email)!.id;
  }

  it("an invitation cannot reach an existing account, and the link goes to the invitee only", async () => {
    const boss = await owner();
    const colleague = await invited(boss.browser, "colleague@nordlegend.se");
    expect((await colleague.browser.get("/api/admin/session")).json()).toEqual({
      email: "colleague@nordlegend.se",
      role: "operator",
    });
    // Even made an owner, the colleague cannot invite the owner's address to get a link to it.
    const colleagueId = await operatorId(boss.browser, "colleague@nordlegend.se");
    expect((await boss.browser.post(`/api/admin/operators/${colleagueId}/role`, { role: "owner" })).statusCode).toBe(200);
    // The new owner and the other owner are told of the new role.
    await eventually(() =>
      expect(smtp.messages.filter((mail) => mail.text.includes("was given the role owner")).flatMap((mail) => mail.to)).toEqual(
        expect.arrayContaining(["colleague@nordlegend.se", "owner@nordlegend.se"]),
      ),
    );
    const mailsBefore = smtp.messages.length;
    const attack = await colleague.browser.post("/api/admin/operators", { email: "Owner@Nordlegend.se" });
    expect([attack.statusCode, attack.json()]).toEqual([409, { error: "operator-exists" }]);
    expect(attack.body).not.toContain("/admin/enrol");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(mailsBefore);
    // Nor add a passkey to it: passkeys are added only to the session's own account.
    const ownerKey = (await boss.browser.get("/api/admin/passkeys")).json().items[0].id as string;
    expect((await colleague.browser.delete(`/api/admin/passkeys/${ownerKey}`)).statusCode).toBe(404);
    const { challengeId, options } = (await colleague.browser.post("/api/admin/passkeys/options")).json();
    expect(options.user.name).toBe("colleague@nordlegend.se");
    const extra = softPasskey();
    expect(
      (
        await colleague.browser.post("/api/admin/passkeys", {
          challengeId,
          name: "Mine",
          response: extra.register(options, CONSOLE_ORIGIN),
        })
      ).statusCode,
    ).toBe(201);
    const signedIn = new ConsoleBrowser(() => app);
    const { challengeId: c2, options: o2 } = (await signedIn.post("/api/admin/sign-in/options")).json();
    await signedIn.post("/api/admin/sign-in/verify", { challengeId: c2, response: extra.authenticate(o2, CONSOLE_ORIGIN) });
    expect((await signedIn.get("/api/admin/session")).json().email).toBe("colleague@nordlegend.se");
    // The audit log names the inviter.
    const invitation = (await listAudit(t.db, { limit: 50 })).find((e) => e.action === "operator-invited")!;
    expect(invitation).toMatchObject({ actor: "owner@nordlegend.se", target: "colleague@nordlegend.se" });
    // The shell may still print a link (it is the root of trust).
    expect((await cli("operator", "invite", "owner@nordlegend.se")).out).toMatch(/\/admin\/enrol#/);
  });

  it("only owners manage operators and roles; the last owner stays", async () => {
    const boss = await owner();
    expect((await cli("operator", "list")).out).toMatch(/^EMAIL +ROLE +PASSKEYS.*\nowner@nordlegend.se +owner +1 /);
    const colleague = await invited(boss.browser, "colleague@nordlegend.se");
    const bossId = await operatorId(boss.browser, "owner@nordlegend.se");
    const colleagueId = await operatorId(boss.browser, "colleague@nordlegend.se");
    for (const [method, url, body] of [
      ["POST", "/api/admin/operators", { email: "third@nordlegend.se" }],
      ["DELETE", `/api/admin/operators/${bossId}`, undefined],
      ["POST", `/api/admin/operators/${bossId}/role`, { role: "operator" }],
      ["POST", `/api/admin/operators/${colleagueId}/role`, { role: "owner" }],
    ] as const) {
      const response = await colleague.browser.request(method, url, body);
      expect([url, response.statusCode, response.json()]).toEqual([url, 403, { error: "owner-only" }]);
    }
    expect((await colleague.browser.get("/api/admin/session")).json().role).toBe("operator");
    // The last owner can be neither demoted nor removed, from the console or the shell.
    const demote = await boss.browser.post(`/api/admin/operators/${bossId}/role`, { role: "operator" });
    expect([demote.statusCode, demote.json()]).toEqual([409, { error: "last-owner" }]);
    expect(await cli("operator", "role", "owner@nordlegend.se", "operator")).toMatchObject({ code: 1 });
    expect(await cli("operator", "revoke", "owner@nordlegend.se")).toMatchObject({ code: 1 });
    // With a second owner, the first may step down; a removed owner's sessions end.
    expect((await cli("operator", "role", "colleague@nordlegend.se", "owner")).code).toBe(0);
    expect((await boss.browser.post(`/api/admin/operators/${bossId}/role`, { role: "operator" })).statusCode).toBe(200);
    expect((await boss.browser.get("/api/admin/session")).json().role).toBe("operator");
    expect((await colleague.browser.delete(`/api/admin/operators/${bossId}`)).statusCode).toBe(200);
    expect((await boss.browser.get("/api/admin/passkeys")).statusCode).toBe(401);
    expect((await listAudit(t.db, { limit: 50 })).map((e) => e.action)).toContain("role-changed");
  });

  /** Asks for a sign-in link in `browser`; returns the token mailed, if one was. */
  async function askLink(browser: ConsoleBrowser, email: string): Promise<LightMyRequestResponse> {
    return browser.post("/api/admin/sign-in/email", { email, lang: "en" });
  }
  const linkTokens = (address: string) =>
    mailsTo(address)
      .map((m) => /\/admin\/link#([A-Za-z0-9_-]{43})/.exec(m.text)?.[1])
      .filter(Boolean) as string[];

  it("an emailed link: used only by a click, only in the browser that asked, one at a time", async () => {
    const boss = await owner();
    const laptop = new ConsoleBrowser(() => app);
    const asked = await askLink(laptop, "owner@nordlegend.se");
    expect(asked.statusCode).toBe(202);
    expect(String(asked.headers["set-cookie"])).toMatch(
      /^__Host-console-link=[A-Za-z0-9_-]{43}; Max-Age=900; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    await eventually(() => expect(linkTokens("owner@nordlegend.se")).toHaveLength(1));
    const [first] = linkTokens("owner@nordlegend.se");

    // The link page signs in only on a click (app/routes/admin/link.tsx, tests/e2e); the server
    // uses a link only on that POST. Another browser (a scanner, an attacker who read the mail) cannot use it, nor spend it.
    const elsewhere = await new ConsoleBrowser(() => app).post("/api/admin/sign-in/link", { token: first });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([410, { error: "link-browser" }]);
    const forged = new ConsoleBrowser(() => app);
    forged.cookies.set("__Host-console-link", "A".repeat(43));
    expect((await forged.post("/api/admin/sign-in/link", { token: first })).statusCode).toBe(410);
    const live = await t.db.selectFrom("operator_links").select("used_at").where("purpose", "=", "sign-in").execute();
    expect(live).toEqual([{ used_at: null }]);

    // A new link voids the old one (a minute later, past the per-address limit).
    advance(61_000);
    await askLink(laptop, "owner@nordlegend.se");
    await eventually(() => expect(linkTokens("owner@nordlegend.se")).toHaveLength(2));
    const second = linkTokens("owner@nordlegend.se")[1]!;
    const old = await laptop.post("/api/admin/sign-in/link", { token: first });
    expect([old.statusCode, old.json()]).toEqual([410, { error: "link-invalid" }]);

    // A passkey sign-in voids every open link.
    const { challengeId, options } = (await boss.browser.post("/api/admin/sign-in/options")).json();
    await boss.browser.post("/api/admin/sign-in/verify", {
      challengeId,
      response: boss.key.authenticate(options, CONSOLE_ORIGIN),
    });
    expect((await laptop.post("/api/admin/sign-in/link", { token: second })).statusCode).toBe(410);

    advance(61_000);
    await askLink(laptop, "owner@nordlegend.se");
    await eventually(() => expect(linkTokens("owner@nordlegend.se")).toHaveLength(3));
    const used = await laptop.post("/api/admin/sign-in/link", { token: linkTokens("owner@nordlegend.se")[2] });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ email: "owner@nordlegend.se", role: "owner" });
    expect(laptop.cookies.has("__Host-console-link")).toBe(false);
  });

  it("sends at most 1 link a minute and 5 an hour per address, answering the same past the limit", async () => {
    await owner();
    const answers: string[] = [];
    // 16 asks (under the per-client limit of 20 a minute), 8 for the owner, over 4 minutes.
    for (let i = 0; i < 16; i++) {
      const browser = new ConsoleBrowser(() => app);
      const response = await askLink(browser, i % 2 ? "owner@nordlegend.se" : "stranger@example.com");
      answers.push(`${response.statusCode} ${response.body} ${String(response.headers["set-cookie"]).replace(/=[^;]+/, "=x")}`);
      if (i % 4 === 3) advance(60_000);
    }
    expect(new Set(answers).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // One a minute.
    await eventually(() => expect(linkTokens("owner@nordlegend.se")).toHaveLength(4));
    advance(10 * 60_000);
    // The hour's fifth, then nothing more within the hour.
    for (let i = 0; i < 3; i++) {
      await askLink(new ConsoleBrowser(() => app), "owner@nordlegend.se");
      advance(61_000);
    }
    await eventually(() => expect(linkTokens("owner@nordlegend.se")).toHaveLength(5));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(linkTokens("owner@nordlegend.se")).toHaveLength(5);
    expect(mailsTo("stranger@example.com")).toHaveLength(0);
  });

  it("a link-started session reads and enrols a passkey; the sensitive actions need a fresh passkey check", async () => {
    const boss = await owner();
    await insertSubmission(
      t.db,
      {
        form: "contact",
        status: "new",
        language: "sv",
        page: "/sv",
        fields: { name: "Åsa", email: "asa@example.se", message: "Hej" },
        email: "asa@example.se",
        ipHash: "",
        userAgent: "",
      },
      ["email"],
      now(),
    );
    const phone = new ConsoleBrowser(() => app);
    await askLink(phone, "owner@nordlegend.se");
    await eventually(() => expect(linkTokens("owner@nordlegend.se")).toHaveLength(1));
    const signedIn = await phone.post("/api/admin/sign-in/link", { token: linkTokens("owner@nordlegend.se")[0] });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await phone.get("/api/admin/enquiries")).statusCode).toBe(200);
    const [enquiry] = (await phone.get("/api/admin/enquiries")).json().items;
    const ownerId = await operatorId(phone, "owner@nordlegend.se");
    const sensitive: ["GET" | "POST" | "DELETE", string, unknown?][] = [
      ["GET", "/api/admin/export?format=csv"],
      ["GET", "/api/admin/people/export?email=asa@example.se"],
      ["POST", "/api/admin/people/erase", { email: "asa@example.se" }],
      ["POST", "/api/admin/enquiries/delete", { ids: [enquiry.id] }],
      ["POST", "/api/admin/operators", { email: "new@nordlegend.se" }],
      ["POST", `/api/admin/operators/${ownerId}/role`, { role: "owner" }],
      ["DELETE", `/api/admin/operators/${ownerId}`],
      ["DELETE", `/api/admin/passkeys/${boss.key.id}`],
    ];
    for (const [method, url, body] of sensitive) {
      const response = await phone.request(method, url, body);
      expect([url, response.statusCode, response.json()]).toEqual([url, 403, { error: "step-up" }]);
    }
    expect(await listSubmissions(t.db)).toHaveLength(1);
    // Adding a passkey is sensitive too while the operator has one: whoever reads the mailbox
    // (or holds a stolen cookie) cannot mint a key of their own and step up with it.
    const mint = await phone.post("/api/admin/passkeys/options");
    expect([mint.statusCode, mint.json()]).toEqual([403, { error: "step-up" }]);
    // Another operator's passkey proves nothing about this session.
    const other = await invited(boss.browser, "colleague@nordlegend.se");
    expect((await stepUp(phone, other.key)).statusCode).toBe(401);
    expect((await stepUp(phone, boss.key)).statusCode).toBe(200);
    expect((await phone.get("/api/admin/export?format=csv")).statusCode).toBe(200);
    // Fresh for five minutes.
    advance(5 * 60_000 + 1000);
    expect((await phone.get("/api/admin/export?format=csv")).json()).toEqual({ error: "step-up" });
    // A passkey sign-in is itself a fresh check.
    expect((await boss.browser.get("/api/admin/export?format=csv")).statusCode).toBe(403);
    expect((await stepUp(boss.browser, boss.key)).statusCode).toBe(200);
    expect((await boss.browser.get("/api/admin/export?format=csv")).statusCode).toBe(200);
  });

  it("the audit log keeps no search text, masks addresses fully, and forgets an erased address", async () => {
    const boss = await owner();
    await insertSubmission(
      t.db,
      {
        form: "contact",
        status: "new",
        language: "en",
        page: "/en",
        fields: { name: "Jane Doe", email: "jane.doe@janedoe.se", message: "Hello" },
        email: "jane.doe@janedoe.se",
        ipHash: "",
        userAgent: "",
      },
      [],
      now(),
    );
    // Entries the first console wrote: the search text verbatim, the domain in the mask.
    await recordAudit(
      t.db,
      {
        actor: "owner@nordlegend.se",
        action: "exported",
        detail: { format: "csv", count: 1, filter: { search: "Jane.Doe@janedoe.se" } },
      },
      now(),
    );
    await recordAudit(t.db, { actor: "owner@nordlegend.se", action: "exported", target: "j…@janedoe.se" }, now());

    expect((await boss.browser.get("/api/admin/export?format=csv&q=jane.doe%40janedoe.se&status=new")).statusCode).toBe(200);
    const [search] = await listAudit(t.db, { limit: 1 });
    expect(search!.detail, JSON.stringify(search)).toEqual({ format: "csv", count: 1, filter: { status: "new", search: true } });
    expect(JSON.stringify(search)).not.toMatch(/jane/i);

    expect((await boss.browser.get("/api/admin/people/export?email=jane.doe@janedoe.se")).statusCode).toBe(200);
    expect((await listAudit(t.db, { limit: 1 }))[0]!.target).toBe("j…@j….se");

    expect((await boss.browser.post("/api/admin/people/erase", { email: "jane.doe@janedoe.se" })).json()).toEqual({
      erased: 1,
      checkpoint: "done",
    });
    const everything = JSON.stringify(await listAudit(t.db, { limit: 100 }));
    expect(everything).not.toMatch(/janedoe/i);
    expect(everything).toContain("j…@j….se");
  });

  it("international addresses go through submit, find, export and erase; mailto-breaking ones are refused", async () => {
    const boss = await owner();
    for (const address of ["åsa@exempel.se", "info@företag.se"]) {
      const submitted = await app.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("contact", { email: address }),
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const query = encodeURIComponent(address.toUpperCase());
      const found = (await boss.browser.get(`/api/admin/people?email=${query}`)).json();
      expect(found.items.map((s: { email: string }) => s.email)).toEqual([address]);
      const exported = JSON.parse((await boss.browser.get(`/api/admin/people/export?email=${query}`)).body);
      expect(exported.enquiries[0].fields.email).toBe(address);
      expect((await boss.browser.post("/api/admin/people/erase", { email: address })).json()).toEqual({
        erased: 1,
        checkpoint: "done",
      });
      expect(await listSubmissions(t.db, { email: address })).toEqual([]);
    }
    const refused = await app.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: formBody("contact", { email: "victim@example.com?cc=attacker%40evil.example&body=x" }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('"email"');
    expect(await listSubmissions(t.db)).toEqual([]);
    const console = await boss.browser.get(`/api/admin/people?email=${encodeURIComponent("a&b@example.com")}`);
    expect([console.statusCode, console.json()]).toEqual([400, { error: "email-invalid" }]);
    expect((await cli("list", "--email", "a&b@example.com").catch((error: Error) => ({ out: error.message }))).out).toMatch(
      /not a valid email address/,
    );
  });

  it.skipIf(name !== "sqlite")("an erased address is in neither site.db nor site.db-wal", async () => {
    const boss = await owner();
    const secret = "Hemlig-plan-3141";
    for (let i = 0; i < 30; i++) {
      await app.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("contact", { email: "erase.me@example.se", message: `${secret} ${i}`, name: "Erik Raderad" }),
      });
    }
    await boss.browser.get("/api/admin/export?format=csv&q=erase.me");
    await boss.browser.get("/api/admin/people/export?email=erase.me@example.se");
    expect(await listSubmissions(t.db, { email: "erase.me@example.se" })).toHaveLength(30);
    expect((await boss.browser.post("/api/admin/people/erase", { email: "erase.me@example.se" })).json()).toEqual({
      erased: 30,
      checkpoint: "done",
    });
    const path = sqlitePath(t.url);
    for (const file of [path, `${path}-wal`]) {
      const bytes = await readFile(file).catch(() => Buffer.alloc(0));
      for (const needle of ["erase.me@example.se", secret, "Erik Raderad"]) {
        expect(bytes.includes(Buffer.from(needle)), `${needle} in ${file}`).toBe(false);
      }
    }
  });

  it("keeps and unkeeps an enquiry, and shows the OTC acknowledgment under a localized label", async () => {
    const boss = await owner();
    const submitted = await app.app.inject({
      method: "POST",
      url: "/",
      headers: JSON_FORM_HEADERS,
      payload: formBody("otc-network-request"),
    });
    expect(submitted.statusCode).toBe(200);
    const [enquiry] = (await boss.browser.get("/api/admin/enquiries")).json().items;
    expect(enquiry.keptAt).toBeNull();
    expect((await boss.browser.post("/api/admin/enquiries/keep", { ids: [enquiry.id], kept: true })).json()).toEqual({
      changed: 1,
    });
    const sv = (await boss.browser.get(`/api/admin/enquiries/${enquiry.id}?lang=sv`)).json();
    expect(sv.keptAt).toBe(now().toISOString());
    expect(sv.fields.find((f: { name: string }) => f.name === "acknowledgment").value).toBe("Godkänt");
    const en = (await boss.browser.get(`/api/admin/enquiries/${enquiry.id}?lang=en`)).json();
    expect(en.fields.find((f: { name: string }) => f.name === "acknowledgment").value).toBe("Agreed");
    expect(JSON.stringify(en.fields)).not.toContain("agreed");
    expect((await boss.browser.post("/api/admin/enquiries/keep", { ids: [enquiry.id], kept: false })).json()).toEqual({
      changed: 1,
    });
    expect((await boss.browser.get(`/api/admin/enquiries/${enquiry.id}`)).json().keptAt).toBeNull();
    const marks = (await listAudit(t.db, { limit: 20 })).filter((e) => e.action === "kept" || e.action === "unkept");
    expect(marks.map((e) => e.action)).toEqual(["unkept", "kept"]);
  });
});
