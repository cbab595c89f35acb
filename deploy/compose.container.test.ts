import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { thanksPath } from "~/i18n/pages";
import { seedDocuments } from "../server/content/seed";
import { formBody, SITE_URL } from "../test/support/enquiry-app";
import {
  HAVE_PODMAN,
  HAVE_PODMAN_COMPOSE,
  nginxBaseImage,
  podman,
  podmanEnv,
  podmanStatus,
  PODMAN_COMPOSE,
  postgresBaseImage,
  run,
  SITE_BUILD_MS,
  SITE_TEST_IMAGE,
  siteImage,
  until,
} from "../test/support/podman";
import { freePort } from "../test/support/server-process";
import { softPasskey } from "../test/support/soft-passkey";

/**
 * The Compose recipes (deploy/compose/) started as shipped, with podman-compose
 * (docs/decisions/032-scale-out-as-shipped.md): the files themselves, in a folder laid out as
 * the repository's deploy/ (so `../nginx/site.conf` is the shipped one), beside a site.env of
 * the test's. What only a test machine needs comes through the Compose variables the files
 * declare: free ports, a self-signed certificate, and the PostgreSQL and nginx images built
 * from Debian 13 packages, since no registry is reachable (test/support/podman.ts). The site's
 * image is the Containerfile's, built once and tagged as the files name it.
 */

const COMPOSE_IMAGE = "localhost/site:latest";
const ORIGIN = new URL(SITE_URL).origin;
const HOST = new URL(SITE_URL).host;
const UP_MS = 5 * 60_000;

if (!HAVE_PODMAN || !HAVE_PODMAN_COMPOSE) {
  console.warn("deploy/compose.container.test.ts skipped: podman or podman-compose is missing (.ci/run installs them).");
}

interface Project {
  dir: string;
  name: string;
  file: string;
  env: Record<string, string>;
}

/** The shipped files in a folder of their own: deploy/compose/<file> and deploy/nginx/site.conf. */
async function project(file: string, siteEnv: string, env: Record<string, string>): Promise<Project> {
  const dir = await mkdtemp(path.join(tmpdir(), "compose-"));
  await mkdir(path.join(dir, "deploy/compose"), { recursive: true });
  await mkdir(path.join(dir, "deploy/nginx"), { recursive: true });
  await copyFile(`deploy/compose/${file}`, path.join(dir, "deploy/compose", file));
  await copyFile("deploy/nginx/site.conf", path.join(dir, "deploy/nginx/site.conf"));
  await writeFile(path.join(dir, "deploy/compose/site.env"), siteEnv, { mode: 0o600 });
  return { dir, name: `sitetest${randomBytes(3).toString("hex")}`, file: path.join(dir, "deploy/compose", file), env };
}

async function compose(p: Project, args: string[], timeout = UP_MS): Promise<string> {
  const { stdout, stderr } = await run(PODMAN_COMPOSE, ["--project-name", p.name, "--file", p.file, ...args], {
    timeout,
    env: await podmanEnv(p.env),
  });
  return `${stdout}${stderr}`;
}

/** The container of a service, by the labels Compose gives it. */
async function container(p: Project, service: string): Promise<string> {
  const names = await podman([
    "ps",
    "--all",
    "--filter",
    `label=com.docker.compose.project=${p.name}`,
    "--filter",
    `label=com.docker.compose.service=${service}`,
    "--format",
    "{{.Names}}",
  ]);
  const name = names.trim().split("\n")[0];
  if (!name) throw new Error(`no container for ${service} in ${p.name}`);
  return name;
}

async function address(name: string): Promise<string> {
  const ip = (await podman(["inspect", "--format", "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}", name])).trim();
  if (!ip) throw new Error(`${name} has no address`);
  return ip;
}

/** Everything a project made: containers, volumes, network, the folder. */
async function down(p: Project): Promise<void> {
  await compose(p, ["down", "--volumes"], 120_000).catch(() => "");
  for (const kind of ["container", "volume", "network"] as const) {
    const ids = (
      await podmanStatus(
        [kind === "container" ? "ps" : kind, ...(kind === "container" ? ["--all"] : ["ls"])].concat([
          "--filter",
          `label=com.docker.compose.project=${p.name}`,
          "--quiet",
        ]),
      )
    ).output
      .split("\n")
      .filter(Boolean);
    if (ids.length > 0) await podmanStatus([kind, "rm", "--force", ...ids]);
  }
  await rm(p.dir, { recursive: true, force: true });
}

/** The Compose files name the site's image localhost/site:latest: the test's build, tagged so for the run. */
async function tagSiteImage(): Promise<() => Promise<void>> {
  await siteImage();
  const before = await podmanStatus(["image", "inspect", "--format", "{{.Id}}", COMPOSE_IMAGE]);
  await podman(["tag", SITE_TEST_IMAGE, COMPOSE_IMAGE]);
  return async () => {
    if (before.code === 0) await podmanStatus(["tag", before.output.trim(), COMPOSE_IMAGE]);
    // The name alone: `podman untag <image>` without one removes every name, the test's own too.
    else await podmanStatus(["untag", COMPOSE_IMAGE, COMPOSE_IMAGE]);
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request to nginx as a browser at SITE_URL sends it, trusting only the test certificate. */
function viaNginx(
  port: number,
  ca: Buffer,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        ca,
        servername: HOST,
        headers: { host: HOST, ...headers },
        timeout: 30_000,
        // A connection of its own each time (no keep-alive): after a reload, only new nginx workers answer.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${urlPath}: timed out`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A contact enquiry, as the browser posts it. */
function enquiry(name: string, email: string): { headers: Record<string, string>; body: string } {
  return {
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, referer: `${ORIGIN}/en` },
    body: formBody("contact", { name, email }),
  };
}

/** The console as a browser uses it, straight to one instance: a session cookie and the site's Origin. */
function consoleClient(base: string) {
  const cookies = new Map<string, string>();
  return async (method: "GET" | "POST" | "PUT", url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: ORIGIN,
        "x-forwarded-proto": "https",
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [name = "", value = ""] = (line.split(";")[0] ?? "").split("=");
      cookies.set(name, value);
    }
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
}

const healthyAt = (base: string) => async () => (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok;

describe.skipIf(!HAVE_PODMAN || !HAVE_PODMAN_COMPOSE)("deploy/compose/instances.yaml, run with podman-compose", () => {
  let p: Project;
  let ca: Buffer;
  let httpsPort: number;
  let certificates: string | undefined;
  let restoreTag: () => Promise<void> = async () => {};
  const suffix = randomBytes(4).toString("hex");
  const get = (urlPath: string) => viaNginx(httpsPort, ca, "GET", urlPath, { "accept-encoding": "identity" });
  const post = (name: string, email: string) => {
    const { headers, body } = enquiry(name, email);
    return viaNginx(httpsPort, ca, "POST", "/", headers, body);
  };
  const inbox = async (service: string, ...args: string[]) => podman(["exec", await container(p, service), "inbox", ...args]);
  /** The enquiries from one address, as `inbox export` in a service's container gives them (the list's table shortens addresses). */
  const stored = async (service: string, email: string) =>
    (await inbox(service, "export", "--format", "jsonl", "--email", email))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { name?: string; email?: string });
  const siteBase = async (service: string) => `http://${await address(await container(p, service))}:3000`;
  const bothHealthy = async () => {
    for (const service of ["site-1", "site-2"])
      await until(`${service} /healthz`, healthyAt(await siteBase(service)), 120_000, 250);
  };

  beforeAll(
    async () => {
      const [postgresImage, nginxImage] = [await postgresBaseImage(), await nginxBaseImage()];
      restoreTag = await tagSiteImage();
      certificates = await mkdtemp(path.join(tmpdir(), "compose-certs-"));
      const live = path.join(certificates, "live", HOST);
      await mkdir(live, { recursive: true });
      execFileSync("openssl", [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1"],
        ...["-subj", `/CN=${HOST}`, "-addext", `subjectAltName=DNS:${HOST},DNS:www.${HOST}`],
        ...["-keyout", path.join(live, "privkey.pem"), "-out", path.join(live, "fullchain.pem")],
      ]);
      ca = await readFile(path.join(live, "fullchain.pem"));
      httpsPort = await freePort();
      p = await project(
        "instances.yaml",
        // The test machine's CPU is shared with the test runner (README.md, "Configuration").
        `IP_HASH_SALT=${randomBytes(24).toString("hex")}\nLOAD_SHEDDING=off\n`,
        {
          POSTGRES_PASSWORD: randomBytes(24).toString("hex"),
          POSTGRES_IMAGE: postgresImage,
          NGINX_IMAGE: nginxImage,
          CERTIFICATES: certificates,
          HTTP_PORT: String(await freePort()),
          HTTPS_PORT: String(httpsPort),
        },
      );
      await compose(p, ["up", "--detach"]);
      await bothHealthy();
      await until("nginx answering /healthz", async () => (await get("/healthz")).status === 200, 120_000, 250);
    },
    SITE_BUILD_MS + 4 * UP_MS,
  );

  afterAll(async () => {
    if (p) await down(p);
    if (certificates) await rm(certificates, { recursive: true, force: true });
    await restoreTag();
  }, 180_000);

  it("serves the prerendered pages through nginx from both instances, each with the shared erasure list", async () => {
    const page = await get("/sv");
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="sv"');
    for (const service of ["site-1", "site-2"]) {
      const files = await podman([
        "exec",
        await container(p, service),
        "node",
        "-e",
        "console.log(require('node:fs').readdirSync('/data').join(' '))",
      ]);
      expect(files.split(/\s+/)).toEqual(expect.arrayContaining(["erasures.db", "erasures.db.key"]));
    }
  });

  it("with either instance stopped, pages and enquiries go through nginx to the other; inbox in the stopped one reads them once it is back", async () => {
    for (const [up, stopped] of [
      ["site-1", "site-2"],
      ["site-2", "site-1"],
    ] as const) {
      await compose(p, ["stop", stopped], 60_000);
      for (let i = 0; i < 4; i++) expect((await get("/en")).status, `GET /en #${i} with ${stopped} stopped`).toBe(200);
      const email = `compose-${up}-${suffix}@example.com`;
      const posted = await post(`Via ${up}`, email);
      expect(posted.status, posted.body.slice(0, 300)).toBe(303);
      expect(posted.headers.location).toBe(thanksPath("en", "contact"));
      await compose(p, ["start", stopped], 60_000);
      await until(`${stopped} /healthz`, healthyAt(await siteBase(stopped)), 120_000, 250);
      // A container started again may have a new address, and nginx resolves the upstream's
      // names when it loads its config: the operations guide's reload after a start.
      await podman(["exec", await container(p, "nginx"), "nginx", "-s", "reload"]);
      await until("nginx after the reload", async () => (await get("/healthz")).status === 200, 30_000, 250);
      expect(await stored(stopped, email)).toEqual([expect.objectContaining({ name: `Via ${up}`, email })]);
    }
  });

  it("serves a publish in the console of one instance from the other within 2 s", async () => {
    const invited = await inbox("site-1", "operator", "invite", `owner-${suffix}@example.com`);
    const token = invited
      .split("\n")
      .find((line) => line.startsWith("https://"))
      ?.split("#")[1];
    expect(token, invited).toBeTruthy();
    const api = consoleClient(await siteBase("site-1"));
    const key = softPasskey();
    const { challengeId, options } = (await api("POST", "/api/admin/enrol/options", { token })) as {
      challengeId: string;
      options: { challenge: string; rp: { id?: string } };
    };
    await api("POST", "/api/admin/enrol/verify", {
      token,
      challengeId,
      name: "Compose",
      response: key.register(options, ORIGIN),
    });
    const home = structuredClone(seedDocuments().get("home")) as { hero: { slogan: { sv: string } } };
    const slogan = `Publicerad i site-1 ${suffix}`;
    home.hero.slogan.sv = slogan;
    await api("PUT", "/api/admin/content/draft", { document: "home", body: home, expectedVersion: 0 });
    await api("POST", "/api/admin/content/publish", { documents: ["home"], confirmWarnings: true });
    const other = await siteBase("site-2");
    const tookMs = await until(
      "site-2 serving site-1's publish",
      async () => (await (await fetch(`${other}/sv`, { signal: AbortSignal.timeout(2_000) })).text()).includes(slogan),
      2_000,
      50,
    );
    console.log(`compose: site-2 served site-1's publish ${Math.round(tookMs)} ms after it`);
  });

  it("re-applies an erasure made on one instance after a pg_restore, from the list both share", async () => {
    const email = `erased-${suffix}@example.com`;
    expect((await post("To be erased", email)).status).toBe(303);
    expect(await stored("site-2", email)).toEqual([expect.objectContaining({ name: "To be erased" })]);
    const postgres = await container(p, "postgres");
    // The backup and restore of docs/operations.md, "PostgreSQL", inside the database's container.
    await podman(
      ["exec", postgres, "pg_dump", "--format=custom", "--no-owner", "--exclude-table-data=ip_salts"].concat([
        "--exclude-table-data=stats_visitors",
        "--username=site",
        "--dbname=site",
        "--file=/tmp/backup.dump",
      ]),
    );
    expect(await inbox("site-1", "delete", "--email", email)).toContain("Deleted 1 submission(s).");
    expect(await stored("site-2", email)).toEqual([]);

    await compose(p, ["stop", "site-1", "site-2"], 90_000);
    await podman(
      ["exec", postgres, "pg_restore", "--clean", "--if-exists", "--no-owner", "--exit-on-error", "--single-transaction"].concat([
        "--username=site",
        "--dbname=site",
        "/tmp/backup.dump",
      ]),
    );
    // Before the instances start: inbox after-restore in a one-off container of the other instance.
    const reapplied = await compose(p, ["run", "--rm", "--no-deps", "-T", "site-2", "inbox", "after-restore"], 120_000);
    expect(reapplied).toContain("Erasure list re-applied: 1 enquiry(ies) from 1 erased address(es) erased again");
    await compose(p, ["start", "site-1", "site-2"], 90_000);
    await bothHealthy();
    expect(await stored("site-1", email)).toEqual([]);
    expect(await stored("site-2", email)).toEqual([]);
    // What was not erased came back with the restore.
    expect(await stored("site-2", `compose-site-1-${suffix}@example.com`)).toEqual([
      expect.objectContaining({ name: "Via site-1" }),
    ]);
  });
});

describe.skipIf(!HAVE_PODMAN || !HAVE_PODMAN_COMPOSE)("deploy/compose/site.yaml, run with podman-compose", () => {
  let p: Project;
  let origin: string;
  let restoreTag: () => Promise<void> = async () => {};
  const suffix = randomBytes(4).toString("hex");

  beforeAll(async () => {
    restoreTag = await tagSiteImage();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    p = await project("site.yaml", `IP_HASH_SALT=${randomBytes(24).toString("hex")}\nLOAD_SHEDDING=off\n`, {
      SITE_PORT: String(port),
    });
    await compose(p, ["up", "--detach"]);
    await until("site /healthz", healthyAt(origin), 120_000, 250);
  }, SITE_BUILD_MS + UP_MS);

  afterAll(async () => {
    if (p) await down(p);
    await restoreTag();
  }, 180_000);

  it("serves pages, stores an enquiry that inbox reads, and keeps it in its volume across a restart", async () => {
    const page = await fetch(`${origin}/sv`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="sv"');
    const email = `compose-site-${suffix}@example.com`;
    const { headers, body } = enquiry("Compose Site", email);
    const posted = await fetch(`${origin}/`, { method: "POST", headers, body, redirect: "manual" });
    expect(posted.status).toBe(303);
    const name = await container(p, "site");
    expect(await podman(["exec", name, "inbox", "list", "--email", email])).toContain("Compose Site");
    await compose(p, ["stop", "site"], 60_000);
    expect((await podman(["inspect", "--format", "{{.State.ExitCode}}", name])).trim()).toBe("0");
    await compose(p, ["start", "site"], 60_000);
    await until("site /healthz after the restart", healthyAt(origin), 120_000, 250);
    expect(await podman(["exec", name, "inbox", "list", "--email", email])).toContain("Compose Site");
    // As shipped: read-only, no capabilities, the secrets from site.env.
    expect((await podman(["inspect", "--format", "{{.HostConfig.ReadonlyRootfs}}", name])).trim()).toBe("true");
    expect(await podman(["exec", name, "node", "-e", "console.log(process.env.LOAD_SHEDDING)"])).toBe("off\n");
  });
});
