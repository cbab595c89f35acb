import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enrolledFromShell, type ConsoleBrowser } from "../../test/support/console-browser";
import { startTestApp, SITE_URL, type TestApp } from "../../test/support/enquiry-app";
import { main } from "../cli/inbox";

/**
 * Dates are read strictly, by one rule (server/dates.ts), in the console and on the command
 * line: an impossible day is refused with a clear answer, never read as another day.
 */

describe("dates given by an operator", () => {
  let app: TestApp;
  let browser: ConsoleBrowser;
  const current = () => app;

  beforeEach(async () => {
    app = await startTestApp();
    ({ browser } = await enrolledFromShell(current, app.app.db, "owner@nordlegend.se"));
  });
  afterEach(async () => app.close());

  it.each(["2026-13-45", "2026-02-30", "2026-2-3", "1", "2026-02-28T10:00:00Z", "'; drop table submissions; --"])(
    "the console refuses from=%s with 400 date-invalid",
    async (from) => {
      for (const name of ["from", "to"]) {
        const response = await browser.get(`/api/admin/enquiries?${name}=${encodeURIComponent(from)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: "date-invalid" });
      }
      const exported = await browser.get(`/api/admin/enquiries?from=${encodeURIComponent(from)}&status=new`);
      expect(exported.statusCode).toBe(400);
    },
  );

  it("the console takes a real day, the leap day of a leap year included", async () => {
    for (const query of ["from=2026-02-28&to=2026-03-01", "from=2028-02-29"]) {
      expect((await browser.get(`/api/admin/enquiries?${query}`)).statusCode).toBe(200);
    }
    expect((await browser.get("/api/admin/enquiries?from=2027-02-29")).json()).toEqual({ error: "date-invalid" });
  });

  it("the inbox command refuses --since 1 and --until 2026-02-30 as usage errors, and takes days and UTC times", async () => {
    const env = { NODE_ENV: "test", DATABASE_URL: app.config.DATABASE_URL, SITE_URL };
    const run = async (...argv: string[]) => {
      let out = "";
      let err = "";
      const code = await main(
        argv,
        env,
        (text) => (out += text),
        (text) => (err += text),
      );
      return { code, out, err };
    };
    const since = await run("list", "--since", "1");
    expect(since.code).toBe(2);
    expect(since.err).toContain("--since: not a date: 1 (a day as YYYY-MM-DD");
    expect((await run("list", "--until", "2026-02-30")).code).toBe(2);
    expect((await run("export", "--format", "csv", "--since", "2026-13-45")).code).toBe(2);
    expect((await run("list", "--since", "2026-02-28")).code).toBe(0);
    expect((await run("list", "--since", "2026-02-28T10:00:00Z", "--until", "2026-03-01T00:00:00.000Z")).code).toBe(0);
  });
});
