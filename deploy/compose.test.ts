import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

/**
 * The Compose files (deploy/compose/) hold what the image promises (docs/operations.md,
 * "Container image"), and the nginx of instances.yaml still takes the shipped site.conf with
 * its one substitution: if site.conf's upstream line changes, this fails instead of nginx
 * silently proxying to nothing. deploy/nginx.test.ts tests site.conf itself; Compose is not
 * installed on the test machines, so these are checks of the files' text.
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
    expect(site).toContain("- site-data:/data");
    expect(site).toContain("cap_drop: [ALL]");
    expect(site).toContain("no-new-privileges:true");
    expect(site).toMatch(/stop_grace_period: (1[1-9]|[2-9]\d)s/);
    // Published on loopback only: the Node server speaks plain HTTP (README.md, "Deploying").
    expect(site).toContain('- "127.0.0.1:3000:3000"');
  });

  it("instances.yaml: two instances of the image on PostgreSQL, nothing published but nginx", async () => {
    const compose = await read("deploy/compose/instances.yaml");
    const shared = compose.slice(compose.indexOf("x-site: &site"), compose.indexOf("\nservices:"));
    expect(shared).toMatch(/context: \.\.\/\.\.\n\s+dockerfile: Containerfile/);
    expect(shared).toContain("DATABASE_URL: postgres://site:${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}@postgres:5432/site");
    expect(shared).toContain('TRUST_PROXY: "1"');
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
});
