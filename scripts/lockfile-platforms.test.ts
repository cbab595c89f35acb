import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingOptionalEntries, platformOf } from "./lockfile-platforms";

describe("the lock file stays usable by npm ci", () => {
  it("has an entry for every optional platform package it names", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    // If this fails after `npm install`: run `npx tsx scripts/lockfile-platforms.ts`.
    expect(missingOptionalEntries(lock).map(([path]) => path)).toEqual([]);
  });

  it.each([
    ["@rollup/rollup-darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
    ["@rollup/rollup-linux-x64-musl", { os: ["linux"], cpu: ["x64"], libc: ["musl"] }],
    ["@rollup/rollup-linux-arm-gnueabihf", { os: ["linux"], cpu: ["arm"], libc: ["glibc"] }],
    ["@rollup/rollup-win32-ia32-msvc", { os: ["win32"], cpu: ["ia32"] }],
    ["@tailwindcss/oxide-wasm32-wasi", { cpu: ["wasm32"] }],
    ["left-pad", undefined],
  ])("reads the platform of %s", (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });
});
