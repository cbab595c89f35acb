/**
 * The last step of `npm run build`: the server (and the app code it imports through `~/`) as
 * plain JavaScript in build/server/, so production runs `node build/server/server.js` with no
 * TypeScript loader in the process (docs/decisions/007-plain-node-in-production.md).
 *
 * Each entry is bundled with esbuild: our own modules are inlined (the `~/` alias is resolved
 * here, from tsconfig.json), every npm package stays an import resolved from node_modules at
 * run time. A package the bundle imports must be a runtime dependency in package.json, so
 * `npm ci --omit=dev` is enough to run it; the build fails otherwise. The same holds for the
 * renderer the server loads to render a publish (build/renderer/, React Router's server build,
 * docs/decisions/018-content-editing.md): it imports its packages at run time too. It runs after
 * `react-router build`, which deletes build/server/ (its own server build, unused with ssr: false).
 */
import { build, type Metafile } from "esbuild";
import { readFile, rm } from "node:fs/promises";
import { builtinModules } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Compiled entry points: the server process and the operator's `inbox` command. */
export const SERVER_ENTRIES = { server: "server/server.ts", inbox: "server/cli/inbox.ts" } as const;
export const SERVER_OUT_DIR = "build/server";
/** React Router's server build, which the server imports to render on publish. */
export const RENDERER_ENTRY = "build/renderer/index.js";

const BUILTINS = new Set(builtinModules);

/** `pg`, `@fastify/rate-limit`, `kysely/helpers/postgres` → the package name. */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith("node:") || BUILTINS.has(specifier) || specifier.startsWith(".") || specifier.startsWith("/")) {
    return undefined;
  }
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The npm packages the compiled output imports. */
export function importedPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external) continue;
      const name = packageName(imported.path);
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Compiles the entries into `outDir` (emptied first). Resolves with the npm packages the
 * output imports; rejects when one of them is not a runtime dependency.
 */
export async function buildServer(outDir = SERVER_OUT_DIR, root = process.cwd()): Promise<string[]> {
  await rm(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node24.15", // the oldest Node package.json's engines accepts
    outExtension: { ".js": ".js" },
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    // Shared modules (config, database) are emitted once, as chunks both entries import.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
  });
  const packages = importedPackages(result.metafile);
  await refuseDevelopmentImports("The compiled server", packages, root);
  return packages;
}

async function refuseDevelopmentImports(what: string, packages: readonly string[], root: string): Promise<void> {
  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const missing = packages.filter((name) => !pkg.dependencies?.[name]);
  if (missing.length > 0) {
    throw new Error(`${what} imports packages that are not runtime dependencies: ${missing.join(", ")}`);
  }
}

/**
 * The npm packages the renderer (an ES module React Router already built) imports, read by
 * esbuild without writing anything; rejects when one of them is not a runtime dependency, as
 * a pruned image would fail to start on it.
 */
export async function checkRendererImports(entry = RENDERER_ENTRY, root = process.cwd()): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
    outdir: "renderer-check",
  });
  const packages = importedPackages(result.metafile);
  await refuseDevelopmentImports("The renderer", packages, root);
  return packages;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const packages = await buildServer();
  console.log(`build-server: ${Object.keys(SERVER_ENTRIES).join(", ")} → ${SERVER_OUT_DIR}/ (imports ${packages.join(", ")})`);
  const rendererPackages = await checkRendererImports();
  console.log(`build-server: ${RENDERER_ENTRY} imports ${rendererPackages.join(", ")}, all runtime dependencies`);
}
