import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, SERVER_OUT_DIR } from "../../scripts/build-server";
import { formBody, SITE_URL, serverProcessEnv } from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";
import { startServerProcess, type ServerProcess } from "../../test/support/server-process";
import { softPasskey } from "../../test/support/soft-passkey";

/**
 * The restore drill, against the compiled server and the compiled `inbox` command as they run
 * in production: enquiries, an operator with a passkey and a status change are stored; a
 * backup is taken; the database files are deleted; the backup is restored; the server starts
 * again, and everything is back: the enquiries, their status, the passkey sign-in and the
 * audit entries. On the way, a restore while the server runs is refused.
 */

const ORIGIN = new URL(SITE_URL).origin;
const CACHE = path.resolve("node_modules/.cache");
let siteDir: string;
let outDir: string;
let database: string;
let server: ServerProcess | undefined;

function env(): Record<string, string> {
  return serverProcessEnv(`file:${database}`, path.join(siteDir, "build/client"), { IP_HASH_SALT: "drill" });
}

/** The compiled inbox command, as deploy/inbox runs it. */
function inbox(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [path.join(outDir, "inbox.js"), ...args], {
    cwd: siteDir,
    env: { ...process.env, NODE_ENV: "production", ...env() },
    encoding: "utf8",
  });
}

async function startServer(): Promise<ServerProcess> {
  server = await startServerProcess(env(), undefined, { entry: path.join(outDir, "server.js") });
  return server;
}

beforeAll(async () => {
  await mkdir(CACHE, { recursive: true });
  siteDir = await mkdtemp(path.join(CACHE, "restore-drill-"));
  outDir = path.join(siteDir, SERVER_OUT_DIR);
  database = path.join(siteDir, "data", "site.db");
  await copyFile("package.json", path.join(siteDir, "package.json"));
  await writeFakeBuild(path.join(siteDir, "build/client"));
  await buildServer(outDir);
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server?.exited();
  await rm(siteDir, { recursive: true, force: true });
});

async function call(
  method: "GET" | "POST",
  url: string,
  options: { cookie?: string; body?: unknown } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the console API's JSON, read by the assertions
): Promise<{ status: number; json: () => Promise<any>; cookie: string | undefined }> {
  const response = await fetch(`${server!.origin}${url}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(options.cookie ? { cookie: `__Host-console=${options.cookie}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cookie = /__Host-console=([^;]*)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  return { status: response.status, json: () => response.json(), cookie };
}

async function signIn(key: ReturnType<typeof softPasskey>): Promise<string> {
  const { challengeId, options } = await (await call("POST", "/api/admin/sign-in/options")).json();
  const verified = await call("POST", "/api/admin/sign-in/verify", {
    body: { challengeId, response: key.authenticate(options, ORIGIN) },
  });
  expect(verified.status).toBe(200);
  return verified.cookie!;
}

describe("the restore drill", () => {
  it("backs up, loses the database, restores, and has everything back, passkey sign-in included", async () => {
    await startServer();

    // 1. Enquiries, an operator with a passkey, and a status change through the console.
    const ids: string[] = [];
    for (const form of ["contact", "project", "otc-network-request"] as const) {
      const response = await fetch(`${server!.origin}/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: formBody(form),
      });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const invited = inbox("operator", "invite", "owner@nordlegend.se");
    expect(invited.status, invited.stderr).toBe(0);
    const token = /\/admin\/enrol#([A-Za-z0-9_-]+)/.exec(invited.stdout)![1]!;
    const key = softPasskey();
    const enrolOptions = await (await call("POST", "/api/admin/enrol/options", { body: { token } })).json();
    const enrolled = await call("POST", "/api/admin/enrol/verify", {
      body: {
        token,
        challengeId: enrolOptions.challengeId,
        name: "Laptop",
        response: key.register(enrolOptions.options, ORIGIN),
      },
    });
    expect(enrolled.status).toBe(200);
    const changed = await call("POST", "/api/admin/enquiries/status", {
      cookie: enrolled.cookie,
      body: { ids: [ids[0]], status: "handled" },
    });
    expect(changed.status).toBe(200);

    // 2. A backup, listed with its row counts.
    const backupFile = path.join(siteDir, "off-site", "drill.db");
    await mkdir(path.dirname(backupFile));
    const taken = inbox("backup", backupFile);
    expect(taken.stderr).toBe("");
    expect(taken.status).toBe(0);
    expect(taken.stdout).toContain("3 enquiries, 1 operators, 1 passkeys");
    const listed = inbox("backup", "--list");
    expect(listed.status).toBe(0);
    // The server's own start-up backup (taken before anything was stored) is listed too.
    expect(listed.stdout).toMatch(/^TAKEN\s+SIZE\s+ROWS\s+FILE$/m);
    expect(listed.stdout).toMatch(/backup-\S+Z\.db/);

    // A restore while the server runs is refused, and says how to stop it; nothing changes.
    const refused = inbox("restore", backupFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/a server is using .*site\.db\. Stop it first \(with deploy\/: sudo systemctl stop site/);

    // 3. The server stops and the disk is lost: every database file is gone.
    expect(await server!.stop()).toBe(0);
    // The disk is lost: the database's whole folder is gone, its backups with it.
    expect((await readdir(path.dirname(database))).filter((name) => name.startsWith("site.db"))).toEqual(
      expect.arrayContaining(["site.db", "site.db.lock"]),
    );
    await rm(path.dirname(database), { recursive: true });
    expect(existsSync(database)).toBe(false);

    // 4. Restore.
    const restored = inbox("restore", backupFile);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain("There was no database to replace.");

    // 5. Start again: everything is back.
    await startServer();
    const cookie = await signIn(key);
    const list = await (await call("GET", "/api/admin/enquiries", { cookie })).json();
    expect(list.items.map((item: { id: string }) => item.id).sort()).toEqual([...ids].sort());
    const first = list.items.find((item: { id: string }) => item.id === ids[0]);
    expect(first.status).toBe("handled");
    const audit = await (await call("GET", "/api/admin/audit", { cookie })).json();
    const actions = audit.items.map(
      (entry: { action: string; target: string | null }) => `${entry.action} ${entry.target ?? ""}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        "operator-invited owner@nordlegend.se",
        "passkey-added Laptop",
        `status-changed ${ids[0]}`,
        // The sign-in just now, written to the restored database.
        expect.stringMatching(/^sign-in/),
      ]),
    );
    const ready = await (await fetch(`${server!.origin}/readyz`)).json();
    expect(ready).toMatchObject({ ok: true, database: "reachable" });

    // A second restore (over the live data, server stopped) keeps a copy of what it replaced.
    expect(await server!.stop()).toBe(0);
    const again = inbox("restore", backupFile);
    expect(again.status).toBe(0);
    const kept = /kept as (\S+) \(/.exec(again.stdout)?.[1];
    expect(kept).toMatch(/backup-\S+Z-before-restore\.db$/);
    const keptList = inbox("backup", "--list");
    expect(keptList.stdout).toContain(path.basename(kept!));
    // The copy holds the sign-in made after the restore: what was replaced, not the backup.
    expect(keptList.stdout).toMatch(/3 enquiries, 1 operators, 1 passkeys, \d+ audit entries\s+backup-\S+-before-restore\.db/);
  }, 120_000);
});
