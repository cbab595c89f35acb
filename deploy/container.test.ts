import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { thanksPath } from "~/i18n/pages";
import { formBody, SITE_URL } from "../test/support/enquiry-app";
import { HAVE_PODMAN, podman, podmanStatus, SITE_BUILD_MS, SITE_TEST_IMAGE, siteImage } from "../test/support/podman";
import { freePort } from "../test/support/server-process";

/**
 * The real container image (Containerfile), built and run with Podman as an operator would
 * (docs/operations.md, "Container image"). No registry of base images is reachable from the
 * test machines, so the image stands on a Node 24 base the test makes with the official
 * image's layout from Debian 13 (trixie) packages (test/support/podman.ts), with an entrypoint
 * script the image must clear. The base is kept between runs under a tag naming its versions;
 * the site's image is rebuilt every run, with Podman's layer cache.
 */

if (!HAVE_PODMAN) {
  console.warn("deploy/container.test.ts skipped: podman, runc or mmdebstrap is missing (.ci/run installs them).");
}

/** The server's own shutdown deadline is 10 s (server/server.ts); the runtime waits longer. */
const GRACE_S = 15;
/** The runtime install's budget (docs/decisions/032-scale-out-as-shipped.md). */
const NODE_MODULES_MAX_MB = 100;

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
  const image = SITE_TEST_IMAGE;
  const name = `site-test-${suffix}`;
  const volume = `site-test-data-${suffix}`;
  let origin: string;
  let port: number;

  beforeAll(async () => {
    await siteImage();
    const bytes = Number((await podman(["image", "inspect", "--format", "{{.Size}}", image])).trim());
    console.log(`container: image ${(bytes / 1e6).toFixed(0)} MB`);
    await podman(["volume", "create", volume]);
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    await podman(
      ["run", "--detach", "--name", name, "--read-only", "--volume", `${volume}:/data`]
        .concat(["--publish", `127.0.0.1:${port}:3000`, "--stop-timeout", String(GRACE_S)])
        // The test machine's CPU is shared with the test runner (README.md, "Configuration").
        .concat(["--env", "LOAD_SHEDDING=off", image]),
    );
    await healthy(origin);
  }, SITE_BUILD_MS + 120_000);

  afterAll(async () => {
    await podmanStatus(["rm", "--force", "--time", "0", name]);
    await podmanStatus(["volume", "rm", "--force", volume]);
  }, 60_000);

  it("holds the built site and runtime dependencies only (at most 100 MB of them), on Debian 13: no dev dependencies, npm cache, compilers or client source maps", async () => {
    const check = `
      const { existsSync, readdirSync } = require("node:fs");
      const { execFileSync } = require("node:child_process");
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
        bundled: ["lucide-react", "@simplewebauthn/browser"].filter((p) => existsSync("node_modules/" + p)),
        nodeModulesKiB: Number(execFileSync("du", ["-sk", "node_modules"], { encoding: "utf8" }).split("\\t")[0]),
        debian: require("node:fs").readFileSync("/etc/debian_version", "utf8").trim(),
      }));`;
    const facts = JSON.parse(await podman(["run", "--rm", "--read-only", image, "node", "-e", check])) as Record<string, unknown>;
    const { nodeModulesKiB, debian, ...rest } = facts;
    console.log(`container: node_modules ${((nodeModulesKiB as number) / 1024).toFixed(1)} MiB, Debian ${String(debian)}`);
    expect(nodeModulesKiB).toBeLessThanOrEqual(NODE_MODULES_MAX_MB * 1024);
    // Debian 13 (trixie): 13.x.
    expect(debian).toMatch(/^13\./);
    expect(rest).toEqual({
      server: true,
      client: true,
      runtime: true,
      dev: [],
      sources: [],
      npmCache: false,
      compilers: [],
      clientMaps: 0,
      packageMaps: 0,
      bundled: [],
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
