import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

/**
 * The Compose files (deploy/compose/) hold what the image promises (docs/operations.md,
 * "Container image"), and the nginx of instances.yaml still takes the shipped site.conf with
 * its one substitution: if site.conf's upstream line changes, this fails instead of nginx
 * silently proxying to nothing. deploy/nginx.test.ts tests site.conf itself, and
 * deploy/compose.container.test.ts starts both files with podman-compose
 * (`npm run test:container`); these are the checks of their text, quick enough for every run.
 */

const read = (file: string) => readFile(file, "utf8");

/** The lines of one top-level service (two-space indented key) in a Compose file. */
function service(compose: string, name: string): string {
  const lines = compose.split("\n");
  const start = lines.findIndex((line) => line === `  ${name}:` || line.startsWith(`  ${name}: `));
  if (start === -1) throw new Error(`no service ${name}`);
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

describe("deploy/compose", () => {
  it("site.yaml: the image from the Containerfile, read-only, the database volume at /data, a stop grace above 10 s", async () => {
    const compose = await read("deploy/compose/site.yaml");
    const site = service(compose, "site");
    expect(site).toMatch(/context: \.\.\/\.\.\n\s+dockerfile: Containerfile/);
    expect(site).toContain("read_only: true");
    expect(site).toContain("env_file: site.env");
    expect(site).toContain("- site-data:/data");
    expect(site).toContain("cap_drop: [ALL]");
    expect(site).toContain("no-new-privileges:true");
    expect(site).toMatch(/stop_grace_period: (1[1-9]|[2-9]\d)s/);
    // Published on loopback only: the Node server speaks plain HTTP (README.md, "Deploying").
    expect(site).toContain('- "127.0.0.1:${SITE_PORT:-3000}:3000"');
  });

  it("instances.yaml: two instances of the image on PostgreSQL, nothing published but nginx", async () => {
    const compose = await read("deploy/compose/instances.yaml");
    const shared = compose.slice(compose.indexOf("x-site: &site"), compose.indexOf("\nservices:"));
    expect(shared).toMatch(/context: \.\.\/\.\.\n\s+dockerfile: Containerfile/);
    expect(shared).toContain("DATABASE_URL: postgres://site:${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}@postgres:5432/site");
    expect(shared).toContain('TRUST_PROXY: "1"');
    expect(shared).toContain("env_file: site.env");
    // The erasure list is required with PostgreSQL (docs/decisions/017-restores-and-erasures.md):
    // on one volume both instances mount, so a restore re-applies what either of them erased.
    expect(shared).toContain("ERASURE_LIST: /data/erasures.db");
    expect(shared).toContain("- erasure-list:/data");
    expect(compose).toMatch(/\nvolumes:\n(?: {2}\S+:\n)*? {2}erasure-list:\n/);
    expect(shared).toContain("read_only: true");
    expect(shared).toMatch(/stop_grace_period: (1[1-9]|[2-9]\d)s/);
    expect(shared).not.toContain("ports:");
    expect(service(compose, "site-1")).toBe("  site-1: *site");
    expect(service(compose, "site-2")).toContain("<<: *site");
    expect(service(compose, "nginx")).toContain("- ../nginx/site.conf:/etc/site/site.conf:ro");
  });

  it("instances.yaml's nginx replaces the shipped upstream line, and only it, with the two instances", async () => {
    const compose = await read("deploy/compose/instances.yaml");
    const sed = /sed 's\/(.+?)\/(.+?)\/'/.exec(compose);
    expect(sed).not.toBeNull();
    const [, pattern = "", replacement = ""] = sed ?? [];
    expect(replacement).toBe("server site-1:3000; server site-2:3000;");
    const shipped = await read("deploy/nginx/site.conf");
    // sed's basic regular expression here uses only `\.`, which means the same in JavaScript.
    const matches = shipped.match(new RegExp(pattern, "g")) ?? [];
    expect(matches).toEqual(["server 127.0.0.1:3000;"]);
    const rewritten = shipped.replace(new RegExp(pattern), replacement);
    const upstream = /upstream site_node \{([^}]*)\}/.exec(rewritten)?.[1] ?? "";
    expect(upstream).toContain("server site-1:3000; server site-2:3000;");
    expect(rewritten).toContain("proxy_pass http://site_node;");
  });

  it("names only Debian 13 (trixie) images: the Containerfile's default and every image a Compose file names", async () => {
    const containerfile = await read("Containerfile");
    expect(containerfile).toContain("ARG NODE_IMAGE=docker.io/library/node:24-trixie-slim");
    const images = [...(await read("deploy/compose/instances.yaml")).matchAll(/^\s+image: (.+)$/gm)].map((match) => match[1]);
    expect(images).toEqual([
      "localhost/site:latest",
      "${POSTGRES_IMAGE:-docker.io/library/postgres:17-trixie}",
      "${NGINX_IMAGE:-docker.io/library/nginx:stable-trixie}",
    ]);
    expect([...(await read("deploy/compose/site.yaml")).matchAll(/^\s+image: (.+)$/gm)].map((match) => match[1])).toEqual([
      "localhost/site:latest",
    ]);
  });

  it("site.env, where the secrets go, is ignored by git and left out of the image's build context", async () => {
    for (const file of ["deploy/compose/site.env", "erasures.db.key", "data/erasures.db.key"]) {
      expect(spawnSync("git", ["check-ignore", "--quiet", file]).status, file).toBe(0);
    }
    const context = (await read(".dockerignore")).split("\n");
    expect(context).toEqual(expect.arrayContaining(["**/*.env", "**/*.db.key"]));
  });

  it("is seen by Renovate, whose default pattern would miss both files", async () => {
    const renovate = JSON.parse(await read("renovate.json")) as { "docker-compose": { managerFilePatterns: string[] } };
    const patterns = renovate["docker-compose"].managerFilePatterns.map((pattern) => new RegExp(pattern.slice(1, -1)));
    for (const file of ["deploy/compose/site.yaml", "deploy/compose/instances.yaml"]) {
      expect(
        patterns.some((pattern) => pattern.test(file)),
        file,
      ).toBe(true);
    }
  });
});
