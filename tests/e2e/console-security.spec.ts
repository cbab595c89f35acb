import { eventually } from "../../test/support/receivers";
import { addVirtualAuthenticator, expect, expectNoAxeViolations, test } from "./fixtures";
import { enrolOwner, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * A passkey added without a passkey check (docs/decisions/016-step-up-and-security-notices.md)
 * in a real browser: a colleague who has none signs in by emailed link and adds one, which
 * waits out its day; the owner confirms it; "Sign out everywhere" can remove recent passkeys.
 */
let harness: ConsoleServer;

test.beforeAll(async () => {
  harness = await startConsoleServer("console-security-e2e-");
});
test.afterAll(async () => harness?.stop());

test.use({ locale: "en-GB" });
test.describe.configure({ mode: "serial" });

const SHOTS = process.env.CONSOLE_SCREENSHOTS;

test("a passkey added after an emailed link waits until an owner confirms it; sign out everywhere removes it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext({ locale: "en-GB" });
  const owner = await ownerContext.newPage();
  await enrolOwner(owner, harness);
  await harness.cli("operator", "invite", "colleague@example.test");

  // The colleague never used the enrolment link: they sign in by emailed link instead.
  const colleagueContext = await browser.newContext({ locale: "en-GB" });
  const colleague = await colleagueContext.newPage();
  await addVirtualAuthenticator(colleague);
  await colleague.goto(`${harness.site}/admin`);
  await colleague.getByLabel("Your email address").fill("colleague@example.test");
  await colleague.getByRole("button", { name: "Send link" }).click();
  const mailed = () =>
    harness.smtp.messages.filter((m) => m.to.includes("colleague@example.test") && m.text.includes("/admin/link#"));
  await eventually(() => expect(mailed()).toHaveLength(1));
  await colleague.goto(new RegExp(`${harness.site}/admin/link#[A-Za-z0-9_-]{43}`).exec(mailed()[0]!.text)![0]);
  await colleague.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

  await colleague.getByLabel("Name of the passkey").fill("Work laptop");
  await colleague.getByRole("button", { name: "Add a passkey" }).click();
  await expect(colleague.getByText("Passkey added. As you signed in without a passkey")).toBeVisible();
  await expect(colleague.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText(
    "Accepted for sensitive actions from",
  );
  await expectNoAxeViolations(colleague);
  await eventually(() =>
    expect(
      harness.smtp.messages.filter((m) => m.to.includes("colleague@example.test") && m.text.includes('"Work laptop"')),
    ).toHaveLength(1),
  );

  // The owner sees it waiting and vouches for it (after a passkey check, which the browser makes).
  await owner.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Account" }).click();
  // The operator's row (its waiting passkeys are a list inside it).
  const waiting = owner.getByRole("listitem").filter({ hasText: "colleague@example.test" }).first();
  await expect(waiting).toContainText("Passkeys waiting");
  await expect(waiting).toContainText("Work laptop");
  await expectNoAxeViolations(owner);
  if (SHOTS) {
    for (const width of [375, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.screenshot({ path: `${SHOTS}/owner-en-${width}.png`, fullPage: true });
      await colleague.setViewportSize({ width, height: 900 });
      await colleague.screenshot({ path: `${SHOTS}/colleague-en-${width}.png`, fullPage: true });
    }
    await owner.getByRole("button", { name: "På svenska" }).click();
    await colleague.getByRole("button", { name: "På svenska" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Konto" })).toBeVisible();
    await expect(colleague.getByRole("heading", { level: 1, name: "Konto" })).toBeVisible();
    for (const width of [375, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.screenshot({ path: `${SHOTS}/owner-sv-${width}.png`, fullPage: true });
      await colleague.setViewportSize({ width, height: 900 });
      await colleague.screenshot({ path: `${SHOTS}/colleague-sv-${width}.png`, fullPage: true });
    }
    await expectNoAxeViolations(owner);
    await expectNoAxeViolations(colleague);
    await owner.getByRole("button", { name: "In English" }).click();
    await colleague.getByRole("button", { name: "In English" }).click();
  }
  await waiting.getByRole("button", { name: "Confirm" }).click();
  await expect(owner.getByRole("alert")).toContainText("Only do so after asking the person yourself");
  await waiting.getByRole("button", { name: "Confirm" }).click();
  await expect(waiting).not.toContainText("Passkeys waiting");
  expect(await harness.cli("audit")).toContain("passkey-confirmed");

  await colleague.reload();
  await expect(colleague.getByRole("listitem").filter({ hasText: "Work laptop" })).not.toContainText("Accepted for");

  // Sign out everywhere, removing the passkeys added in the past day.
  await colleague.getByRole("checkbox", { name: /Also remove passkeys added in the past day/ }).check();
  await colleague.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(colleague.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  expect(await harness.cli("operator", "list")).toMatch(/colleague@example\.test\s+operator\s+0/);
  await ownerContext.close();
  await colleagueContext.close();
});
