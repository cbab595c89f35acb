import type { Locator } from "@playwright/test";
import { forms } from "~/content/forms";
import { home } from "~/content/home";
import { LANGS, contactForm, expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { mailsMentioning, storedSubmissions, uniqueEmail } from "./store";

const contact = forms.en.contact;
const project = forms.en.project;

/** The project form's required fields, filled the way a visitor would. */
async function fillProjectForm(
  scope: Locator,
  lang: "sv" | "en",
  values: {
    projectName: string;
    email: string;
    organizationType: string;
    projectType: string;
    timeline: string;
    budget: string;
    projectGoal: string;
  },
) {
  const fields = forms[lang].project.fields;
  await scope.getByLabel(fields.projectName!.label).fill(values.projectName);
  await scope.getByLabel(fields.email!.label).fill(values.email);
  await scope.getByLabel(fields.organizationType!.label).selectOption(values.organizationType);
  await scope.getByLabel(fields.projectType!.label).selectOption(values.projectType);
  await scope.getByLabel(fields.timeline!.label).selectOption(values.timeline);
  await scope.getByLabel(fields.budget!.label).selectOption(values.budget);
  await scope.getByLabel(fields.projectGoal!.label).fill(values.projectGoal);
}

test.describe("the contact form, submitted for real", () => {
  test("with JavaScript: stored, mailed, thanked, reset", async ({ page }) => {
    const email = uniqueEmail("contact-js");
    await gotoHydrated(page, "/en");
    const form = await contactForm(page);
    await form.getByLabel(contact.fields.name!.label).fill("Ada Lindqvist");
    await form.getByLabel(contact.fields.email!.label).fill(email);
    await form.getByLabel(contact.fields.message!.label).fill("We need an AI agent for support.\nSecond line <b>kept</b>.");
    await form.getByRole("button", { name: contact.submit }).click();
    await expect(page.getByRole("heading", { name: contact.success.title })).toBeFocused();
    await expect(page.getByText(contact.success.text)).toBeVisible();

    const [stored] = await storedSubmissions(email);
    expect(stored).toMatchObject({ form: "contact", status: "new", language: "en", page: "/en" });
    expect(stored!.fields).toMatchObject({
      name: "Ada Lindqvist",
      message: "We need an AI agent for support.\nSecond line <b>kept</b>.",
    });
    await mailsMentioning(email);

    await page.getByRole("button", { name: contact.success.again }).click();
    await expect(page.locator("#contact form").getByLabel(contact.fields.name!.label)).toHaveValue("");
  });

  test("the honeypot is answered like a success, stored as spam, and mailed to no one", async ({ page }) => {
    const email = uniqueEmail("contact-bot");
    await gotoHydrated(page, "/en");
    const form = await contactForm(page);
    await form.getByLabel(contact.fields.name!.label).fill("Bot");
    await form.getByLabel(contact.fields.email!.label).fill(email);
    await form.getByLabel(contact.fields.message!.label).fill("Buy now");
    await form.locator('input[name="bot-field"]').evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await form.getByRole("button", { name: contact.submit }).click();
    await expect(page.getByRole("heading", { name: contact.success.title })).toBeVisible();
    const [stored] = await storedSubmissions(email);
    expect(stored!.status).toBe("spam");

    // Looked for in the mailbox, not assumed: a genuine enquiry sent after the bot's is mailed
    // (the outbox works in order), and by then nothing has mentioned the bot's address.
    const genuine = uniqueEmail("contact-after-bot");
    await page.getByRole("button", { name: contact.success.again }).click();
    await form.getByLabel(contact.fields.name!.label).fill("Real Person");
    await form.getByLabel(contact.fields.email!.label).fill(genuine);
    await form.getByLabel(contact.fields.message!.label).fill("A real question about an AI project.");
    await form.getByRole("button", { name: contact.submit }).click();
    await expect(page.getByRole("heading", { name: contact.success.title })).toBeVisible();
    await mailsMentioning(genuine);
    await mailsMentioning(email, 0);
  });

  test("when the server refuses, the alert shows and every typed value stays", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/submitting the contact form failed|status of 503/i);
    await gotoHydrated(page, "/sv");
    await page.route("/", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 503, body: "down" }) : route.continue(),
    );
    const copy = forms.sv.contact;
    const form = await contactForm(page);
    await form.getByLabel(copy.fields.name!.label).fill("Sven Berg");
    await form.getByLabel(copy.fields.email!.label).fill("sven@example.test");
    await form.getByLabel(copy.fields.company!.label).fill("Berg AB");
    await form.getByLabel(copy.fields.message!.label).fill("Hej, vi vill ha hjälp.");
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByRole("alert")).toContainText("Det gick inte att skicka formuläret. Försök igen.");
    await expect(form.getByLabel(copy.fields.name!.label)).toHaveValue("Sven Berg");
    await expect(form.getByLabel(copy.fields.email!.label)).toHaveValue("sven@example.test");
    await expect(form.getByLabel(copy.fields.company!.label)).toHaveValue("Berg AB");
    await expect(form.getByLabel(copy.fields.message!.label)).toHaveValue("Hej, vi vill ha hjälp.");
  });

  test("when the network fails, the alert shows and the values stay", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/submitting the contact form failed|ERR_FAILED/i);
    await gotoHydrated(page, "/en");
    await page.route("/", (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
    const form = await contactForm(page);
    await form.getByLabel(contact.fields.name!.label).fill("Ada");
    await form.getByLabel(contact.fields.email!.label).fill("ada@example.test");
    await form.getByLabel(contact.fields.message!.label).fill("Hello");
    await form.getByRole("button", { name: contact.submit }).click();
    await expect(page.getByRole("alert")).toContainText("There was an error submitting the form. Please try again.");
    await expect(form.getByLabel(contact.fields.message!.label)).toHaveValue("Hello");
  });
});

test.describe("the project enquiry, submitted for real", () => {
  test("with JavaScript: every field stored, lists joined on the wire, close resets", async ({ page }) => {
    const email = uniqueEmail("project-js");
    await gotoHydrated(page, "/sv");
    const copy = forms.sv.project;
    await page.getByRole("link", { name: home.sv.hero.tryNow }).click();
    const dialog = page.getByRole("dialog", { name: copy.title });
    await fillProjectForm(dialog, "sv", {
      projectName: "Hamnens tvilling",
      email,
      organizationType: "enterprise",
      projectType: "ai",
      timeline: "3-6months",
      budget: "100k-500k",
      projectGoal: "En digital tvilling av hamnen.",
    });
    await dialog.getByLabel(copy.fields.name!.label).fill("Ada Lindqvist");
    // The optional fields are the second step, behind a disclosure; what they hold survives closing it.
    const more = dialog.getByRole("button", { name: copy.moreDetails });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByLabel(copy.fields.phoneNumber!.label)).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await dialog.getByLabel(copy.fields.phoneNumber!.label).fill("+46 70 123 45 67");
    await dialog.getByLabel(copy.options.features!.aiIntegration!).check();
    await dialog.getByLabel(copy.options.features!.kycAml!).check();
    await more.click();
    await expect(dialog.getByLabel(copy.fields.phoneNumber!.label)).toBeHidden();
    await more.press("Enter");
    await expect(dialog.getByLabel(copy.fields.phoneNumber!.label)).toHaveValue("+46 70 123 45 67");
    const request = page.waitForRequest((req) => req.method() === "POST" && new URL(req.url()).pathname === "/");
    await dialog.getByRole("button", { name: copy.submit }).click();
    const body = new URLSearchParams((await request).postData() ?? "");
    expect(body.get("form-name")).toBe("project");
    expect(body.get("features")).toBe("kycAml, aiIntegration");

    await expect(dialog.getByRole("heading", { name: copy.success.title })).toBeVisible();
    const [stored] = await storedSubmissions(email);
    expect(stored).toMatchObject({ form: "project", language: "sv" });
    expect(stored!.fields).toMatchObject({
      projectName: "Hamnens tvilling",
      name: "Ada Lindqvist",
      phoneNumber: "+46 70 123 45 67",
      budget: "100k-500k",
      features: ["kycAml", "aiIntegration"],
    });
    await mailsMentioning(email);

    await dialog.getByRole("button", { name: copy.close, exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: home.sv.hero.tryNow }).click();
    await expect(dialog.getByLabel(copy.fields.projectName!.label)).toHaveValue("");
  });

  test("submit another returns to an empty open form", async ({ page }) => {
    const email = uniqueEmail("project-again");
    await gotoHydrated(page, "/en");
    await page.getByRole("link", { name: home.en.hero.tryNow }).click();
    const dialog = page.getByRole("dialog", { name: project.title });
    await fillProjectForm(dialog, "en", {
      projectName: "Ledger",
      email,
      organizationType: "startup",
      projectType: "defi",
      timeline: "1-3months",
      budget: "0-10k",
      projectGoal: "A staking dashboard.",
    });
    await dialog.getByRole("button", { name: project.submit }).click();
    await dialog.getByRole("button", { name: project.success.again }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(project.fields.projectName!.label)).toHaveValue("");
    await storedSubmissions(email);
  });
});

for (const width of [375, 1280]) {
  test.describe(`the project enquiry's first step at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const lang of LANGS) {
      test(`${lang}: the required fields and the name, sent from step 1, thanked with a way to book`, async ({ page }) => {
        const email = uniqueEmail(`project-step1-${lang}-${width}`);
        const copy = forms[lang].project;
        await gotoHydrated(page, `/${lang}`);
        await page.getByRole("link", { name: home[lang].hero.tryNow }).click();
        const dialog = page.getByRole("dialog", { name: copy.title });
        // Step 1: the seven required fields and the visitor's name, nothing optional.
        const shown = ["projectName", "name", "email", "organizationType", "projectType", "timeline", "budget", "projectGoal"];
        for (const name of shown)
          await expect(dialog.getByLabel(copy.fields[name]!.label, { exact: false }).first()).toBeVisible();
        for (const name of [
          "phoneNumber",
          "reference",
          "teamSize",
          "technicalExpertise",
          "currentChallenges",
          "desiredOutcome",
          "additionalInfo",
        ])
          await expect(dialog.getByLabel(copy.fields[name]!.label)).toBeHidden();
        await expect(dialog.getByRole("textbox").and(dialog.locator(":visible"))).toHaveCount(4);
        await expectNoAxeViolations(page);

        // Step 2 opens from the keyboard and shows every optional field.
        const more = dialog.getByRole("button", { name: copy.moreDetails });
        await more.focus();
        await page.keyboard.press("Enter");
        await expect(more).toHaveAttribute("aria-expanded", "true");
        await expect(dialog.getByLabel(copy.fields.additionalInfo!.label)).toBeVisible();
        await expect(dialog.getByLabel(copy.options.features!.defi!)).toBeVisible();
        await expectNoAxeViolations(page);
        await more.click();

        await fillProjectForm(dialog, lang, {
          projectName: "Steg ett",
          email,
          organizationType: "sme",
          projectType: "ai",
          timeline: "1-3months",
          budget: "0-10k",
          projectGoal: "A first step only.",
        });
        await dialog.getByRole("button", { name: copy.submit }).click();
        await expect(dialog.getByRole("heading", { name: copy.success.title })).toBeFocused();
        const book = dialog.getByRole("link", { name: copy.success.book });
        await expect(book).toHaveAttribute("href", `/${lang}/booking`);
        await expectNoAxeViolations(page);
        const [stored] = await storedSubmissions(email);
        expect(stored!.fields).toMatchObject({ projectName: "Steg ett", name: "", phoneNumber: "" });
        await book.click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/booking$`));
      });
    }
  });
}

test("a refused optional field opens step 2 and takes focus", async ({ page }) => {
  await gotoHydrated(page, "/en");
  await page.getByRole("link", { name: home.en.hero.tryNow }).click();
  const dialog = page.getByRole("dialog", { name: project.title });
  await fillProjectForm(dialog, "en", {
    projectName: "Hidden",
    email: uniqueEmail("project-step2"),
    organizationType: "sme",
    projectType: "ai",
    timeline: "1-3months",
    budget: "0-10k",
    projectGoal: "Check step 2.",
  });
  const more = dialog.getByRole("button", { name: project.moreDetails });
  await more.click();
  const team = dialog.getByLabel(project.fields.teamSize!.label);
  await team.fill("Five‮evif");
  await more.click();
  await expect(team).toBeHidden();
  await dialog.getByRole("button", { name: project.submit }).click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(team).toBeFocused();
  await expect(team).toHaveValue("Five‮evif");
  await expect(dialog.getByText("This field contains invisible characters").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts, lands on the thank-you page and is stored", async ({ page }) => {
    const email = uniqueEmail("contact-nojs");
    await page.goto("/sv");
    const copy = forms.sv.contact;
    const form = page.locator("#contact form");
    await form.getByLabel(copy.fields.name!.label).fill("Utan Skript");
    await form.getByLabel(copy.fields.email!.label).fill(email);
    await form.getByLabel(copy.fields.message!.label).fill("Fungerar det utan JavaScript?");
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(/\/sv\/thanks\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.success.title);
    const [stored] = await storedSubmissions(email);
    expect(stored).toMatchObject({ form: "contact", language: "sv" });
    await mailsMentioning(email);
  });

  test("the project form is reachable from the hero and posts its lists as repeated keys", async ({ page }) => {
    const email = uniqueEmail("project-nojs");
    await page.goto("/en");
    await page.getByRole("link", { name: home.en.hero.tryNow }).click();
    const form = page.locator("#project-enquiry form");
    await fillProjectForm(form, "en", {
      projectName: "No-script project",
      email,
      organizationType: "sme",
      projectType: "saas",
      timeline: "6-12months",
      budget: "50k-100k",
      projectGoal: "A SaaS for board protocols.",
    });
    // Without JavaScript there are no steps: every field shows, the optional ones too.
    await expect(form.getByRole("button", { name: project.moreDetails })).toHaveCount(0);
    await form.getByLabel(project.fields.name!.label).fill("Nils Skriptlös");
    await form.getByLabel(project.fields.additionalInfo!.label).fill("Shown without a click.");
    await form.getByLabel(project.options.features!.saas!).check();
    await form.getByLabel(project.options.features!.governance!).check();
    await form.getByRole("button", { name: project.submit }).click();
    await expect(page).toHaveURL(/\/en\/thanks\/project$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.success.title);
    await expect(page.getByRole("main").getByRole("link", { name: project.success.book })).toHaveAttribute("href", "/en/booking");
    const [stored] = await storedSubmissions(email);
    expect(stored!.fields.features).toEqual(["governance", "saas"]);
    expect(stored!.fields.name).toBe("Nils Skriptlös");
  });

  test("invalid input gets a localized page listing what to fix, with the typed text", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 422/);
    await page.goto("/en");
    const form = page.locator("#contact form");
    await form.getByLabel(contact.fields.name!.label).fill("Ada");
    await form.getByLabel(contact.fields.email!.label).fill("ada@example.test");
    await form.getByLabel(contact.fields.message!.label).fill("My long message");
    // The browser's own check would stop an empty field; a server-side refusal is what is tested here.
    await form.evaluate((node: HTMLFormElement) => {
      node.noValidate = true;
      (node.elements.namedItem("name") as HTMLInputElement).value = "";
    });
    await form.getByRole("button", { name: contact.submit }).click();
    await expect(page.getByText("Please fill in this field.")).toBeVisible();
    await expect(page.getByText("My long message")).toBeVisible();
    await expect(page.getByRole("link", { name: /back/i }).first()).toHaveAttribute("href", /\/en#contact$/);
  });
});

test.describe("the OTC introduction request, submitted for real", () => {
  const fillOtc = async (form: Locator, lang: "sv" | "en", email: string) => {
    const copy = forms[lang]["otc-network-request"];
    await form.getByLabel(copy.fields.fullName!.label).fill("Karin Ek");
    await form.getByLabel(copy.fields.company!.label).fill("Ek Family Office");
    await form.getByLabel(copy.fields.email!.label).fill(email);
    await form.getByLabel(copy.fields.jurisdiction!.label).fill("Sweden");
    await form.getByLabel(copy.fields.assetType!.label).selectOption("bitcoin");
    await form.getByLabel(copy.fields.transactionType!.label).selectOption("buy");
    await form.getByLabel(copy.fields.transactionSize!.label).selectOption("1m-5m");
    await form.getByLabel(copy.fields.frequency!.label).selectOption("monthly");
    await form.getByLabel(copy.options.settlementMethods!["Bank Wire"]!).check();
    await form.getByLabel(copy.options.settlementMethods!["Escrow Service"]!).check();
    await form.getByLabel(copy.fields.acknowledgment!.label).check();
  };

  test("with JavaScript: stored with its settlement methods and acknowledgment, mailed, thanked", async ({ page }) => {
    const email = uniqueEmail("otc-js");
    await gotoHydrated(page, "/en/otc");
    const form = page.locator("#network-form form");
    await fillOtc(form, "en", email);
    await form.getByRole("button", { name: forms.en["otc-network-request"].submit }).click();
    await expect(page.getByRole("heading", { name: forms.en["otc-network-request"].success.title })).toBeVisible();
    const [stored] = await storedSubmissions(email);
    expect(stored).toMatchObject({ form: "otc-network-request", language: "en", page: "/en/otc" });
    expect(stored!.fields).toMatchObject({
      settlementMethods: ["Bank Wire", "Escrow Service"],
      acknowledgment: "agreed",
      transactionSize: "1m-5m",
    });
    await mailsMentioning(email);
    await page.getByRole("button", { name: forms.en["otc-network-request"].success.again }).click();
    await expect(
      page.locator("#network-form form").getByLabel(forms.en["otc-network-request"].fields.fullName!.label),
    ).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts, lands on the localized thank-you page and is stored", async ({ page }) => {
      const email = uniqueEmail("otc-nojs");
      await page.goto("/sv/otc");
      const form = page.locator("#network-form form");
      await fillOtc(form, "sv", email);
      await form.getByRole("button", { name: forms.sv["otc-network-request"].submit }).click();
      await expect(page).toHaveURL(/\/sv\/thanks\/otc-network-request$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(forms.sv["otc-network-request"].success.title);
      const [stored] = await storedSubmissions(email);
      expect(stored!.fields).toMatchObject({ settlementMethods: ["Bank Wire", "Escrow Service"], acknowledgment: "agreed" });
      expect(stored!.language).toBe("sv");
    });
  });
});
