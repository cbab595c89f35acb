import type { Page } from "@playwright/test";
import { forms } from "~/content/forms";
import { spamConsoleCopy } from "~/content/spam-console";
import { formBody } from "../../test/support/enquiry-app";
import { expect, expectNoAxeViolations, gotoHydrated, hydrateNear, LANGS, test } from "./fixtures";
import { enrolOwner, startConsoleServer, type ConsoleServer } from "./console-server";
import { confirmationsTo, mailsMentioning, storedSubmissions, uniqueEmail } from "./store";

/**
 * The spam defence from the visitor's side and the operator's (docs/decisions/011-spam-defence.md):
 * genuine enquiries still go through, with and without JavaScript, in both languages, each
 * confirmed to its sender; and an enquiry held as spam is moved out of it in the console.
 */

// Each test its own text: the same text from several addresses within a day is itself a spam signal.
const MESSAGE = {
  sv: (variant: string) => `Hej! Vi behöver hjälp med en bokningsapp för vår salong (${variant}).`,
  en: (variant: string) => `Hi, we need help with a booking app for our salon (${variant}).`,
};

async function fillContact(page: Page, lang: "sv" | "en", email: string, variant: string) {
  const copy = forms[lang].contact;
  const form = page.locator("#contact form");
  await form.getByLabel(copy.fields.name!.label).fill("Linnea Holm");
  await form.getByLabel(copy.fields.email!.label).fill(email);
  await form.getByLabel(copy.fields.message!.label).fill(MESSAGE[lang](variant));
  await form.getByRole("button", { name: copy.submit }).click();
}

for (const lang of LANGS) {
  test(`with JavaScript (${lang}): the browser proves its work, the enquiry is stored new, the owner is mailed and the sender confirmed`, async ({
    page,
  }) => {
    const email = uniqueEmail(`proof-${lang}`);
    const challenges: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/form-challenge") challenges.push(request.url());
    });
    await gotoHydrated(page, `/${lang}`);
    await hydrateNear(page, "contact-form");
    expect(challenges).toEqual([]); // nothing is fetched until the visitor starts on the form
    await fillContact(page, lang, email, "with script");
    await expect(page.getByRole("heading", { name: forms[lang].contact.success.title })).toBeFocused();
    expect(challenges).toHaveLength(1);
    expect(challenges.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
    expect(await page.context().cookies()).toEqual([]);

    const [stored] = await storedSubmissions(email);
    expect(stored).toMatchObject({ status: "new", language: lang, screening: { proof: "verified" } });
    await mailsMentioning(email);
    const [confirmation] = await confirmationsTo(email);
    expect(confirmation).toContain(`Auto-Submitted: auto-replied`);
    expect(confirmation).not.toContain("bokningsapp");
    expect(confirmation).not.toContain("booking app");
    // In the page's language; a contact message is called a message (the ninth cold review, N49).
    expect(confirmation).toContain(
      lang === "sv" ? "Subject: Vi har tagit emot ert meddelande (NL-" : "Subject: We have received your message (NL-",
    );
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`(${lang}) no proof of work: never refused for that alone, stored new as unverified, confirmed`, async ({ page }) => {
      const email = uniqueEmail(`noproof-${lang}`);
      await page.goto(`/${lang}`);
      await fillContact(page, lang, email, "without script");
      await expect(page).toHaveURL(new RegExp(`/${lang}/thanks/contact$`));
      const [stored] = await storedSubmissions(email);
      expect(stored).toMatchObject({ status: "new", language: lang, screening: { proof: "unverified" } });
      await mailsMentioning(email);
      await confirmationsTo(email);
    });
  }

  test("spam gets the same thank-you page", async ({ page }) => {
    const email = uniqueEmail("spam-nojs");
    await page.goto("/en");
    const copy = forms.en.contact;
    const form = page.locator("#contact form");
    await form.getByLabel(copy.fields.name!.label).fill("www.rank-first.example.com");
    await form.getByLabel(copy.fields.email!.label).fill(email);
    await form
      .getByLabel(copy.fields.message!.label)
      .fill("We can get your website to the first page of Google: https://bit.ly/x1");
    await form.getByRole("button", { name: copy.submit }).click();
    await expect(page).toHaveURL(/\/en\/thanks\/contact$/);
    const [stored] = await storedSubmissions(email);
    expect(stored?.status).toBe("spam");
  });
});

test.describe("the console's not-spam flow", () => {
  let harness: ConsoleServer;

  test.beforeAll(async () => {
    harness = await startConsoleServer("spam-e2e-", () => ({ MAIL_TO: "owner@example.test" }));
  });
  test.afterAll(async () => harness?.stop());

  test.use({ locale: "en-GB" });

  test("the reasons are shown; Not spam moves it to new, the owner's notification goes out, the log says so", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const response = await fetch(`${harness.site}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: harness.site, accept: "application/json" },
      body: formBody("contact", {
        name: "https://agency.example",
        email: "misfiled@example.se",
        message: "Our site: https://bit.ly/abc",
      }),
    });
    expect(response.status).toBe(200);

    await enrolOwner(page, harness);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();

    await page.getByRole("link", { name: "https://agency.example" }).click();
    const t = spamConsoleCopy.en;
    const check = page.getByRole("region", { name: t.heading });
    await expect(check).toContainText(t.proof.unverified);
    await expect(check).toContainText(t.reasons["name-is-link"]);
    await expect(check).toContainText(t.reasons["url-shortener"]);
    await expect(page.getByText(`Contact message · Spam · ${t.unverifiedMark}`)).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing about the enquiry yet (the owner's only mail is the notice of their new passkey).
    const aboutEnquiries = () => harness.smtp.messages.filter((mail) => !mail.text.includes("/admin/account"));
    expect(aboutEnquiries()).toEqual([]);

    await page.getByRole("button", { name: t.notSpam }).click();
    await expect(page.getByRole("status")).toHaveText(t.movedToNew);
    await expect(page.getByText(`Contact message · New · ${t.unverifiedMark}`)).toBeVisible();
    await expect.poll(() => aboutEnquiries().filter((mail) => mail.to.includes("owner@example.test")).length).toBe(1);
    await expect(page.getByRole("button", { name: t.notSpam })).toHaveCount(0);

    await page.getByRole("link", { name: "Log" }).click();
    await expect(page.getByRole("table")).toContainText("Marked as not spam");
  });
});
