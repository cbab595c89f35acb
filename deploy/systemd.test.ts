import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { available } from "../test/support/requirements";
import { SERVER_OUT_DIR } from "../scripts/build-server";

/**
 * The shipped systemd unit (deploy/systemd/site.service): plain node on the compiled server,
 * the sandboxing the docs promise, and agreement with the nginx config in front of it.
 */

const UNIT = "deploy/systemd/site.service";

/** The unit's [Service] settings; a key given several times keeps every value. */
async function serviceSettings(): Promise<Map<string, string[]>> {
  const settings = new Map<string, string[]>();
  let section = "";
  for (const raw of (await readFile(UNIT, "utf8")).split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    if (section !== "Service") continue;
    const at = line.indexOf("=");
    const key = line.slice(0, at);
    settings.set(key, [...(settings.get(key) ?? []), line.slice(at + 1)]);
  }
  return settings;
}

function environment(settings: Map<string, string[]>): Record<string, string> {
  return Object.fromEntries((settings.get("Environment") ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
}

describe("the systemd unit", () => {
  it("runs the compiled server with plain node, nothing in between", async () => {
    const settings = await serviceSettings();
    expect(settings.get("ExecStart")).toEqual([`/usr/bin/node ${SERVER_OUT_DIR}/server.js`]);
    expect(settings.get("Type")).toEqual(["simple"]);
  });

  it("is sandboxed: its own user, a read-only system, writes only to the database folder", async () => {
    const settings = await serviceSettings();
    const one = (key: string) => settings.get(key)?.join(" ");
    expect(one("User")).toBe("site");
    for (const [key, value] of Object.entries({
      NoNewPrivileges: "yes",
      PrivateTmp: "yes",
      PrivateDevices: "yes",
      ProtectSystem: "strict",
      ProtectHome: "yes",
      ProtectKernelTunables: "yes",
      ProtectControlGroups: "yes",
      RestrictSUIDSGID: "yes",
      CapabilityBoundingSet: "",
      UMask: "0077",
    })) {
      expect(one(key), key).toBe(value);
    }
    expect(one("RestrictAddressFamilies")).toBe("AF_INET AF_INET6 AF_UNIX");
    // V8's JIT needs writable, executable memory: this option would crash node.
    expect(settings.has("MemoryDenyWriteExecute")).toBe(false);
    const database = environment(settings).DATABASE_URL!;
    expect(database).toMatch(/^file:\//);
    const folder = path.dirname(database.slice("file:".length));
    expect(settings.get("ReadWritePaths")).toEqual([folder]);
    expect(`/var/lib/${one("StateDirectory")}`).toBe(folder);
  });

  it("listens where the nginx config sends requests, trusting exactly that one proxy", async () => {
    const env = environment(await serviceSettings());
    const nginx = await readFile("deploy/nginx/site.conf", "utf8");
    const upstream = /upstream site_node \{[^}]*?server ([\d.]+):(\d+);/.exec(nginx);
    expect(upstream?.slice(1)).toEqual([env.HOST, env.PORT]);
    expect(env.TRUST_PROXY).toBe("1");
    expect(env.NODE_ENV).toBe("production");
  });

  it.skipIf(!available("systemd-analyze", existsSync("/usr/bin/systemd-analyze")))(
    "passes systemd-analyze verify without a warning",
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "unit-"));
      try {
        // node may live elsewhere on a developer's machine: point ExecStart at the one running this.
        const unit = (await readFile(UNIT, "utf8")).replace("ExecStart=/usr/bin/node ", `ExecStart=${process.execPath} `);
        const file = path.join(dir, "site.service");
        await writeFile(file, unit);
        const result = spawnSync("/usr/bin/systemd-analyze", ["verify", file], { encoding: "utf8" });
        expect(result.stderr + result.stdout).toBe("");
        expect(result.status).toBe(0);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe("the off-site backup timer", () => {
  const SERVICE = "deploy/systemd/site-backup-offsite.service";
  const TIMER = "deploy/systemd/site-backup-offsite.timer";

  it("runs deploy/backup-offsite daily as the site's user, on the server's backup folder", async () => {
    const [service, timer, site] = await Promise.all([
      readFile(SERVICE, "utf8"),
      readFile(TIMER, "utf8"),
      readFile(UNIT, "utf8"),
    ]);
    const value = (text: string, key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(text)?.[1];
    expect(value(service, "ExecStart")).toBe("/srv/site/deploy/backup-offsite");
    expect(value(service, "Type")).toBe("oneshot");
    expect(value(service, "User")).toBe(value(site, "User"));
    // BACKUP_DIR's default: backups/ beside the database the server unit uses.
    const database = value(site, "Environment=DATABASE_URL")!.slice("file:".length);
    expect(value(service, "Environment=BACKUP_DIR")).toBe(path.join(path.dirname(database), "backups"));
    expect(value(timer, "OnCalendar")).toBe("daily");
    expect(value(timer, "Persistent")).toBe("true");
  });

  it.skipIf(!available("systemd-analyze", existsSync("/usr/bin/systemd-analyze")))(
    "passes systemd-analyze verify without a warning",
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "unit-"));
      try {
        // The script where this checkout has it (systemd checks that ExecStart can run).
        const service = (await readFile(SERVICE, "utf8")).replace(
          "ExecStart=/srv/site/deploy/backup-offsite",
          `ExecStart=${path.resolve("deploy/backup-offsite")}`,
        );
        await writeFile(path.join(dir, "site-backup-offsite.service"), service);
        await writeFile(path.join(dir, "site-backup-offsite.timer"), await readFile(TIMER, "utf8"));
        const result = spawnSync(
          "/usr/bin/systemd-analyze",
          ["verify", path.join(dir, "site-backup-offsite.service"), path.join(dir, "site-backup-offsite.timer")],
          { encoding: "utf8" },
        );
        expect(result.stderr + result.stdout).toBe("");
        expect(result.status).toBe(0);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
