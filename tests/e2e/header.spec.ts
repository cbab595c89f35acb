import type { Locator } from "@playwright/test";
import { ui } from "~/content/ui";
import { homeSectionHref, localizedPath, type PageRef } from "~/i18n/pages";
import { LANGS, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * "Book a call" in the header of every public page at every width (docs/decisions/029-booking-for-the-visitor.md),
 * here at the tablet widths where it used to be hidden (640 to 1023 px) and at 1024, where the
 * navigation turns to one line: visible, in the header's one row, beside and not over the
 * navigation and the language switch, with nothing wider than the screen.
 */

const TABLETS = [
  { width: 640, height: 900 },
  { width: 800, height: 1000 },
  { width: 1024, height: 768 },
] as const;
const PAGES: PageRef[] = [{ page: "home" }, { page: "service", slug: "ai-agents" }, { page: "privacy-policy" }];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "laid out").not.toBeNull();
  return found!;
}

for (const viewport of TABLETS) {
  for (const lang of LANGS) {
    test(`${lang}, ${viewport.width} px: "Book a call" is in the header beside the navigation and the language switch`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const ref of PAGES) {
        await page.goto(localizedPath(lang, ref));
        const header = page.getByRole("banner");
        const book = header.getByRole("link", { name: ui[lang].bookCall });
        await expect(book).toBeVisible();
        await expect(book).toHaveAttribute("href", ref.page === "home" ? "#contact" : homeSectionHref(lang, "contact"));
        const nav = await box(header.getByRole("navigation", { name: ui[lang].mainNavLabel }));
        const toggle = await box(header.locator("a[data-lang-choice]"));
        const button = await box(book);
        const bar = await box(header);
        // One row, left to right: the navigation, the language switch, then the button, on screen.
        expect(nav.x + nav.width).toBeLessThanOrEqual(toggle.x);
        expect(toggle.x + toggle.width).toBeLessThanOrEqual(button.x);
        expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
        expect(button.y).toBeGreaterThanOrEqual(bar.y);
        expect(button.y + button.height).toBeLessThanOrEqual(bar.y + bar.height);
        expect(bar.height).toBeLessThanOrEqual(65);
        // A touch target, and its words on one line.
        expect(button.height).toBeGreaterThanOrEqual(40);
        expect(button.height).toBeLessThan(48);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        // Every navigation item stays shown: the button took no one's place.
        await expect(header.getByRole("navigation").getByRole("link")).toHaveCount(ui[lang].nav.length);
        for (const item of ui[lang].nav) await expect(header.getByRole("link", { name: item.label, exact: true })).toBeVisible();
      }
      // The home link keeps its name where the wordmark makes room for the button.
      await expect(page.getByRole("banner").getByRole("link", { name: ui[lang].homeLink, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

for (const lang of LANGS) {
  test(`${lang}: the home link is named once, not the wordmark and then its name ("Nordlegend Nordlegend, home")`, async ({
    page,
  }) => {
    // The prerendered pages and the server's own booking page, which writes its header itself.
    for (const path of [...PAGES.map((ref) => localizedPath(lang, ref)), `/${lang}/booking`]) {
      await page.goto(path);
      const home = page.getByRole("banner").getByRole("link", { name: /Nordlegend/ });
      await expect(home, path).toHaveCount(1);
      await expect(home, path).toHaveAccessibleName(ui[lang].homeLink);
    }
  });
}
