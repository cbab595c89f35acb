/**
 * Builds the island scripts of the pages with interactive pieces (app/islands/*.client.tsx,
 * docs/decisions/010-hydration-per-page.md): react-dom and the pieces' components, without
 * React Router, as hashed ES modules with shared chunks, and points each page's placeholder
 * script (root.tsx) at its built file. Run by scripts/postbuild.ts after the prerender.
 */
import { build } from "esbuild";
import path from "node:path";
import { ISLAND_ENTRIES, islandsPlaceholder, type IslandsEntry } from "~/document/hydration";

const SITE_URL = (process.env.SITE_URL || "https://nordlegend.se").replace(/\/+$/, "");

/** Builds the island scripts into `<clientDir>/assets/islands/`; returns each entry's public URL. */
export async function buildIslands(clientDir: string): Promise<Record<IslandsEntry, string>> {
  const outdir = path.join(clientDir, "assets/islands");
  const result = await build({
    entryPoints: Object.fromEntries(ISLAND_ENTRIES.map((entry) => [entry, `app/islands/${entry}.client.tsx`])),
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2022",
    jsx: "automatic",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
    // The same values the Vite build gives the app (vite.config.ts).
    define: { "process.env.NODE_ENV": '"production"', "import.meta.env.DEV": "false", __SITE_URL__: JSON.stringify(SITE_URL) },
    alias: { "~": path.resolve("app") },
  });
  const urls = {} as Record<IslandsEntry, string>;
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const entry = ISLAND_ENTRIES.find((name) => output.entryPoint === `app/islands/${name}.client.tsx`);
    if (entry) urls[entry] = `/${path.relative(clientDir, path.resolve(file)).split(path.sep).join("/")}`;
  }
  for (const entry of ISLAND_ENTRIES) if (!urls[entry]) throw new Error(`islands: no output for ${entry}`);
  return urls;
}

/** A prerendered page with its island placeholders pointed at the built files. */
export function withIslandScripts(html: string, urls: Record<IslandsEntry, string>): string {
  let result = html;
  for (const entry of ISLAND_ENTRIES) result = result.replaceAll(`"${islandsPlaceholder(entry)}"`, `"${urls[entry]}"`);
  return result;
}
