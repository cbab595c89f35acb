import { phoneDisplay, site } from "~/config/site";
import { privacyPolicy } from "~/content/legal/privacy";
import { support } from "~/content/legal/support";
import { terms } from "~/content/legal/terms";
import { ui } from "~/content/ui";
import { documentTitle } from "~/seo/head";
import { LANGS, expect, expectNoAxeViolations, test } from "./fixtures";

const PAGES = [
  { path: "privacy-policy", content: privacyPolicy },
  { path: "terms", content: terms },
  { path: "support", content: support },
] as const;

/** How each revision date of the documents reads on the page. */
const UPDATED: Record<string, Record<(typeof LANGS)[number], string>> = {
  "2026-11-21": { sv: "21 november 2026", en: "21 November 2026" },
  "2026-11-23": { sv: "23 november 2026", en: "23 November 2026" },
  "2026-11-26": { sv: "26 november 2026", en: "26 November 2026" },
};

for (const lang of LANGS) {
  for (const { path, content: localized } of PAGES) {
    const content = localized[lang];

    test(`${path} (${lang}): title, date, table of contents, sections with the company's facts`, async ({ page }) => {
      await page.goto(`/${lang}/${path}`);
      await expect(page).toHaveTitle(documentTitle(content.meta));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
      const updated = page.locator(`time[datetime="${content.updated}"]`);
      await expect(updated).toBeVisible();
      expect(UPDATED[content.updated], `how ${content.updated} reads`).toBeDefined();
      await expect(updated).toHaveText(UPDATED[content.updated]![lang]);
      await expect(page.getByText(ui[lang].documentPage.updated)).toBeVisible();

      const contents = page.getByRole("navigation", { name: ui[lang].documentPage.contents });
      const hrefs = await contents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(content.sections.map((section) => `#${section.id}`));
      for (const section of content.sections) {
        await expect(page.locator(`section#${section.id}`).getByRole("heading", { level: 2 })).toHaveText(section.heading);
      }

      const main = page.getByRole("main");
      await expect(main).not.toContainText(/\{(legalName|orgNumber|email|phone|address)\}/);
      await expect(main).toContainText(site.email);

      const last = content.sections.at(-1)!;
      await contents.getByRole("link", { name: last.heading, exact: true }).click();
      await expect(page.locator(`section#${last.id} h2`)).toBeInViewport();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`privacy policy (${lang}) names the controller from site.ts`, async ({ page }) => {
    await page.goto(`/${lang}/privacy-policy`);
    const controller = page.locator("section#controller");
    await expect(controller).toContainText(site.legalName);
    await expect(controller).toContainText(site.orgNumber);
    for (const office of site.offices)
      await expect(controller).toContainText(`${office.street}, ${office.postcode} ${office.city}`);
  });

  test(`support (${lang}) shows the phone, the mailbox and both offices`, async ({ page }) => {
    await page.goto(`/${lang}/support`);
    const copy = ui[lang].documentPage;
    const cards = page.getByRole("region", { name: copy.contactHeading });
    await expect(cards.getByRole("link", { name: phoneDisplay(lang) })).toHaveAttribute("href", `tel:${site.phone.tel}`);
    await expect(cards.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    for (const office of site.offices) await expect(cards.getByText(office.street)).toBeVisible();
  });
}

test("the unprefixed legal pages answer 200", async ({ request }) => {
  for (const path of ["/privacy-policy", "/terms", "/support", "/social"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
