import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import {
  formBody,
  JSON_FORM_HEADERS,
  clientDirIn,
  makeTempDir,
  SITE_URL,
  startTestApp,
  type TestApp,
} from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";
import { ownTables, testDatabases, type TestDatabase } from "../../test/support/databases";
import { deleteExpiredIpSalts, listSubmissions, OTHER_VALUE, purgeSiteStats, readStats, type StatIncrement } from "../db";
import { statisticsCutoffDay } from "../retention/policy";
import { StatsCollector } from "./collector";
import { statsReport } from "./report";

const NOW = new Date("2026-11-24T10:00:00.000Z");
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 stats-test-desktop";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 stats-test-phone";
const GPC_BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/133.0 stats-test-gpc";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ADDRESS = "203.0.113.77";
const PHONE_ADDRESS = "198.51.100.23";

/** Counter value of a dimension and value over every day read. */
function counted(rows: readonly StatIncrement[], dimension: string, value = ""): number {
  return rows.filter((row) => row.dimension === dimension && row.value === value).reduce((sum, row) => sum + row.count, 0);
}

function valuesOf(rows: readonly StatIncrement[], dimension: string): string[] {
  return [...new Set(rows.filter((row) => row.dimension === dimension).map((row) => row.value))].sort();
}

/** Every text of every table, for the privacy check. */
async function dumpDatabase(t: Pick<TestDatabase, "name" | "db">): Promise<string> {
  const dumps: string[] = [];
  for (const name of await ownTables(t)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
    dumps.push(`${name}: ${JSON.stringify(rows.rows)}`);
  }
  return dumps.join("\n");
}

describe.each(testDatabases())("site statistics on $name", ({ open }) => {
  let t: TestDatabase;
  let dir: { dir: string; remove(): Promise<void> };
  let site: TestApp;

  beforeAll(async () => {
    t = await open();
    dir = await makeTempDir("stats-");
    await writeFakeBuild(clientDirIn(dir.dir));
    site = await startTestApp({ DATABASE_URL: t.url }, { dir: dir.dir, now: () => NOW });
  });
  afterAll(async () => {
    await site?.close();
    await dir?.remove();
    await t?.dispose();
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = ADDRESS, method: "GET" | "HEAD" = "GET") =>
    site.app.inject({ method, url, remoteAddress, headers: { "user-agent": DESKTOP, ...headers } });

  it("counts what visitors see, by canonical page, and nothing else", async () => {
    // Visitor 1, desktop, from a search engine (the path and query of the Referer are dropped).
    expect((await get("/sv", { referer: "https://www.google.com/search?q=nordlegend+secret" })).statusCode).toBe(200);
    // The same visitor moves on: one more view, not one more visitor; the site's own Referer is no source.
    expect((await get("/en/otc", { referer: `${SITE_URL}/sv` })).statusCode).toBe(200);
    // A client-side navigation fetches the route data instead of the HTML.
    expect((await get("/sv.data", { referer: `${SITE_URL}/en/otc` })).statusCode).toBe(200);
    // Visitor 2, a phone, from a campaign link to an unprefixed URL, answered in English.
    const campaign = await get(
      "/otc?utm_source=Newsletter&utm_medium=Email&utm_campaign=Autumn%20offer",
      { "user-agent": PHONE, "accept-language": "en-GB,en;q=0.8" },
      PHONE_ADDRESS,
    );
    expect(campaign.statusCode).toBe(200);
    // A GPC browser from a forum: the view and its page only.
    expect(
      (await get("/sv/otc", { "user-agent": GPC_BROWSER, "sec-gpc": "1", referer: "https://forum.example/t/1" })).statusCode,
    ).toBe(200);
    // Do Not Track is honoured the same way.
    expect((await get("/sv/otc", { "user-agent": GPC_BROWSER, dnt: "1" }, "192.0.2.9")).statusCode).toBe(200);

    // Never counted: a bot, no user agent, a prefetch, HEAD, assets, files, health checks, the console.
    expect((await get("/sv", { "user-agent": GOOGLEBOT })).statusCode).toBe(200);
    expect((await site.app.inject({ method: "GET", url: "/sv", remoteAddress: ADDRESS })).statusCode).toBe(200);
    expect((await get("/sv/otc", { "sec-purpose": "prefetch" })).statusCode).toBe(200);
    expect((await get("/sv/otc", {}, ADDRESS, "HEAD")).statusCode).toBe(200);
    expect((await get("/assets/entry-AbC123.js")).statusCode).toBe(200);
    expect((await get("/robots.txt")).statusCode).toBe(200);
    expect((await get("/healthz")).statusCode).toBe(200);
    await get("/admin");
    // A 304 is a revisit of a page the browser has: a view.
    const etag = String((await get("/en/otc", {}, "192.0.2.50")).headers.etag);
    expect((await get("/en/otc", { "if-none-match": etag }, "192.0.2.50")).statusCode).toBe(304);
    // 404s: counted apart, by path (a bot's are not).
    expect((await get("/sv/old-page?ref=x")).statusCode).toBe(404);
    expect((await get("/wp-login.php", { "user-agent": GOOGLEBOT })).statusCode).toBe(404);

    await site.app.siteStats.flush();
    const rows = await readStats(t.db, "2026-11-24", "2026-11-24");
    expect(counted(rows, "views")).toBe(8);
    expect(counted(rows, "visitors")).toBe(3);
    expect(counted(rows, "page", "/sv")).toBe(2);
    expect(counted(rows, "page", "/en/otc")).toBe(4);
    expect(counted(rows, "page", "/sv/otc")).toBe(2);
    expect(valuesOf(rows, "page")).toEqual(["/en/otc", "/sv", "/sv/otc"]);
    expect(counted(rows, "lang", "sv")).toBe(4);
    expect(counted(rows, "lang", "en")).toBe(4);
    expect(valuesOf(rows, "referrer")).toEqual(["www.google.com"]);
    expect(counted(rows, "referrer", "www.google.com")).toBe(1);
    expect(counted(rows, "utm_source", "newsletter")).toBe(1);
    expect(counted(rows, "utm_medium", "email")).toBe(1);
    expect(counted(rows, "utm_campaign", "autumn offer")).toBe(1);
    expect(counted(rows, "device", "desktop")).toBe(5);
    expect(counted(rows, "device", "mobile")).toBe(1);
    expect(counted(rows, "source", "www.google.com")).toBe(1);
    expect(counted(rows, "source", "newsletter")).toBe(1);
    expect(counted(rows, "source", "(direct)")).toBe(1);
    expect(counted(rows, "entry", "/sv")).toBe(1);
    expect(counted(rows, "entry", "/en/otc")).toBe(2);
    expect(valuesOf(rows, "not_found")).toEqual(["/sv/old-page"]);
    expect(JSON.stringify(rows)).not.toContain("nordlegend+secret");
    expect(JSON.stringify(rows)).not.toContain("forum.example");
  });

  it("keeps neither the client address nor the full user agent of the page traffic above", async () => {
    // Before any enquiry: enquiries keep their sender's user agent by design (the privacy policy
    // says so); page traffic must leave neither the address nor the agent anywhere.
    const dump = await dumpDatabase(t);
    expect(dump).toContain("stats_visitors");
    expect(dump).toContain("www.google.com");
    const secrets = [ADDRESS, PHONE_ADDRESS, "192.0.2.50", "192.0.2.9", DESKTOP, PHONE, GPC_BROWSER, GOOGLEBOT];
    for (const secret of [...secrets, "stats-test-desktop", "stats-test-phone", "stats-test-gpc", "Googlebot"])
      expect(dump).not.toContain(secret);
  });

  it("ties an enquiry to its sender's entry page and source, and counts it by them", async () => {
    const post = (userAgent: string, remoteAddress: string, extra: Record<string, string> = {}, email = "x@example.se") =>
      site.app.inject({
        method: "POST",
        url: "/",
        remoteAddress,
        headers: { ...JSON_FORM_HEADERS, "user-agent": userAgent, origin: SITE_URL, referer: `${SITE_URL}/en/otc`, ...extra },
        payload: formBody("contact", { email }),
      });
    expect((await post(PHONE, PHONE_ADDRESS, {}, "phone@example.se")).statusCode).toBe(200);
    // The GPC browser's post: no hash is made, so nothing is known.
    expect((await post(GPC_BROWSER, "192.0.2.9", { "sec-gpc": "1" }, "gpc@example.se")).statusCode).toBe(200);
    // Someone whose visit is not known today.
    expect((await post(DESKTOP, "192.0.2.200", {}, "unknown@example.se")).statusCode).toBe(200);

    const [phone] = await listSubmissions(t.db, { email: "phone@example.se" });
    expect(phone).toMatchObject({ entryPage: "/en/otc", source: "newsletter" });
    const [gpc] = await listSubmissions(t.db, { email: "gpc@example.se" });
    expect(gpc).toMatchObject({ entryPage: null, source: null });
    const [unknown] = await listSubmissions(t.db, { email: "unknown@example.se" });
    expect(unknown).toMatchObject({ entryPage: null, source: null });

    await site.app.siteStats.flush();
    const report = await statsReport(t.db, 7, NOW);
    // Three visitors are below the minimum sample: no conversion is claimed (docs/decisions/030-the-owners-bookings.md).
    expect(report.totals).toEqual({ visitors: 3, views: 8, enquiries: 3, bookings: 0, conversion: null });
    expect(report.daily.at(-1)).toEqual({ day: "2026-11-24", visitors: 3, views: 8, enquiries: 3 });
    expect(report.daily).toHaveLength(7);
    expect(report.sources).toContainEqual({ value: "newsletter", visitors: 1, enquiries: 1, conversion: null });
    expect(report.sources).toContainEqual({ value: "www.google.com", visitors: 1, enquiries: 0, conversion: null });
    expect(report.sources).toContainEqual({ value: "(unknown)", visitors: 0, enquiries: 2, conversion: null });
    expect(report.entryPages).toContainEqual({ value: "/en/otc", visitors: 2, enquiries: 1, conversion: null });
    expect(report.notFound).toEqual([{ value: "/sv/old-page", count: 1 }]);
  });

  it("forgets the visitor hashes with the day's salt, and keeps the counters", async () => {
    expect(
      Number(
        (
          await t.db
            .selectFrom("stats_visitors")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(3);
    await deleteExpiredIpSalts(t.db, new Date(NOW.getTime() + 2 * 86_400_000));
    expect(await t.db.selectFrom("stats_visitors").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("ip_salts").selectAll().execute()).toEqual([]);
    expect(counted(await readStats(t.db, "2026-11-24", "2026-11-24"), "views")).toBe(8);
  });

  it("counts a visitor once when several instances serve them, and adds their page views up", async () => {
    const later = new Date("2026-11-25T09:00:00.000Z");
    const second = await startTestApp({ DATABASE_URL: t.url }, { dir: dir.dir, now: () => later });
    const third = await startTestApp({ DATABASE_URL: t.url }, { dir: dir.dir, now: () => later });
    try {
      for (const instance of [second, third]) {
        for (let i = 0; i < 3; i++)
          await instance.app.inject({ method: "GET", url: "/sv", remoteAddress: ADDRESS, headers: { "user-agent": DESKTOP } });
      }
      await Promise.all([second.app.siteStats.flush(), third.app.siteStats.flush()]);
      // A second round on top: increments, not overwrites.
      await third.app.inject({ method: "GET", url: "/sv", remoteAddress: "192.0.2.77", headers: { "user-agent": DESKTOP } });
    } finally {
      await second.close();
      // Closing writes what is left.
      await third.close();
    }
    const rows = await readStats(t.db, "2026-11-25", "2026-11-25");
    expect(counted(rows, "views")).toBe(7);
    expect(counted(rows, "visitors")).toBe(2);
    expect(counted(rows, "entry", "/sv")).toBe(2);
  });

  it("caps the values a day keeps per dimension, and their length", async () => {
    const collector = new StatsCollector(t.db, {
      saltOf: async () => "salt",
      siteHost: "nordlegend.se",
      valueCap: 3,
      now: () => new Date("2026-11-26T08:00:00.000Z"),
    });
    const visit = (n: number, search = "") =>
      collector.recordPage(
        { ip: `192.0.2.${n}`, headers: { "user-agent": DESKTOP, referer: `https://site-${n}.example/` }, search },
        "/sv",
        "sv",
      );
    for (let n = 1; n <= 5; n++) visit(n);
    await collector.flush();
    // A later flush with new values: the day is full, so they go to (other) too.
    for (let n = 6; n <= 8; n++) visit(n, `utm_campaign=${n}${"x".repeat(500)}`);
    visit(1);
    await collector.flush();
    const rows = await readStats(t.db, "2026-11-26", "2026-11-26");
    expect(valuesOf(rows, "referrer")).toEqual([OTHER_VALUE, "site-1.example", "site-2.example", "site-3.example"]);
    expect(counted(rows, "referrer", OTHER_VALUE)).toBe(5);
    expect(counted(rows, "referrer", "site-1.example")).toBe(2);
    const campaigns = valuesOf(rows, "utm_campaign");
    expect(campaigns).toHaveLength(3);
    expect(Math.max(...campaigns.map((value) => value.length))).toBe(100);
  });

  it("purges counters older than 25 months", async () => {
    expect(facts.en.timeline.statisticsRetention).toBe("25\u00A0months");
    expect(statisticsCutoffDay(new Date("2026-11-24T10:00:00Z"))).toBe("2024-10-24");
    await t.db
      .insertInto("site_stats")
      .values([
        { day: "2024-10-23", dimension: "views", value: "", count: 5 },
        { day: "2024-10-24", dimension: "views", value: "", count: 6 },
      ])
      .execute();
    expect(await purgeSiteStats(t.db, statisticsCutoffDay(NOW))).toBe(1);
    const left = await readStats(t.db, "2024-10-01", "2024-10-31");
    expect(left.map((row) => row.day)).toEqual(["2024-10-24"]);
  });
});
