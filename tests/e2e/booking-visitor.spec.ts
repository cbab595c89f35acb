import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { bookingCopy } from "~/content/booking";
import { fieldErrorMessage } from "~/forms";
import { BOOKING_CANCEL_SCHEMA } from "~/forms/booking";
import { serviceContents } from "~/content/services";
import { ui } from "~/content/ui";
import type { Lang } from "~/i18n/lang";
import { localizedPath, type PageRef } from "~/i18n/pages";
import { openDatabase } from "../../server/db";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueEmail } from "./store";

/**
 * Booking for the visitor (docs/decisions/029-booking-for-the-visitor.md), from a service page's
 * closing button to the manage page, in both languages, on a 375×667 phone and a 1280 px desktop:
 * the button lands on a free time with the service carried, focus follows the chosen time, a phone
 * call is its own choice, the end is a summary card in view and focused, the email says where the
 * call happens and carries the manage link, a reminder is queued a day before, and the manage
 * page wears the site's frame and asks before it cancels.
 */

const FROM: Record<Lang, { slug: "ai-agents" | "no-code-low-code-mvp"; about: string }> = {
  sv: { slug: "ai-agents", about: "AI-agenter" },
  en: { slug: "no-code-low-code-mvp", about: "No-code and low-code MVPs" },
};
const VIEWPORTS = [
  { name: "phone", width: 375, height: 667 },
  { name: "desktop", width: 1280, height: 900 },
] as const;
/** The bottom navigation below `sm` (3.5rem) and the fixed header (4rem). */
const BOTTOM_NAV = 56;
const HEADER = 64;

/**
 * The box ends up wholly inside the band the fixed header and bottom navigation leave visible,
 * with no scrolling by the test (the page's own smooth scroll may still be settling).
 */
async function expectInView(page: Page, locator: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const bottom = viewport.width < 640 ? viewport.height - BOTTOM_NAV : viewport.height;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        return box !== null && box.y >= HEADER && box.y + box.height <= bottom;
      },
      { timeout: 5_000, message: `wholly inside ${HEADER}–${bottom} px of the viewport` },
    )
    .toBe(true);
}

function decoded(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, "");
  return Buffer.from(
    soft.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The visitor's booking email in the test SMTP server's drop (waits for the outbox). */
async function bookingMailTo(email: string): Promise<string> {
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
  return decoded(found);
}

async function reminderOf(email: string): Promise<{ due: string; start: string } | undefined> {
  const db = openDatabase(process.env.E2E_DATABASE_URL!);
  try {
    const row = await db
      .selectFrom("outbox")
      .innerJoin("bookings", "bookings.id", "outbox.booking_id")
      .select(["outbox.next_attempt_at as due", "bookings.starts_at as start"])
      .where("bookings.email", "=", email)
      .where("outbox.booking_event", "=", "reminder")
      .execute();
    expect(row.length).toBeLessThanOrEqual(1);
    return row[0];
  } finally {
    await db.destroy();
  }
}

for (const [viewportIndex, viewport] of VIEWPORTS.entries()) {
  for (const [langIndex, lang] of (["sv", "en"] as const).entries()) {
    const copy = bookingCopy[lang];
    const { slug, about } = FROM[lang];
    const ref: PageRef = { page: "service", slug };
    // Days the other booking tests leave alone (they use the first four).
    const dayIndex = 4 + viewportIndex * 2 + langIndex;

    test(`${lang}, ${viewport.name}: from ${localizedPath(lang, ref)}'s closing button to a booked call, its email and its manage page`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const page = await context.newPage();
      await page.goto(localizedPath(lang, ref));
      // The page's one language switch and the header's "Book a call".
      await expect(page.locator("a[data-lang-choice]")).toHaveCount(1);
      await expect(page.getByRole("banner").getByRole("link", { name: ui[lang].bookCall })).toHaveAttribute(
        "href",
        `/${lang}#contact`,
      );

      const closing = page.locator("#cta").getByRole("link", { name: serviceContents[slug][lang].cta.button! });
      await closing.scrollIntoViewIfNeeded();
      await closing.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}#contact$`));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

      // A free time is in view without scrolling, and the service came along.
      const booking = page.getByRole("region", { name: copy.heading });
      const times = booking.getByRole("group", { name: copy.pickTime });
      const firstTime = times.getByRole("button").first();
      await expect(firstTime).toBeVisible();
      await expectInView(page, firstTime);
      await expect(booking.getByText(`${copy.aboutLabel}:`)).toContainText(about);
      await expectNoAxeViolations(page);

      // A later day than the other tests take, then the chosen time takes focus.
      await booking.getByRole("link", { name: copy.more }).click();
      await booking.getByRole("link", { name: copy.more }).click();
      await booking.getByRole("link", { name: copy.more }).click();
      const day = times.locator(":scope > div").nth(dayIndex);
      const slot = day.getByRole("button").nth(1);
      const label = ((await slot.textContent()) ?? "").trim();
      await slot.click();
      const chosen = booking.locator("p[tabindex='-1']");
      await expect(chosen).toBeFocused();
      await expect(chosen).toContainText(label);
      await expectInView(page, chosen);

      // A phone call is its own choice, with its own required field.
      const email = uniqueEmail(`visitor-${lang}-${viewport.name}`);
      await booking.getByLabel(copy.name).fill("Karin Ek");
      await booking.getByLabel(copy.email).fill(email);
      await expect(booking.getByLabel(copy.phoneField)).toHaveCount(0);
      await booking.getByRole("radio", { name: copy.meetingPhone }).check();
      await page.getByRole("button", { name: copy.confirm }).click();
      await expect(booking.getByLabel(copy.phoneField)).toBeFocused();
      await expect(booking.getByLabel(copy.phoneField)).toHaveAttribute("aria-invalid", "true");
      await booking.getByLabel(copy.phoneField).fill("+46 70 123 45 67");
      await expect(booking.getByLabel(copy.phoneField)).not.toHaveAttribute("aria-invalid");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: copy.confirm }).click();

      // The end of the booking: a summary card, in view and focused.
      const done = booking.getByRole("heading", { name: copy.confirmedTitle });
      await expect(done).toBeFocused({ timeout: 20_000 });
      await expectInView(page, done);
      const card = booking.getByRole("region", { name: copy.confirmedTitle });
      await expect(card).toContainText(copy.swedishTime);
      await expect(card).toContainText(copy.phoneLocation("+46 70 123 45 67"));
      await expect(card).toContainText(copy.host);
      await expect(card).toContainText(about);
      const manage = card.getByRole("link", { name: copy.manageLink });
      const manageUrl = (await manage.getAttribute("href"))!;
      expect(manageUrl).toMatch(new RegExp(`^/${lang}/booking/manage/[A-Za-z0-9_-]{43}$`));
      await expect(card.getByRole("link", { name: copy.addToCalendar })).toHaveAttribute("href", `${manageUrl}/call.ics`);
      const download = page.waitForEvent("download");
      await card.getByRole("link", { name: copy.addToCalendar }).click();
      expect((await download).suggestedFilename()).toBe("call.ics");
      await expectNoAxeViolations(page);

      // The email says where, and carries the manage link; the reminder waits for the day before.
      const mail = await bookingMailTo(email);
      expect(mail).toContain(copy.phoneLocation("+46 70 123 45 67"));
      expect(mail).toContain(`LOCATION:${copy.phoneLocation("+46 70 123 45 67")}`);
      expect(mail).toContain(manageUrl);
      const reminder = await reminderOf(email);
      expect(reminder).toBeDefined();
      expect(Date.parse(reminder!.start) - Date.parse(reminder!.due)).toBe(24 * 3_600_000);

      // The manage page: the site's frame, the summary, moving first, cancelling asks first.
      await page.goto(manageUrl);
      await expect(page.getByRole("banner").getByRole("link", { name: ui[lang].bookCall })).toBeVisible();
      await expect(page.locator("[hreflang]")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toContainText("Nordlegend AB");
      await expect(page.getByText(copy.phoneLocation("+46 70 123 45 67"))).toBeVisible();
      await expectNoAxeViolations(page);

      // Moving offers the free days as a strip, then the chosen day's times (no script: links).
      const days = page.getByRole("list", { name: copy.moveIntro });
      const dayLinks = days.getByRole("link");
      expect(await dayLinks.count()).toBeGreaterThan(5);
      await expect(dayLinks.first()).toHaveAttribute("aria-current", "true");
      await expect(page.locator("#move fieldset")).toHaveCount(1);
      // By keyboard: Tab reaches the days, Enter opens one, and its times follow as one radio group.
      await dayLinks.nth(1).focus();
      const secondDay = (await dayLinks.nth(1).getAttribute("href"))!;
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${secondDay.replace("?", "\\?")}$`));
      await expect(days.getByRole("link").nth(1)).toHaveAttribute("aria-current", "true");
      await expect(days.getByRole("link").first()).not.toHaveAttribute("aria-current");
      const dayTimes = page.locator("#move").getByRole("group");
      await expect(dayTimes).toHaveCount(1);
      await dayTimes.getByRole("radio").first().focus();
      await page.keyboard.press("ArrowRight");
      await expect(dayTimes.getByRole("radio").nth(1)).toBeChecked();
      await expect(page.getByRole("button", { name: copy.move })).toBeVisible();
      const strip = await days.boundingBox();
      expect(strip!.x + strip!.width).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: copy.cancel }).click();
      await expect(page.getByRole("heading", { level: 1, name: copy.cancelAsk })).toBeVisible();
      await expectNoAxeViolations(page);
      // Keeping the call leaves it as it was.
      await page.getByRole("link", { name: copy.keepCall }).click();
      await expect(page.getByRole("heading", { level: 1, name: copy.manageTitle })).toBeVisible();
      await page.getByRole("link", { name: copy.cancel }).click();
      // A reason with markup is refused: the step again, the text as typed, the error at the field.
      const typed = lang === "sv" ? "Krockar med <b>ett möte</b>" : "Clashes with <b>a meeting</b>";
      await page.getByLabel(copy.cancelReason).fill(typed);
      await page.getByRole("button", { name: copy.cancelConfirm }).click();
      await expect(page.getByRole("heading", { level: 1, name: copy.cancelAsk })).toBeVisible();
      await expect(page.getByLabel(copy.cancelReason)).toHaveValue(typed);
      await expect(page.getByLabel(copy.cancelReason)).toHaveAccessibleDescription(
        fieldErrorMessage(lang, "markup", BOOKING_CANCEL_SCHEMA.fields[0]),
      );
      await expectNoAxeViolations(page);
      await page.getByLabel(copy.cancelReason).fill(lang === "sv" ? "Krockar med ett möte" : "Clashes with a meeting");
      await page.getByRole("button", { name: copy.cancelConfirm }).click();
      await expect(page.getByRole("heading", { level: 1, name: copy.cancelledTitle })).toBeVisible();
      // The reminder went with the call.
      expect(await reminderOf(email)).toBeUndefined();
      await context.close();
    });
  }
}
