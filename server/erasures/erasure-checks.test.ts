import { readFile } from "node:fs/promises";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enrolledFromShell } from "../../test/support/console-browser";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { FORM_HEADERS, formBody, SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { main } from "../cli/inbox";
import { listAudit } from "../db";

/**
 * What an erasure reaches, through the real console: a honeypot post's address however it was
 * typed, never an operator's own audit trail; and an erasure that could not scrub the WAL says so.
 */

describe.each(testDatabases())("erasure on $name", ({ open }) => {
  let t: TestDatabase;
  let app: TestApp;
  const current = () => app;

  beforeEach(async () => {
    t = await open();
    app = await startTestApp({ DATABASE_URL: t.url });
  });
  afterEach(async () => {
    await app.close();
    await t.dispose();
  });

  it("stores a honeypot post's address normalised even when the post is invalid, so an erasure finds it", async () => {
    const posted = await app.app.inject({
      method: "POST",
      url: "/",
      headers: FORM_HEADERS,
      // An autofilled honeypot and an empty required name: spam, and invalid.
      payload: formBody("contact", { name: "", email: "  Jane.Autofill@Example.se \n", message: "Hej" }, "Jane"),
    });
    expect(posted.statusCode).toBeLessThan(500);
    const stored = await t.db.selectFrom("submissions").select(["email", "status", "fields"]).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe("spam");
    expect(stored[0]!.email).toBe("jane.autofill@example.se");
    expect(JSON.parse(stored[0]!.fields).email).toBe("jane.autofill@example.se");

    const { browser } = await enrolledFromShell(current, t.db, "owner@nordlegend.se");
    const erased = await browser.post("/api/admin/people/erase", { email: "jane.autofill@example.se" });
    expect(erased.json()).toMatchObject({ erased: 1 });
    expect(await t.db.selectFrom("submissions").selectAll().execute()).toEqual([]);
  });

  it("leaves an operator's own audit entries readable when their address is erased", async () => {
    const { browser } = await enrolledFromShell(current, t.db, "owner@nordlegend.se");
    await enrolledFromShell(current, t.db, "carol@nordlegend.se");
    const carol = await t.db
      .selectFrom("operators")
      .select("id")
      .where("email", "=", "carol@nordlegend.se")
      .executeTakeFirstOrThrow();
    expect((await browser.post(`/api/admin/operators/${carol.id}/role`, { role: "owner" })).statusCode).toBe(200);
    const erased = await browser.post("/api/admin/people/erase", { email: "carol@nordlegend.se" });
    expect(erased.json()).toMatchObject({ erased: 0 });
    const entries = await listAudit(t.db, { limit: 50 });
    const about = (action: string) => entries.filter((entry) => entry.action === action).map((entry) => entry.target);
    expect(about("operator-invited")).toContain("carol@nordlegend.se");
    expect(about("role-changed")).toEqual(["carol@nordlegend.se"]);
    // The erasure itself names the address masked, as every erasure does.
    expect(about("erased")).toEqual(["c…@n….se"]);
  });

  it("matches whole addresses in the audit log: erasing a@… leaves olga@… and anna@… whole (L13)", async () => {
    const { browser } = await enrolledFromShell(current, t.db, "owner@nordlegend.se");
    await enrolledFromShell(current, t.db, "olga@nordlegend.se");
    const olga = await t.db
      .selectFrom("operators")
      .select("id")
      .where("email", "=", "olga@nordlegend.se")
      .executeTakeFirstOrThrow();
    expect((await browser.post(`/api/admin/operators/${olga.id}/role`, { role: "owner" })).statusCode).toBe(200);
    // A visitor whose address ends in the erased one, looked up in the console (audited, masked).
    for (const email of ["anna@visitor.test", "a@visitor.test"]) {
      const posted = await app.app.inject({
        method: "POST",
        url: "/",
        headers: FORM_HEADERS,
        payload: formBody("contact", { email }),
      });
      expect(posted.statusCode).toBe(303);
    }
    expect((await browser.post("/api/admin/people/erase", { email: "a@nordlegend.se" })).json()).toMatchObject({ erased: 0 });
    const erasedA = await browser.post("/api/admin/people/erase", { email: "a@visitor.test" });
    expect(erasedA.json()).toMatchObject({ erased: 1 });
    const entries = await listAudit(t.db, { limit: 100 });
    const about = (action: string) => entries.filter((entry) => entry.action === action).map((entry) => entry.target);
    expect(about("operator-invited")).toContain("olga@nordlegend.se");
    expect(about("role-changed")).toEqual(["olga@nordlegend.se"]);
    expect(JSON.stringify(entries)).not.toMatch(/olga…|o…@n/);
    // anna's enquiry is still hers, and findable by her whole address.
    expect(await t.db.selectFrom("submissions").select("email").execute()).toEqual([{ email: "anna@visitor.test" }]);
  });
});

describe("an erasure whose WAL checkpoint cannot finish (SQLite)", () => {
  let app: TestApp;
  let logs: string[];
  const current = () => app;

  beforeEach(async () => {
    logs = [];
    app = await startTestApp({}, { logger: { level: "warn", stream: { write: (line: string) => logs.push(line) } } });
  });
  afterEach(async () => app.close());

  it("answers checkpoint pending, logs it, and the CLI says so with exit code 3, while another process reads", async () => {
    const { browser } = await enrolledFromShell(current, app.app.db, "owner@nordlegend.se");
    const database = join(app.dir, "site.db");
    for (const email of ["wal.one@visitor.test", "wal.two@visitor.test"]) {
      const posted = await app.app.inject({
        method: "POST",
        url: "/",
        headers: FORM_HEADERS,
        payload: formBody("contact", { email, message: "WALMARK-5521 please call" }),
      });
      expect(posted.statusCode).toBe(303);
    }
    const reader = new SQLite(database, { readonly: true });
    try {
      reader.exec("BEGIN");
      reader.prepare("select count(*) from submissions").get();
      const erased = await browser.post("/api/admin/people/erase", { email: "wal.one@visitor.test" });
      expect(erased.json()).toEqual({ erased: 1, checkpoint: "pending" });
      expect(logs.join("")).toContain("the WAL checkpoint could not finish");

      let out = "";
      const code = await main(
        ["delete", "--email", "wal.two@visitor.test"],
        { NODE_ENV: "test", DATABASE_URL: `file:${database}`, SITE_URL },
        (text) => (out += `${text}\n`),
        () => undefined,
      );
      expect(code).toBe(3);
      expect(out).toContain("Deleted 1 submission(s).");
      expect(out).toContain("the WAL checkpoint could not finish");
    } finally {
      reader.exec("COMMIT");
      reader.close();
    }
    // With the reader gone the next erasure finishes it, and the files hold no trace.
    const again = await browser.post("/api/admin/people/erase", { email: "wal.one@visitor.test" });
    expect(again.json()).toEqual({ erased: 0, checkpoint: "done" });
    for (const suffix of ["", "-wal"]) {
      const bytes = await readFile(`${database}${suffix}`).catch(() => Buffer.alloc(0));
      expect(bytes.includes("WALMARK-5521")).toBe(false);
    }
  });
});
