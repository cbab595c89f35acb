/**
 * `npm start` (as its `prestart` step) builds first when there is no build, or when the sources
 * are newer than it, so that `npm ci && npm start` works on a fresh clone and never serves a
 * stale site. A change to the server alone recompiles only the server (seconds), not the site.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Written last by each half of the build: the site (postbuild) and the server (build-server). */
const SITE_MARKER = "build/client/sitemap.xml";
const SERVER_MARKER = "build/server/server.js";
const SHARED = ["app", "package-lock.json", "tsconfig.json"];
const SITE_SOURCES = [...SHARED, "public", "scripts", "react-router.config.ts", "vite.config.ts"];
const SERVER_SOURCES = [...SHARED, "server", "scripts/build-server.ts"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = (marker: string) => (existsSync(marker) ? statSync(marker).mtimeMs : 0);
const stale = (marker: string, sources: string[]) => {
  const built = builtAt(marker);
  return built === 0 || Math.max(...sources.map(newestMtime)) > built;
};

if (stale(SITE_MARKER, SITE_SOURCES)) {
  console.log(
    builtAt(SITE_MARKER) === 0 ? "No build yet: building the site …" : "Sources changed since the last build: rebuilding …",
  );
  execSync("npm run build", { stdio: "inherit" });
} else if (stale(SERVER_MARKER, SERVER_SOURCES)) {
  console.log("Server sources changed since the last build: recompiling the server …");
  execSync("npm run build:server", { stdio: "inherit" });
}
