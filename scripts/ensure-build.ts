/**
 * `npm start` builds first when there is no build, or when the sources are newer than it,
 * so that `npm ci && npm start` works on a fresh clone and never serves a stale site.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const MARKER = "build/client/sitemap.xml";
const SOURCES = ["app", "public", "scripts", "package-lock.json", "react-router.config.ts", "vite.config.ts"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const built = existsSync(MARKER) ? statSync(MARKER).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestMtime));
if (built === 0 || changed > built) {
  console.log(built === 0 ? "No build yet: building the site …" : "Sources changed since the last build: rebuilding …");
  execSync("npm run build", { stdio: "inherit" });
}
