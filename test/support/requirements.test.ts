import { describe, expect, it } from "vitest";
import { available, inCI, testDatabaseUrl } from "./requirements";

describe("skips that cannot hide in CI", () => {
  it("reads CI as .ci/run sets it", () => {
    expect(inCI({ CI: "true" })).toBe(true);
    expect(inCI({ CI: "1" })).toBe(true);
    expect(inCI({})).toBe(false);
    expect(inCI({ CI: "" })).toBe(false);
    expect(inCI({ CI: "false" })).toBe(false);
  });

  it("lets a missing part skip on a developer's machine", () => {
    expect(available("nginx", false, {})).toBe(false);
    expect(testDatabaseUrl({})).toBeUndefined();
  });

  it("fails instead of skipping in CI, naming what is missing", () => {
    expect(() => available("nginx", false, { CI: "true" })).toThrow(/nginx is missing in CI/);
    expect(() => testDatabaseUrl({ CI: "true" })).toThrow(/TEST_DATABASE_URL/);
    expect(available("nginx", true, { CI: "true" })).toBe(true);
    expect(testDatabaseUrl({ CI: "true", TEST_DATABASE_URL: "postgres://x" })).toBe("postgres://x");
  });
});

describe("every test that needs a part of the machine asks through requirements.ts", () => {
  it("no test file reads TEST_DATABASE_URL itself or skips on a bare existsSync", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const files = (await readdir(".", { recursive: true })).filter(
      (file) => /\.(test|spec)\.ts$/.test(file) && !file.startsWith("node_modules") && !file.includes("/node_modules/"),
    );
    // Not a part CI installs: the machine's own older Node, which a newer machine may lack.
    const allowedSkips = new Set(["scripts/check-node.test.ts"]);
    const readsUrl = ["process", "env", "TEST_DATABASE_URL"].join(".");
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(file, "utf8");
      if (text.includes(readsUrl)) offenders.push(`${file}: reads TEST_DATABASE_URL (use testDatabaseUrl())`);
      if (/skipIf\(!existsSync\(/.test(text) && !allowedSkips.has(file))
        offenders.push(`${file}: skips on existsSync (use available())`);
    }
    expect(files.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
