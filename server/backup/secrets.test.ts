import { readFile } from "node:fs/promises";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORM_HEADERS, formBody, makeTempDir, SITE_URL, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { main } from "../cli/inbox";

/**
 * Backups never hold the daily IP salts or the visitor hashes made with them
 * (docs/decisions/017-restores-and-erasures.md): without IP_HASH_SALT, a salt beside the
 * enquiries' IP hashes would let anyone with a backup test the IPv4 space against them.
 */

describe("a backup of the SQLite database", () => {
  let app: TestApp;
  let temp: Awaited<ReturnType<typeof makeTempDir>>;

  beforeEach(async () => {
    temp = await makeTempDir("backup-secrets-");
    // No IP_HASH_SALT: the daily salt alone keys the IP hashes.
    app = await startTestApp({ IP_HASH_SALT: "" }, { dir: temp.dir, fakeBuild: true });
  });
  afterEach(async () => {
    await app.close();
    await temp.remove();
  });

  it("holds no IP salt and no visitor hash, and the restored site starts a new salt", async () => {
    const page = await app.app.inject({
      method: "GET",
      url: "/sv",
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0" },
    });
    expect(page.statusCode).toBe(200);
    const posted = await app.app.inject({ method: "POST", url: "/", headers: FORM_HEADERS, payload: formBody("contact") });
    expect(posted.statusCode).toBe(303);
    await app.app.siteStats.flush();
    const salts = await app.app.db.selectFrom("ip_salts").select("salt").execute();
    expect(salts).toHaveLength(1);
    expect(await app.app.db.selectFrom("stats_visitors").selectAll().execute()).not.toEqual([]);

    const file = join(app.dir, "b.db");
    const env = { NODE_ENV: "test", DATABASE_URL: `file:${join(app.dir, "site.db")}`, SITE_URL };
    let out = "";
    expect(
      await main(
        ["backup", file],
        env,
        (text) => (out += text),
        () => undefined,
      ),
    ).toBe(0);
    const backup = new SQLite(file, { readonly: true });
    try {
      expect(backup.prepare("select count(*) as n from ip_salts").get()).toEqual({ n: 0 });
      expect(backup.prepare("select count(*) as n from stats_visitors").get()).toEqual({ n: 0 });
      expect(backup.prepare("select count(*) as n from submissions").get()).toEqual({ n: 1 });
    } finally {
      backup.close();
    }
    // Not in a free page either.
    expect((await readFile(file)).includes(salts[0]!.salt)).toBe(false);

    await app.app.close();
    expect(
      await main(
        ["restore", file],
        env,
        () => undefined,
        () => undefined,
      ),
    ).toBe(0);
    app = await startTestApp({ IP_HASH_SALT: "" }, { dir: app.dir });
    const again = await app.app.inject({ method: "POST", url: "/", headers: FORM_HEADERS, payload: formBody("contact") });
    expect(again.statusCode).toBe(303);
    const fresh = await app.app.db.selectFrom("ip_salts").select("salt").execute();
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.salt).not.toBe(salts[0]!.salt);
  });
});
