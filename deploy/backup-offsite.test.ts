import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { available } from "../test/support/requirements";
import { TIMELINES } from "~/content/facts";
import { backupName } from "../server/backup/files";
import { spanInDays } from "../server/retention/policy";

/**
 * deploy/backup-offsite, run for real with rsync to a local folder (a mounted disk): only
 * complete backups go, none is overwritten, and copies there older than the privacy policy's
 * off-site figure are deleted; a longer OFFSITE_KEEP_DAYS is refused.
 */

const SCRIPT = path.resolve("deploy/backup-offsite");
const hasRsync = available("rsync", existsSync("/usr/bin/rsync"));
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "offsite-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  return spawnSync(SCRIPT, [], { env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env }, encoding: "utf8" });
}

describe("deploy/backup-offsite", () => {
  it("keeps off-site copies no longer than the privacy policy states", async () => {
    const script = await readFile(SCRIPT, "utf8");
    expect(script).toContain(`POLICY_OFFSITE_DAYS=${spanInDays(TIMELINES.offsiteBackupRetention)}\n`);
    const longer = run({ OFFSITE_METHOD: "rsync", OFFSITE: dir, OFFSITE_KEEP_DAYS: "31" });
    expect(longer.status).toBe(2);
    expect(longer.stderr).toContain("privacy policy's 30 days");
  });

  it.skipIf(!hasRsync)("sends complete backups with rsync, never overwrites, and deletes old copies there", async () => {
    const backups = path.join(dir, "backups");
    const offsite = path.join(dir, "offsite");
    await mkdir(backups);
    await mkdir(offsite);
    const now = Date.now();
    const today = backupName(new Date(now - 3_600_000));
    await writeFile(path.join(backups, today), "today");
    await writeFile(path.join(backups, `.${today}.1.partial`), "half");
    await writeFile(path.join(backups, "notes.txt"), "not a backup");
    // Already off-site: one from yesterday (its copy there must not change), one 40 days old.
    const yesterday = backupName(new Date(now - 86_400_000));
    await writeFile(path.join(backups, yesterday), "changed since");
    await writeFile(path.join(offsite, yesterday), "as sent");
    const old = backupName(new Date(now - 40 * 86_400_000));
    await writeFile(path.join(offsite, old), "old");
    const fortyDaysAgo = new Date(now - 40 * 86_400_000);
    await utimes(path.join(offsite, old), fortyDaysAgo, fortyDaysAgo);

    const result = run({ OFFSITE_METHOD: "rsync", OFFSITE: offsite, BACKUP_DIR: backups });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect((await readdir(offsite)).sort()).toEqual([today, yesterday].sort());
    expect(await readFile(path.join(offsite, yesterday), "utf8")).toBe("as sent");
  });
});
