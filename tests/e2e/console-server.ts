import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { main as inbox } from "../../server/cli/inbox";
import { formBody } from "../../test/support/enquiry-app";
import { startSmtpReceiver, type SmtpReceiver } from "../../test/support/receivers";
import { freePort, startServerProcess, type ServerProcess } from "../../test/support/server-process";
import { addVirtualAuthenticator, expect } from "./fixtures";

/**
 * A server of a console test's own, the production build on a fresh SQLite file, at
 * http://localhost:PORT: WebAuthn refuses IP addresses as relying parties, and the shared
 * server's store is other tests'. Beside it a local SMTP receiver (invitations and sign-in links
 * go by email) and the server's shell, `inbox`.
 */
export interface ConsoleServer {
  site: string;
  env: Record<string, string>;
  dir: string;
  smtp: SmtpReceiver;
  /** `inbox ARGV…` on the server's shell; its output. Fails the test unless it exits 0. */
  cli(...argv: string[]): Promise<string>;
  /** An enquiry as a visitor's browser posts it (urlencoded, from a page of the site). */
  postEnquiry(form: Parameters<typeof formBody>[0], overrides?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export async function startConsoleServer(
  prefix: string,
  extraEnv: (dir: string) => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): Promise<ConsoleServer> {
  const smtp = await startSmtpReceiver();
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const port = await freePort();
  const site = `http://localhost:${port}`;
  const env: Record<string, string> = {
    SITE_URL: site,
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    // Shedding has its own tests; here the harness shares the CPU (README.md#configuration).
    LOAD_SHEDDING: "off",
    IP_HASH_SALT: "e2e",
    FORM_RATE_LIMIT: "1000",
    NODE_ENV: "production",
    SMTP_URL: smtp.url,
    ...(await extraEnv(dir)),
  };
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(env, port);
  } catch (error) {
    await smtp.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    site,
    env,
    dir,
    smtp,
    async cli(...argv) {
      const lines: string[] = [];
      const push = (text: string) => void lines.push(text);
      expect(await inbox(argv, { ...process.env, ...env }, push, push)).toBe(0);
      return lines.join("\n");
    },
    async postEnquiry(form, overrides = {}) {
      const response = await fetch(`${site}/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site, accept: "application/json" },
        body: formBody(form, overrides),
      });
      expect(response.status).toBe(200);
    },
    async stop() {
      await server?.stop();
      await smtp.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Invited on the shell (with a role when given) and enrolled from the printed link with a new passkey. */
async function enrolFromInvite(page: Page, server: ConsoleServer, email: string, role?: "editor" | "operator"): Promise<void> {
  const printed = await server.cli("operator", "invite", email);
  if (role === "editor") await server.cli("operator", "role", email, "editor");
  const link = printed.split("\n").find((line) => line.startsWith(`${server.site}/admin/enrol#`));
  expect(link).toBeDefined();
  await addVirtualAuthenticator(page);
  await page.goto(link!);
  await page.getByLabel("Name of the passkey").fill("Test laptop");
  await page.getByRole("button", { name: "Create passkey" }).click();
}

/**
 * The owner invited on the shell and enrolled from the printed link with Chromium's virtual
 * authenticator, ending on the console's first screen, the overview.
 */
export async function enrolOwner(page: Page, server: ConsoleServer, email = "owner@example.test"): Promise<void> {
  await enrolFromInvite(page, server, email);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

/** A colleague invited after the owner (an operator, or made an editor), enrolled in this page's browser. */
export async function enrolColleague(
  page: Page,
  server: ConsoleServer,
  email: string,
  role: "editor" | "operator",
): Promise<void> {
  await enrolFromInvite(page, server, email, role);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
}

/**
 * Screenshots of a console screen at 375 and 1280 px into the folder named by the environment
 * variable `folder` (unset: none are taken, as in CI). With `around`, the part is scrolled into
 * view and the viewport shot; otherwise the whole page.
 */
export async function shootWidths(
  page: Page,
  name: string,
  { folder = "CONTENT_SCREENSHOTS", around }: { folder?: string; around?: Locator } = {},
): Promise<void> {
  const dir = process.env[folder];
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await around?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: !around });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Publishes what the Content panel shows, in the console's language (`done`, the button to confirm
 * and the warnings' heading), confirming the checks' warnings if there are any.
 */
export async function publish(page: Page, done: string, confirm: string, warned: string): Promise<void> {
  await page.getByRole("button", { name: done.startsWith("Publicerat") ? "Publicera" : "Publish", exact: true }).click();
  const published = page.getByText(done);
  const warnings = page.getByRole("alert").filter({ hasText: warned });
  await expect(published.or(warnings)).toBeVisible();
  if (await warnings.isVisible()) await warnings.getByRole("button", { name: confirm }).click();
  await expect(published).toBeVisible();
}
