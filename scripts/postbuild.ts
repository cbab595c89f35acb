/**
 * After `react-router build`: the files the prerender does not make (sitemap.xml,
 * robots.txt, the island scripts of scripts/islands.ts), pages without module preload hints
 * (html-hints.ts), and a brotli and a gzip
 * copy of every text file, so the server never compresses at request time (docs/architecture.md#budgets).
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { listFiles } from "../server/site/static-files";
import { consoleShell, withoutModulePreloads } from "./html-hints";
import { buildIslands, withIslandScripts } from "./islands";
import { site } from "~/config/site";
import { robotsTxt, sitemapXml } from "./sitemap";

const CLIENT_DIR = path.resolve("build/client");
const RENDERER_DIR = path.resolve("build/renderer");
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".data", ".webmanifest"]);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  // A compressed copy that is not smaller is not worth sending.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
}

async function main(): Promise<void> {
  // React Router writes an SPA fallback when "/" is not prerendered. Unknown URLs get a real
  // 404; the fallback becomes the shell of the client-rendered console at /admin, never indexed.
  await mkdir(path.join(CLIENT_DIR, "admin"), { recursive: true });
  const shell = await readFile(path.join(CLIENT_DIR, "index.html"), "utf8");
  await writeFile(path.join(CLIENT_DIR, "admin", "index.html"), consoleShell(shell, site.brand));
  await rm(path.join(CLIENT_DIR, "index.html"), { force: true });
  await writeFile(path.join(CLIENT_DIR, "sitemap.xml"), sitemapXml());
  await writeFile(path.join(CLIENT_DIR, "robots.txt"), robotsTxt());
  const { urls: islands } = await buildIslands(CLIENT_DIR);
  // The renderer the server uses at publish (docs/decisions/018-content-editing.md): React
  // Router's server build, moved out of build/server (scripts/build-server.ts empties that),
  // with the island scripts' URLs the rendered pages point at.
  await rm(RENDERER_DIR, { recursive: true, force: true });
  await rename(path.resolve("build/server"), RENDERER_DIR);
  await writeFile(path.join(RENDERER_DIR, "islands.json"), JSON.stringify(islands));
  const pages = (await listFiles(CLIENT_DIR)).filter((file) => file.endsWith(".html"));
  await Promise.all(
    pages.map(async (file) => writeFile(file, withIslandScripts(withoutModulePreloads(await readFile(file, "utf8")), islands))),
  );
  const files = (await listFiles(CLIENT_DIR)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  await Promise.all(files.map(precompress));
  console.log(`postbuild: sitemap.xml, robots.txt, ${files.length} files precompressed (br, gzip)`);
}

await main();
