import { site } from "~/config/site";
import { social } from "~/content/social";
import { ui } from "~/content/ui";
import { documentTitle } from "~/seo/head";
import { LANGS, expect, expectNoAxeViolations, test } from "./fixtures";

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

for (const lang of LANGS) {
  const content = social[lang];
  // "Visit Profile", then the network and the new-tab note for screen readers.
  const visitName = (network: string) => new RegExp(`^${content.visitProfile}\\W+${network} ${escape(ui[lang].newTab)}$`);

  test.describe(`social page (${lang})`, () => {
    test("has the icon row, seven profile cards opening in a new tab, and Contact Us", async ({ page }) => {
      await page.goto(`/${lang}/social`);
      await expect(page).toHaveTitle(documentTitle(content.meta));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);

      const iconRow = page.getByRole("navigation", { name: content.iconRowLabel });
      await expect(iconRow.getByRole("link")).toHaveCount(7);
      for (const profile of site.socials) {
        const link = iconRow.getByRole("link", { name: new RegExp(`^${profile.name} `) });
        await expect(link).toHaveAttribute("href", profile.url);
        await expect(link).toHaveAttribute("target", "_blank");
      }

      const cards = page.getByRole("main").getByRole("heading", { level: 2 }).filter({ hasNotText: content.contactHeading });
      await expect(cards).toHaveText(site.socials.map((profile) => profile.name));
      for (const profile of site.socials) {
        await expect(page.getByText(content.profiles[profile.id])).toBeVisible();
        const visit = page.getByRole("link", { name: visitName(profile.name) });
        await expect(visit).toHaveAttribute("href", profile.url);
        await expect(visit).toHaveAttribute("target", "_blank");
        await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
      }

      await expect(page.getByRole("link", { name: content.contactUs })).toHaveAttribute("href", `/${lang}#contact`);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a profile link opens the network in a new tab", async ({ page, context }) => {
      await page.goto(`/${lang}/social`);
      // The networks are not reachable from the test machine: answer them locally.
      await context.route(/^https:\/\/(www\.)?linkedin\.com\//, (route) =>
        route.fulfill({ body: "<title>LinkedIn</title>", contentType: "text/html" }),
      );
      const [popup] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: visitName("LinkedIn") }).click(),
      ]);
      await expect(popup).toHaveURL("https://www.linkedin.com/company/nordlegend");
      expect(await popup.evaluate(() => window.opener)).toBeNull();
    });
  });
}
