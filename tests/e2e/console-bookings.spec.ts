import type { Page } from "@playwright/test";
import { consoleCopy } from "~/content/console";
import { expect, expectNoAxeViolations, LANGS, test } from "./fixtures";
import { enrolOwner, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The console's bookings (docs/decisions/021-booking.md): an owner sees the calls and changes
 * the settings, renews the secret feed address, and finds a visitor's booked calls beside their
 * enquiries under "By email", where erasing the address removes both.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-bookings-");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });

/** An owner of this test's own: the tests of this file may share one server, in any order. */
async function enrolAnOwner(page: Page, email: string): Promise<void> {
  await harness.cli("operator", "invite", email);
  await harness.cli("operator", "role", email, "owner");
  await enrolOwner(page, harness, email);
}

test("an owner sees a booked call and changes the booking settings; a bad value is refused and explained", async ({
  page,
  consoleErrors,
}) => {
  // The refused save below is a 400 the browser logs.
  consoleErrors.allow(/status of 400/);
  const t = consoleCopy.en.bookings;
  // A visitor books the first free slot on the server's page.
  const form = await (await fetch(`${harness.site}/en/booking`)).text();
  const slot = /name="slot" value="([^"]+)"/.exec(form)?.[1];
  expect(slot).toBeDefined();
  const booked = await fetch(`${harness.site}/en/booking`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ slot: slot!, name: "Karin Ek", email: "karin@example.se", company: "Ek AB" }),
  });
  expect(booked.status).toBe(200);

  await enrolAnOwner(page, "owner@example.test");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
  await expect(page.getByText("Karin Ek (Ek AB)")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: t.settingsHeading })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(t.maxPerDay).fill("2");
  // Saturday opened with its toggle, its hours set with time pickers.
  await page.getByRole("checkbox", { name: /^Saturday/ }).check();
  await page.getByLabel("From Saturday 1").fill("10:00");
  await page.getByLabel("To Saturday 1").fill("12:00");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

  await page.getByLabel("From Monday 1").fill("12:00");
  await page.getByLabel("To Monday 1").fill("09:00");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("status").filter({ hasText: t.invalid })).toBeVisible();

  // The saved settings hold: Saturday 10:00 is offered now.
  const after = await (await fetch(`${harness.site}/api/booking/slots`)).json();
  const saturdays = (after as { slots: { start: string }[] }).slots.filter((free) => new Date(free.start).getUTCDay() === 6);
  expect(saturdays.length).toBeGreaterThan(0);
});

/** A visitor books a free slot on the server's page, as a browser without JavaScript posts it. */
async function book(pick: (slots: string[]) => string, email: string, name: string): Promise<string> {
  const form = await (await fetch(`${harness.site}/en/booking`)).text();
  const slot = pick([...form.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!));
  const booked = await fetch(`${harness.site}/en/booking`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", origin: harness.site },
    body: new URLSearchParams({ slot, name, email, note: "Om AI-agenter" }),
  });
  expect(booked.status).toBe(200);
  return slot;
}

for (const [index, lang] of LANGS.entries()) {
  const copy = consoleCopy[lang];
  // Swedish on a phone, English on a desktop: the two screens must work at both widths.
  const viewport = lang === "sv" ? { width: 375, height: 800 } : { width: 1280, height: 900 };

  test(`${lang}: By email lists a visitor's booked call beside the enquiry and erases both; the owner renews the calendar feed address`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const visitor = `greta-${lang}@example.se`;
    await harness.postEnquiry("contact", { email: visitor, name: "Greta Ek" });
    // From the end of the list: the other tests take the first free slots.
    await book((slots) => slots[slots.length - 1 - index]!, visitor, "Greta Ek");

    await enrolAnOwner(page, `owner-${lang}@example.test`);
    if (lang === "sv") await page.getByRole("button", { name: consoleCopy.en.language.switchTo }).click();
    const nav = page.getByRole("navigation", { name: copy.nav.label });

    // By email: the enquiry and, beside it, the booked call.
    await nav.getByRole("link", { name: copy.nav.people }).click();
    await page.getByLabel(copy.people.emailLabel).fill(visitor);
    await page.getByRole("button", { name: copy.people.show, exact: true }).click();
    const found = page.getByRole("region", { name: `${copy.people.found(1)} · ${copy.people.foundBookings(1)}` });
    await expect(found).toBeVisible();
    const calls = found.getByRole("region", { name: copy.people.bookingsHeading });
    await expect(calls.getByRole("listitem")).toHaveCount(1);
    await expect(calls.getByRole("listitem")).toContainText(copy.bookings.statuses.confirmed);
    await expect(calls.getByRole("listitem")).toContainText("Om AI-agenter");
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // Erasing says that the booked call goes too, and takes it.
    await found.getByRole("button", { name: copy.people.erase }).click();
    await expect(page.getByRole("alert")).toHaveText(copy.people.confirmErase(1, visitor, 1));
    await expectNoAxeViolations(page);
    await found.getByRole("button", { name: copy.people.erase }).click();
    await expect(page.getByRole("status").filter({ hasText: copy.people.erased(2) })).toBeVisible();
    await expect(page.getByRole("region", { name: copy.people.found(0) })).toBeVisible();
    expect(await harness.cli("bookings", "list", "--all")).not.toContain(visitor);

    // The feed address: renewed after a confirm step; the old one stops working, the new one works.
    await nav.getByRole("link", { name: copy.nav.bookings }).click();
    const settings = page.getByRole("region", { name: copy.bookings.settingsHeading });
    const address = settings.locator("code");
    const before = (await address.textContent()) ?? "";
    expect(before).toMatch(/\/booking\/feed\/[A-Za-z0-9_-]+\.ics$/);
    await settings.getByRole("button", { name: copy.bookings.renewFeed }).click();
    await expect(settings.getByRole("alert")).toHaveText(copy.bookings.confirmRenewFeed);
    await expectNoAxeViolations(page);
    // "Cancel" keeps the address.
    await settings.getByRole("button", { name: copy.inbox.cancel }).click();
    await expect(address).toHaveText(before);
    await settings.getByRole("button", { name: copy.bookings.renewFeed }).click();
    await settings.getByRole("button", { name: copy.bookings.renewFeed }).click();
    await expect(settings.getByRole("status")).toHaveText(copy.bookings.feedRenewed);
    await expect(address).not.toHaveText(before);
    const after = (await address.textContent()) ?? "";
    expect(after).toMatch(/\/booking\/feed\/[A-Za-z0-9_-]+\.ics$/);
    expect((await fetch(before)).status).toBe(404);
    const feed = await fetch(after);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
