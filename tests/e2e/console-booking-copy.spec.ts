import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { enrolOwner, shootWidths, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The booking words in the console's editor (docs/decisions/018-content-editing.md, its booking
 * words): every field has its own label in both languages, and a text that takes placeholders
 * lists them under it, only its own; a placeholder the text cannot fill stops the publish,
 * naming the field.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-booking-copy-e2e-");
  await harness.cli("operator", "invite", "owner@example.test");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });

/** The screen at a phone's and a desktop's width, scrolled to what it is about. */
const shoot = (page: Page, name: string, about: Locator) => shootWidths(page, name, { around: about });

/** The row of a text: its two inputs (Swedish and English side by side) and what is written under them. */
const row = (page: Page, label: string) =>
  page
    .getByRole("textbox", { name: `${label} (English)`, exact: true })
    .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' border-t ')][1]");

test("the booking words: labelled fields, each text's own placeholders listed, a wrong one refused at publish", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 422/);
  await enrolOwner(page, harness);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
  await page.getByRole("link", { name: "Booking a call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking a call" })).toBeVisible();

  const zone = row(page, "Times in the visitor's time zone");
  await expect(zone.getByText("Filled in when the text is shown or sent:")).toBeVisible();
  await expect(zone.locator("code")).toHaveText(["{zone}"]);
  // The text fields are editable elements (fact references show as chips in them): their text is the value.
  await expect(page.getByRole("textbox", { name: "Times in the visitor's time zone (Swedish)" })).toHaveText(
    "Tiderna visas i er tidszon ({zone}), med svensk tid bredvid.",
  );
  // A text without placeholders lists none.
  await expect(row(page, "Booking page title").locator("code")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, "booking-editor-en", zone);

  // The visitor's email, in its own group, lists the seven its text takes (where the call happens too).
  await page
    .locator("summary")
    .filter({ hasText: /^Email to the visitor$/ })
    .click();
  await expect(row(page, "Text").locator("code")).toHaveText([
    "{when}",
    "{location}",
    "{manageUrl}",
    "{brand}",
    "{phone}",
    "{email}",
    "{host}",
  ]);
  await expectNoAxeViolations(page);

  // {manageUrl} in the page title cannot be filled there: the publish names the field.
  const title = page.getByRole("textbox", { name: "Booking page title (Swedish)" });
  await title.fill("Boka en tid {manageUrl}");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Errors stopped the publish:")).toBeVisible();
  // Named by its label, with a link to the field (never a path like $.pageTitle.sv).
  const error = page.getByRole("alert").getByRole("listitem").filter({ hasText: "Unknown placeholder in braces" });
  await expect(error).toContainText("Booking a call › Booking page title (Swedish)");
  await expect(error).toContainText("({manageUrl})");
  await expect(error).not.toContainText("$.pageTitle");
  await expect(error.getByRole("link", { name: /Go to the field/ })).toHaveAttribute(
    "href",
    "/admin/content/edit/booking#f-pageTitle.sv",
  );
  // The intro's "30 minuter" is not the desk count: no typed-figure warning for a bare number.
  await expect(page.getByText(/30 \(deskCount\)/)).toHaveCount(0);

  await page.getByRole("button", { name: "På svenska" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bokning av samtal" })).toBeVisible();
  await expect(page.getByText("Fylls i när texten visas eller skickas:").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Tider i besökarens tidszon (Svenska)" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "booking-editor-sv", page.getByText("Fylls i när texten visas eller skickas:").first());
});
