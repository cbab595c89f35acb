import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { VALUES_PER_NETWORK } from "./collector";

/**
 * One client cannot blind or poison the day's statistics (docs/decisions/012-cookieless-statistics.md):
 * a client network (IPv4 address, IPv6 /64) adds at most VALUES_PER_NETWORK referrer, UTM and
 * source values a day, so genuine sources keep their place; and no value shaped like an email
 * address is stored from a path, a referrer or a UTM parameter.
 */

const AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe.each(testDatabases())("site statistics under a flood on $name", ({ open }) => {
  let t: TestDatabase;
  let site: TestApp;

  beforeEach(async () => {
    t = await open();
    site = await startTestApp({ DATABASE_URL: t.url }, { fakeBuild: true, now: () => new Date("2026-11-26T10:00:00Z") });
  });
  afterEach(async () => {
    await site.close();
    await t.dispose();
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: "GET", url, remoteAddress, headers: { "user-agent": AGENT, ...headers } });

  async function values(dimension: string): Promise<Record<string, number>> {
    await site.app.siteStats.flush();
    const rows = await t.db.selectFrom("site_stats").select(["value", "count"]).where("dimension", "=", dimension).execute();
    return Object.fromEntries(rows.map((row) => [row.value, Number(row.count)]));
  }

  it("lets one IPv4 address or IPv6 /64 add only a few values, and a genuine source after it is still counted", async () => {
    for (let i = 0; i < 30; i++) {
      const response = await get(`/sv?utm_source=spam${i}&utm_campaign=call-555-${i}`, "192.0.2.66", {
        referer: `https://spam${i}.example/`,
      });
      expect(response.statusCode).toBe(200);
    }
    // Fresh addresses from one /64 are one network.
    for (let i = 0; i < 30; i++) {
      await get(`/en?utm_campaign=v6-${i}`, `2001:db8:7:7::${(i + 1).toString(16)}`, { referer: `https://v6-${i}.example/` });
    }
    expect(
      (await get("/sv?utm_source=linkedin&utm_campaign=launch", "198.51.100.4", { referer: "https://www.linkedin.com/" }))
        .statusCode,
    ).toBe(200);

    const referrers = await values("referrer");
    expect(referrers["www.linkedin.com"]).toBe(1);
    expect(Object.keys(referrers).filter((value) => value.startsWith("spam"))).toHaveLength(VALUES_PER_NETWORK);
    expect(Object.keys(referrers).filter((value) => value.startsWith("v6-"))).toHaveLength(VALUES_PER_NETWORK);
    expect(referrers["(other)"]).toBe(60 - 2 * VALUES_PER_NETWORK);
    const campaigns = await values("utm_campaign");
    expect(campaigns.launch).toBe(1);
    expect(Object.keys(campaigns).filter((value) => value.startsWith("call-555-"))).toHaveLength(VALUES_PER_NETWORK);
    expect(Object.keys(campaigns).filter((value) => value.startsWith("v6-"))).toHaveLength(VALUES_PER_NETWORK);
    expect((await values("utm_source")).linkedin).toBe(1);
  });

  it("never stores an email address from a 404 path, a UTM value or a referrer", async () => {
    expect((await get("/unsubscribe/jane.doe%40example.se", "192.0.2.8")).statusCode).toBe(404);
    expect((await get("/x/Jane.Doe@Example.se/more", "192.0.2.8")).statusCode).toBe(404);
    await get("/sv?utm_source=crm&utm_medium=jane%40example.se&utm_campaign=jane.doe@example.se", "192.0.2.9");
    await get("/sv", "192.0.2.10", { referer: "https://jane.doe@example.se/" });
    await site.app.siteStats.flush();
    const rows = await t.db.selectFrom("site_stats").select(["dimension", "value"]).execute();
    const text = JSON.stringify(rows).toLowerCase();
    expect(text).not.toContain("jane");
    expect(text).not.toContain("%40");
    expect(text).not.toContain("@");
    expect(Object.keys(await values("not_found")).sort()).toEqual(["/unsubscribe/[redacted]", "/x/[redacted]/more"]);
    expect(await values("utm_source")).toEqual({ crm: 1 });
  });
});
