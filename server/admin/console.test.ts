import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { softPasskey, type SoftPasskey } from "../../test/support/soft-passkey";
import { inviteFromShell } from "../../test/support/console-browser";
import { runCommand } from "../cli/commands";
import { csv } from "../cli/format";
import { insertSubmission, listAudit, listSubmissions, outboxForSubmission, type NewSubmission } from "../db";
import { sqliteTestDatabase, testDatabases, type TestDatabase } from "../../test/support/databases";
import { clientDirIn, makeTempDir, SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { startSmtpReceiver, eventually, type SmtpReceiver } from "../../test/support/receivers";

const ORIGIN = new URL(SITE_URL).origin;
const COOKIE = "__Host-console";
const CONSOLE_SHELL = `<!doctype html><html lang="sv"><head><meta name="robots" content="noindex"></head><body><script>window.__console = 1;</script></body></html>`;

const sample = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  form: "contact",
  status: "new",
  language: "sv",
  page: "/sv",
  fields: { name: "Åsa Öberg", email: "asa@example.se", company: "Fjäll AB", message: "Hej!\nVi behöver en app." },
  email: "asa@example.se",
  ipHash: "ab".repeat(32),
  userAgent: "vitest",
  ...overrides,
});

describe.each(testDatabases())("operator console on $name", ({ open }) => {
  let t: TestDatabase;
  let app: TestApp;
  let dir: { dir: string; remove(): Promise<void> };
  let clock: Date;
  const now = () => new Date(clock);
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    dir = await makeTempDir("console-");
    await mkdir(join(clientDirIn(dir.dir), "admin"), { recursive: true });
    await writeFile(join(clientDirIn(dir.dir), "admin", "index.html"), CONSOLE_SHELL);
    await writeFile(join(clientDirIn(dir.dir), "admin", "index.html.br"), brotliCompressSync(CONSOLE_SHELL));
  });
  afterAll(async () => dir?.remove());

  beforeEach(async () => {
    clock = new Date("2026-03-02T09:00:00.000Z");
    t = await open();
    app = await startTestApp({ DATABASE_URL: t.url }, { dir: dir.dir, now });
  });
  afterEach(async () => {
    await app?.close();
    await t?.dispose();
  });

  const inject = (
    method: "GET" | "POST" | "DELETE",
    url: string,
    options: { cookie?: string; body?: unknown; origin?: string | null } = {},
  ) =>
    app.app.inject({
      method,
      url,
      headers: {
        ...(options.origin === null ? {} : { origin: options.origin ?? ORIGIN }),
        ...(options.cookie ? { cookie: `${COOKIE}=${options.cookie}` } : {}),
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  const cookieOf = (response: LightMyRequestResponse) => {
    const header = String(response.headers["set-cookie"]);
    return /^__Host-console=([^;]*)/.exec(header)?.[1] ?? "";
  };

  async function cli(...argv: string[]): Promise<string> {
    const lines: string[] = [];
    await runCommand(argv, { db: t.db, retentionDays: 365, siteUrl: SITE_URL, out: (text) => lines.push(text), now });
    return lines.join("\n");
  }

  const invite = (email = "owner@nordlegend.se") => inviteFromShell(t.db, email, now);

  async function enrol(token: string, key: SoftPasskey = softPasskey()): Promise<string> {
    const options = await inject("POST", "/api/admin/enrol/options", { body: { token } });
    expect(options.statusCode).toBe(200);
    const { challengeId, options: creation } = options.json();
    const verified = await inject("POST", "/api/admin/enrol/verify", {
      body: { token, challengeId, name: "Laptop", response: key.register(creation, ORIGIN) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return cookieOf(verified);
  }

  async function signIn(key: SoftPasskey): Promise<LightMyRequestResponse> {
    const { challengeId, options } = (await inject("POST", "/api/admin/sign-in/options")).json();
    return inject("POST", "/api/admin/sign-in/verify", { body: { challengeId, response: key.authenticate(options, ORIGIN) } });
  }

  it("invite → enrol → sign in: the cookie is HttpOnly, SameSite=Strict, Secure, __Host-, and only its hash is stored", async () => {
    const key = softPasskey();
    const token = await invite();
    const first = await enrol(token, key);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await signIn(key);
    expect(response.statusCode).toBe(200);
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/^__Host-console=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    const session = cookieOf(response);
    expect((await inject("GET", "/api/admin/session", { cookie: session })).json()).toEqual({
      email: "owner@nordlegend.se",
      role: "owner",
    });
    const stored = await t.db.selectFrom("operator_sessions").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(session);
    expect(JSON.stringify(stored)).not.toContain(session);
    const links = await t.db.selectFrom("operator_links").selectAll().execute();
    expect(JSON.stringify(links)).not.toContain(token);
    expect((await listAudit(t.db, { limit: 10 })).map((e) => e.action)).toEqual([
      "sign-in",
      "sign-in",
      "passkey-added",
      "operator-invited",
    ]);
  });

  it("refuses a used invite link, and one older than 24 hours", async () => {
    const token = await invite();
    await enrol(token);
    const again = await inject("POST", "/api/admin/enrol/options", { body: { token } });
    expect([again.statusCode, again.json()]).toEqual([410, { error: "link-invalid" }]);

    const late = await invite("second@nordlegend.se");
    advance(24 * 60 * 60_000 + 1000);
    expect((await inject("POST", "/api/admin/enrol/options", { body: { token: late } })).statusCode).toBe(410);
  });

  it("refuses a replayed challenge, an expired one, and an answer for another origin", async () => {
    const key = softPasskey();
    await enrol(await invite(), key);
    const { challengeId, options } = (await inject("POST", "/api/admin/sign-in/options")).json();
    const answer = key.authenticate(options, ORIGIN);
    expect((await inject("POST", "/api/admin/sign-in/verify", { body: { challengeId, response: answer } })).statusCode).toBe(200);
    const replay = await inject("POST", "/api/admin/sign-in/verify", { body: { challengeId, response: answer } });
    expect([replay.statusCode, replay.json()]).toEqual([400, { error: "challenge-invalid" }]);

    const late = (await inject("POST", "/api/admin/sign-in/options")).json();
    advance(5 * 60_000 + 1000);
    const expired = await inject("POST", "/api/admin/sign-in/verify", {
      body: { challengeId: late.challengeId, response: key.authenticate(late.options, ORIGIN) },
    });
    expect([expired.statusCode, expired.json()]).toEqual([400, { error: "challenge-invalid" }]);

    const phished = (await inject("POST", "/api/admin/sign-in/options")).json();
    const elsewhere = await inject("POST", "/api/admin/sign-in/verify", {
      body: {
        challengeId: phished.challengeId,
        response: key.authenticate(phished.options, "https://nordlegend.se.evil.example"),
      },
    });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([401, { error: "passkey-invalid" }]);
  });

  it("refuses every state change without this site's Origin, even with a session", async () => {
    const session = await enrol(await invite());
    for (const origin of [null, "https://evil.example", "http://nordlegend.se", "null"]) {
      const response = await inject("POST", "/api/admin/enquiries/status", {
        cookie: session,
        origin,
        body: { ids: ["x"], status: "spam" },
      });
      expect([response.statusCode, response.json()]).toEqual([403, { error: "origin" }]);
      expect((await inject("POST", "/api/admin/sign-in/options", { origin })).statusCode).toBe(403);
    }
  });

  it("refuses every console route without a session, with an unknown or a malformed cookie", async () => {
    const routes: ["GET" | "POST" | "DELETE", string, unknown?][] = [
      ["GET", "/api/admin/enquiries"],
      ["GET", "/api/admin/enquiries/abc"],
      ["GET", "/api/admin/counts"],
      ["GET", "/api/admin/export?format=csv"],
      ["GET", "/api/admin/people?email=a@b.se"],
      ["GET", "/api/admin/people/export?email=a@b.se"],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/passkeys"],
      ["GET", "/api/admin/operators"],
      ["POST", "/api/admin/enquiries/status", { ids: ["a"], status: "spam" }],
      ["POST", "/api/admin/enquiries/delete", { ids: ["a"] }],
      ["POST", "/api/admin/enquiries/abc/retry", {}],
      ["POST", "/api/admin/people/erase", { email: "a@b.se" }],
      ["POST", "/api/admin/operators", { email: "a@b.se" }],
      ["DELETE", "/api/admin/operators/abc"],
      ["POST", "/api/admin/operators/abc/role", { role: "owner" }],
      ["POST", "/api/admin/enquiries/keep", { ids: ["a"], kept: true }],
      ["POST", "/api/admin/step-up/options", {}],
      ["POST", "/api/admin/step-up/verify", {}],
      ["POST", "/api/admin/passkeys/options", {}],
      ["DELETE", "/api/admin/passkeys/abc"],
      ["POST", "/api/admin/sign-out", {}],
      ["POST", "/api/admin/sign-out/everywhere", {}],
    ];
    for (const cookie of [undefined, "A".repeat(43), "not a token; x=1"]) {
      for (const [method, url, body] of routes) {
        const response = await inject(method, url, { cookie, body });
        expect([url, response.statusCode, response.json()]).toEqual([url, 401, { error: "signed-out" }]);
      }
      expect((await inject("GET", "/api/admin/session", { cookie })).json()).toEqual({ email: null });
    }
  });

  it("ends a session after 12 hours idle, after 7 days in any case, on sign-out and on sign-out everywhere", async () => {
    const key = softPasskey();
    const session = await enrol(await invite(), key);
    advance(11 * 60 * 60_000);
    expect((await inject("GET", "/api/admin/passkeys", { cookie: session })).statusCode).toBe(200);
    advance(12 * 60 * 60_000 + 1000);
    expect((await inject("GET", "/api/admin/passkeys", { cookie: session })).statusCode).toBe(401);

    const busy = cookieOf(await signIn(key));
    // Used every 11 hours it stays alive for 7 days (15 × 11 h = 165 h), then ends however busy.
    for (let step = 0; step < 15; step++) {
      advance(11 * 60 * 60_000);
      expect((await inject("GET", "/api/admin/passkeys", { cookie: busy })).statusCode).toBe(200);
    }
    advance(3 * 60 * 60_000 + 1000);
    expect((await inject("GET", "/api/admin/passkeys", { cookie: busy })).statusCode).toBe(401);

    const a = cookieOf(await signIn(key));
    const b = cookieOf(await signIn(key));
    const out = await inject("POST", "/api/admin/sign-out", { cookie: a, body: {} });
    expect(String(out.headers["set-cookie"])).toMatch(/^__Host-console=; Max-Age=0;/);
    expect((await inject("GET", "/api/admin/passkeys", { cookie: a })).statusCode).toBe(401);
    expect((await inject("GET", "/api/admin/passkeys", { cookie: b })).statusCode).toBe(200);
    const c = cookieOf(await signIn(key));
    expect((await inject("POST", "/api/admin/sign-out/everywhere", { cookie: c, body: {} })).statusCode).toBe(200);
    for (const cookie of [b, c]) expect((await inject("GET", "/api/admin/passkeys", { cookie })).statusCode).toBe(401);
  });

  it("a removed passkey signs in no more and its sessions end; a removed operator's sessions end", async () => {
    const laptop = softPasskey();
    const phone = softPasskey();
    const session = await enrol(await invite(), laptop);
    const { challengeId, options } = (await inject("POST", "/api/admin/passkeys/options", { cookie: session, body: {} })).json();
    const added = await inject("POST", "/api/admin/passkeys", {
      cookie: session,
      body: { challengeId, name: "Phone", response: phone.register(options, ORIGIN) },
    });
    expect(added.statusCode).toBe(201);
    const phoneSession = cookieOf(await signIn(phone));
    const names = (await inject("GET", "/api/admin/passkeys", { cookie: session }))
      .json()
      .items.map((p: { name: string }) => p.name);
    expect(names).toEqual(["Laptop", "Phone"]);

    expect((await inject("DELETE", `/api/admin/passkeys/${phone.id}`, { cookie: session })).statusCode).toBe(200);
    const refused = await signIn(phone);
    expect([refused.statusCode, refused.json()]).toEqual([401, { error: "passkey-unknown" }]);
    expect((await inject("GET", "/api/admin/passkeys", { cookie: phoneSession })).statusCode).toBe(401);
    expect((await inject("GET", "/api/admin/passkeys", { cookie: session })).statusCode).toBe(200);

    // Owners remove operators in the console (server/admin/trust.test.ts has the invitations by
    // email and the roles); nobody removes themselves.
    const colleagueKey = softPasskey();
    const colleague = await enrol(await invite("Colleague@Nordlegend.se"), colleagueKey);
    const operators = (await inject("GET", "/api/admin/operators", { cookie: session })).json().items as {
      id: string;
      email: string;
    }[];
    expect(operators.map((o) => o.email)).toEqual(["colleague@nordlegend.se", "owner@nordlegend.se"]);
    const self = operators.find((o) => o.email === "owner@nordlegend.se")!;
    expect((await inject("DELETE", `/api/admin/operators/${self.id}`, { cookie: session })).json()).toEqual({ error: "self" });
    const other = operators.find((o) => o.email === "colleague@nordlegend.se")!;
    expect((await inject("DELETE", `/api/admin/operators/${other.id}`, { cookie: session })).statusCode).toBe(200);
    expect((await inject("GET", "/api/admin/passkeys", { cookie: colleague })).statusCode).toBe(401);
    expect((await signIn(colleagueKey)).statusCode).toBe(401);
    expect(await cli("operator", "revoke", "colleague@nordlegend.se")).toMatch(/^No operator colleague@nordlegend.se/);
    expect(await cli("operator", "list")).toMatch(/^EMAIL +ROLE +PASSKEYS +LAST SIGN-IN +SINCE\nowner@nordlegend.se +owner +1 /);
  });

  it("lists newest first with filters, search and keyset pages; details in the operator's language; one export with the CLI", async () => {
    const session = await enrol(await invite());
    for (let i = 0; i < 55; i++) {
      await insertSubmission(
        t.db,
        sample({ fields: { ...sample().fields, name: `Person ${i}` } }),
        ["email"],
        new Date(Date.UTC(2026, 0, 1, 0, i)),
      );
    }
    const project = await insertSubmission(
      t.db,
      sample({
        form: "project",
        language: "en",
        page: "/en/services/ai-agents",
        email: "p@example.org",
        fields: {
          projectName: "Ledger 100%",
          email: "p@example.org",
          projectType: "blockchain",
          features: ["smartContracts", "kycAml"],
        },
      }),
      ["email"],
      new Date("2026-02-01T10:00:00Z"),
    );
    const first = (await inject("GET", "/api/admin/enquiries", { cookie: session })).json();
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      id: project.id,
      form: "project",
      status: "new",
      language: "en",
      email: "p@example.org",
      name: "Ledger 100%",
    });
    expect(first.items[1].name).toBe("Person 54");
    const second = (await inject("GET", `/api/admin/enquiries?after=${first.next}`, { cookie: session })).json();
    expect(second.items.map((s: { name: string }) => s.name)).toEqual([
      "Person 5",
      "Person 4",
      "Person 3",
      "Person 2",
      "Person 1",
      "Person 0",
    ]);
    expect(second.next).toBeNull();

    const find = async (query: string) =>
      (await inject("GET", `/api/admin/enquiries?${query}`, { cookie: session })).json().items.map((s: { id: string }) => s.id);
    expect(await find("form=project")).toEqual([project.id]);
    expect(await find("language=en")).toEqual([project.id]);
    expect(await find("q=100%25")).toEqual([project.id]);
    expect(await find("q=LEDGER")).toEqual([project.id]);
    expect(await find("q=%25")).toEqual([project.id]);
    expect(await find("q=Person%2012")).toHaveLength(1);
    expect(await find("from=2026-02-01&to=2026-02-01")).toEqual([project.id]);
    expect(await find("to=2026-01-31")).not.toContain(project.id);
    expect((await inject("GET", "/api/admin/enquiries?status=bogus", { cookie: session })).statusCode).toBe(400);
    expect((await inject("GET", "/api/admin/enquiries?after=%00%00", { cookie: session })).statusCode).toBe(400);

    const counts = (await inject("GET", "/api/admin/counts", { cookie: session })).json();
    expect(counts).toEqual({ newByForm: { contact: 55, project: 1 }, newest: project.id });

    const sv = (await inject("GET", `/api/admin/enquiries/${project.id}?lang=sv`, { cookie: session })).json();
    expect(sv.formTitle).toBe("Projektförfrågan");
    expect(sv.page).toBe("/en/services/ai-agents");
    expect(sv.fields.find((f: { name: string }) => f.name === "projectType")).toEqual({
      name: "projectType",
      label: "Typ av projekt",
      value: "Blockchain",
    });
    const en = (await inject("GET", `/api/admin/enquiries/${project.id}?lang=en`, { cookie: session })).json();
    expect(en.fields.find((f: { name: string }) => f.name === "features").value).toBe("Smart contracts, KYC/AML");
    expect(en.notifications).toEqual([
      {
        channel: "email",
        status: "pending",
        attempts: 0,
        nextAttemptAt: "2026-02-01T10:00:00.000Z",
        sentAt: null,
        lastError: null,
      },
    ]);

    // Failed notification → retry now makes it due again.
    await t.db
      .updateTable("outbox")
      .set({ status: "failed", attempts: 8, last_error: "SMTP 550" })
      .where("submission_id", "=", project.id)
      .execute();
    const failed = (await inject("GET", `/api/admin/enquiries/${project.id}`, { cookie: session })).json();
    expect(failed.notifications[0]).toMatchObject({ status: "failed", lastError: "SMTP 550" });
    expect((await inject("POST", `/api/admin/enquiries/${project.id}/retry`, { cookie: session, body: {} })).json()).toEqual({
      retried: 1,
    });
    expect((await outboxForSubmission(t.db, project.id))[0]).toMatchObject({
      status: "pending",
      next_attempt_at: now().toISOString(),
    });

    const ids = first.items.slice(1, 4).map((s: { id: string }) => s.id);
    expect(
      (await inject("POST", "/api/admin/enquiries/status", { cookie: session, body: { ids, status: "handled" } })).json(),
    ).toEqual({ changed: 3 });
    expect(await find("status=handled")).toEqual(ids);

    const exported = await inject("GET", "/api/admin/export?format=csv&status=handled", { cookie: session });
    expect(exported.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-2026-03-02\.csv"$/);
    expect(exported.body).toBe(`${csv(await listSubmissions(t.db, { status: "handled", order: "asc" }))}\n`);
    expect(exported.body.startsWith("\uFEFFid,form,")).toBe(true);
    // The semicolon file that Excel with Swedish settings opens in columns.
    const forExcel = await inject("GET", "/api/admin/export?format=csv&separator=%3B&status=handled", { cookie: session });
    expect(forExcel.body).toBe(`${csv(await listSubmissions(t.db, { status: "handled", order: "asc" }), ";")}\n`);
    expect(forExcel.body.startsWith("\uFEFFid;form;")).toBe(true);
    expect((await inject("GET", "/api/admin/export?format=csv&separator=%7C", { cookie: session })).statusCode).toBe(400);
    const lines = (await inject("GET", "/api/admin/export?format=jsonl&form=project", { cookie: session })).body
      .trim()
      .split("\n");
    expect(lines.map((line) => JSON.parse(line).id)).toEqual([project.id]);

    expect((await inject("POST", "/api/admin/enquiries/delete", { cookie: session, body: { ids: [ids[0]] } })).json()).toEqual({
      deleted: 1,
    });
    expect((await inject("GET", `/api/admin/enquiries/${ids[0]}`, { cookie: session })).statusCode).toBe(404);

    const actions = (await inject("GET", "/api/admin/audit", { cookie: session }))
      .json()
      .items.map((e: { action: string }) => e.action)
      // Reads are audited too (their own test: step-up-security.test.ts); here the changes.
      .filter((action: string) => !["enquiries-listed", "enquiry-opened", "people-looked-up"].includes(action));
    expect(actions.slice(0, 8)).toEqual([
      "deleted",
      "exported",
      "exported",
      "exported",
      "status-changed",
      "status-changed",
      "status-changed",
      "retried",
    ]);
  });

  it("shows, exports and erases everything from one address, pending notifications included, and records it", async () => {
    const session = await enrol(await invite());
    const a = await insertSubmission(t.db, sample({ email: "Visitor@Example.com" }), ["email", "webhook"], now());
    const b = await insertSubmission(
      t.db,
      sample({ form: "project", email: "visitor@example.com", fields: { projectName: "X", email: "visitor@example.com" } }),
      ["email"],
      now(),
    );
    const other = await insertSubmission(t.db, sample(), ["email"], now());
    const shown = (await inject("GET", "/api/admin/people?email=VISITOR@example.com", { cookie: session })).json();
    expect(shown.items.map((s: { id: string }) => s.id).sort()).toEqual([a.id, b.id].sort());
    const exported = await inject("GET", "/api/admin/people/export?email=visitor@example.com", { cookie: session });
    const body = JSON.parse(exported.body);
    expect(body.enquiries).toHaveLength(2);
    expect(exported.body).not.toContain("ipHash");
    const erased = await inject("POST", "/api/admin/people/erase", { cookie: session, body: { email: "visitor@example.com" } });
    expect(erased.json()).toEqual({ erased: 2, checkpoint: "done" });
    expect(await listSubmissions(t.db, { email: "visitor@example.com" })).toEqual([]);
    expect(await outboxForSubmission(t.db, a.id)).toEqual([]);
    expect(await outboxForSubmission(t.db, other.id)).toHaveLength(1);
    const [entry] = await listAudit(t.db, { limit: 1 });
    expect(entry).toMatchObject({
      actor: "owner@nordlegend.se",
      action: "erased",
      target: "v…@e….com",
      detail: { count: 2 },
    });
    expect(await cli("audit")).toMatch(
      /^WHEN +WHO +ACTION +TARGET +DETAIL\n2026-03-02 09:00:00 +owner@nordlegend.se +erased +v…@e….com +\{"count":2\}/,
    );
  });

  it("serves the console page unindexed with its own policy; rate-limits sign-in", async () => {
    const page = await app.app.inject({ method: "GET", url: "/admin/enquiries/abc" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toMatch(
      /^default-src 'none'; script-src 'self' 'sha256-[^']+'; .*form-action 'none'; frame-ancestors 'none'/,
    );
    expect(page.body).toBe(CONSOLE_SHELL);
    // Compressed like every page, from the build's precompressed copy.
    const compressed = await app.app.inject({ method: "GET", url: "/admin", headers: { "accept-encoding": "gzip, br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(CONSOLE_SHELL);
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await inject("POST", "/api/admin/sign-in/options")).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Asking who is signed in is not limited: many tabs opened at once do not sign anyone out.
    for (let i = 0; i < 25; i++) expect((await inject("GET", "/api/admin/session")).statusCode).toBe(200);
  });
});

describe("email sign-in links", () => {
  let smtp: SmtpReceiver;
  let t: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await sqliteTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await smtp.stop();
    await t.dispose();
  });

  it("answers the same for any address, mails a one-time 15-minute link to operators only, and is off without SMTP", async () => {
    const off = await startTestApp({ DATABASE_URL: t.url });
    expect((await off.app.inject({ method: "GET", url: "/api/admin/config" })).json()).toEqual({ emailSignIn: false });
    expect(
      (
        await off.app.inject({
          method: "POST",
          url: "/api/admin/sign-in/email",
          headers: { origin: ORIGIN },
          payload: { email: "a@b.se" },
        })
      ).statusCode,
    ).toBe(404);
    await off.close();

    app = await startTestApp({ DATABASE_URL: t.url, SMTP_URL: smtp.url });
    await runCommand(["operator", "invite", "owner@nordlegend.se"], {
      db: t.db,
      retentionDays: 365,
      siteUrl: SITE_URL,
      out: () => {},
    });
    const ask = (email: string) =>
      app.app.inject({
        method: "POST",
        url: "/api/admin/sign-in/email",
        headers: { origin: ORIGIN },
        payload: { email, lang: "sv" },
      });
    const stranger = await ask("stranger@example.com");
    const owner = await ask("Owner@Nordlegend.se");
    expect([owner.statusCode, owner.body]).toEqual([stranger.statusCode, stranger.body]);
    // The link works only with the nonce cookie of the browser that asked (trust.test.ts).
    const nonce = /^__Host-console-link=([^;]*)/.exec(String(owner.headers["set-cookie"]))![1];
    expect(owner.statusCode).toBe(202);
    await eventually(() => expect(smtp.messages).toHaveLength(1));
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual(["owner@nordlegend.se"]);
    const link = /https:\/\/nordlegend\.se\/admin\/link#([A-Za-z0-9_-]{43})/.exec(mail!.text);
    expect(link).not.toBeNull();
    const use = () =>
      app.app.inject({
        method: "POST",
        url: "/api/admin/sign-in/link",
        headers: { origin: ORIGIN, cookie: `__Host-console-link=${nonce}` },
        payload: { token: link![1] },
      });
    const first = await use();
    expect(first.statusCode).toBe(200);
    expect(String(first.headers["set-cookie"])).toMatch(/^__Host-console=/);
    expect((await use()).statusCode).toBe(410);
  });
});
