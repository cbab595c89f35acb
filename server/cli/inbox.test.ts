import { randomBytes } from "node:crypto";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubmission, listAudit, listSubmissions, outboxForSubmission, type NewSubmission } from "../db";
import { JSON_FORM_HEADERS, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { csvCell, terminalSafe, UTF8_BOM } from "./format";
import { main } from "./inbox";

let t: TestApp;
let env: Record<string, string>;
const SCRIPT = `<script>alert("x")</script>\n=HYPERLINK("http://evil.example","click")`;
let scriptId = "";

async function inbox(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(
    argv,
    env,
    (text) => (out += `${text}\n`),
    (text) => (err += `${text}\n`),
  );
  return { code, out, err };
}

beforeAll(async () => {
  t = await startTestApp();
  env = { DATABASE_URL: t.config.DATABASE_URL, RETENTION_DAYS: "30" };
  const post = async (payload: string) =>
    (await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload })).json<{ id: string }>().id;
  scriptId = await post(formBody("contact", { name: "Mallory", message: SCRIPT }));
  // Validation now refuses bidi controls; rows stored before that rule may still hold one.
  const row = await t.app.db.selectFrom("submissions").select("fields").where("id", "=", scriptId).executeTakeFirstOrThrow();
  const fields = { ...(JSON.parse(row.fields) as Record<string, unknown>), name: "Mallory\u202Eevil" };
  await t.app.db
    .updateTable("submissions")
    .set({ fields: JSON.stringify(fields) })
    .where("id", "=", scriptId)
    .execute();
  await post(formBody("project"));
  await post(formBody("otc-network-request"));
  await post(formBody("contact", { email: "spam@bots.example" }, "bot"));
});
afterAll(async () => t.close());

describe("inbox command", () => {
  it("lists submissions as a table, filtered, with terminal controls neutralised", async () => {
    const all = await inbox("list");
    expect(all.code).toBe(0);
    expect(all.out.split("\n")[0]).toMatch(/^ID\s+CREATED\s+FORM\s+STATUS\s+LANG\s+FROM\s+EMAIL$/);
    expect(all.out).toContain("Mallory\\u202eevil");
    expect(all.out).not.toContain("\u202E");
    const spam = await inbox("list", "--status", "spam");
    expect(spam.out.trim().split("\n")).toHaveLength(2);
    expect(spam.out).toContain("spam@bots.example");
    const projects = await inbox("list", "--form", "project", "--since", "2000-01-01");
    expect(projects.out).toContain("project");
    expect(projects.out).not.toContain("otc-network-request");
    expect((await inbox("list", "--until", "2000-01-01")).out.trim()).toBe("No submissions.");
  });

  it("shows every field verbatim, never interpreted, with the notification state", async () => {
    const shown = await inbox("show", scriptId);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`  message:\n    <script>alert("x")</script>\n    =HYPERLINK("http://evil.example","click")`);
    expect(shown.out).toContain("  name: Mallory\u202Eevil");
    expect(shown.out).toMatch(/email: (pending|sent)/);
    expect((await inbox("show", "no-such-id")).code).toBe(1);
  });

  it("exports JSON lines with the fields under their spec names", async () => {
    const exported = await inbox("export", "--format", "jsonl");
    const lines = exported.out
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    const contact = lines.find((line) => line.id === scriptId);
    expect(contact).toMatchObject({ form: "contact", status: "new", language: "sv", message: SCRIPT, email: "Jane@Example.com" });
    expect(Object.keys(contact!).slice(0, 5)).toEqual(["id", "form", "status", "createdAt", "language"]);
    const project = lines.find((line) => line.form === "project");
    expect(project?.features).toEqual(["smartContracts", "kycAml"]);
  });

  it("exports CSV that a spreadsheet cannot run", async () => {
    const exported = await inbox("export", "--format", "csv", "--form", "contact");
    expect(exported.out.startsWith(UTF8_BOM)).toBe(true);
    const [header] = exported.out.slice(UTF8_BOM.length).split("\r\n");
    expect(header).toBe("id,form,status,createdAt,language,page,entryPage,source,name,email,company,message");
    expect(exported.out).toContain(`"<script>alert(""x"")</script>\n=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("a; b")).toBe('"a; b"');
    expect(csvCell("plain")).toBe("plain");
  });

  // A leading + or - still starts a formula when anything but a number follows.
  it.each([
    ["+46 70 123 45 67", "+46 70 123 45 67"],
    ["+46 (0)70-123 45 67", "+46 (0)70-123 45 67"],
    ["+1 555.010.0199", "+1 555.010.0199"],
    ["-2", "-2"],
    ["+SUM(A1:A9)", "'+SUM(A1:A9)"],
    ['-2+HYPERLINK("http://evil.example")', `"'-2+HYPERLINK(""http://evil.example"")"`],
    ["+46 70 cmd|' /C calc'!A0", "'+46 70 cmd|' /C calc'!A0"],
    ["-1+A1", "'-1+A1"],
    ["+", "'+"],
    ["- 1 -", "- 1 -"],
  ])("keeps phone numbers as typed and defuses formulas: %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("exports with semicolons for Excel with Swedish settings, a phone number as typed", async () => {
    const id = (
      await t.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("project", { phoneNumber: "+46 70-123 45 67", projectName: "Åsa; Öberg" }),
      })
    ).json<{ id: string }>().id;
    try {
      const exported = await inbox("export", "--format", "csv", "--separator", ";", "--form", "project");
      const lines = exported.out.slice(UTF8_BOM.length).trimEnd().split("\r\n");
      expect(lines[0]).toMatch(/^id;form;status;createdAt;language;page;entryPage;source;projectName;/);
      const row = lines.find((line) => line.startsWith(`${id};`));
      expect(row).toContain(';"Åsa; Öberg";');
      expect(row).toContain(";+46 70-123 45 67;");
      expect(row).not.toContain(",project,");
    } finally {
      expect((await inbox("delete", id)).code).toBe(0); // the tests below count the others
    }
  });

  it.each([[["export", "--format", "csv", "--separator", "\t"]], [["export", "--format", "jsonl", "--separator", ";"]]])(
    "refuses a separator it does not offer: %j",
    async (argv) => {
      const result = await inbox(...argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain("--separator");
    },
  );

  it("marks, erases by email and purges by retention", async () => {
    const [project] = await listSubmissions(t.app.db, { form: "project" });
    expect((await inbox("mark", project!.id, "handled")).code).toBe(0);
    expect((await listSubmissions(t.app.db, { status: "handled" })).map((s) => s.id)).toEqual([project!.id]);
    expect((await inbox("mark", "missing-id", "spam")).code).toBe(1);

    const erased = await inbox("delete", "--email", "JANE@example.com");
    expect(erased.out).toContain("Deleted 1 submission(s).");
    expect(await listSubmissions(t.app.db, { email: "jane@example.com" })).toEqual([]);
    expect(await outboxForSubmission(t.app.db, scriptId)).toEqual([]);

    const old: NewSubmission = {
      form: "contact",
      status: "handled",
      language: "en",
      page: "/",
      fields: {},
      email: "",
      ipHash: "",
      userAgent: "",
    };
    await insertSubmission(t.app.db, old, [], new Date("2001-01-01T00:00:00.000Z"));
    // An old enquiry that led to an assignment: kept, so the purge leaves it.
    const assignment = await insertSubmission(t.app.db, { ...old, form: "project" }, [], new Date("2001-01-01T00:00:00.000Z"));
    expect((await inbox("keep", assignment.id)).out).toContain("Kept 1 of 1.");
    const dryRun = await inbox("purge", "--dry-run");
    // Only the old one: the spam is younger than 30 days, the assignment is kept.
    expect(dryRun.out).toContain("Would delete 1 submission(s)");
    expect(await listSubmissions(t.app.db)).toHaveLength(5);
    await inbox("purge");
    expect((await listSubmissions(t.app.db)).map((s) => s.form).sort()).toEqual([
      "contact",
      "otc-network-request",
      "project",
      "project",
    ]);
    expect((await inbox("unkeep", assignment.id)).code).toBe(0);
    await inbox("purge");
    expect((await listSubmissions(t.app.db)).map((s) => s.id)).not.toContain(assignment.id);
  });

  it("lists and exports only one person's enquiries with --email", async () => {
    const listed = await inbox("list", "--email", "ADA@example.org");
    expect(listed.code).toBe(0);
    expect(listed.out.trim().split("\n")).toHaveLength(2);
    expect(listed.out).toContain("ada@example.org");
    const exported = await inbox("export", "--format", "jsonl", "--email", "ada@example.org");
    const lines = exported.out.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ form: "otc-network-request", email: "ada@example.org" });
    expect((await inbox("list", "--email", "nobody@example.org")).out.trim()).toBe("No submissions.");
  });

  it("lists waiting and failed notifications with their errors, and queues them again", async () => {
    const [submission] = await listSubmissions(t.app.db, { form: "otc-network-request" });
    const [email] = await outboxForSubmission(t.app.db, submission!.id);
    await t.app.db
      .updateTable("outbox")
      .set({
        status: "failed",
        attempts: 1,
        last_error: "Can't send mail - all recipients were rejected: 550 5.1.1 <owner@x>: unknown",
        errors: JSON.stringify([{ at: "2026-01-01T00:00:00.000Z", error: "550 5.1.1 \u001b[31mred" }]),
      })
      .where("id", "=", email!.id)
      .execute();
    const failed = await inbox("outbox", "list", "--failed");
    expect(failed.code).toBe(0);
    expect(failed.out.split("\n")[0]).toMatch(/^ID\s+SUBMISSION\s+CHANNEL\s+STATUS\s+ATTEMPTS\s+CREATED\s+NEXT ATTEMPT$/);
    expect(failed.out).toContain(email!.id);
    expect(failed.out).toContain("2026-01-01 00:00:00  550 5.1.1 \\u001b[31mred");
    expect(failed.out).toMatch(/\d+ pending, 1 failed\./);
    expect((await inbox("outbox", "list")).out).toContain(email!.id);

    const retried = await inbox("outbox", "retry", email!.id);
    expect(retried.code).toBe(0);
    expect(retried.out).toContain("Queued 1 notification(s)");
    expect((await outboxForSubmission(t.app.db, submission!.id))[0]).toMatchObject({ status: "pending", claim_token: null });
    expect((await inbox("outbox", "list", "--failed")).out).toContain("No notifications waiting or failed.");
    expect((await inbox("outbox", "retry", "missing-id")).code).toBe(1);
    expect((await inbox("outbox", "retry", "--all-failed")).out).toContain("Queued 0 notification(s)");
  });

  it("refuses bad usage with exit code 2 and explains", async () => {
    for (const argv of [
      [],
      ["frobnicate"],
      ["list", "--status", "archived"],
      ["export"],
      ["mark", "x"],
      ["delete"],
      ["list", "--since", "soon"],
      // Options a command does not take are refused, never silently ignored.
      ["list", "--dry-run"],
      ["show", "x", "--email", "a@b.se"],
      ["purge", "--email", "a@b.se"],
      ["export", "--format", "csv", "--limit", "3"],
      ["mark", "x", "handled", "--form", "contact"],
      ["outbox"],
      ["outbox", "list", "--email", "a@b.se"],
      ["outbox", "retry"],
      ["outbox", "retry", "x", "--all-failed"],
      ["outbox", "list", "--all-failed"],
    ]) {
      const result = await inbox(...argv);
      expect(result.code, argv.join(" ")).toBe(2);
    }
    expect((await inbox("--help")).out).toContain("Usage: npm run inbox");
  });

  it("runs as a script with the same exit codes", async () => {
    const run = promisify(execFile);
    const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
    const shown = await run(tsx, ["server/cli/inbox.ts", "list", "--form", "project"], { env: { ...process.env, ...env } });
    expect(shown.stdout).toContain("project");
    const failure = await run(tsx, ["server/cli/inbox.ts", "nope"], { env: { ...process.env, ...env } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining("Unknown command: nope") });
    // Two tsx start-ups: slow on a loaded machine, so a longer limit than the default.
  }, 90_000);
});

describe("inbox mark, in and out of spam", () => {
  // What the console's "Not spam" and "Mark as spam" do, from the shell (docs/decisions/011-spam-defence.md).
  let own: TestApp;
  let ownEnv: Record<string, string>;
  const run = async (extra: Record<string, string>, ...argv: string[]) => {
    let out = "";
    const code = await main(
      argv,
      { ...ownEnv, ...extra },
      (text) => (out += `${text}\n`),
      (text) => (out += `${text}\n`),
    );
    return { code, out };
  };
  const spam: NewSubmission = {
    form: "contact",
    status: "spam",
    language: "sv",
    page: "/sv",
    fields: { name: "Anna", email: "anna@example.se", message: "Hej, vi behöver hjälp" },
    email: "anna@example.se",
    ipHash: "",
    userAgent: "",
  };
  const channelsOf = async (id: string) => (await outboxForSubmission(own.app.db, id)).map((row) => [row.channel, row.status]);
  const WEBHOOK = {
    WEBHOOK_URL: "https://hooks.example/enquiry",
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
  };

  beforeAll(async () => {
    own = await startTestApp();
    ownEnv = { DATABASE_URL: own.config.DATABASE_URL };
  });
  afterAll(async () => own.close());

  it("out of spam queues the owner's notifications once per channel and audits it; into spam withdraws the unsent ones", async () => {
    const held = await insertSubmission(own.app.db, spam, [], new Date());
    expect(await channelsOf(held.id)).toEqual([]);

    const moved = await run({}, "mark", held.id, "new");
    expect(moved).toEqual({
      code: 0,
      out: "Marked 1 of 1 as new.\n1 moved out of spam: the owner's notifications are queued.\n",
    });
    expect(await channelsOf(held.id)).toEqual([["email", "pending"]]);
    // Marking it new again changes nothing and queues nothing twice.
    expect(await run({}, "mark", held.id, held.id, "new")).toEqual({ code: 0, out: "Marked 1 of 1 as new.\n" });
    expect(await channelsOf(held.id)).toEqual([["email", "pending"]]);

    // Back into spam: the email not yet sent is withdrawn.
    expect((await run({}, "mark", held.id, "spam")).code).toBe(0);
    expect(await channelsOf(held.id)).toEqual([]);
    // With a webhook configured, moving it out again queues both of the owner's channels.
    expect((await run(WEBHOOK, "mark", held.id, "handled")).code).toBe(0);
    expect((await channelsOf(held.id)).sort()).toEqual([
      ["email", "pending"],
      ["webhook", "pending"],
    ]);

    const audit = await listAudit(own.app.db, { limit: 10 });
    expect(audit.map((entry) => [entry.actor, entry.action, entry.target])).toEqual([
      ["cli", "not-spam", held.id],
      ["cli", "marked-spam", held.id],
      ["cli", "not-spam", held.id],
    ]);
    const [latest] = await listSubmissions(own.app.db, { status: "handled" });
    expect(latest?.id).toBe(held.id);
  });

  it("an unknown id is reported and exits 1; the known ones are still marked", async () => {
    const held = await insertSubmission(own.app.db, spam, [], new Date());
    const result = await run({}, "mark", held.id, "no-such-id", "'; DROP TABLE submissions; --", "new");
    expect(result).toEqual({
      code: 1,
      out: "Marked 1 of 3 as new.\n1 moved out of spam: the owner's notifications are queued.\n",
    });
    expect(await channelsOf(held.id)).toEqual([["email", "pending"]]);
    expect((await listSubmissions(own.app.db)).length).toBeGreaterThan(0);
  });
});

describe("terminalSafe", () => {
  it("escapes escape sequences and bidi overrides", () => {
    expect(terminalSafe("a\u001b[31mred")).toBe("a\\u001b[31mred");
    expect(terminalSafe("line\nnext")).toBe("line⏎next");
  });
});
