/**
 * `npm test` runs the browser tests in the system Chromium (Playwright cannot download its
 * own here). If it is missing and we may install packages (root with apt-get), install it.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium";

if (chromiumPath()) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
if (!canApt) {
  console.error("Chromium is not installed. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}
console.log("Installing Chromium from Debian's packages …");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
if (!chromiumPath()) {
  console.error("Chromium was installed but not found at /usr/bin/chromium.");
  process.exit(1);
}
