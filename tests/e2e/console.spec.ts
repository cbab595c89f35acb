import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { eventually } from "../../test/support/receivers";
import { expect, expectNoAxeViolations, test, addVirtualAuthenticator } from "./fixtures";
import { startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The operator console end to end, with Chromium's virtual authenticator (the DevTools
 * protocol's WebAuthn domain). WebAuthn refuses IP addresses as relying parties, so this test
 * runs a server of its own whose SITE_URL is http://localhost:PORT.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-e2e-");
});
test.afterAll(async () => harness?.stop());

/**
 * Keyboard only: Tab until the control has focus (failing if it is never reached), then
 * press the key a keyboard user would.
 */
async function byKeyboard(page: Page, control: Locator, key: "Enter" | "Space" = "Enter"): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if (await control.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error("the control cannot be reached with Tab");
}

test.use({ locale: "en-GB" });

test("invite → enrol → sign in → list → filter → detail → handled → export → live → erase by email → audit → sign out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The page's timers run on a clock the test can move: the live update below is triggered by
  // moving it past one poll, not by waiting and hoping the poll comes in time.
  await page.clock.install();
  await harness.postEnquiry("contact", { name: "Greta Garbo", email: "greta@example.se", message: "Hej!" });
  await harness.postEnquiry("project", { projectName: "Ledger", email: "ledger@example.org" });

  const printed = await harness.cli("operator", "invite", "owner@example.test");
  const link = printed.split("\n").find((line) => line.startsWith(harness.site));
  expect(link).toMatch(new RegExp(`^${harness.site}/admin/enrol#[A-Za-z0-9_-]{43}$`));

  await addVirtualAuthenticator(page);
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
  await expect(page).toHaveURL(`${harness.site}/admin/enrol`);
  await expectNoAxeViolations(page);
  await page.getByLabel("Name of the passkey").fill("Test laptop");
  await page.getByRole("button", { name: "Create passkey" }).click();
  // The first screen after sign-in is the overview (docs/decisions/012-cookieless-statistics.md).
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  // A fresh start: sign out, then in with the passkey just made.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);
  await byKeyboard(page, page.getByRole("button", { name: "Sign in with a passkey" }));
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();

  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Ledger");
  await expect(rows.nth(2)).toContainText("Greta Garbo");
  await expect(page.getByRole("link", { name: /Contact\s*1 new/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Form", { exact: true }).selectOption("project");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/\?form=project$/);

  await page.getByRole("link", { name: "Ledger" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ledger" })).toBeVisible();
  const fields = page.getByRole("region", { name: "What the visitor wrote" });
  await expect(fields.getByText("Blockchain", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    /^mailto:ledger@example\.org\?subject=Re%3A%20Project%20enquiry$/,
  );
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Email:");
  await expectNoAxeViolations(page);
  await byKeyboard(page, page.getByRole("button", { name: "Mark as handled" }));
  await expect(page.getByText("Project enquiry · Handled")).toBeVisible();
  // The notification email links here: the address opens the same enquiry on its own.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Ledger" })).toBeVisible();

  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("handled");
  await page.getByLabel("Form", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(rows).toHaveCount(2);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV", exact: true }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true); // so that Excel reads UTF-8
  expect(csv.slice(1).split("\r\n")[0]).toMatch(
    /^id,form,status,createdAt,language,page,entryPage,source,projectName,name,email,/,
  );
  expect(csv).toContain(",project,handled,");
  expect(csv).not.toContain("Greta");
  const excelDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV for Excel (semicolon)" }).click();
  const forExcel = await readFile(await (await excelDownload).path(), "utf8");
  expect(forExcel.slice(1).split("\r\n")[0]).toMatch(
    /^id;form;status;createdAt;language;page;entryPage;source;projectName;name;email;/,
  );
  expect(forExcel).toContain(";project;handled;");

  // Live: a new enquiry appears at the next poll (every 3 s), and the tab title counts the new ones.
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(rows).toHaveCount(3);
  await harness.postEnquiry("contact", { name: "Nils Holgersson", email: "greta@example.se" });
  await expect(rows).toHaveCount(3);
  await page.clock.runFor(3_000);
  await expect(rows.nth(1)).toContainText("Nils Holgersson");
  await expect(page).toHaveTitle("(2) Inbox");

  await page.getByRole("link", { name: "By email" }).click();
  await page.getByLabel("The visitor’s email address").fill("greta@example.se");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByText("2 enquiries", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await byKeyboard(page, page.getByRole("button", { name: "Erase everything" }));
  await expect(page.getByRole("alert")).toContainText("Erase 2 enquiries from greta@example.se");
  await byKeyboard(page, page.getByRole("button", { name: "Erase everything" }));
  await expect(page.getByText("2 erased. The erasure is in the log.")).toBeVisible();
  expect(await harness.cli("list")).not.toContain("greta@example.se");

  await page.getByRole("link", { name: "Log" }).click();
  const log = page.getByRole("table");
  // Reads are logged too (the lookup that follows the erasure), so the erasure is found by name.
  await expect(log.getByRole("row").filter({ hasText: "Erased all data from an address" })).toHaveCount(1);
  await expect(log).toContainText("Looked up an email address");
  await expect(log).toContainText("Exported");
  await expect(log).toContainText("Changed status");
  await expect(log).toContainText("Added a passkey");
  await expectNoAxeViolations(page);
  expect(await harness.cli("audit")).toMatch(/owner@example\.test +erased +g…@e…\.se/);

  // Inviting a colleague from the console; the link is enrolled below in a Swedish browser.
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your passkeys" })).toBeVisible();
  await expect(page.getByText("Test laptop")).toBeVisible();
  await page.getByLabel("Your colleague’s email address").fill("colleague@example.test");
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText("Invitation sent to colleague@example.test.")).toBeVisible();
  await eventually(() => expect(harness.smtp.messages.filter((m) => m.to.includes("colleague@example.test"))).toHaveLength(1));
  const mailed = harness.smtp.messages.find((m) => m.to.includes("colleague@example.test"))!.text;
  const invite = new RegExp(`${harness.site}/admin/enrol#[A-Za-z0-9_-]{43}`).exec(mailed)![0];
  // The inviter never sees the link.
  expect(await page.content()).not.toContain(invite.split("#")[1]);
  await expect(page.getByRole("listitem").filter({ hasText: "colleague@example.test" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Every screen again in Swedish, by the operator's switch.
  await page.getByRole("button", { name: "På svenska" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Konto" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Logg" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logg" })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Bjöd in operatör");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Inkorg" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Förfrågningar" })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Ledger" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ledger" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Det besökaren skrev" })).toContainText("Projektnamn");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Per e-post" }).click();
  await page.getByLabel("Besökarens e-postadress").fill("ledger@example.org");
  await page.getByRole("button", { name: "Visa", exact: true }).click();
  await expect(page.getByText("1 förfrågan", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Logga ut", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
  await expect(page).toHaveTitle("Logga in · Inkorg");
  await expectNoAxeViolations(page);
  const after = await page.request.get(`${harness.site}/api/admin/enquiries`);
  expect(after.status()).toBe(401);
  expect((await page.request.get(`${harness.site}/api/admin/session`)).status()).toBe(200);

  // The colleague's browser prefers Swedish: the console starts in Swedish.
  const colleague = await browser.newContext({ locale: "sv-SE" });
  const theirs = await colleague.newPage();
  await addVirtualAuthenticator(theirs);
  await theirs.goto(invite);
  await expect(theirs.getByRole("heading", { level: 1, name: "Välkommen" })).toBeVisible();
  await expectNoAxeViolations(theirs);
  await theirs.getByRole("button", { name: "Skapa nyckel" }).click();
  await expect(theirs.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await colleague.close();
});

test("the console page is never indexed and has its own policy; robots.txt keeps crawlers out", async ({ request }) => {
  const response = await request.get(`${harness.site}/admin`);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["content-security-policy"]).toContain("form-action 'none'");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(await (await request.get(`${harness.site}/robots.txt`)).text()).toContain("Disallow: /admin");
  expect(await (await request.get(`${harness.site}/sitemap.xml`)).text()).not.toContain("/admin");
});
