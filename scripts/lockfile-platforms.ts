/**
 * Restores the lock-file entries of optional, platform-specific packages (other operating
 * systems' builds of rollup and Tailwind's engine) that `npm install` leaves out when the
 * registry it talks to does not serve them, as this project's build machines' mirror does not.
 * Without them `npm ci` refuses the lock file ("Missing: … from lock file"). The entries say
 * which platform each package is for, so npm skips them everywhere else, as in a lock file
 * written against the full registry. Run after changing dependencies:
 *   npx tsx scripts/lockfile-platforms.ts
 * (docs/decisions/003-lock-file.md; scripts/lockfile-platforms.test.ts checks the lock file.)
 */
import { readFileSync, writeFileSync } from "node:fs";

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

const OPERATING_SYSTEMS = new Set([
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "win32",
  "sunos",
  "aix",
  "netbsd",
]);

/** The platform of a package named like "@rollup/rollup-linux-arm-musleabihf" or "…-wasm32-wasi". */
export function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | undefined {
  const parts = name.split("/").pop()!.split("-");
  const osIndex = parts.findIndex((part) => OPERATING_SYSTEMS.has(part));
  if (osIndex === -1) {
    const wasm = parts.indexOf("wasm32");
    return wasm === -1 ? undefined : { cpu: ["wasm32"] };
  }
  const [os, cpu, abi] = parts.slice(osIndex);
  if (!os || !cpu) return undefined;
  const platform: Pick<LockEntry, "os" | "cpu" | "libc"> = { os: [os], cpu: [cpu] };
  if (os === "linux" && abi) platform.libc = [abi.startsWith("musl") ? "musl" : "glibc"];
  return platform;
}

/** Optional dependencies the lock file names but has no entry for. */
export function missingOptionalEntries(lock: Lockfile): [string, LockEntry][] {
  const missing = new Map<string, LockEntry>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted] || missing.has(hoisted)) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      missing.set(hoisted, { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform });
    }
  }
  return [...missing];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lockfile;
  const missing = missingOptionalEntries(lock);
  for (const [path, entry] of missing) lock.packages[path] = entry;
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: ${missing.length} optional platform entries restored`);
}
