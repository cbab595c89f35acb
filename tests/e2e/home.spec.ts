import { forms } from "~/content/forms";
import { home } from "~/content/home";
import { ui } from "~/content/ui";
import { SERVICE_SLUGS, localizedPath } from "~/i18n/pages";
import { LANGS, contactForm, expect, expectNoAxeViolations, gotoHydrated, hydrateNear, lineBoxes, test } from "./fixtures";

const SECTIONS = ["hero", "company", "services", "portfolio", "team", "contact"] as const;

for (const lang of LANGS) {
  const content = home[lang];
  const copy = ui[lang];

  test.describe(`home page (${lang})`, () => {
    test("has every section in order, with its anchor and heading", async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page).toHaveTitle(content.meta.title);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
      const ids = await page.locator("main > section[id]").evaluateAll((nodes) => nodes.map((node) => node.id));
      expect(ids).toEqual([...SECTIONS]);
      for (const heading of [
        content.about.heading,
        content.services.heading,
        content.portfolio.heading,
        content.team.heading,
        content.contact.heading,
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.locator("#company li")).toHaveCount(3);
      await expect(page.locator("#team").getByRole("listitem")).toHaveCount(6);
      await expectNoAxeViolations(page);
    });

    test("the footer keeps the organisation number on one line at every width", async ({ page }) => {
      await page.goto(`/${lang}`);
      const number = page
        .getByRole("contentinfo")
        .getByText(/559412-3878/)
        .last();
      for (const width of [320, 375, 768, 1024, 1100, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await number.scrollIntoViewIfNeeded();
        // One line box: the number is not broken at its hyphen.
        expect(await lineBoxes(number), `${width} px`).toBe(1);
      }
    });

    test("links every service in grid order, featured cards first and fifth", async ({ page }) => {
      await page.goto(`/${lang}`);
      const services = page.locator("#services");
      const hrefs = await services.locator("h3 a, li > a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(SERVICE_SLUGS.map((slug) => localizedPath(lang, { page: "service", slug })));
      for (const index of [0, 4]) {
        const card = content.services.cards[SERVICE_SLUGS[index]!]!;
        await expect(services.getByText(card.description)).toBeVisible();
        await expect(services.getByText(card.keywords[0]!, { exact: true }).first()).toBeVisible();
      }
      await expect(services.getByRole("link", { name: content.services.infoLink })).toHaveAttribute("href", `/info/${lang}`);
      await expect(services.getByRole("link", { name: content.services.contactLink })).toHaveAttribute(
        "href",
        `/${lang}#contact`,
      );
    });

    test("header navigation uses in-page anchors and the footer links out", async ({ page }) => {
      await page.goto(`/${lang}`);
      const nav = page.getByRole("navigation", { name: copy.mainNavLabel });
      for (const item of copy.nav) {
        const expected = item.id === "otc" ? `/${lang}/otc` : `#${item.id}`;
        await expect(nav.getByRole("link", { name: item.label })).toHaveAttribute("href", expected);
      }
      await nav.getByRole("link", { name: copy.nav.find((item) => item.id === "team")!.label }).click();
      await expect(page.locator("#team")).toBeInViewport();

      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: copy.footer.privacy })).toHaveAttribute("href", `/${lang}/privacy-policy`);
      await expect(footer.getByRole("link", { name: copy.footer.terms })).toHaveAttribute("href", `/${lang}/terms`);
      await expect(footer.getByRole("link", { name: copy.footer.support })).toHaveAttribute("href", `/${lang}/support`);
      await expect(footer.getByRole("link", { name: copy.footer.allSocial })).toHaveAttribute("href", `/${lang}/social`);
      await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(footer.locator('a[target="_blank"]')).toHaveCount(7);
    });

    test("the footer's year is the build's, whatever the visitor's clock says", async ({ page, request }) => {
      // No test may depend on today's date (it failed around New Year): the year is read from
      // the prerendered page, and the visitor's clock is set, not read. The footer is not an
      // island (docs/decisions/010-hydration-per-page.md), so it keeps the year it was built
      // with; the islands around it hydrate without a mismatch (the console-error check).
      const html = await (await request.get(`/${lang}`)).text();
      const built = Number(/©\s*(?:<!-- -->)?(\d{4})/.exec(html)?.[1]);
      expect(built).toBeGreaterThanOrEqual(2025);
      expect(built).toBeLessThanOrEqual(new Date().getFullYear());
      await page.clock.setFixedTime(new Date(`${built + 3}-06-01T12:00:00Z`));
      await gotoHydrated(page, `/${lang}`);
      await expect(page.getByRole("contentinfo")).toContainText(`© ${built}`);
    });

    test("the carousel switches project by thumbnail and by arrow key", async ({ page }) => {
      await gotoHydrated(page, `/${lang}`);
      await hydrateNear(page, "portfolio");
      const picker = page.getByRole("tablist", { name: content.portfolio.pickerLabel });
      const tabs = picker.getByRole("tab");
      await expect(tabs).toHaveCount(8);
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText(content.portfolio.projects[0]!.title);

      await tabs.nth(2).click();
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText(content.portfolio.projects[2]!.title);
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(3)).toBeFocused();
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText(content.portfolio.projects[3]!.title);

      const withLink = content.portfolio.projects.findIndex((project) => project.url);
      await tabs.nth(withLink).click();
      const external = panel.getByRole("link", { name: content.portfolio.viewProject });
      await expect(external).toHaveAttribute("target", "_blank");
      await expect(external).toHaveAttribute("rel", /noopener/);
      // Each project's badge says where it stands (a pilot, open source, a prototype), not "in development" for all.
      const featured = content.portfolio.projects[withLink]!;
      await expect(panel.getByText(featured.status ?? content.portfolio.inDevelopment, { exact: true })).toBeVisible();
    });

    test("the contact form shows localized required-field errors and keeps what was typed", async ({ page }) => {
      await gotoHydrated(page, `/${lang}`);
      const form = await contactForm(page);
      const fields = forms[lang].contact.fields;
      await form.getByLabel(fields.company!.label).fill("Acme AB");
      await form.getByRole("button", { name: forms[lang].contact.submit }).click();
      const required = lang === "sv" ? "Fyll i det här fältet." : "Please fill in this field.";
      await expect(form.getByText(required)).toHaveCount(3);
      await expect(form.getByLabel(fields.name!.label)).toBeFocused();
      await expect(form.getByLabel(fields.name!.label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(fields.company!.label)).toHaveValue("Acme AB");
      await form.getByLabel(fields.email!.label).fill("not-an-email");
      await form.getByRole("button", { name: forms[lang].contact.submit }).click();
      await expect(
        form.getByText(lang === "sv" ? "Ange en giltig e-postadress." : "Please enter a valid email address."),
      ).toBeVisible();
    });
  });
}

test.describe("project enquiry modal", () => {
  const copy = forms.en.project;

  test("opens from the hero, traps focus, closes by Escape and icon without losing input", async ({ page }) => {
    await gotoHydrated(page, "/en");
    const trigger = page.getByRole("link", { name: home.en.hero.tryNow });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: copy.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(copy.fields.projectName!.label).fill("Harbour twin");
    // Focus stays inside the modal dialog: the page behind it is inert.
    for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const height = await dialog.evaluate((node) => node.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) * 0.9 + 1);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog.getByLabel(copy.fields.projectName!.label)).toHaveValue("Harbour twin");
    await dialog.getByRole("link", { name: copy.closeLabel }).click();
    await expect(dialog).toBeHidden();
    await trigger.click();
    await expect(dialog.getByLabel(copy.fields.projectName!.label)).toHaveValue("Harbour twin");
    await expectNoAxeViolations(page);
  });

  test("opens on the openProjectForm window event and shows required-field errors", async ({ page }) => {
    await gotoHydrated(page, "/en#team");
    await page.evaluate(() => window.dispatchEvent(new Event("openProjectForm")));
    const dialog = page.getByRole("dialog", { name: copy.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: copy.submit }).click();
    await expect(dialog.getByLabel(copy.fields.projectName!.label)).toBeFocused();
    // Seven required fields: project name, email and goal to fill in; type, organisation,
    // budget and timeline to choose (each also listed in the error summary, hence exact).
    await expect(dialog.getByText("Please fill in this field.", { exact: true })).toHaveCount(3);
    await expect(dialog.getByText("Please choose an option.", { exact: true })).toHaveCount(4);
    await expect(dialog.getByLabel(copy.fields.budget!.label)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(copy.fields.reference!.label)).not.toHaveAttribute("aria-invalid", "true");
  });

  test("budget labels are dollars in English and kronor in Swedish, with the same values", async ({ page }) => {
    for (const lang of LANGS) {
      await gotoHydrated(page, `/${lang}`);
      await page.getByRole("link", { name: home[lang].hero.tryNow }).click();
      const budget = page.getByRole("dialog").getByLabel(forms[lang].project.fields.budget!.label);
      // evaluateAll does not wait: wait for the modal's form (loaded on the click) to be there.
      await expect(budget.locator("option:not([disabled])")).toHaveCount(5);
      const options = await budget
        .locator("option:not([disabled])")
        .evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent })));
      expect(options.map((option) => option.value)).toEqual(["0-10k", "10k-50k", "50k-100k", "100k-500k", "500k+"]);
      expect(options.map((option) => option.label).join(" ")).toContain(lang === "sv" ? "kr" : "$");
    }
  });
});

test.describe("language", () => {
  test("the toggle links to the same page in the other language and the choice survives a reload", async ({ page }) => {
    await gotoHydrated(page, "/sv");
    const toggle = page.getByRole("link", { name: /^EN/ });
    await expect(toggle).toHaveAttribute("href", "/en");
    await toggle.click();
    await expect(page).toHaveURL(/\/en$/);
    // A document load (links never route client-side: docs/decisions/010-hydration-per-page.md).
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.en.hero.title);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "i18nextLng")?.value).toBe("en");
    // The unprefixed home page now answers in the saved language, even to a Swedish browser.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.en.hero.title);
  });

  test("unprefixed pages follow the browser language", async ({ browser }) => {
    for (const [locale, lang] of [
      ["sv-SE", "sv"],
      ["en-GB", "en"],
      ["de-DE", "en"],
    ] as const) {
      const context = await browser.newContext({ locale, timezoneId: "America/New_York" });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home[lang].hero.title);
      await expect(page).toHaveURL(/\/$/);
      await context.close();
    }
  });

  test("an English browser in Stockholm's time zone with nothing saved switches to Swedish", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US", timezoneId: "Europe/Stockholm" });
    const page = await context.newPage();
    await page.goto("/#team");
    await expect(page).toHaveURL(/\/sv#team$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await context.close();
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the bottom navigation shows every item whole, no label cut mid-word", async ({ page }) => {
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: ui.en.mobileNavLabel });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link")).toHaveCount(6);
    await expect(nav.getByRole("link", { name: "About" })).toHaveText("About");
    await expect(nav.getByRole("link", { name: "Work" })).toHaveText("Work");
    await expect(nav).not.toContainText("…");
    await expect(nav.getByRole("link", { name: "Services" })).toContainText("Services");
    await expect(page.getByRole("navigation", { name: ui.en.mainNavLabel })).toBeHidden();
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});

test("unknown paths get the localized not-found page with status 404", async ({ page, consoleErrors }) => {
  // Chromium reports the 404 document itself as a failed resource.
  consoleErrors.allow(/status of 404/);
  for (const [path, lang] of [
    ["/en/no-such-page", "en"],
    ["/sv/finns/inte", "sv"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui[lang].notFound.title);
    await expectNoAxeViolations(page);
  }
});

test("head data: canonical, alternates, Open Graph, Twitter and JSON-LD per language", async ({ page }) => {
  for (const lang of LANGS) {
    await page.goto(`/${lang}`);
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://nordlegend.se/${lang}`);
    await expect(head.locator('link[rel="alternate"][hreflang="sv"]')).toHaveAttribute("href", "https://nordlegend.se/sv");
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", "https://nordlegend.se/en");
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", "https://nordlegend.se/");
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", lang === "sv" ? "sv_SE" : "en_US");
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", "https://nordlegend.se/og-image.png");
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /\S/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", home[lang].meta.description);
    const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents();
    const organization = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "ProfessionalService");
    expect(organization).toMatchObject({
      currenciesAccepted: "SEK",
      priceRange: "Contact for pricing",
      availableLanguage: ["Swedish", "English"],
    });
    expect(organization.areaServed.name).toBe("Sweden");
  }
  const og = await page.request.get("/og-image.png");
  expect(og.headers()["content-type"]).toBe("image/png");
});
