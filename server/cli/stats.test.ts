import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { utcDay } from "../db";
import { main } from "./inbox";

let t: TestApp;

async function inbox(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(
    argv,
    { DATABASE_URL: t.config.DATABASE_URL },
    (text) => (out += `${text}\n`),
    (text) => (err += `${text}\n`),
  );
  return { code, out, err };
}

beforeAll(async () => {
  t = await startTestApp({}, { fakeBuild: true });
  const visit = (url: string, userAgent: string, referer?: string) =>
    t.app.inject({ method: "GET", url, headers: { "user-agent": userAgent, ...(referer ? { referer } : {}) } });
  await visit("/sv?utm_source=mail&utm_campaign=spring", "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0");
  await visit("/en/otc", "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0", "https://www.google.com/search?q=x");
  await visit("/en/missing", "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0");
  await t.app.siteStats.flush();
});
afterAll(async () => t?.close());

describe("inbox stats", () => {
  it("prints the figures of the last N days", async () => {
    const { code, out } = await inbox("stats", "--days", "30");
    expect(code).toBe(0);
    expect(out).toContain("(30 days, UTC)");
    expect(out).toMatch(/visitors 2 {2}page views 2 {2}enquiries 0 {2}bookings 0 {2}conversion - *$/m);
    expect(out).toMatch(/Sources {2}\(visitors, enquiries, conversion\)\n(.*\n)*.*1 +0 +- {2}mail/);
    expect(out).toContain("/en/missing");
  });

  it("gives scripts JSON, and the daily table as CSV", async () => {
    const json = JSON.parse((await inbox("stats", "--days", "7", "--format", "json")).out) as {
      days: number;
      daily: { day: string; views: number }[];
      campaigns: { value: string; count: number }[];
    };
    expect(json.days).toBe(7);
    expect(json.daily).toHaveLength(7);
    expect(json.daily.at(-1)).toMatchObject({ day: utcDay(new Date()), views: 2 });
    expect(json.campaigns).toEqual([{ value: "spring", count: 1 }]);
    const csv = (await inbox("stats", "--days", "1", "--format", "csv")).out;
    expect(csv).toBe(`day,visitors,page_views,enquiries\r\n${utcDay(new Date())},2,2,0\n`);
  });

  it("refuses a bad period or format as a usage error", async () => {
    for (const argv of [
      ["stats", "--days", "0"],
      ["stats", "--days", "801"],
      ["stats", "--days", "x"],
      ["stats", "--format", "xml"],
      ["stats", "extra"],
      ["stats", "--status", "new"],
    ]) {
      const { code, err } = await inbox(...argv);
      expect(code, argv.join(" ")).toBe(2);
      expect(err).not.toBe("");
    }
  });
});
