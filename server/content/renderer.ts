/**
 * Render on publish (docs/decisions/018-content-editing.md): the production renderer, React
 * Router's server build (kept by scripts/postbuild.ts as build/renderer/), renders every page
 * from a content set, exactly as the build's prerender did from the copy modules, then the same
 * post-processing (no module preloads, the island scripts' hashed URLs), brotli and gzip, a
 * strong ETag and the page's CSP hashes. Runs at publish and for previews, never per visitor.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CONTENT_SET_HEADER, contentSets, type ContentSet } from "~/content/source";
import { ISLAND_ENTRIES, islandsPlaceholder, type IslandsEntry } from "~/document/hydration";
import { prerenderPaths } from "~/i18n/pages";
import { servicePagesOf } from "~/content/model/service-pages";
import { withoutModulePreloads } from "../../scripts/html-hints";
import { inlineScriptHashes, pagePolicy } from "../http/csp";
import { htmlFileOf } from "../site/page-routes";
import type { RenderedFile } from "../site/page-overlay";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface RenderOptions {
  /**
   * Also render each page's route data (`/sv/otc.data`, what a client-side navigation fetches
   * instead of the HTML), keyed by its URL path beside the page: a publish serves both from
   * the same content set. A preview needs only the HTML.
   */
  withData?: boolean;
}

/** The turbo-stream route data's type, as the build's `.data` files are served (static-files.ts). */
export const ROUTE_DATA_TYPE = "text/x-script; charset=utf-8";

/** Where the route data of a page path is served: /sv → /sv.data, /sv/otc → /sv/otc.data. */
export function dataFileOf(pagePath: string): string {
  return `${pagePath}.data`;
}

export interface Renderer {
  /** Renders `paths` (every prerendered path by default) from `set`: URL path of the HTML file → the file. */
  render(set: ContentSet, paths?: readonly string[], options?: RenderOptions): Promise<Map<string, RenderedFile>>;
}

/** The renderer next to a client build (`<clientDir>/../renderer`), or undefined when the build has none (tests' fake builds). */
export async function loadRenderer(clientDir: string): Promise<Renderer | undefined> {
  const dir = path.resolve(clientDir, "..", "renderer");
  const entry = path.join(dir, "index.js");
  if (!existsSync(entry) || !existsSync(path.join(dir, "islands.json"))) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const islands = JSON.parse(await readFile(path.join(dir, "islands.json"), "utf8")) as Record<IslandsEntry, string>;
  // React Router renders (runs the loaders of) only the paths the build prerendered, and answers
  // any other with the SPA fallback. A service page added in the console has a path the build
  // never saw (docs/decisions/025-service-pages.md): the list is widened with each path rendered.
  const served: ServerBuild = { ...build, prerender: [...build.prerender] };
  const handle = createRequestHandler(served, "production");
  const finish = (html: string) => {
    let out = withoutModulePreloads(html);
    for (const name of ISLAND_ENTRIES) out = out.replaceAll(`"${islandsPlaceholder(name)}"`, `"${islands[name]}"`);
    return out;
  };
  return {
    async render(set, paths = prerenderPaths(servicePagesOf(set.documents)), { withData = false } = {}) {
      const id = randomUUID();
      contentSets().set(id, set);
      try {
        const rendered = new Map<string, RenderedFile>();
        // One page at a time: each render is a few milliseconds of CPU, and the event loop
        // keeps serving visitors between them.
        for (const pagePath of paths) {
          if (!served.prerender.includes(pagePath)) served.prerender.push(pagePath);
          const response = await handle(
            new Request(`http://renderer.invalid${pagePath}`, { headers: { [CONTENT_SET_HEADER]: id } }),
          );
          const html = finish(await response.text());
          if (response.status !== 200 && !pagePath.endsWith("/404"))
            throw new Error(`Rendering ${pagePath} answered ${response.status}`);
          rendered.set(htmlFileOf(pagePath), await compressed(html));
          if (withData) {
            // The same request React Router's prerender makes for the build's `.data` files, so
            // the seed renders to their very bytes.
            const data = await handle(
              new Request(`http://renderer.invalid${dataFileOf(pagePath)}`, { headers: { [CONTENT_SET_HEADER]: id } }),
            );
            const stream = await data.text();
            if (data.status !== 200 && !pagePath.endsWith("/404"))
              throw new Error(`Rendering ${dataFileOf(pagePath)} answered ${data.status}`);
            rendered.set(dataFileOf(pagePath), await compressed(stream, ROUTE_DATA_TYPE));
          }
        }
        return rendered;
      } finally {
        contentSets().delete(id);
      }
    },
  };
}

/** A rendered file, compressed, with its ETag and (for a page) its CSP hashes. */
export async function compressed(html: string, type = "text/html; charset=utf-8"): Promise<RenderedFile> {
  const body = Buffer.from(html, "utf8");
  // Quality 5, not the build's 11: a publish must be live within a second, and 11 costs
  // hundreds of milliseconds a page; the pages come out a few per cent larger.
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 6 }),
  ]);
  return {
    body,
    br: br.length < body.length ? br : undefined,
    gzip: gzipped.length < body.length ? gzipped : undefined,
    type,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    policy: type.startsWith("text/html") ? pagePolicy(inlineScriptHashes(html)) : "",
  };
}
