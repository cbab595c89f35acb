import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, SITE_URL } from "../test/support/enquiry-app";
import { writeFakeBuild } from "../test/support/fake-build";
import { available } from "../test/support/requirements";
import { freePort, startServerProcess, type ServerProcess } from "../test/support/server-process";
import { buildServer, checkRendererImports, packageName, SERVER_OUT_DIR } from "./build-server";

/**
 * The production server as it runs in production: compiled by the build step, started with
 * plain `node` (no TypeScript loader), serving pages and forms, and stopping cleanly on SIGTERM.
 */

// A deployed copy of the project: package.json, build/server/ and a (fake) build/client/,
// inside node_modules so the compiled output resolves its packages as build/server/ does.
const CACHE = path.resolve("node_modules/.cache");
let siteDir: string;
let outDir: string;
let dataDir: string;
let packages: string[];
let server: ServerProcess | undefined;

beforeAll(async () => {
  await mkdir(CACHE, { recursive: true });
  siteDir = await mkdtemp(path.join(CACHE, "compiled-site-"));
  outDir = path.join(siteDir, SERVER_OUT_DIR);
  dataDir = path.join(siteDir, "data");
  await copyFile("package.json", path.join(siteDir, "package.json"));
  await writeFakeBuild(path.join(siteDir, "build/client"));
  packages = await buildServer(outDir);
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server?.exited();
  await rm(siteDir, { recursive: true, force: true });
});

async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return text.split(/\s+/).filter(Boolean).map(Number);
}

async function descendantsOf(pid: number): Promise<number[]> {
  const children = await childrenOf(pid);
  return [...children, ...(await Promise.all(children.map(descendantsOf))).flat()];
}

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

describe("the renderer's imports", () => {
  // A renderer that imports a development dependency would start in development and fail in a
  // pruned image (the console's passkey code reached it once): the build refuses it.
  it("are all runtime dependencies, or the build fails naming the one that is not", async () => {
    const dir = path.join(siteDir, "renderer-fixture");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "ok.js"), 'import { renderToString } from "react-dom/server";\nexport { renderToString };\n');
    await writeFile(
      path.join(dir, "two.js"),
      'import { createRequestHandler } from "react-router";\nimport { z } from "zod";\nexport { createRequestHandler, z };\n',
    );
    // The console's passkey prompts are bundled into the renderer: an import of them is refused.
    await writeFile(
      path.join(dir, "dev.js"),
      'import { startAuthentication } from "@simplewebauthn/browser";\nexport { startAuthentication };\n',
    );
    await writeFile(path.join(dir, "tool.js"), 'import { build } from "esbuild";\nexport { build };\n');
    expect(await checkRendererImports(path.join(dir, "ok.js"))).toEqual(["react-dom"]);
    expect(await checkRendererImports(path.join(dir, "two.js"))).toEqual(["react-router", "zod"]);
    await expect(checkRendererImports(path.join(dir, "dev.js"))).rejects.toThrow(/renderer imports .*@simplewebauthn\/browser/);
    await expect(checkRendererImports(path.join(dir, "tool.js"))).rejects.toThrow(/renderer imports .*esbuild/);
  });
});

/** React Router's server build from `npm run build`, the renderer the server runs at publish. */
const RENDERER = path.resolve("build/renderer/index.js");
const rendererBuilt = available("the production build (npm run build)", existsSync(RENDERER));

describe.skipIf(!rendererBuilt)("the runtime dependencies", () => {
  // `npm ci --omit=dev` (the image's install) holds what the server and the renderer import at run
  // time, nothing more: what the renderer alone needs is bundled into it at build
  // (vite.config.ts, ssr.noExternal; docs/decisions/032-scale-out-as-shipped.md).
  it("are exactly the packages the compiled server and the renderer import", async () => {
    const { dependencies, devDependencies } = JSON.parse(await readFile("package.json", "utf8")) as Record<
      string,
      Record<string, string>
    >;
    const renderer = await checkRendererImports(RENDERER);
    expect(Object.keys(dependencies ?? {}).sort()).toEqual([...new Set([...packages, ...renderer])].sort());
    // The icons and the console's passkey prompts are inside the renderer, not imported by it.
    for (const bundled of ["lucide-react", "@simplewebauthn/browser"]) {
      expect(renderer).not.toContain(bundled);
      expect(devDependencies).toHaveProperty([bundled]);
    }
    expect(renderer).toEqual(expect.arrayContaining(["react", "react-dom", "react-router"]));
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
    expect(scripts.prestart).toBe("node scripts/check-node.mjs && tsx scripts/ensure-build.ts");
    expect(scripts.build).toMatch(/&& tsx scripts\/build-server\.ts$/);
  });

  it("starts with plain node, serves a page, /healthz and a form, and exits 0 on SIGTERM", async () => {
    server = await startServerProcess(
      {
        NODE_ENV: "production",
        NODE_OPTIONS: "",
        SITE_URL,
        DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
        // Shedding has its own tests; here the harness shares the CPU (README.md#configuration).
        LOAD_SHEDDING: "off",
        CLIENT_DIR: path.join(siteDir, "build/client"),
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

  it("is node itself under npm run serve: npm's SIGTERM reaches the server, and none is left running", async () => {
    const port = await freePort();
    const npm = spawn("npm", ["run", "--silent", "serve"], {
      cwd: siteDir,
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL,
        DATABASE_URL: `file:${path.join(dataDir, "serve.db")}`,
        // Shedding has its own tests; here the harness shares the CPU (README.md#configuration).
        LOAD_SHEDDING: "off",
        SMTP_URL: "",
        WEBHOOK_URL: "",
      },
      stdio: "ignore",
    });
    let descendants: number[] = [];
    try {
      const deadline = Date.now() + 60_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (npm.exitCode !== null || Date.now() > deadline) throw new Error("npm run serve did not start the server");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      descendants = await descendantsOf(npm.pid!);
      // npm's one child is node on the compiled entry: no shell, no tsx in between.
      const children = await childrenOf(npm.pid!);
      expect(children).toHaveLength(1);
      const nodePid = children[0]!;
      const cmdline = (await readFile(`/proc/${nodePid}/cmdline`, "utf8")).split("\0").filter(Boolean);
      expect(cmdline.slice(1)).toEqual([`${SERVER_OUT_DIR}/server.js`]);

      npm.kill("SIGTERM");
      const [code] = (await once(npm, "exit")) as [number | null];
      expect(code).toBe(0);
      // The server exited too (it is gone, not orphaned and still listening).
      expect(() => process.kill(nodePid, 0)).toThrow();
    } finally {
      // Whatever failed, nothing this test started keeps running.
      for (const pid of [npm.pid!, ...descendants]) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
  });
});
