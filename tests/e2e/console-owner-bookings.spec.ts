import type { Page } from "@playwright/test";
import { consoleCopy } from "~/content/console";
import { ownerBookingsCopy } from "~/content/console-bookings";
import { overviewCopy } from "~/content/console-overview";
import { expect, expectNoAxeViolations, LANGS, test } from "./fixtures";
import { enrolOwner, shootWidths, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The owner's bookings (docs/decisions/030-the-owners-bookings.md): the list soonest first, an
 * owner moves and cancels a call with a message the visitor receives by email, and the overview
 * opens on what needs the owner and never shows a conversion above 100 %.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  // MAIL_TO set: the booked calls' emails go out, to the visitor and to the firm.
  harness = await startConsoleServer("console-owner-bookings-", () => ({ MAIL_TO: "firm@example.test" }));
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });

/** The free slots on the server's booking page. */
async function freeSlots(): Promise<string[]> {
  const form = await (await fetch(`${harness.site}/en/booking`)).text();
  return [...form.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
}

async function book(slot: string, name: string, email: string, lang: "sv" | "en"): Promise<void> {
  const booked = await fetch(`${harness.site}/${lang}/booking`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", origin: harness.site },
    body: new URLSearchParams({ slot, name, email, note: "Om AI-agenter" }),
  });
  expect(booked.status).toBe(200);
}

/** The visitor's emails that carry a calendar invitation or cancellation of `method`. */
function visitorMails(email: string, method: "REQUEST" | "CANCEL") {
  return harness.smtp.messages.filter((mail) => mail.to.includes(email) && mail.raw.includes(`METHOD:${method}`));
}

async function enrolAnOwner(page: Page, email: string): Promise<void> {
  await harness.cli("operator", "invite", email);
  await harness.cli("operator", "role", email, "owner");
  await enrolOwner(page, harness, email);
}

for (const [index, lang] of LANGS.entries()) {
  const copy = consoleCopy[lang];
  const o = ownerBookingsCopy[lang];
  const viewport = lang === "sv" ? { width: 375, height: 800 } : { width: 1280, height: 900 };

  test(`${lang}: the bookings list is soonest first; an owner moves and cancels a call with a message to the visitor`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const slots = await freeSlots();
    // Booked latest first, listed soonest first. Each language's test takes its own slots.
    const late = `late-${lang}@example.se`;
    const early = `early-${lang}@example.se`;
    await book(slots[10 + index * 4]!, `Late ${lang}`, late, lang);
    await book(slots[8 + index * 4]!, `Early ${lang}`, early, lang);
    await enrolAnOwner(page, `owner-${lang}@example.test`);
    if (lang === "sv") await page.getByRole("button", { name: consoleCopy.en.language.switchTo }).click();
    const nav = page.getByRole("navigation", { name: copy.nav.label });
    await nav.getByRole("link", { name: copy.nav.bookings }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.bookings.heading })).toBeVisible();

    const items = page.getByRole("listitem").filter({ hasText: new RegExp(`(Early|Late) ${lang}`) });
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`Early ${lang}`);
    await expect(items.nth(1)).toContainText(`Late ${lang}`);
    await expectNoAxeViolations(page);
    await shootWidths(page, `owner-bookings-list-${lang}`, { folder: "OWNER_SCREENSHOTS" });
    await page.setViewportSize(viewport);

    // Move the early call to another free time, with a message.
    const earlyCall = page.getByRole("listitem").filter({ hasText: `Early ${lang}` });
    await earlyCall.getByRole("button", { name: o.move, exact: true }).click();
    await expect(earlyCall.getByRole("heading", { name: o.moveHeading })).toBeFocused();
    const picker = earlyCall.getByLabel(o.pickSlot);
    await expect(picker.locator("option").first()).toBeAttached();
    const chosen = await picker.locator("option").last().getAttribute("value");
    await picker.selectOption(chosen!);
    await earlyCall.getByLabel(o.message).fill(`Moving-you-${lang}: something came up`);
    await expectNoAxeViolations(page);
    await shootWidths(page, `owner-bookings-move-${lang}`, { folder: "OWNER_SCREENSHOTS", around: earlyCall });
    await page.setViewportSize(viewport);
    await earlyCall.getByRole("button", { name: o.moveConfirm }).click();
    await expect(page.getByRole("status").filter({ hasText: o.moved("").slice(0, 12) })).toBeVisible();
    await expect.poll(() => visitorMails(early, "REQUEST").length, { timeout: 15_000 }).toBe(2);
    expect(visitorMails(early, "REQUEST").at(-1)!.raw).toContain(`Moving-you-${lang}`);
    // Now the early call is the later one.
    await expect(items.nth(0)).toContainText(`Late ${lang}`);

    // Cancel the other with a message: it goes to the folded "cancelled" section.
    const lateCall = page.getByRole("listitem").filter({ hasText: `Late ${lang}` });
    await lateCall.getByRole("button", { name: o.cancel, exact: true }).click();
    await lateCall.getByLabel(o.message).fill(`Sorry-${lang}: ill that day`);
    await lateCall.getByRole("button", { name: o.cancelConfirm }).click();
    await expect(page.getByRole("status").filter({ hasText: o.cancelled })).toBeVisible();
    await expect.poll(() => visitorMails(late, "CANCEL").length, { timeout: 15_000 }).toBe(1);
    expect(visitorMails(late, "CANCEL")[0]!.raw).toContain(`Sorry-${lang}`);
    const cancelled = page.locator("details").filter({ hasText: o.groups.cancelled });
    await cancelled.locator("summary").click();
    await expect(cancelled.getByRole("listitem").filter({ hasText: `Late ${lang}` })).toContainText(
      copy.bookings.statuses.cancelled,
    );
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shootWidths(page, `owner-bookings-after-${lang}`, { folder: "OWNER_SCREENSHOTS" });
  });

  test(`${lang}: the console opens on what needs the owner, and the overview never shows a conversion above 100 %`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // More enquiries than counted visitors: the old overview read "400 %".
    for (let i = 0; i < 4; i++) await harness.postEnquiry("contact", { email: `many-${lang}-${i}@example.se` });
    await enrolAnOwner(page, `owner-todo-${lang}@example.test`);
    if (lang === "sv") await page.getByRole("button", { name: consoleCopy.en.language.switchTo }).click();
    const t = overviewCopy[lang];
    const todo = page.getByRole("region", { name: o.todo.heading });
    await expect(todo).toBeVisible();
    await expect(todo.getByRole("heading", { name: /\d+/ }).first()).toBeVisible();
    await expect(todo.getByRole("heading", { name: o.todo.today })).toBeVisible();
    await expect(todo.getByRole("heading", { name: o.todo.tomorrow })).toBeVisible();
    const conversion = page.getByRole("term").filter({ hasText: t.totals.conversion }).locator("xpath=following-sibling::dd[1]");
    await expect(conversion).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: o.bookingsTotal })).toBeVisible();
    const percentages = [...(await page.locator("main").innerText()).matchAll(/(\d[\d\s.,]*)\s?%/g)].map((match) =>
      Number(match[1]!.replace(/\s/g, "").replace(",", ".")),
    );
    for (const value of percentages) expect(value).toBeLessThanOrEqual(100);
    expect((await conversion.innerText()).trim()).toBe(t.noConversion);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shootWidths(page, `owner-overview-${lang}`, { folder: "OWNER_SCREENSHOTS" });
  });
}
