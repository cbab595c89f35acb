import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolledFromShell, SESSION_COOKIE } from "../../test/support/console-browser";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { utcDay } from "../db";

describe("the overview's API", () => {
  let t: TestApp;
  let session = "";

  beforeAll(async () => {
    t = await startTestApp({}, { fakeBuild: true });
    session = (await enrolledFromShell(() => t, t.app.db)).browser.session;
    expect(session).not.toBe("");
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie = session) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {} });

  it("is for signed-in operators only", async () => {
    expect((await get("/api/admin/stats", "")).statusCode).toBe(401);
    expect((await get("/api/admin/stats/export", "")).statusCode).toBe(401);
  });

  it("shows this instance's latest counts at once, for 7, 30 or 90 days only", async () => {
    await t.app.inject({ method: "GET", url: "/sv", headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" } });
    const report = await get("/api/admin/stats?days=7");
    expect(report.statusCode).toBe(200);
    expect(report.headers["cache-control"]).toBe("no-store");
    expect(report.json()).toMatchObject({
      days: 7,
      totals: { visitors: 1, views: 1, enquiries: 0 },
      pages: [{ value: "/sv", count: 1 }],
    });
    for (const days of ["45", "-7", "7.5", "1e9", "x"])
      expect((await get(`/api/admin/stats?days=${days}`)).statusCode, days).toBe(400);
    const csv = await get("/api/admin/stats/export?days=7");
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="site-statistics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.split("\r\n")).toContain(`${utcDay(new Date())},1,1,0`);
  });
});
