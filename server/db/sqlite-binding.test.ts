import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

const packageDir = path.dirname(createRequire(import.meta.url).resolve("better-sqlite3/package.json"));

/**
 * The embedded store works straight after `npm ci`, with npm 12 too, which runs no install
 * script that package.json's allowScripts does not allow (docs/decisions/009-node-24-and-dependencies.md).
 */
describe("the SQLite binding", () => {
  it("loads and runs SQL", () => {
    const db = new Database(":memory:");
    try {
      db.exec("create table t (x text)");
      db.prepare("insert into t values (?)").run("åäö");
      expect(db.prepare("select x, sqlite_version() as version from t").get()).toEqual({
        x: "åäö",
        version: expect.stringMatching(/^3\.\d+\.\d+$/),
      });
    } finally {
      db.close();
    }
  });

  it("is the prebuilt one the package ships, so no install script has to build it", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    expect(pkg.allowScripts["better-sqlite3"]).toBe(false);
    expect(existsSync(path.join(packageDir, "build"))).toBe(false);
    new Database(":memory:").close();
    if (process.platform === "linux") {
      // The shared objects this process has mapped: the addon came from prebuilds/.
      expect(readFileSync("/proc/self/maps", "utf8")).toContain(path.join(packageDir, "prebuilds"));
    }
  });
});
