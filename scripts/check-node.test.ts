import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const REQUIRED: string = pkg.engines.node;

/** The guard of `npm start` and `npm test`, run as if on Node `version` (process.versions.node overridden first). */
function guardOn(version: string) {
  const pretend = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`;
  return spawnSync(process.execPath, ["--import", pretend, "scripts/check-node.mjs"], { encoding: "utf8" });
}

describe("the supported Node.js", () => {
  it("is what every installed dependency accepts: engines asks for no version one of them refuses", () => {
    const refusing = Object.entries(lock.packages as Record<string, { engines?: { node?: string }; optional?: boolean }>)
      .filter(([path, entry]) => path !== "" && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.subset(REQUIRED, entry.engines!.node!))
      .map(([path, entry]) => `${path} wants ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it("is the oldest they all accept: the release before the floor is refused by some dependency", () => {
    const floor = semver.minVersion(REQUIRED)!.version;
    expect(floor).toBe("24.15.0");
    const ranges = Object.values(lock.packages as Record<string, { engines?: { node?: string } }>).flatMap((entry) =>
      entry.engines?.node ? [entry.engines.node] : [],
    );
    expect(ranges.some((range) => !semver.satisfies("24.14.1", range))).toBe(true);
  });

  it("includes the version CI and production run (.nvmrc) and the runtime npm is on here", () => {
    const nvmrc = readFileSync(".nvmrc", "utf8").trim();
    expect(semver.satisfies(nvmrc, REQUIRED)).toBe(true);
    expect(semver.satisfies(process.versions.node, REQUIRED)).toBe(true);
  });
});

describe("npm start and npm test on another Node.js", () => {
  it("go ahead silently on a supported one", () => {
    for (const version of [process.versions.node, "24.15.0", "24.99.0"]) {
      const run = guardOn(version);
      expect({ version, status: run.status, out: run.stdout + run.stderr }).toEqual({ version, status: 0, out: "" });
    }
  });

  // CI runs Node 24 only (.ci/run, .nvmrc), so engines promises no other line
  // (docs/decisions/032-scale-out-as-shipped.md): 22 and 26 are refused too.
  it.each(["20.19.0", "22.22.2", "23.11.0", "24.14.0", "25.2.0", "26.1.0"])(
    "stop on %s with one line naming the required version",
    (version) => {
      const run = guardOn(version);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe("");
      const lines = run.stderr.trimEnd().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`needs Node.js ${REQUIRED}`);
      expect(lines[0]).toContain(`not ${version}`);
    },
  );

  it("is the first step of both scripts", () => {
    expect(pkg.scripts.pretest).toBe("node scripts/check-node.mjs");
    expect(pkg.scripts.prestart).toMatch(/^node scripts\/check-node\.mjs && /);
  });

  // Development machines and CI start with the distribution's Node.js (20 on Debian 12).
  it.skipIf(!existsSync("/usr/bin/node"))("says the same on the machine's own /usr/bin/node", () => {
    const version = execFileSync("/usr/bin/node", ["--version"], { encoding: "utf8" }).trim().slice(1);
    const run = spawnSync("/usr/bin/node", ["scripts/check-node.mjs"], { encoding: "utf8" });
    expect(run.status).toBe(semver.satisfies(version, REQUIRED) ? 0 : 1);
  });
});
