import { existsSync } from "node:fs";
import { rm, symlink } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { publishDrafts, type PublishOutcome } from "../../server/content/service";
import { seedDocuments } from "../../server/content/seed";
import { makeTempDir, startTestApp, type TestApp } from "./enquiry-app";
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

/**
 * Test apps on build-backed folders, started during a test and all closed and removed by
 * `closeAll()` (an `afterEach`): one instance, or several on one database (`DATABASE_URL`).
 */
export function buildBackedApps(prefix: string): {
  start(env?: Record<string, string>): Promise<TestApp>;
  closeAll(): Promise<void>;
} {
  const temps: { remove(): Promise<void> }[] = [];
  const apps: TestApp[] = [];
  return {
    async start(env = {}) {
      const temp = await buildBackedDir(prefix);
      temps.push(temp);
      const app = await startTestApp(env, { dir: temp.dir });
      apps.push(app);
      return app;
    },
    async closeAll() {
      for (const app of apps.splice(0)) await app.close();
      for (const temp of temps.splice(0)) await temp.remove();
    },
  };
}

/**
 * Publishes the drafts of `documents` through the content service, warnings confirmed (no
 * error may stand), and waits until `app` serves the rendered pages of the new version.
 */
export async function publishAndRender(app: TestApp, documents: string[], author = "editor@x.se"): Promise<PublishOutcome> {
  const outcome = await publishDrafts({ db: app.app.db, seed: seedDocuments }, { documents, author, confirmWarnings: true });
  expect(outcome.findings.filter((finding) => finding.severity === "error")).toEqual([]);
  expect(outcome.published).toBe(true);
  app.app.siteContent.refresh();
  await app.app.siteContent.rendered(outcome.version as number);
  return outcome;
}
