import { existsSync } from "node:fs";
import { rm, symlink } from "node:fs/promises";
import path from "node:path";
import { makeTempDir } from "./enquiry-app";
import { available } from "./requirements";

/**
 * The production build (`npm run build`): its prerendered pages and React Router's server build
 * kept as the renderer (docs/decisions/018-content-editing.md). Tests of render on publish use it
 * and skip, saying why, when it is missing.
 */
export const BUILD = path.resolve("build");
export const rendererBuilt = available(
  "the production build (npm run build)",
  existsSync(path.join(BUILD, "renderer", "index.js")),
);

/**
 * A server's own folder whose `client/` and `renderer/` are the build's, so that a test app
 * started on it (`startTestApp(env, { dir })`) serves and renders pages as production does, and
 * keeps its render and database beside them, apart from every other test's.
 */
export async function buildBackedDir(prefix: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const temp = await makeTempDir(prefix);
  await rm(path.join(temp.dir, "client"), { recursive: true, force: true });
  await symlink(path.join(BUILD, "client"), path.join(temp.dir, "client"));
  await symlink(path.join(BUILD, "renderer"), path.join(temp.dir, "renderer"));
  return temp;
}
