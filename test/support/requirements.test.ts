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
