import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { bookingCopy } from "~/content/booking";
import { fieldErrorMessage } from "~/forms";
import { listBookings, openDatabase } from "../../server/db";
import { expect, expectNoAxeViolations, gotoHydrated, LANGS, lineBoxes, test } from "./fixtures";
import { uniqueEmail } from "./store";

/**
 * Booking a free call end to end (docs/decisions/021-booking.md), in both languages: from the
 * contact section with JavaScript, two visitors racing for one slot, and the server's page
 * without JavaScript. Each test books on its own day, so the tests never take each other's slots.
 */

/** The visitor's invitation in the test SMTP server's drop (waits for the outbox). */
async function invitationTo(email: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found = "";
  await expect
    .poll(
      () => {
        found =
          readdirSync(dir)
            .map((name) => readFileSync(path.join(dir, name), "utf8"))
            .find((message) => message.includes(`\nTo: ${email}\r\n`) && message.includes("text/calendar")) ?? "";
        return found !== "";
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

async function bookedCount(email: string): Promise<number> {
  const db = openDatabase(process.env.E2E_DATABASE_URL!);
  try {
    return (await listBookings(db)).filter((booking) => booking.email === email && booking.status === "confirmed").length;
  } finally {
    await db.destroy();
  }
}

/** The proof-of-work status the spam check stored with each of the address's bookings. */
async function proofsOf(email: string): Promise<string[]> {
  const db = openDatabase(process.env.E2E_DATABASE_URL!);
  try {
    const rows = await db.selectFrom("bookings").select("screening").where("email", "=", email).execute();
    return rows.map((row) => (JSON.parse(row.screening ?? "{}") as { proof?: string }).proof ?? "none");
  } finally {
    await db.destroy();
  }
}

async function visitor(browser: Browser, lang: "sv" | "en"): Promise<Page> {
  const context = await browser.newContext({ timezoneId: "America/New_York", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await gotoHydrated(page, `/${lang}`);
  return page;
}

for (const [index, lang] of LANGS.entries()) {
  const copy = bookingCopy[lang];

  test(`${lang}: two visitors pick the same time in the contact section; one books it, the other is offered the next free times`, async ({
    browser,
  }) => {
    const [first, second] = await Promise.all([visitor(browser, lang), visitor(browser, lang)]);
    const emails = [uniqueEmail(`book-a-${lang}`), uniqueEmail(`book-b-${lang}`)];
    const slotLabels: string[] = [];
    let dayName = "";
    for (const [n, page] of [first, second].entries()) {
      const booking = page.getByRole("region", { name: copy.heading });
      // The times are fetched and drawn once the contact section comes near (decision 033).
      await booking.scrollIntoViewIfNeeded();
      await expect(booking).toBeVisible();
      // New York is not Swedish time: both are shown, and the zone is named.
      await expect(booking.getByText("America/New_York")).toBeVisible();
      const day = booking.getByRole("group", { name: copy.pickTime }).locator(":scope > div").nth(index);
      const slot = day.getByRole("button").first();
      dayName = (await day.locator("p").first().textContent()) ?? "";
      slotLabels.push(((await slot.textContent()) ?? "").replace(/\s+/g, " ").trim());
      expect(slotLabels[n]).toContain(copy.swedishTime);
      // Clock times in the house style: "15.00" in Swedish, "15:00" in English.
      expect(slotLabels[n]).toMatch(lang === "sv" ? /\d{2}\.\d{2}/u : /\d{2}:\d{2}/u);
      expect(slotLabels[n]).not.toMatch(lang === "sv" ? /\d{2}:\d{2}/u : /\d{2}\.\d{2}/u);
      await slot.click();
      if (n === 0) {
        // Checked in the browser with the shared schema before anything is posted; a corrected
        // field loses its error at once.
        await booking.getByLabel(copy.email).fill("not an address");
        await page.getByRole("button", { name: copy.confirm }).click();
        await expect(booking.getByLabel(copy.name)).toBeFocused();
        await expect(booking.getByLabel(copy.name)).toHaveAttribute("aria-invalid", "true");
        await expect(booking.getByLabel(copy.email)).toHaveAccessibleDescription(fieldErrorMessage(lang, "email"));
        await booking.getByLabel(copy.email).fill(emails[n]!);
        await expect(booking.getByLabel(copy.email)).not.toHaveAttribute("aria-invalid");
        // The privacy line under the button, as under the enquiry forms'.
        await expect(booking.getByRole("link", { name: copy.privacyLink })).toHaveAttribute("href", `/${lang}/privacy-policy`);
      }
      await booking.getByLabel(copy.name).fill(n === 0 ? "Ada Lindqvist" : "Olle Berg");
      await booking.getByLabel(copy.email).fill(emails[n]!);
      await booking.getByLabel(copy.note, { exact: false }).fill("AI-agenter i kundtjänst");
    }
    expect(slotLabels[0]).toBe(slotLabels[1]);

    await first.getByRole("button", { name: copy.confirm }).click();
    await expect(first.getByRole("status")).toContainText(copy.confirmedEmail, { timeout: 20_000 });
    await second.getByRole("button", { name: copy.confirm }).click();
    const secondBooking = second.getByRole("region", { name: copy.heading });
    await expect(secondBooking.getByRole("alert")).toHaveText(copy.taken);
    // The taken time is gone: the next free times follow it, on its day.
    const offered = secondBooking.getByRole("group", { name: copy.pickTime }).locator(":scope > div").first();
    await expect(offered.locator("p").first()).toHaveText(dayName);
    await expect(offered.getByRole("button", { name: slotLabels[0]!, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(second);
    expect(await bookedCount(emails[1]!)).toBe(0);

    // What the second visitor typed is still there under the next free time, and books it.
    await offered.getByRole("button").first().click();
    // "Someone else took it" was about the old time: it goes once a new one is chosen.
    await expect(secondBooking.getByText(copy.taken)).toHaveCount(0);
    await expect(secondBooking.getByRole("alert")).toHaveCount(0);
    await expect(secondBooking.getByLabel(copy.name)).toHaveValue("Olle Berg");
    await expect(secondBooking.getByLabel(copy.email)).toHaveValue(emails[1]!);
    await expect(secondBooking.getByLabel(copy.note, { exact: false })).toHaveValue("AI-agenter i kundtjänst");
    await second.getByRole("button", { name: copy.confirm }).click();
    await expect(second.getByRole("status")).toContainText(copy.confirmedEmail, { timeout: 20_000 });

    expect(await bookedCount(emails[0]!)).toBe(1);
    expect(await bookedCount(emails[1]!)).toBe(1);
    // Each post carried a proof of work of its own, solved in the browser (docs/decisions/011-spam-defence.md).
    expect(await proofsOf(emails[0]!)).toEqual(["verified"]);
    expect(await proofsOf(emails[1]!)).toEqual(["verified"]);
    const mail = await invitationTo(emails[0]!);
    expect(mail).toContain("METHOD:REQUEST");
    await Promise.all([first.context().close(), second.context().close()]);
  });

  test(`${lang}: the server's page keeps the organisation number on one line at every width`, async ({ page }) => {
    await page.goto(`/${lang}/booking`);
    const number = page.getByRole("contentinfo").getByText(/559412-3878/);
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await number.scrollIntoViewIfNeeded();
      // One line box: the number is not broken at its hyphen.
      expect(await lineBoxes(number), `${width} px`).toBe(1);
    }
  });

  test(`${lang}: books without JavaScript on the server's page, and cancels through the emailed link`, async ({
    browser,
    page: checker,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${lang}`);
    await page.getByRole("link", { name: copy.open }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.pageTitle })).toBeVisible();
    // axe runs as a script: the pages carry none, so a second tab with scripts on checks them.
    await checker.goto(page.url());
    await expectNoAxeViolations(checker);
    // Two days after the JavaScript tests' days.
    await page
      .locator("fieldset")
      .nth(2 + index)
      .getByRole("radio")
      .first()
      .check();
    const email = uniqueEmail(`book-nojs-${lang}`);
    await page.getByLabel(copy.name).fill("Karin Ek");
    await page.getByLabel(copy.email).fill(email);
    await page.getByRole("button", { name: copy.confirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.confirmedTitle })).toBeVisible();
    await checker.goto(page.url());
    await expectNoAxeViolations(checker);

    const mail = await invitationTo(email);
    const link = new RegExp(`https?://[^\\s]+/${lang}/booking/manage/[A-Za-z0-9_-]+`).exec(mail.replace(/=\r\n/g, ""))?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname);
    // Moving is by day without a script too: a day of the strip is a link to its times.
    const days = page.getByRole("list", { name: copy.moveIntro });
    await days.getByRole("link").nth(2).click();
    await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}#move$/);
    await expect(days.getByRole("link").nth(2)).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#move").getByRole("group")).toHaveCount(1);
    await expect(page.locator("#move").getByRole("radio").first()).toBeVisible();
    // Cancelling asks first (docs/decisions/029-booking-for-the-visitor.md).
    await page.getByRole("link", { name: copy.cancel }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.cancelAsk })).toBeVisible();
    await page.getByLabel(copy.cancelReason).fill("Fel dag");
    await page.getByRole("button", { name: copy.cancelConfirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.cancelledTitle })).toBeVisible();
    expect(await bookedCount(email)).toBe(0);
    await context.close();
  });
}
