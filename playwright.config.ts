import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium";

/** A free loopback port, asked of the OS (the config runs once; workers inherit the env). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

// The production server under test gets its own port, database and mail drop; the test
// SMTP server (tests/e2e/global-setup.ts) listens on E2E_SMTP_PORT and writes each message
// it receives into E2E_MAIL_DIR for the tests to read.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-"));
process.env.E2E_DATABASE_URL ??= `file:${path.join(process.env.E2E_DIR, "site.db")}`;
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DIR, "mail");

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production server as deployed: compiled, run with plain node (recompiled here, in
    // seconds, so a server change is never tested against a stale compile).
    command: "npx tsx scripts/build-server.ts && exec node build/server/server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_TO: "owner@example.test",
      MAIL_FROM: "Website <website@example.test>",
      IP_HASH_SALT: "e2e-salt",
      // Many tests post from the same address; the limit itself is tested in the server tests.
      FORM_RATE_LIMIT: "10000",
      // Likewise for the bookings a network makes a day (server/booking/booking-limits.test.ts).
      BOOKING_DAILY_LIMIT: "10000",
      // And the confirmations, invitations and cancellations one network is sent a day, which the
      // bookings now count against too (server/notify/plugin.ts; tested in the server tests).
      CONFIRMATION_DAILY_LIMIT: "10000",
      // The browsers and the server share two cores here: a busy harness is not an overloaded
      // site. Shedding is tested in server/http/load-shedding.test.ts and by the attack bench.
      LOAD_SHEDDING: "off",
    },
  },
});
