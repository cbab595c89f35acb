import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, SITE_URL } from "../test/support/enquiry-app";
import { writeFakeBuild } from "../test/support/fake-build";
import { startServerProcess, type ServerProcess } from "../test/support/server-process";
import { buildServer, packageName, SERVER_OUT_DIR } from "./build-server";

/**
 * The production server as it runs in production: compiled by the build step, started with
 * plain `node` (no TypeScript loader), serving pages and forms, and stopping cleanly on SIGTERM.
 */

// Inside node_modules so the compiled output resolves its packages as build/server/ does.
const CACHE = path.resolve("node_modules/.cache");
let outDir: string;
let dataDir: string;
let packages: string[];
let server: ServerProcess | undefined;

beforeAll(async () => {
  await mkdir(CACHE, { recursive: true });
  outDir = await mkdtemp(path.join(CACHE, "compiled-server-"));
  dataDir = await mkdtemp(path.join(CACHE, "compiled-server-data-"));
  await writeFakeBuild(path.join(dataDir, "client"));
  packages = await buildServer(outDir);
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server?.exited();
  await rm(outDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe("packageName", () => {
  it("names the package of an import, and nothing for built-ins and files", () => {
    expect(packageName("pg")).toBe("pg");
    expect(packageName("kysely/helpers/postgres")).toBe("kysely");
    expect(packageName("@fastify/rate-limit")).toBe("@fastify/rate-limit");
    expect(packageName("node:fs")).toBeUndefined();
    expect(packageName("crypto")).toBeUndefined();
    expect(packageName("./chunks/x.js")).toBeUndefined();
  });
});

describe("the compiled server", () => {
  it("imports only runtime dependencies: no TypeScript loader, no build tools", async () => {
    const { dependencies, devDependencies } = JSON.parse(await readFile("package.json", "utf8")) as Record<
      string,
      Record<string, string>
    >;
    expect(packages).toContain("fastify");
    for (const name of packages) expect(dependencies).toHaveProperty([name]);
    expect(dependencies).not.toHaveProperty(["tsx"]);
    expect(devDependencies).toHaveProperty(["tsx"]);
    const entry = await readFile(path.join(outDir, "server.js"), "utf8");
    // The `~/` alias is resolved at build time: no import of it is left for node to fail on.
    expect(entry).not.toMatch(/from\s+["']~\//);
  });

  it("is what npm start and npm run serve run: node itself, so npm's SIGTERM reaches the server", async () => {
    const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> };
    // `exec`: the shell npm starts becomes node; without it a SIGTERM to npm kills the shell
    // and leaves the server running.
    expect(scripts.serve).toBe(`exec node ${SERVER_OUT_DIR}/server.js`);
    expect(scripts.start).toBe(scripts.serve);
    expect(scripts.prestart).toBe("tsx scripts/ensure-build.ts");
    expect(scripts.build).toMatch(/&& tsx scripts\/build-server\.ts$/);
  });

  it("starts with plain node, serves a page, /healthz and a form, and exits 0 on SIGTERM", async () => {
    server = await startServerProcess(
      {
        NODE_ENV: "production",
        NODE_OPTIONS: "",
        SITE_URL,
        DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
        CLIENT_DIR: path.join(dataDir, "client"),
        SMTP_URL: "",
        WEBHOOK_URL: "",
      },
      undefined,
      { entry: path.join(outDir, "server.js") },
    );
    // One process: node itself, running the compiled file, with no loader flags.
    expect(server.child.spawnargs).toEqual([process.execPath, path.join(outDir, "server.js")]);

    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const page = await fetch(`${server.origin}/en/otc`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>/en/otc</h1>");

    const posted = await fetch(`${server.origin}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
      body: formBody("contact"),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);

    const exitCode = await server.stop();
    expect(exitCode).toBe(0);
    expect(server.child.signalCode).toBeNull();
  });

  it("runs the compiled inbox command with plain node", () => {
    const listed = spawnSync(process.execPath, [path.join(outDir, "inbox.js"), "list"], {
      env: { ...process.env, NODE_OPTIONS: "", DATABASE_URL: `file:${path.join(dataDir, "site.db")}` },
      encoding: "utf8",
    });
    expect(listed.stderr).toBe("");
    expect(listed.status).toBe(0);
    // The enquiry the compiled server stored above.
    expect(listed.stdout).toContain("jane@example.com");
  });
});
