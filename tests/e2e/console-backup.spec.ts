import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { enrolOwner, startConsoleServer, type ConsoleServer } from "./console-server";

/**
 * The console's backup notice (server/backup): the time of the last good backup on the
 * overview and the inbox, and a warning with the cause when the last attempt failed, in both languages. Each
 * test runs a server of its own on http://localhost (WebAuthn refuses IP addresses).
 */
let servers: ConsoleServer[] = [];

test.afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
});

/** A server of the test's own, with `extraEnv` added, and its owner signed in on the overview. */
async function signedInConsole(page: Page, extraEnv: (dir: string) => Promise<Record<string, string>>): Promise<void> {
  const server = await startConsoleServer("console-backup-e2e-", extraEnv);
  servers.push(server);
  await enrolOwner(page, server);
}

test.use({ locale: "en-GB" });

test("the overview and the inbox show when the last good backup was taken", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInConsole(page, async () => ({}));
  // The server took one at start; reloaded until the notice has it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Last backup: /)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: "backup" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expect(page.getByText(/^Last backup: /)).toBeVisible();
});

test("a failed backup is a warning on the overview, with its cause, in both languages", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInConsole(page, async (dir) => {
    // A file where the backup folder should be: every attempt fails.
    await writeFile(path.join(dir, "blocked"), "not a folder");
    return { BACKUP_DIR: path.join(dir, "blocked", "backups") };
  });
  const warning = page.getByRole("status").filter({ hasText: "The last backup failed" });
  await expect(async () => {
    await page.reload();
    await expect(warning).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(warning).toContainText("There is no backup yet.");
  await expect(warning).toContainText(/Cause: .*(ENOTDIR|not a directory)/);
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(tmpdir(), `console-backup-en-${width}.png`), fullPage: true });
  }

  await page.getByRole("button", { name: "På svenska" }).click();
  const varning = page.getByRole("status").filter({ hasText: "Den senaste säkerhetskopieringen misslyckades" });
  await expect(varning).toBeVisible();
  await expect(varning).toContainText("Det finns ingen säkerhetskopia ännu.");
  await expect(varning).toContainText(/Orsak: .*(ENOTDIR|not a directory)/);
  await expectNoAxeViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // On a phone the navigation scrolls sideways; no label ("Per e-post") breaks over two lines.
    const lines = await page
      .getByRole("navigation", { name: "Konsolen" })
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => {
          const text = document.createRange();
          text.selectNodeContents(link);
          return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
        }),
      );
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.every((count) => count === 1)).toBe(true);
    await page.screenshot({ path: path.join(tmpdir(), `console-backup-sv-${width}.png`), fullPage: true });
  }
});
