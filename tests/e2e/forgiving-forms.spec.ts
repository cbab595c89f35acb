import type { Locator, Page } from "@playwright/test";
import { forms } from "~/content/forms";
import { home } from "~/content/home";
import { ui } from "~/content/ui";
import { LANGS, contactForm, expect, expectNoAxeViolations, gotoHydrated, hydrateNear, test } from "./fixtures";
import { storedSubmissions, uniqueEmail } from "./store";

/**
 * Forms that forgive and context that carries (docs/decisions/022-forms-that-forgive.md), in
 * both languages: errors follow the value, the long forms list what to fix, the project
 * dialog opens on its title, thank-you headings land in view on a small phone, a privacy line
 * sits under every submit button, and a service page's call to action names the service in
 * the contact message.
 */

const REQUIRED = { sv: "Fyll i det här fältet.", en: "Please fill in this field." } as const;
const CHOOSE = { sv: "Välj ett alternativ.", en: "Please choose an option." } as const;
const EMAIL = { sv: "Ange en giltig e-postadress.", en: "Please enter a valid email address." } as const;
const SMALL_PHONE = { width: 375, height: 667 };

/** The fixed header's bottom and, on a phone, the bottom navigation's top: the part of the view a visitor sees. */
async function visibleBand(page: Page, lang: "sv" | "en"): Promise<{ top: number; bottom: number }> {
  const header = await page.locator("body > header, header").first().boundingBox();
  const nav = page.getByRole("navigation", { name: ui[lang].mobileNavLabel });
  const navBox = (await nav.isVisible()) ? await nav.boundingBox() : null;
  return { top: (header?.y ?? 0) + (header?.height ?? 0), bottom: navBox?.y ?? page.viewportSize()!.height };
}

/** Waits until the element's box lies fully inside the visible band (smooth scrolling may still run). */
async function expectFullyInView(page: Page, lang: "sv" | "en", target: Locator) {
  await expect
    .poll(async () => {
      const band = await visibleBand(page, lang);
      const box = await target.boundingBox();
      return !!box && box.y >= band.top && box.y + box.height <= band.bottom;
    })
    .toBe(true);
}

async function openProjectForm(page: Page, lang: "sv" | "en"): Promise<Locator> {
  await page.getByRole("link", { name: home[lang].hero.tryNow }).click();
  const dialog = page.getByRole("dialog", { name: forms[lang].project.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of LANGS) {
  const copy = forms[lang];

  test.describe(`forms that forgive (${lang})`, () => {
    test("the contact form: a corrected field loses its error at once, a touched field is re-checked on blur", async ({
      page,
    }) => {
      await gotoHydrated(page, `/${lang}`);
      const form = await contactForm(page);
      const fields = copy.contact.fields;
      const name = form.getByLabel(fields.name!.label);
      const email = form.getByLabel(fields.email!.label);
      await form.getByRole("button", { name: copy.contact.submit }).click();
      await expect(form.getByText(REQUIRED[lang], { exact: true })).toHaveCount(3);
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);

      // One keystroke makes the name valid: its error and aria-invalid go while focus stays there.
      await name.pressSequentially("A");
      await expect(name).toBeFocused();
      await expect(name).not.toHaveAttribute("aria-invalid");
      await expect(form.getByText(REQUIRED[lang], { exact: true })).toHaveCount(2);

      // Typing an address that is not yet valid says so, without waiting for the submit.
      await email.fill("ada@");
      await expect(form.getByText(EMAIL[lang], { exact: true })).toBeVisible();
      await email.fill("ada@example.se");
      await expect(email).not.toHaveAttribute("aria-invalid");
      await expect(form.getByText(EMAIL[lang], { exact: true })).toHaveCount(0);

      // A field that had no error: typing adds none; leaving it touched and invalid does.
      const company = form.getByLabel(fields.company!.label);
      await company.fill("Acme AB");
      await email.fill("not-an-address");
      await expect(email).not.toHaveAttribute("aria-invalid");
      await company.focus();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(EMAIL[lang], { exact: true })).toBeVisible();
      // A field merely passed through (never changed) is not flagged on blur.
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await hydrateNear(page, "contact-form");
      await page.locator("#contact form").getByLabel(fields.name!.label).focus();
      await page.locator("#contact form").getByLabel(fields.email!.label).focus();
      await expect(page.locator("#contact form").getByLabel(fields.name!.label)).not.toHaveAttribute("aria-invalid");
    });

    test("the project dialog opens on its title; selects ask for a choice; the summary links to each field and follows the fixes", async ({
      page,
    }) => {
      await gotoHydrated(page, `/${lang}`);
      const dialog = await openProjectForm(page, lang);
      await expect(dialog.getByRole("heading", { name: copy.project.title })).toBeFocused();

      const fields = copy.project.fields;
      await dialog.getByRole("button", { name: copy.project.submit }).click();
      // Project name, email and goal are text; organisation, type, timeline and budget are choices.
      await expect(dialog.getByText(REQUIRED[lang], { exact: true })).toHaveCount(3);
      await expect(dialog.getByText(CHOOSE[lang], { exact: true })).toHaveCount(4);
      const summary = dialog.getByRole("group", { name: copy.errorSummary });
      await expect(summary.getByRole("link")).toHaveCount(7);
      // In the order of the page, which is not the schema's (organisation comes before type).
      const order = ["projectName", "email", "organizationType", "projectType", "timeline", "budget", "projectGoal"];
      const texts = await summary.getByRole("link").allTextContents();
      expect(texts.map((text) => text.split(":")[0])).toEqual(order.map((name) => fields[name]!.label));
      await expectNoAxeViolations(page);

      const budgetLink = summary.getByRole("link", { name: `${fields.budget!.label}: ${CHOOSE[lang]}` });
      await budgetLink.click();
      const budget = dialog.getByLabel(fields.budget!.label);
      await expect(budget).toBeFocused();
      await budget.selectOption("50k-100k");
      await expect(budget).not.toHaveAttribute("aria-invalid");
      await expect(summary.getByRole("link")).toHaveCount(6);
      await expect(budgetLink).toHaveCount(0);

      await dialog.getByLabel(fields.projectName!.label).fill("Hamnen");
      await expect(summary.getByRole("link")).toHaveCount(5);
    });

    test("the OTC form lists what to fix at the top, and the list goes with the last error", async ({ page }) => {
      await gotoHydrated(page, `/${lang}/otc`);
      const otc = copy["otc-network-request"];
      const form = page.locator("#network-form form");
      await form.getByRole("button", { name: otc.submit }).click();
      const summary = form.getByRole("group", { name: copy.errorSummary });
      // Full name, company, email, jurisdiction, four choices and the acknowledgment.
      await expect(summary.getByRole("link")).toHaveCount(9);
      await summary.getByRole("link", { name: new RegExp(`^${otc.fields.jurisdiction!.label}`) }).click();
      await expect(form.getByLabel(otc.fields.jurisdiction!.label)).toBeFocused();
      await expectNoAxeViolations(page);

      await form.getByLabel(otc.fields.fullName!.label).fill("Karin Ek");
      await form.getByLabel(otc.fields.company!.label).fill("Ek Family Office");
      await form.getByLabel(otc.fields.email!.label).fill("karin@example.se");
      await form.getByLabel(otc.fields.jurisdiction!.label).fill("Sverige");
      await form.getByLabel(otc.fields.assetType!.label).selectOption("bitcoin");
      await form.getByLabel(otc.fields.transactionType!.label).selectOption("buy");
      await form.getByLabel(otc.fields.transactionSize!.label).selectOption("1m-5m");
      await form.getByLabel(otc.fields.frequency!.label).selectOption("monthly");
      await expect(summary.getByRole("link")).toHaveCount(1);
      await form.getByLabel(otc.fields.acknowledgment!.label).check();
      await expect(summary).toHaveCount(0);
    });

    test("a privacy line under each submit button links to the privacy policy", async ({ page }) => {
      const policy = `/${lang}/privacy-policy`;
      await gotoHydrated(page, `/${lang}`);
      await expect(page.locator("#contact").getByRole("link", { name: copy.privacyNote.link })).toHaveAttribute("href", policy);
      const dialog = await openProjectForm(page, lang);
      await expect(dialog.getByRole("link", { name: copy.privacyNote.link })).toHaveAttribute("href", policy);
      await gotoHydrated(page, `/${lang}/otc`);
      await expect(page.locator("#network-form").getByRole("link", { name: copy.privacyNote.link })).toHaveAttribute(
        "href",
        policy,
      );
      const response = await page.request.get(policy);
      expect(response.status()).toBe(200);
    });
  });

  test.describe(`on a 375×667 phone (${lang})`, () => {
    test.use({ viewport: SMALL_PHONE });

    test("the hero shows logo, title, subtitle, slogan and its button above the bottom navigation", async ({ page }) => {
      await page.goto(`/${lang}`);
      const hero = page.locator("#hero");
      const band = await visibleBand(page, lang);
      const content = home[lang].hero;
      for (const element of [
        hero.locator("svg").first(),
        hero.getByRole("heading", { level: 1, name: content.title }),
        hero.getByText(content.subtitle),
        hero.getByText(content.slogan),
        hero.getByRole("link", { name: content.tryNow }),
      ]) {
        const box = await element.boundingBox();
        expect(box, await element.evaluate((node) => node.outerHTML.slice(0, 80))).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(band.top);
        expect(box!.y + box!.height).toBeLessThanOrEqual(band.bottom);
      }
      await expectNoAxeViolations(page);
    });

    test("the contact form's thank-you heading is fully in view below the fixed header", async ({ page }) => {
      const email = uniqueEmail(`thanks-phone-${lang}`);
      await gotoHydrated(page, `/${lang}#contact`);
      const form = await contactForm(page);
      await form.getByLabel(copy.contact.fields.name!.label).fill("Ada");
      await form.getByLabel(copy.contact.fields.email!.label).fill(email);
      // A long message makes the form much taller than its thank-you view.
      await form.getByLabel(copy.contact.fields.message!.label).fill("Hej!\n".repeat(30));
      await form.getByRole("button", { name: copy.contact.submit }).click();
      const heading = page.getByRole("heading", { name: copy.contact.success.title });
      await expect(heading).toBeFocused();
      await expectFullyInView(page, lang, heading);
      await storedSubmissions(email);
    });

    test("the OTC and project thank-you headings are fully in view", async ({ page }) => {
      // The server's answer is not what is tested here: a stored submission is, in enquiries.spec.ts.
      await page.route("/", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' })
          : route.continue(),
      );
      await gotoHydrated(page, `/${lang}`);
      const dialog = await openProjectForm(page, lang);
      const fields = copy.project.fields;
      await dialog.getByLabel(fields.projectName!.label).fill("Hamnen");
      await dialog.getByLabel(fields.email!.label).fill("ada@example.se");
      await dialog.getByLabel(fields.organizationType!.label).selectOption("sme");
      await dialog.getByLabel(fields.projectType!.label).selectOption("ai");
      await dialog.getByLabel(fields.timeline!.label).selectOption("1-3months");
      await dialog.getByLabel(fields.budget!.label).selectOption("0-10k");
      await dialog.getByLabel(fields.projectGoal!.label).fill("En agent.");
      await dialog.getByRole("button", { name: copy.project.submit }).click();
      const projectHeading = dialog.getByRole("heading", { name: copy.project.success.title });
      await expect(projectHeading).toBeFocused();
      await expectFullyInView(page, lang, projectHeading);

      await gotoHydrated(page, `/${lang}/otc#network-form`);
      const otc = copy["otc-network-request"];
      const form = page.locator("#network-form form");
      await form.getByLabel(otc.fields.fullName!.label).fill("Karin Ek");
      await form.getByLabel(otc.fields.company!.label).fill("Ek Family Office");
      await form.getByLabel(otc.fields.email!.label).fill("karin@example.se");
      await form.getByLabel(otc.fields.jurisdiction!.label).fill("Sverige");
      await form.getByLabel(otc.fields.assetType!.label).selectOption("bitcoin");
      await form.getByLabel(otc.fields.transactionType!.label).selectOption("buy");
      await form.getByLabel(otc.fields.transactionSize!.label).selectOption("1m-5m");
      await form.getByLabel(otc.fields.frequency!.label).selectOption("monthly");
      await form.getByLabel(otc.fields.acknowledgment!.label).check();
      await form.getByRole("button", { name: otc.submit }).click();
      const otcHeading = page.getByRole("heading", { name: otc.success.title });
      await expect(otcHeading).toBeFocused();
      await expectFullyInView(page, lang, otcHeading);
    });
  });

  test.describe(`on a touch phone (${lang})`, () => {
    test.use({ viewport: SMALL_PHONE, hasTouch: true, isMobile: true });

    test("tapping a portfolio thumbnail keeps the strip still and the featured project in view", async ({ page }) => {
      const portfolio = home[lang].portfolio;
      await gotoHydrated(page, `/${lang}`);
      const tabs = page.getByRole("tablist", { name: portfolio.pickerLabel });
      await hydrateNear(page, "portfolio");
      await tabs.scrollIntoViewIfNeeded();
      const before = await tabs.boundingBox();
      for (const index of [5, 1, 7]) {
        await tabs.getByRole("tab").nth(index).tap();
        const heading = page.getByRole("tabpanel").getByRole("heading", { level: 3 });
        await expect(heading).toHaveText(portfolio.projects[index]!.title);
        expect((await tabs.boundingBox())!.y).toBe(before!.y);
        await expect(page.getByRole("tabpanel")).toBeInViewport();
      }
    });
  });

  test.describe(`context that carries (${lang})`, () => {
    test("a service page's call to action arrives at the contact form with the service named", async ({ page }) => {
      const service = home[lang].services.cards["ai-agents"]!.title;
      const about = `${copy.about} ${service}: `;
      await page.goto(`/${lang}/services/ai-agents`);
      // The hero's call to action (the closing one carries the same name).
      const contact = page.locator(`main a[href="/${lang}#contact"]`).first();
      await expect(contact).toHaveAttribute("data-about", service);
      await contact.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}#contact$`));
      await hydrateNear(page, "contact-form");
      const message = page.locator("#contact form").getByLabel(copy.contact.fields.message!.label);
      await expect(message).toHaveValue(about);

      // Taken once: the next visit to the form starts empty.
      await page.reload();
      await hydrateNear(page, "contact-form");
      await expect(page.locator("#contact form").getByLabel(copy.contact.fields.message!.label)).toHaveValue("");
    });

    test("without JavaScript the call to action is the plain link to the contact section", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${lang}/services/ai-agents`);
      const contact = page.locator(`main a[href="/${lang}#contact"]`).first();
      await contact.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}#contact$`));
      await expect(page.locator("#contact form").getByLabel(copy.contact.fields.message!.label)).toHaveValue("");
      await context.close();
    });
  });

  test.describe(`small things (${lang})`, () => {
    test("the language link keeps the section: by fragment, and by where the visitor scrolled", async ({ page }) => {
      const other = lang === "sv" ? "en" : "sv";
      await gotoHydrated(page, `/${lang}#services`);
      // The page scrolls to the fragment smoothly: the visitor reads the section once it is there.
      await expect
        .poll(() => page.locator("#services").evaluate((node) => Math.round(node.getBoundingClientRect().top)))
        .toBeLessThan(99);
      await page.getByRole("link", { name: new RegExp(`^${other.toUpperCase()}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/${other}#services$`));
      await expect(page.locator("#services")).toBeInViewport();

      await gotoHydrated(page, `/${lang}`);
      await page.locator("#team").evaluate((node) => node.scrollIntoView({ block: "start", behavior: "instant" }));
      await page.getByRole("link", { name: new RegExp(`^${other.toUpperCase()}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/${other}#team$`));
    });

    test("the info hub's arrows stay inside their cards at 375 px", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`/info/${lang}`);
      const summaries = page.locator("details > summary");
      const count = await summaries.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const summary = summaries.nth(index);
        const card = await summary.boundingBox();
        const arrow = await summary.locator(":scope > span").last().boundingBox();
        expect(arrow!.x + arrow!.width).toBeLessThanOrEqual(card!.x + card!.width);
        expect(arrow!.width).toBeGreaterThanOrEqual(36);
      }
    });
  });
}
