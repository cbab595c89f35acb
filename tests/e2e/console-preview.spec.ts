import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { enrolColleague, shootWidths, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The console's preview of a draft, or of a whole unpublished set, at phone and desktop width
 * (docs/decisions/018-content-editing.md): the pages the publish would change, each in a frame
 * of the page's exact width, rendered with the drafts in place; the live site unchanged.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-preview-e2e-");
  await harness.cli("operator", "invite", "owner@example.test");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });

/** Saves a draft of `document` through the console's API, as the editor's browser. */
async function draft(page: Page, document: string, change: (body: Record<string, unknown>) => void): Promise<void> {
  const opened = await (await page.request.get(`${harness.site}/api/admin/content/document?id=${document}`)).json();
  const body = structuredClone(opened.live.body);
  change(body);
  const saved = await page.request.put(`${harness.site}/api/admin/content/draft`, {
    headers: { origin: harness.site },
    data: { document, body, expectedVersion: opened.draft?.version ?? 0 },
  });
  expect(saved.status()).toBe(200);
}

const shoot = (page: Page, name: string) => shootWidths(page, name);

test("an editor previews a set of drafts on each page it changes, at phone and desktop width, in both languages", async ({
  page,
}) => {
  await enrol(page);
  await draft(page, "home", (body) => {
    (body.hero as { slogan: { sv: string } }).slogan.sv = "En slogan bara i förhandsvisningen";
  });
  await draft(page, "support", (body) => {
    (body.title as { en: string }).en = "Support, previewed";
  });

  // From the page list, with nothing ticked: every draft, on every page they change.
  await page.reload();
  await page.getByRole("link", { name: "Preview at phone and desktop width" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Preview" })).toBeVisible();
  await expect(page.getByText(/^Drafts: all drafts \(/)).toContainText("Home page");
  const pageChoice = page.getByRole("combobox", { name: "Page" });
  const options = await pageChoice.getByRole("option").allTextContents();
  expect(options).toEqual(expect.arrayContaining(["/sv", "/en", "/sv/support", "/en/support"]));
  await expect(pageChoice).toHaveValue(options[0]!);

  // The Swedish home page with the draft, at desktop width; the live page as it was.
  await pageChoice.selectOption("/sv");
  const desktop = page.getByTitle("Preview of /sv, 1280 px wide");
  await expect(desktop).toHaveAttribute("width", "1280");
  await expect(desktop.contentFrame().getByText("En slogan bara i förhandsvisningen")).toBeVisible();
  expect(await (await page.request.get(`${harness.site}/sv`)).text()).not.toContain("En slogan bara i förhandsvisningen");
  // The frame is shrunk to fit the console, which never scrolls sideways, on a phone either.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // At phone width the page lays out at 375 px: the frame's own viewport is that wide.
  await page.getByRole("button", { name: "Phone (375 px)" }).click();
  await expect(page.getByRole("button", { name: "Phone (375 px)" })).toHaveAttribute("aria-pressed", "true");
  const phone = page.getByTitle("Preview of /sv, 375 px wide");
  await expect(phone.contentFrame().getByText("En slogan bara i förhandsvisningen")).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().includes("/api/admin/content/preview"));
  expect(await frame!.evaluate(() => window.innerWidth)).toBe(375);
  await expectNoAxeViolations(page);
  await shoot(page, "content-preview-en");

  // The other draft's page, in English.
  await pageChoice.selectOption("/en/support");
  await expect(
    page.getByTitle("Preview of /en/support, 375 px wide").contentFrame().getByRole("heading", { level: 1 }),
  ).toHaveText("Support, previewed");
  const newTab = await page.getByRole("link", { name: "Open in a new tab" }).getAttribute("href");
  expect(newTab).toBe("/api/admin/content/preview?path=%2Fen%2Fsupport");

  // From the editor: that draft alone, and the console in Swedish.
  await page.getByRole("button", { name: "På svenska" }).click();
  await page.getByRole("link", { name: "Tillbaka till innehållet" }).click();
  await page.getByRole("link", { name: "Startsidan" }).click();
  // The page list has a preview link of the same name (all drafts): the editor's, once it is open.
  await expect(page.getByRole("heading", { level: 1, name: "Startsidan" })).toBeVisible();
  await page.getByRole("link", { name: "Förhandsvisa i mobil- och datorbredd" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Förhandsvisning" })).toBeVisible();
  await expect(page.getByText("Utkast: Startsidan", { exact: true })).toBeVisible();
  const sidor = await page.getByRole("combobox", { name: "Sida" }).getByRole("option").allTextContents();
  expect(new Set(sidor)).toEqual(new Set(["/sv", "/en"]));
  await expect(page.getByTitle(/^Förhandsvisning av \/(sv|en), 1280 px bred$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "content-preview-sv");
});

async function enrol(page: Page): Promise<void> {
  await enrolColleague(page, harness, "previewer@example.test", "editor");
}
