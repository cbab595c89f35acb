import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, servedText, test } from "./fixtures";
import { enrolColleague, enrolOwner, publish, shootWidths, startConsoleServer, type ConsoleServer } from "./console-server";
import { localizedPath } from "~/i18n/pages";

/**
 * The editor draws every shape and speaks the owner's language
 * (docs/decisions/027-editor-shapes-and-owners-language.md): "Facts and figures" opens with its
 * prices, timelines, percentages and texts, and a price changed there and published with a
 * passkey is the figure on every page that shows it, in both languages; the privacy policy gets
 * a subheading and a bulleted list; a stale translation's warning names the field by its label
 * and leads to it; the page list names service pages by title and a search finds a word.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-editor-shapes-e2e-");
  await harness.cli("operator", "invite", "owner@example.test");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });

const pageText = (page: Page, path: string): Promise<string> => servedText(page, `${harness.site}${path}`);

const shoot = (page: Page, name: string, around?: Locator) => shootWidths(page, name, { around });

/** A whole figure in a page's text, whatever space Intl groups its thousands with. */
const figure = (thousands: number, lang: "sv" | "en") =>
  new RegExp(`(?<![\\d,. \\u00a0\\u202f])${thousands}${lang === "sv" ? "[ \\u00a0\\u202f]" : ","}000(?![\\d])`);

/**
 * The no-code price's upper bound as a page shows it: English pages the product record's dollars,
 * Swedish pages kronor only, at the facts' conversion (10 kronor to the dollar; decision 031).
 */
const shown = (dollarThousands: number, lang: "sv" | "en") =>
  figure(lang === "sv" ? dollarThousands * 10 : dollarThousands, lang);

test("as the owner, a price changed in Facts and figures is the figure on every page that shows it, in both languages", async ({
  page,
}) => {
  await enrolOwner(page, harness);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
  await page.getByRole("link", { name: "Facts and figures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Facts and figures" })).toBeVisible();

  // No group opens empty: each fold of the facts has fields in it.
  for (const group of ["Timelines", "Prices", "Percentages", "Texts"]) {
    await page
      .locator("summary")
      .filter({ hasText: new RegExp(`^${group}$`) })
      .click();
    const fold = page.locator("details").filter({ has: page.locator("summary", { hasText: new RegExp(`^${group}$`) }) });
    expect(await fold.locator("input, select, [role=textbox]").count(), group).toBeGreaterThan(0);
  }
  // The no-code MVP's price reads as a row: its name, then from, to and currency.
  const price = page
    .getByRole("group", { name: "No-code MVP:", exact: true })
    .filter({ has: page.getByRole("combobox", { name: /^Currency/ }) });
  await expect(price.getByRole("spinbutton", { name: "From (No-code MVP)" })).toHaveValue("5000");
  const upper = price.getByRole("spinbutton", { name: "To (No-code MVP)" });
  await expect(upper).toHaveValue("25000");
  await expect(price.getByRole("combobox", { name: "Currency (No-code MVP)" })).toHaveValue("USD");
  await expectNoAxeViolations(page);
  await shoot(page, "editor-facts-prices-en", price);

  // Which pages show the price before the change: the service page, and the home card if it names it.
  const pages = ["/sv/services/no-code-low-code", "/en/services/no-code-low-code-mvp", "/sv", "/en"];
  const showing = [];
  for (const path of pages) {
    const lang = path.startsWith("/sv") ? "sv" : "en";
    if (shown(25, lang).test(await pageText(page, path))) showing.push(path);
  }
  expect(showing).toEqual(expect.arrayContaining(pages.slice(0, 2)));

  await upper.fill("27000");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await publish(page, "Published. The page is updated.", "Publish anyway", "The checks found warnings:");

  for (const path of showing) {
    const lang = path.startsWith("/sv") ? "sv" : "en";
    await expect.poll(async () => shown(27, lang).test(await pageText(page, path)), { timeout: 3_000 }).toBe(true);
  }
  // None shows the old figure any more, in either language.
  for (const path of pages) {
    const lang = path.startsWith("/sv") ? "sv" : "en";
    expect(shown(25, lang).test(await pageText(page, path)), path).toBe(false);
  }
});

test("the privacy editor adds a subheading and a bulleted list, and both reach the live policy in both languages", async ({
  page,
}) => {
  // The policy is the longest form: drawing, saving and axe take long on a loaded machine.
  test.setTimeout(150_000);
  await enrolColleague(page, harness, "privacy-editor@example.test", "editor");
  await page.getByRole("link", { name: "Privacy policy" }).click();
  // The sections are a list, open at the top of the form.
  const first = page.getByRole("group", { name: "Sections no. 1", exact: true });
  const blocks = first.getByRole("group", { name: "Blocks", exact: true });
  await expect(blocks.getByRole("group", { name: /^Blocks no\. 1 \(/ })).toBeVisible();
  const before = await blocks.getByRole("group", { name: /^Blocks no\. \d+ \(/ }).count();

  await blocks.getByRole("button", { name: /^Add subheading\W+Blocks$/ }).click();
  const heading = blocks.getByRole("group", { name: `Blocks no. ${before + 1} (subheading)` });
  await expect(heading.getByRole("combobox", { name: "Kind" })).toHaveValue("h3");
  await heading.getByRole("textbox", { name: "Text (Swedish)" }).fill("Om du ångrar dig");
  await heading.getByRole("textbox", { name: "Text (English)" }).fill("If you change your mind");

  await blocks.getByRole("button", { name: /^Add bulleted list\W+Blocks$/ }).click();
  const list = blocks.getByRole("group", { name: `Blocks no. ${before + 2} (bulleted list)` });
  await list.getByRole("button", { name: /^Add\W+Items$/ }).click();
  await list.getByRole("textbox", { name: "Items no. 1 (Swedish)" }).fill("Skriv till oss så raderar vi uppgifterna.");
  await list.getByRole("textbox", { name: "Items no. 1 (English)" }).fill("Write to us and we delete the data.");
  // The policy is the longest document: its save takes a while on a loaded machine.
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await shoot(page, "editor-privacy-blocks-en", list);

  await page.getByRole("button", { name: "På svenska" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Integritetspolicy" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "editor-privacy-blocks-sv", page.getByRole("group", { name: "Stycken", exact: true }).first());
  await publish(page, "Publicerat. Sidan är uppdaterad.", "Publicera ändå", "Kontrollerna hittade varningar:");

  const sv = localizedPath("sv", { page: "privacy-policy" });
  const en = localizedPath("en", { page: "privacy-policy" });
  await expect.poll(() => pageText(page, sv), { timeout: 3_000 }).toMatch(/<h3[^>]*>Om du ångrar dig<\/h3>/);
  expect(await pageText(page, sv)).toMatch(/<li[^>]*>Skriv till oss så raderar vi uppgifterna\.<\/li>/);
  await expect.poll(() => pageText(page, en), { timeout: 3_000 }).toMatch(/<h3[^>]*>If you change your mind<\/h3>/);
  expect(await pageText(page, en)).toMatch(/<li[^>]*>Write to us and we delete the data\.<\/li>/);
});

test("a stale translation's warning names the field by its label and leads to it, in both console languages", async ({
  page,
  consoleErrors,
}) => {
  // Axe over the whole home page's form takes long on a loaded machine.
  test.setTimeout(120_000);
  consoleErrors.allow(/status of 422/);
  await enrolColleague(page, harness, "stale-editor@example.test", "editor");
  await page.getByRole("link", { name: "Home page" }).click();
  await page
    .locator("summary")
    .filter({ hasText: /^About$/ })
    .click();
  await page.getByRole("textbox", { name: "Eyebrow (Swedish)" }).fill("Vilka vi är");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const warnings = page.getByRole("alert").filter({ hasText: "The checks found warnings:" });
  await expect(warnings).toContainText("A translation may be out of date: Home page › About › Eyebrow (English)");
  await expect(warnings).not.toContainText("$.");
  // Going back to fix it is the first choice.
  await expect(warnings.getByRole("button", { name: "Cancel and fix" })).toHaveClass(/btn-primary/);
  await expectNoAxeViolations(page);
  await shoot(page, "editor-stale-warning-en", warnings);

  await page.getByRole("button", { name: "På svenska" }).click();
  const varningar = page.getByRole("alert").filter({ hasText: "Kontrollerna hittade varningar:" });
  const again = page.getByRole("button", { name: "Publicera", exact: true });
  await expect(again.or(varningar)).toBeVisible();
  if (!(await varningar.isVisible())) await again.click();
  await expect(varningar).toContainText("En översättning kan vara inaktuell: Startsidan › Om oss › Överrubrik (engelska)");
  await shoot(page, "editor-stale-warning-sv", varningar);
  // With its fold closed, "Go to the field" opens it and puts the caret in the English eyebrow.
  await page
    .locator("summary")
    .filter({ hasText: /^Om oss$/ })
    .click();
  await expect(page.getByRole("textbox", { name: "Överrubrik (Engelska)" })).toBeHidden();
  await varningar.getByRole("link", { name: /^Gå till fältet\W+Startsidan › Om oss › Överrubrik \(engelska\)$/ }).click();
  await expect(page.getByRole("textbox", { name: "Överrubrik (Engelska)" })).toBeFocused();
});

test("the page list names service pages by title, and a search over every text finds a word and leads to its field", async ({
  page,
}) => {
  await enrolColleague(page, harness, "search-editor@example.test", "editor");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Service page: No-code and low-code MVPs" })).toBeVisible();
  await expect(page.getByRole("link", { name: /no-code-low-code/ })).toHaveCount(0);

  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Search every page's texts" }).fill("legendariska");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status").filter({ hasText: /result/ })).toBeVisible();
  const hit = page.getByRole("list", { name: "Results" }).getByRole("link", { name: "Home page › Hero › Slogan (Swedish)" });
  await expect(hit).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "editor-search-en");

  await page.getByRole("button", { name: "På svenska" }).click();
  await expect(page.getByRole("link", { name: "Tjänstesida: MVP med no-code och low-code" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Sök i alla sidors texter" }).fill("legendariska");
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  const träff = page
    .getByRole("list", { name: "Träffar" })
    .getByRole("link", { name: "Startsidan › Toppsektion › Slogan (svenska)" });
  await expect(träff).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "editor-search-sv");
  await träff.click();
  await expect(page.getByRole("textbox", { name: "Slogan (Svenska)" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Slogan (Svenska)" })).toContainText("legendariska");
});
