import { consoleCopy } from "~/content/console";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { enrolOwner, startConsoleServer, type ConsoleServer } from "./console-server";

/** The console's bookings screen (docs/decisions/021-booking.md): an owner sees the calls and changes the settings. */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-bookings-");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });

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

  await enrolOwner(page, harness);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
  await expect(page.getByText("Karin Ek (Ek AB)")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: t.settingsHeading })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(t.maxPerDay).fill("2");
  await page.getByLabel("Saturday").fill("10:00-12:00");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

  await page.getByLabel("Monday").fill("12:00-09:00");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("status").filter({ hasText: t.invalid })).toBeVisible();

  // The saved settings hold: Saturday 10:00 is offered now.
  const after = await (await fetch(`${harness.site}/api/booking/slots`)).json();
  const saturdays = (after as { slots: { start: string }[] }).slots.filter((free) => new Date(free.start).getUTCDay() === 6);
  expect(saturdays.length).toBeGreaterThan(0);
});
