import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { serviceContents } from "~/content/services";
import { ui } from "~/content/ui";
import { otherLang, type Lang } from "~/i18n/lang";
import { localizedPath, thanksPath, unprefixedPath, type PageRef } from "~/i18n/pages";
import { LANGS, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The pages that ship no framework JavaScript (docs/decisions/010-hydration-per-page.md), one of
 * each kind, with JavaScript on and off: no module script, the language toggle switches (and,
 * with JavaScript, saves the choice as app/i18n/preference.ts does), axe finds nothing.
 */
const KINDS: { kind: string; path: (lang: Lang) => string; status?: number }[] = [
  { kind: "service", path: (lang) => localizedPath(lang, { page: "service", slug: "ai-agents" }) },
  { kind: "privacy policy", path: (lang) => localizedPath(lang, { page: "privacy-policy" }) },
  { kind: "terms", path: (lang) => localizedPath(lang, { page: "terms" }) },
  { kind: "support", path: (lang) => localizedPath(lang, { page: "support" }) },
  { kind: "social", path: (lang) => localizedPath(lang, { page: "social" }) },
  { kind: "info hub", path: (lang) => localizedPath(lang, { page: "info" }) },
  { kind: "thank-you", path: (lang) => thanksPath(lang, "contact") },
  { kind: "not-found", path: (lang) => `/${lang}/no-such-page`, status: 404 },
];

const MODES = [
  { js: true, name: "JavaScript on" },
  { js: false, name: "JavaScript off" },
] as const;

async function open(browser: Browser, js: boolean, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ javaScriptEnabled: js, ...options });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return { context, page, scripts };
}

/**
 * axe needs JavaScript in the page, so the page as a browser without JavaScript has it is
 * checked in a context with JavaScript whose copy of the document has its scripts removed.
 */
async function expectNoAxeViolationsWithoutScripts(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
      await route.fulfill({ response, body });
    },
  );
  await page.goto(path);
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
}

/** The page's language toggle: named "… – Switch language to …" (sr-only). */
const toggleOf = (page: Page, lang: Lang) => page.getByRole("link", { name: ui[lang].switchLanguage }).first();

async function savedChoice(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "i18nextLng")?.value;
  return cookie;
}

for (const { js, name } of MODES) {
  test.describe(`plain pages, ${name}`, () => {
    for (const { kind, path, status = 200 } of KINDS) {
      for (const lang of LANGS) {
        test(`${kind} (${lang}): no framework script, the toggle switches${js ? " and saves" : ""}, axe`, async ({
          browser,
          consoleErrors,
        }) => {
          consoleErrors.allow(/status of 404/);
          const { context, page, scripts } = await open(browser, js);
          const response = await page.goto(path(lang));
          expect(response?.status()).toBe(status);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.locator('script[type="module"], script[src], link[rel="modulepreload"]')).toHaveCount(0);
          const inline = await page.locator('script:not([type="application/ld+json"])').allTextContents();
          expect(inline).toHaveLength(1);
          expect(inline[0]!.length).toBeLessThanOrEqual(1024);
          expect(scripts, "scripts the page loaded").toEqual([]);
          if (js) await expectNoAxeViolations(page);
          else await expectNoAxeViolationsWithoutScripts(browser, path(lang));
          await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

          const other = otherLang(lang);
          const toggle = toggleOf(page, lang);
          const href = await toggle.getAttribute("href");
          expect(href).toMatch(new RegExp(`^/(info/)?${other}\\b`));
          await toggle.click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", other);
          // With JavaScript the click saved the choice, as on the pages that hydrate; without it
          // nothing is saved and the URL's prefix alone decides.
          expect(await savedChoice(page)).toBe(js ? other : undefined);
          if (js) expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe(other);
          await context.close();
        });
      }
    }

    test("service FAQs open and close by keyboard", async ({ browser }) => {
      const { context, page } = await open(browser, js);
      const content = serviceContents["ai-agents"].en;
      await page.goto("/en/services/ai-agents");
      const details = page.locator("#faq details").first();
      const summary = details.locator("summary");
      const answer = details.getByText(content.faq!.items[0]!.answer);
      await expect(answer).toBeHidden();
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(details).toHaveAttribute("open", "");
      await expect(answer).toBeVisible();
      await page.keyboard.press("Space");
      await expect(answer).toBeHidden();
      // "Learn more" is an anchor to the benefits.
      await page.getByRole("link", { name: content.hero.secondaryCta, exact: true }).click();
      await expect(page).toHaveURL(/#benefits$/);
      await context.close();
    });

    test("the info hub keeps one panel open", async ({ browser }) => {
      const { context, page } = await open(browser, js);
      await page.goto("/info/en");
      const summaries = page.locator("main details > summary");
      await summaries.nth(0).click();
      await summaries.nth(2).click();
      await expect(page.locator("main details[open]")).toHaveCount(1);
      await expect(page.locator("main details").nth(2)).toHaveAttribute("open", "");
      await summaries.nth(1).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("main details[open]")).toHaveCount(1);
      await expect(page.locator("main details").nth(1)).toHaveAttribute("open", "");
      await context.close();
    });
  });
}

test.describe("plain pages, JavaScript on: the inline script", () => {
  test("a deep link opens its info hub panel, on arrival and on hash change", async ({ page }) => {
    await page.goto("/info/sv#tokenization-defi");
    await expect(page.locator("details#tokenization-defi")).toHaveAttribute("open", "");
    await expect(page.locator("details#tokenization-defi > summary")).toBeInViewport();
    await page.evaluate(() => (location.hash = "#enterprise-ai"));
    await expect(page.locator("details#enterprise-ai")).toHaveAttribute("open", "");
    await expect(page.locator("main details[open]")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  const service: PageRef = { page: "service", slug: "ai-agents" };

  test("at an unprefixed URL, Stockholm's time zone with nothing saved switches an English page to Swedish", async ({
    browser,
  }) => {
    const { context, page } = await open(browser, true, { locale: "en-US", timezoneId: "Europe/Stockholm" });
    await page.goto(`${unprefixedPath(service)}#faq`);
    await expect(page).toHaveURL(new RegExp(`${localizedPath("sv", service)}#faq$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await page.goto("/info");
    await expect(page).toHaveURL(/\/info\/sv$/);
    await context.close();
  });

  test("at an unprefixed URL, a choice saved in localStorage only wins over the browser language", async ({ browser }) => {
    const { context, page } = await open(browser, true, { locale: "sv-SE", timezoneId: "America/New_York" });
    await page.goto(localizedPath("sv", { page: "privacy-policy" }));
    await page.evaluate(() => localStorage.setItem("i18nextLng", "en"));
    await page.goto("/privacy-policy");
    await expect(page).toHaveURL(/\/en\/privacy-policy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("at an unprefixed URL, the server's choice stands when nothing calls for the other language", async ({ browser }) => {
    const { context, page } = await open(browser, true, { locale: "en-GB", timezoneId: "America/New_York" });
    await page.goto("/terms");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.waitForLoadState("load");
    await expect(page).toHaveURL(/\/terms$/);
    await context.close();
  });
});

test("without JavaScript an unprefixed URL stays what the server chose", async ({ browser }) => {
  const { context, page } = await open(browser, false, { locale: "en-US", timezoneId: "Europe/Stockholm" });
  await page.goto("/services/ai-agents");
  await expect(page).toHaveURL(/\/services\/ai-agents$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});
