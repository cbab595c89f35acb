import type { Page } from "@playwright/test";
import { phoneDisplay, site } from "~/config/site";
import { forms } from "~/content/forms";
import { otc } from "~/content/otc";
import { ui } from "~/content/ui";
import { otcForm } from "~/forms";
import { documentTitle } from "~/seo/head";
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

const REQUIRED_MESSAGE = { sv: "Fyll i det här fältet.", en: "Please fill in this field." } as const;
const CHOOSE_MESSAGE = { sv: "Välj ett alternativ.", en: "Please choose an option." } as const;
const TICK_MESSAGE = { sv: "Kryssa i rutan.", en: "Please tick this box." } as const;

for (const lang of LANGS) {
  const content = otc[lang];
  const formCopy = forms[lang]["otc-network-request"];

  test.describe(`OTC page (${lang})`, () => {
    test("has the hero, six features, the network stats, the request form, contact and team", async ({ page }) => {
      await page.goto(`/${lang}/otc`);
      await expect(page).toHaveTitle(documentTitle(content.meta));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
      for (const badge of content.hero.badges) await expect(page.getByText(badge, { exact: true })).toBeVisible();

      const features = page.getByRole("region", { name: content.features.heading });
      await expect(features.getByRole("listitem")).toHaveCount(6);
      for (const item of content.features.items)
        await expect(features.getByRole("heading", { level: 3, name: item.title })).toBeVisible();

      const network = page.getByRole("region", { name: content.network.heading });
      await expect(network.getByRole("heading", { level: 3 })).toHaveCount(5);
      await expect(network.locator("dd")).toHaveText(["TOP 30", "100%", "24/7"]);

      const request = page.locator("#network-form");
      await expect(request.getByRole("heading", { level: 2 })).toHaveText(content.request.heading);
      // The important information reads as one paragraph per blank line in the copy.
      for (const paragraph of content.request.disclaimer.split(/\n{2,}/u)) {
        await expect(request.getByText(paragraph, { exact: true })).toBeVisible();
      }
      await expect(page.getByText(/top 30|topp 30|30 största/i).first()).toBeVisible();

      const contact = page.getByRole("region", { name: content.contact.heading });
      await expect(contact.getByRole("link", { name: phoneDisplay(lang) })).toHaveAttribute("href", `tel:${site.phone.tel}`);
      await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);

      const team = page.getByRole("region", { name: content.team.heading });
      await expect(team.getByRole("listitem")).toHaveCount(2);
      for (const member of content.team.members) await expect(team.getByRole("heading", { name: member.name })).toBeVisible();

      // Prerendered: no loading state.
      await expect(page.getByText(/Loading|Laddar/)).toHaveCount(0);
      // No full footer (the spec's), but the compact legal line: the firm's identity on every page.
      const legal = page.getByRole("contentinfo");
      await expect(legal).toHaveCount(1);
      await expect(legal).toContainText("Nordlegend AB");
      await expect(legal).toContainText("559412-3878");
      await expect(legal.getByRole("link", { name: /^(Integritetspolicy|Privacy policy)$/ })).toHaveAttribute(
        "href",
        `/${lang}/privacy-policy`,
      );
      await expect(legal.getByRole("list")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("the header marks OTC as the current page and the hero button scrolls to the form", async ({ page }) => {
      await gotoHydrated(page, `/${lang}/otc`);
      const otcItem = ui[lang].nav.find((item) => item.id === "otc")!;
      const nav = page.getByRole("navigation", { name: ui[lang].mainNavLabel });
      await expect(nav.getByRole("link", { name: otcItem.label })).toHaveAttribute("aria-current", "page");
      const cta = page.getByRole("link", { name: content.hero.cta });
      await expect(cta).toHaveAttribute("href", "#network-form");
      await cta.click();
      await expect(page.locator("#network-form form")).toBeInViewport();
    });

    test("the form posts every field of the schema to / and works without JavaScript", async ({ page }) => {
      await page.goto(`/${lang}/otc`);
      const form = page.locator("#network-form form");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", "/");
      await expect(form.locator('input[type="hidden"][name="form-name"]')).toHaveValue("otc-network-request");
      await expect(form.locator('input[name="bot-field"]')).toBeHidden();
      for (const field of otcForm.fields) await expect(form.locator(`[name="${field.name}"]`).first()).toBeAttached();

      const settlement = form.getByRole("group", { name: formCopy.fields.settlementMethods!.label });
      await expect(settlement.getByRole("checkbox")).toHaveCount(4);
      const values = await settlement
        .getByRole("checkbox")
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
      expect(values).toEqual(["Bank Wire", "Crypto Transfer", "Escrow Service", "Other"]);

      const acknowledgment = form.getByRole("checkbox", { name: formCopy.fields.acknowledgment!.label });
      await expect(acknowledgment).toHaveAttribute("value", "agreed");
      await expect(acknowledgment).toHaveAttribute("required", "");
      const size = form.getByLabel(formCopy.fields.transactionSize!.label);
      const sizes = await size
        .locator("option:not([disabled])")
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
      expect(sizes).toEqual(["100k-500k", "500k-1m", "1m-5m", "5m-10m", "10m+"]);
      // A text field with the email keyboard: type="email" would refuse international
      // addresses without JavaScript (docs/decisions/008-operator-roles-and-step-up.md).
      await expect(form.getByLabel(formCopy.fields.email!.label)).toHaveAttribute("type", "text");
      await expect(form.getByLabel(formCopy.fields.email!.label)).toHaveAttribute("inputmode", "email");
      await expect(form.getByLabel(new RegExp(`^${formCopy.fields.phone!.label}`))).toHaveAttribute("type", "tel");
    });

    test("with JavaScript, the form shows localized errors for every required field", async ({ page }) => {
      await gotoHydrated(page, `/${lang}/otc`);
      const form = page.locator("#network-form form");
      const fields = formCopy.fields;
      await form.getByLabel(fields.company!.label).fill("Nordic Treasury AB");
      await form.getByRole("button", { name: formCopy.submit }).click();
      // fullName, email and jurisdiction, four choices and the acknowledgment: company was
      // filled (exact: the error summary repeats each message after the field's label).
      await expect(form.getByText(REQUIRED_MESSAGE[lang], { exact: true })).toHaveCount(3);
      await expect(form.getByText(CHOOSE_MESSAGE[lang], { exact: true })).toHaveCount(4);
      await expect(form.getByText(TICK_MESSAGE[lang], { exact: true })).toHaveCount(1);
      await expect(form.getByLabel(fields.fullName!.label)).toBeFocused();
      await expect(form.getByLabel(fields.fullName!.label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(fields.company!.label)).toHaveValue("Nordic Treasury AB");
      await expect(form.getByLabel(fields.company!.label)).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("checkbox", { name: fields.acknowledgment!.label })).toHaveAttribute("aria-invalid", "true");

      await form.getByLabel(fields.fullName!.label).fill("Anna Berg");
      await form.getByLabel(fields.email!.label).fill("anna@");
      await form.getByRole("button", { name: formCopy.submit }).click();
      await expect(form.getByText(REQUIRED_MESSAGE[lang], { exact: true })).toHaveCount(1);
      await expect(
        form.getByText(lang === "sv" ? "Ange en giltig e-postadress." : "Please enter a valid email address.", { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

/** Fills every required field of the English form. */
async function fillRequired(page: Page) {
  const copy = forms.en["otc-network-request"];
  const form = page.locator("#network-form form");
  await form.getByLabel(copy.fields.fullName!.label).fill("Anna Berg");
  await form.getByLabel(copy.fields.company!.label).fill("Nordic Treasury AB");
  await form.getByLabel(copy.fields.email!.label).fill("anna@example.com");
  await form.getByLabel(copy.fields.jurisdiction!.label).fill("Sweden");
  await form.getByLabel(copy.fields.assetType!.label).selectOption("bitcoin");
  await form.getByLabel(copy.fields.transactionType!.label).selectOption("buy");
  await form.getByLabel(copy.fields.transactionSize!.label).selectOption("1m-5m");
  await form.getByLabel(copy.fields.frequency!.label).selectOption("monthly");
  await form.getByRole("checkbox", { name: copy.options.settlementMethods!["Bank Wire"] }).check();
  await form.getByRole("checkbox", { name: copy.options.settlementMethods!["Escrow Service"] }).check();
  await form.getByRole("checkbox", { name: copy.fields.acknowledgment!.label }).check();
}

// The server's side of a submission is the lead's capture tests; here the answer is stubbed
// to check what the page does with it.
test.describe("OTC form states", () => {
  const copy = forms.en["otc-network-request"];

  test("a stored request shows the thank-you view; Submit Another Request returns to an empty form", async ({ page }) => {
    let body = "";
    await page.route("/", (route) => {
      body = route.request().postData() ?? "";
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true, id: "test" }) });
    });
    await gotoHydrated(page, "/en/otc");
    await fillRequired(page);
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByRole("heading", { name: copy.success.title })).toBeFocused();
    await expect(page.getByText(copy.success.text)).toBeInViewport();
    await expect(page.locator("#network-form form")).toHaveCount(0);
    const sent = new URLSearchParams(body);
    expect(sent.get("form-name")).toBe("otc-network-request");
    expect(sent.get("settlementMethods")).toBe("Bank Wire, Escrow Service");
    expect(sent.get("acknowledgment")).toBe("agreed");

    await page.getByRole("button", { name: copy.success.again }).click();
    const fullName = page.getByLabel(copy.fields.fullName!.label);
    await expect(fullName).toHaveValue("");
    await expect(fullName).toBeFocused();
    await expect(page.getByRole("checkbox", { name: copy.fields.acknowledgment!.label })).not.toBeChecked();
  });

  test("a failed submission shows the alert and keeps every value", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/500|Submitting the otc-network-request form failed/);
    await page.route("/", (route) => route.fulfill({ status: 500, body: "" }));
    await gotoHydrated(page, "/en/otc");
    await fillRequired(page);
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByRole("alert")).toContainText("There was an error submitting the form. Please try again.");
    await expect(page.getByLabel(copy.fields.fullName!.label)).toHaveValue("Anna Berg");
    await expect(page.getByRole("checkbox", { name: copy.fields.acknowledgment!.label })).toBeChecked();
  });
});

test("the unprefixed /otc serves the page", async ({ page }) => {
  const response = await page.goto("/otc");
  expect(response?.status()).toBe(200);
  await expect(page.locator("#network-form form")).toBeAttached();
});
