import { describe, expect, it } from "vitest";
import { ConfigError, erasureListPathOf, loadConfig, trustProxySetting } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATABASE_URL: "file:./data/site.db",
      FORM_RATE_LIMIT: 10,
      RETENTION_DAYS: 365,
      LOAD_SHEDDING: "on",
      CONFIRMATION_EMAIL: "on",
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ SITE_URL: "nordlegend" }, "SITE_URL"],
    [{ SITE_URL: "ftp://nordlegend.se" }, "SITE_URL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ FORM_RATE_LIMIT: "0" }, "FORM_RATE_LIMIT"],
    [{ SMTP_URL: "not a url" }, "SMTP_URL"],
    [{ WEBHOOK_URL: "https://hooks.example/x" }, "WEBHOOK_SECRET"],
    [{ LOAD_SHEDDING: "no" }, "LOAD_SHEDDING"],
    [{ CONFIRMATION_EMAIL: "yes" }, "CONFIRMATION_EMAIL"],
  ])("refuses %o naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("refuses a database or backup folder inside CLIENT_DIR, which the server would serve to anyone", () => {
    const client = { CLIENT_DIR: "/srv/site/build/client" };
    expect(() => loadConfig({ ...client, BACKUP_DIR: "/srv/site/build/client/backups" })).toThrow(
      "BACKUP_DIR: inside CLIENT_DIR (/srv/site/build/client), which the server serves to anyone",
    );
    expect(() => loadConfig({ ...client, BACKUP_DIR: "/srv/site/build/client" })).toThrow("BACKUP_DIR: inside CLIENT_DIR");
    // backups/ beside the database is inside too, and so is the database itself.
    expect(() => loadConfig({ ...client, DATABASE_URL: "file:/srv/site/build/client/x/site.db" })).toThrow(
      /DATABASE_URL: inside CLIENT_DIR.*\n {2}BACKUP_DIR: inside CLIENT_DIR/,
    );
    expect(() => loadConfig({ ...client, BACKUP_DIR: "/srv/site/build/client/../../backups" })).not.toThrow();
    expect(() => loadConfig({ ...client, BACKUP_DIR: "/srv/site/build/client-backups" })).not.toThrow();
    expect(() => loadConfig({ ...client, BACKUP_DIR: "/srv/site/build/client/..backups" })).toThrow(
      "BACKUP_DIR: inside CLIENT_DIR",
    );
    expect(() =>
      loadConfig({
        ...client,
        DATABASE_URL: "postgres://db/site",
        BACKUP_DIR: "/srv/site/build/client/b",
        ERASURE_LIST: "/var/lib/site/erasures.db",
      }),
    ).not.toThrow();
    expect(() => loadConfig({ ...client, ERASURE_LIST: "/srv/site/build/client/erasures.db" })).toThrow(
      "ERASURE_LIST: inside CLIENT_DIR",
    );
    expect(() => loadConfig({ ...client, DATABASE_URL: "file::memory:" })).not.toThrow();
  });

  it("keeps the erasure list beside a SQLite file, and requires ERASURE_LIST with PostgreSQL in production", () => {
    expect(erasureListPathOf(loadConfig({ DATABASE_URL: "file:/var/lib/site/site.db" }))).toBe("/var/lib/site/erasures.db");
    expect(erasureListPathOf(loadConfig({ DATABASE_URL: "file::memory:" }))).toBe(":memory:");
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/site" })).toThrow("ERASURE_LIST: required with PostgreSQL");
    expect(erasureListPathOf(loadConfig({ DATABASE_URL: "postgres://db/site", ERASURE_LIST: "/srv/e.db" }))).toBe("/srv/e.db");
  });

  it("strips a trailing slash from SITE_URL", () => {
    expect(loadConfig({ SITE_URL: "https://example.se/" }).SITE_URL).toBe("https://example.se");
  });

  it("reads TRUST_PROXY as off, on, a hop count or addresses", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("true")).toBe(true);
    expect(trustProxySetting("10.0.0.1,10.0.0.2")).toBe("10.0.0.1,10.0.0.2");
    const hops = trustProxySetting("1") as (address: string, hop: number) => boolean;
    expect([hops("a", 0), hops("a", 1)]).toEqual([true, false]);
  });
});
