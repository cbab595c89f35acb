import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { main as inbox } from "../../server/cli/inbox";
import { freePort, startServerProcess, type ServerProcess } from "../../test/support/server-process";
import { expect, expectNoAxeViolations, test, addVirtualAuthenticator } from "./fixtures";

/**
 * The console's backup notice (server/backup): the time of the last good backup on the
 * overview and the inbox, and a warning with the cause when the last attempt failed, in both languages. Each
 * test runs a server of its own on http://localhost (WebAuthn refuses IP addresses).
 */
let servers: ServerProcess[] = [];
let dirs: string[] = [];

test.afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  servers = [];
  dirs = [];
});

async function signedInConsole(page: Page, extraEnv: (dir: string) => Promise<Record<string, string>>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "console-backup-e2e-"));
  dirs.push(dir);
  const port = await freePort();
  const site = `http://localhost:${port}`;
  const env = {
    SITE_URL: site,
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    // Shedding has its own tests; here the harness shares the CPU (README.md#configuration).
    LOAD_SHEDDING: "off",
    IP_HASH_SALT: "e2e",
    NODE_ENV: "production",
    ...(await extraEnv(dir)),
  };
  servers.push(await startServerProcess(env, port));
  const lines: string[] = [];
  const code = await inbox(["operator", "invite", "owner@example.test"], { ...process.env, ...env }, (text) => lines.push(text));
  expect(code).toBe(0);
  const link = lines.find((line) => line.startsWith(site))!;

  await addVirtualAuthenticator(page);
  await page.goto(link);
  await page.getByLabel("Name of the passkey").fill("Test laptop");
  await page.getByRole("button", { name: "Create passkey" }).click();
  // The first screen after sign-in: the overview, which shows the backup status first.
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
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
    await page.screenshot({ path: path.join(tmpdir(), `console-backup-sv-${width}.png`), fullPage: true });
  }
});
