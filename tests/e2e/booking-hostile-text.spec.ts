import type { Page } from "@playwright/test";
import { bookingCopy } from "~/content/booking";
import { fieldErrorMessage } from "~/forms";
import { listBookings, openDatabase } from "../../server/db";
import { expect, expectNoAxeViolations, gotoHydrated, LANGS, test } from "./fixtures";
import { uniqueEmail } from "./store";

/**
 * Hostile text in a booking is refused, not only escaped (docs/decisions/029-booking-for-the-visitor.md,
 * "Hostile text"), in both languages: in the contact section's island (the shared check, before
 * anything is posted) and on the server's page without JavaScript (the server's answer). Either
 * way the field says what is wrong and what the visitor typed stays. Nothing here books a call.
 */

const HOSTILE_NAME = "<b>Karin</b> Ek";
const HOSTILE_NOTE = "Hej!\n<script>alert(1)</script>";

async function bookingsOf(email: string): Promise<number> {
  const db = openDatabase(process.env.E2E_DATABASE_URL!);
  try {
    return (await listBookings(db)).filter((booking) => booking.email === email).length;
  } finally {
    await db.destroy();
  }
}

/** The server's booking page (no script), a time chosen and the details typed, hostile ones included. */
async function postHostile(page: Page, lang: "sv" | "en", email: string): Promise<void> {
  const copy = bookingCopy[lang];
  await page.goto(`/${lang}/booking`);
  await page.getByRole("group", { name: copy.pickTime }).getByRole("radio").first().check();
  await page.getByLabel(copy.name).fill(HOSTILE_NAME);
  await page.getByLabel(copy.email).fill(email);
  await page.getByRole("radio", { name: copy.meetingPhone }).check();
  await page.getByLabel(copy.phoneField).fill("+46 70 123\u202E45 67");
  await page.getByLabel(copy.note, { exact: false }).fill(HOSTILE_NOTE);
  await page.getByRole("button", { name: copy.confirm }).click();
}

for (const lang of LANGS) {
  const copy = bookingCopy[lang];

  test(`${lang}: the contact section refuses markup and hidden characters in a booking's texts, keeping what was typed`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${lang}`);
    const booking = page.getByRole("region", { name: copy.heading });
    // The times are fetched and drawn once the contact section comes near (decision 033).
    await booking.scrollIntoViewIfNeeded();
    await booking.getByRole("group", { name: copy.pickTime }).getByRole("button").first().click();
    const email = uniqueEmail(`hostile-${lang}`);
    const name = booking.getByLabel(copy.name);
    const note = booking.getByLabel(copy.note, { exact: false });
    await name.fill(HOSTILE_NAME);
    await booking.getByLabel(copy.email).fill(email);
    await booking.getByLabel(copy.company, { exact: false }).fill("Ek\u202EAB");
    await note.fill(HOSTILE_NOTE);
    await page.getByRole("button", { name: copy.confirm }).click();

    // The first refused field takes focus; each says what is wrong in the page's language.
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(fieldErrorMessage(lang, "markup"));
    await expect(booking.getByLabel(copy.company, { exact: false })).toHaveAccessibleDescription(
      fieldErrorMessage(lang, "hiddenCharacter"),
    );
    await expect(note).toHaveAccessibleDescription(fieldErrorMessage(lang, "markup"));
    // What was typed stays, to be corrected rather than typed again.
    await expect(name).toHaveValue(HOSTILE_NAME);
    await expect(note).toHaveValue(HOSTILE_NOTE);
    await expectNoAxeViolations(page);

    // A corrected field loses its error at once; the others keep theirs.
    await name.fill("Karin Ek");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(note).toHaveAttribute("aria-invalid", "true");
    expect(await bookingsOf(email)).toBe(0);
  });

  test(`${lang}: without JavaScript the server's page refuses them, names each field and keeps every text as typed`, async ({
    browser,
    page: checker,
    consoleErrors,
  }) => {
    // The refusal is a 422 page, which Chromium logs as a failed load in the checker's tab.
    consoleErrors.allow(/status of 422/);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail(`hostile-nojs-${lang}`);
    await postHostile(page, lang, email);

    await expect(page.getByRole("heading", { level: 1, name: copy.pageTitle })).toBeVisible();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("heading", { name: copy.checkTitle })).toBeVisible();
    await expect(summary.getByRole("link", { name: `${copy.name}: ${fieldErrorMessage(lang, "markup")}` })).toBeVisible();
    await expect(
      summary.getByRole("link", { name: `${copy.phoneField}: ${fieldErrorMessage(lang, "hiddenCharacter")}` }),
    ).toBeVisible();
    await expect(page.getByLabel(copy.name)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(copy.name)).toHaveAccessibleDescription(fieldErrorMessage(lang, "markup"));
    await expect(page.getByLabel(copy.note, { exact: false })).toHaveAccessibleDescription(fieldErrorMessage(lang, "markup"));
    // Every text comes back as typed, and the phone call stays chosen.
    await expect(page.getByLabel(copy.name)).toHaveValue(HOSTILE_NAME);
    await expect(page.getByLabel(copy.email)).toHaveValue(email);
    await expect(page.getByLabel(copy.phoneField)).toHaveValue("+46 70 123\u202E45 67");
    await expect(page.getByLabel(copy.note, { exact: false })).toHaveValue(HOSTILE_NOTE);
    await expect(page.getByRole("radio", { name: copy.meetingPhone })).toBeChecked();
    // The summary's link takes the visitor to the field.
    await summary.getByRole("link", { name: `${copy.name}: ${fieldErrorMessage(lang, "markup")}` }).click();
    await expect(page).toHaveURL(/#field-name$/);

    expect(await bookingsOf(email)).toBe(0);
    await context.close();

    // axe runs as a script: the server's page carries none, so the same post in a tab with scripts.
    await postHostile(checker, lang, uniqueEmail(`hostile-axe-${lang}`));
    await expect(checker.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(checker);
  });
}
