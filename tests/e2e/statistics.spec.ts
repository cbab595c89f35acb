import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { forms } from "~/content/forms";
import { contactForm, expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { enrolOwner, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The cookieless site statistics end to end (docs/decisions/012-cookieless-statistics.md):
 * real browsers visit from search engines, a campaign link, a bot and a GPC browser, one sends
 * an enquiry, and the owner's overview shows exactly those figures. Its own server, because
 * the console's passkeys need SITE_URL http://localhost:PORT and the counts need a fresh day.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("stats-e2e-");
});
test.afterAll(async () => harness?.stop());

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const OTHER_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A browser of its own (its own user agent and headers), as a separate visitor. */
async function visitor(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ locale: "en-GB", ...options });
  return context.newPage();
}

/** The rows of one of the overview's lists, as their cells' text. */
async function listRows(page: Page, title: string): Promise<string[][]> {
  const rows = page.getByRole("region", { name: title }).getByRole("row");
  const all = await rows.evaluateAll((elements) =>
    elements.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
  );
  return all.slice(1);
}

test("visits from search, a campaign and a GPC browser, a bot and an enquiry: the overview shows exactly them", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // A: a desktop browser from Google, who reads on and then mistypes an address.
  const a = await visitor(browser);
  await a.goto(`${harness.site}/sv`, { referer: "https://www.google.com/search?q=nordlegend+konsult" });
  await a.goto(`${harness.site}/sv/otc`);
  expect((await a.goto(`${harness.site}/sv/gammal-sida`))?.status()).toBe(404);

  // B: a phone from the newsletter, who sends an enquiry from the page it entered on.
  const b = await visitor(browser, { userAgent: PHONE, viewport: { width: 390, height: 844 } });
  await gotoHydrated(b, `${harness.site}/en?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`);
  const contact = forms.en.contact;
  const form = await contactForm(b);
  await form.getByLabel(contact.fields.name!.label).fill("Stina Statistik");
  await form.getByLabel(contact.fields.email!.label).fill("stina@example.se");
  await form.getByLabel(contact.fields.message!.label).fill("Saw your newsletter.");
  await form.getByRole("button", { name: contact.submit }).click();
  await expect(b.getByRole("heading", { name: contact.success.title })).toBeVisible();

  // C: another desktop from DuckDuckGo, straight to the OTC page.
  const c = await visitor(browser, { userAgent: OTHER_DESKTOP });
  await c.goto(`${harness.site}/en/otc`, { referer: "https://duckduckgo.com/" });

  // Not counted: a crawler.
  const bot = await visitor(browser, { userAgent: GOOGLEBOT });
  await bot.goto(`${harness.site}/sv`);
  await bot.goto(`${harness.site}/sv/finns-inte`);

  // A GPC browser from Hacker News: one page view, nothing else.
  const gpc = await visitor(browser, { extraHTTPHeaders: { "Sec-GPC": "1" } });
  await gpc.goto(`${harness.site}/sv`, { referer: "https://news.ycombinator.com/" });

  for (const p of [a, b, c, bot, gpc]) await p.context().close();

  // The owner signs in: the overview is the first screen.
  await enrolOwner(page, harness);
  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");

  const totals = page.locator("dl").first();
  await expect(totals).toContainText("Visitors3");
  await expect(totals).toContainText("Page views5");
  await expect(totals).toContainText("Enquiries1");
  await expect(totals).toContainText("Booked calls0");
  // Three visitors are too few for a conversion to say anything: a dash, not 33.3 %
  // (MIN_CONVERSION_SAMPLE, docs/decisions/030-the-owners-bookings.md).
  await expect(totals).toContainText("Conversion–");
  await expect(totals).not.toContainText("33.3%");

  // The chart's figures, as the table a screen reader reads.
  const perDay = page.getByRole("table", { name: "Per day" });
  await expect(perDay.getByRole("row")).toHaveCount(8);
  const today = new Date().toISOString().slice(0, 10);
  await expect(perDay.getByRole("row", { name: today })).toHaveText(`${today}351`);

  // One visitor each: too few for a conversion, so each row shows a dash.
  expect(await listRows(page, "Sources and conversion")).toEqual([
    ["newsletter", "1", "1", "–"],
    ["duckduckgo.com", "1", "0", "–"],
    ["www.google.com", "1", "0", "–"],
  ]);
  expect(await listRows(page, "Entry pages and conversion")).toEqual([
    ["/en", "1", "1", "–"],
    ["/en/otc", "1", "0", "–"],
    ["/sv", "1", "0", "–"],
  ]);
  expect(await listRows(page, "Top pages")).toEqual([
    ["/sv", "2"],
    ["/en", "1"],
    ["/en/otc", "1"],
    ["/sv/otc", "1"],
  ]);
  expect(await listRows(page, "Campaigns (utm_campaign)")).toEqual([["autumn", "1"]]);
  expect(await listRows(page, "Referring websites")).toEqual([
    ["duckduckgo.com", "1"],
    ["www.google.com", "1"],
  ]);
  expect(await listRows(page, "Devices")).toEqual([
    ["Computer", "3"],
    ["Mobile", "1"],
  ]);
  expect(await listRows(page, "Pages not found (404)")).toEqual([["/sv/gammal-sida", "1"]]);
  await expectNoAxeViolations(page);

  // The table as CSV.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export the table (CSV)" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe("day,visitors,page_views,enquiries");
  expect(csv).toContain(`${today},3,5,1\r\n`);

  // The same figures on the command line.
  const json = JSON.parse(await harness.cli("stats", "--days", "7", "--format", "json")) as { totals: unknown };
  expect(json.totals).toEqual({ visitors: 3, views: 5, enquiries: 1, bookings: 0, conversion: null });

  // At 375 px nothing runs off the side; in Swedish too.
  await page.setViewportSize({ width: 375, height: 812 });
  if (process.env.STATS_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.STATS_SCREENSHOTS}/overview-en-375.png`, fullPage: true });
  const widest = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((element) => !element.closest(".sr-only") && element.getBoundingClientRect().right > 375)
      .map((element) => `${element.tagName}.${element.className}`)
      .slice(0, 5),
  );
  expect(widest, "elements wider than 375 px").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "På svenska" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Källor och konvertering" })).toContainText("newsletter");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  if (process.env.STATS_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.STATS_SCREENSHOTS}/overview-sv-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (process.env.STATS_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.STATS_SCREENSHOTS}/overview-sv-1280.png`, fullPage: true });
  await page.getByRole("button", { name: "In English" }).click();

  // The enquiry knows where its sender came from.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
  await page.getByRole("link", { name: "Stina Statistik" }).click();
  const about = page.getByRole("region", { name: "About the enquiry" });
  await expect(about).toContainText("Entry page/en");
  await expect(about).toContainText("Sourcenewsletter");
  await expectNoAxeViolations(page);
  expect(await harness.cli("show", (await harness.cli("list")).split("\n")[1]!.split(/\s+/)[0]!)).toMatch(
    /entryPage: \/en\nsource: {4}newsletter/,
  );
});
