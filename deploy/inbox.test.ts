import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { userInfo } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { available } from "../test/support/requirements";
import { buildServer } from "../scripts/build-server";

/**
 * deploy/inbox, the inbox command on a server set up with deploy/: the same user, database
 * and folder as the systemd unit, and (where this runs as root, as CI does) a real run of the
 * compiled command through it.
 */

const WRAPPER = path.resolve("deploy/inbox");
const canRun = available("root and runuser", process.getuid?.() === 0 && existsSync("/usr/sbin/runuser"));

describe("deploy/inbox", () => {
  it("runs as the unit's user, in its folder, on its database", async () => {
    const [wrapper, unit] = await Promise.all([readFile(WRAPPER, "utf8"), readFile("deploy/systemd/site.service", "utf8")]);
    const unitValue = (key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(unit)?.[1];
    expect(wrapper).toContain(`SERVICE_USER=\${SERVICE_USER:-${unitValue("User")}}`);
    expect(wrapper).toContain(`SITE_DIR=\${SITE_DIR:-${unitValue("WorkingDirectory")}}`);
    expect(wrapper).toContain(`ENV_FILE=\${ENV_FILE:-${unitValue("EnvironmentFile")}}`);
    expect(wrapper).toContain(`DATABASE_URL=${unitValue("Environment=DATABASE_URL")}`);
    expect(wrapper).toContain("exec node build/server/inbox.js");
  });

  describe.skipIf(!canRun)("run for real (as root)", () => {
    let siteDir: string;

    beforeAll(async () => {
      // Inside node_modules, so the compiled command finds its packages as in /srv/site.
      await mkdir("node_modules/.cache", { recursive: true });
      siteDir = await mkdtemp(path.resolve("node_modules/.cache/deploy-inbox-"));
      await buildServer(path.join(siteDir, "build/server"));
      await writeFile(path.join(siteDir, "site.env"), `DATABASE_URL=file:${path.join(siteDir, "data", "site.db")}\n`);
    });

    afterAll(async () => {
      await rm(siteDir, { recursive: true, force: true });
    });

    const run = (...args: string[]) =>
      spawnSync(WRAPPER, args, {
        env: {
          PATH: `${path.dirname(process.execPath)}:/usr/sbin:/usr/bin:/bin`,
          SITE_DIR: siteDir,
          ENV_FILE: path.join(siteDir, "site.env"),
          SERVICE_USER: userInfo().username,
        },
        encoding: "utf8",
      });

    it("reads the environment file and passes the arguments on", () => {
      const listed = run("list", "--form", "contact");
      expect(listed.stderr).toBe("");
      expect(listed.stdout).toContain("No submissions.");
      expect(listed.status).toBe(0);
      expect(existsSync(path.join(siteDir, "data", "site.db"))).toBe(true);
      const wrong = run("list", "--form", "nonsense");
      expect(wrong.status).toBe(2);
    });
  });
});
