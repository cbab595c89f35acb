import { eventually } from "../../test/support/receivers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { enrolOwner, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The console's bulk actions, keep mark, stored values and emailed sign-in links in a real
 * browser (Chromium's virtual authenticator), against a server of its own with a local SMTP
 * receiver (docs/decisions/008-operator-roles-and-step-up.md).
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-trust-e2e-");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });
test.describe.configure({ mode: "serial" });

test("bulk mark and delete, the keep mark, and every stored value under its label", async ({ page, consoleErrors }) => {
  // The refused address below is a 400 from the API, which the browser logs.
  consoleErrors.allow(/status of 400/);
  test.setTimeout(90_000);
  await harness.postEnquiry("contact", { name: "Anna Andersson", email: "anna@example.se" });
  await harness.postEnquiry("contact", { name: "Bertil Berg", email: "bertil@example.se" });
  await harness.postEnquiry("contact", { name: "Cecilia Ceder", email: "cecilia@example.se" });
  await harness.postEnquiry("otc-network-request", { fullName: "Åsa Öberg", email: "åsa@exempel.se" });

  await enrolOwner(page, harness);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(5);
  // The language column by its label, not the wire value.
  await expect(rows.nth(1)).toContainText("Swedish");

  // Bulk: mark two handled.
  await page.getByRole("checkbox", { name: "Select Anna Andersson" }).check();
  await page.getByRole("checkbox", { name: "Select Bertil Berg" }).check();
  await expect(page.getByText("2 selected · Mark as")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Handled", exact: true }).click();
  await expect(rows.filter({ hasText: "Anna Andersson" })).toContainText("Handled");
  await expect(rows.filter({ hasText: "Bertil Berg" })).toContainText("Handled");
  await expect(rows.filter({ hasText: "Cecilia Ceder" })).toContainText("New");
  expect(await harness.cli("list", "--status", "handled")).toMatch(/anna@example\.se[\s\S]*|bertil@example\.se/);
  expect((await harness.cli("list", "--status", "handled")).split("\n")).toHaveLength(3);

  // Bulk: delete two, after the confirmation.
  await page.getByRole("checkbox", { name: "Select Bertil Berg" }).check();
  await page.getByRole("checkbox", { name: "Select Cecilia Ceder" }).check();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("2");
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("table")).not.toContainText("Cecilia Ceder");
  expect(await harness.cli("list")).not.toContain("bertil@example.se");

  // The OTC enquiry: the acknowledgment reads "Agreed", the address as typed, the keep mark.
  await page.getByRole("link", { name: "Åsa Öberg" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Åsa Öberg" })).toBeVisible();
  const fields = page.getByRole("region", { name: "What the visitor wrote" });
  await expect(fields.getByText("Agreed", { exact: true })).toBeVisible();
  await expect(fields).not.toContainText("agreed");
  await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    /^mailto:%C3%A5sa@exempel\.se\?subject=/,
  );
  const keep = page.getByRole("region", { name: "Retention" });
  await expect(keep).toContainText("Deleted automatically");
  await keep.getByRole("button", { name: "Keep" }).click();
  await expect(keep).toContainText("Kept since");
  await expectNoAxeViolations(page);
  expect(await harness.cli("purge", "--dry-run")).toContain("Would delete 0");
  await keep.getByRole("button", { name: "Stop keeping" }).click();
  await expect(keep).toContainText("Deleted automatically");

  // An international address is found by email in the browser too (no type="email" refusal).
  await page.getByRole("link", { name: "By email" }).first().click();
  await page.getByLabel("The visitor’s email address").fill("Åsa@Exempel.se");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByText("1 enquiry", { exact: true })).toBeVisible();
  await page.getByLabel("The visitor’s email address").fill("a&b@example.com");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
});

test("an emailed sign-in link signs in only on a click, and only in the browser that asked", async ({ browser }) => {
  test.setTimeout(60_000);
  const asking = await browser.newContext({ locale: "en-GB" });
  const page = await asking.newPage();
  await page.goto(`${harness.site}/admin`);
  await page.getByLabel("Your email address").fill("owner@example.test");
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If the address belongs to an operator" })).toBeVisible();
  const mailed = () =>
    harness.smtp.messages.filter((m) => m.to.includes("owner@example.test") && m.text.includes("/admin/link#"));
  await eventually(() => expect(mailed()).toHaveLength(1));
  const link = new RegExp(`${harness.site}/admin/link#[A-Za-z0-9_-]{43}`).exec(mailed()[0]!.text)![0];

  // Another browser (a mail scanner, or whoever read the mail) opens and even clicks it: refused.
  const other = await browser.newContext({ locale: "en-GB" });
  const scanner = await other.newPage();
  await scanner.goto(link);
  await expect(scanner.getByRole("heading", { level: 1, name: "Sign-in link" })).toBeVisible();
  await scanner.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(scanner.getByText("Open the link in the browser where you asked for it")).toBeVisible();
  await other.close();

  // The asking browser: opening the page signs nobody in; the click does.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Sign-in link" })).toBeVisible();
  await expect(page).toHaveURL(`${harness.site}/admin/link`);
  await expectNoAxeViolations(page);
  expect(await (await page.request.get(`${harness.site}/api/admin/session`)).json()).toEqual({ email: null });
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  // The session reads; an export needs a fresh passkey check first.
  expect((await page.request.get(`${harness.site}/api/admin/enquiries`)).status()).toBe(200);
  const exported = await page.request.get(`${harness.site}/api/admin/export?format=csv`);
  expect([exported.status(), await exported.json()]).toEqual([403, { error: "step-up" }]);
  await asking.close();
});
