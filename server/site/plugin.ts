import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import path from "node:path";
import { languageOfPath, requestLanguage } from "~/i18n/request-lang";
import { inlineScriptHashes, pagePolicy } from "../http/csp";
import { decodePath, encodeSearch, normalisePath, onSiteLocation, splitTarget } from "../http/on-site-path";
import { buildPageRoutes, htmlFileOf, type PageRoutes } from "./page-routes";
import { pageCounter, type PageCounter } from "./page-counter";
import type { PageOverlay } from "./page-overlay";
import { loadStaticFiles, pickEncoding, type StaticFile } from "./static-files";

export interface SitePagesOptions {
  clientDir: string;
  /** The site statistics (server/stats/): counts the pages answered to visitors. */
  stats?: PageCounter;
  /** Pages rendered from published content, served instead of the build's (server/content/). */
  overlay?: PageOverlay;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

function cacheControlFor(urlPath: string): string {
  // Vite names every asset by its content hash: it can be cached for good.
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (urlPath.endsWith(".data") || urlPath.endsWith(".html")) return REVALIDATE;
  return "public, max-age=3600";
}

/** Whether If-None-Match names this ETag: a list, weak validators and `*` included. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * Serves the prerendered site (docs/decisions/001-languages-and-urls.md, docs/architecture.md#budgets): the canonical /sv and /en pages, the
 * unprefixed URLs in the visitor's language (never redirecting), the 301 aliases, the
 * localized 404, and every other build file, precompressed, with ETags and cache headers.
 */
async function sitePagesPlugin(app: FastifyInstance, { clientDir, stats, overlay }: SitePagesOptions) {
  const files = await loadStaticFiles(path.resolve(clientDir));
  const buildRoutes = buildPageRoutes();
  const counters = new WeakMap<PageRoutes, ReturnType<typeof pageCounter>>();
  // The routes of the published service page list, once content is rendered; the build's before.
  const currentRoutes = () => overlay?.routes ?? buildRoutes;
  const countingFor = (routes: PageRoutes) => {
    if (!stats) return undefined;
    let counter = counters.get(routes);
    if (!counter) counters.set(routes, (counter = pageCounter(stats, routes)));
    return counter;
  };
  const policies = new Map<string, string>();
  for (const [urlPath, file] of files) {
    if (urlPath.endsWith(".html")) policies.set(urlPath, pagePolicy(inlineScriptHashes(file.body.toString("utf8"))));
  }
  const missing = [...buildRoutes.prefixed.values()].filter((file) => !files.has(file));
  if (missing.length > 0) {
    app.log.warn({ clientDir, missing: missing.length }, "the build is missing pages: run `npm run build`");
  }

  // Pages whose content depends on the cookie and language (unprefixed URLs, the 404) say so.
  const NEGOTIATED = "Accept-Encoding, Cookie, Accept-Language";

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    file: StaticFile,
    status = 200,
    vary = "Accept-Encoding",
  ) => {
    const { body, encoding, etag } = pickEncoding(request, file);
    reply.header("Cache-Control", cacheControlFor(urlPath));
    reply.header("ETag", etag);
    reply.header("Vary", vary);
    const policy = overlay?.get(urlPath)?.policy ?? policies.get(urlPath);
    if (policy) reply.header("Content-Security-Policy", policy);
    if (status === 200 && matchesIfNoneMatch(request.headers["if-none-match"], etag)) return reply.code(304).send();
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.code(status).type(file.type).send(body);
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, htmlFile: string, status = 200, vary?: string) => {
    const file = overlay?.get(htmlFile) ?? files.get(htmlFile);
    if (!file) return reply.code(503).type("text/plain; charset=utf-8").send("The site is not built yet: run npm run build.");
    const sent = send(request, reply, htmlFile, file, status, vary);
    countingFor(currentRoutes())?.(request, reply);
    return sent;
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string | undefined) => {
    const lang = (pathname === undefined ? undefined : languageOfPath(pathname)) ?? requestLanguage(request.headers);
    return sendPage(request, reply, currentRoutes().notFound[lang], 404, NEGOTIATED);
  };

  /**
   * A page's route data (`/sv/otc.data`, fetched by a client-side navigation instead of the
   * HTML) comes from the same place as the page's HTML: rendered on publish when the page is,
   * the build's while the page is the build's. The data of a path that is no page of the
   * published list (a renamed or retired service page), or of a rendered page without its data
   * (a render kept from before route data was rendered), is not served: it could be stale
   * (docs/decisions/018-content-editing.md).
   */
  const routeData = (routes: PageRoutes, pathname: string): StaticFile | undefined => {
    const pagePath = pathname.slice(0, -".data".length);
    const htmlFile =
      routes.prefixed.get(pagePath) ?? Object.values(routes.notFound).find((file) => file === htmlFileOf(pagePath));
    if (!htmlFile) return undefined;
    return overlay?.get(htmlFile) ? overlay.get(pathname) : files.get(pathname);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { path: target, search } = splitTarget(request.url);
    const decoded = decodePath(target);
    if (decoded === undefined) return notFound(request, reply, undefined);
    // Redirects name only the normalised path (no `//host`, no backslashes, no controls).
    const pathname = normalisePath(decoded);
    if (pathname !== decoded || (pathname.length > 1 && pathname.endsWith("/"))) {
      return reply.redirect(onSiteLocation(pathname.replace(/\/+$/, "") || "/", search), 301);
    }
    const routes = currentRoutes();
    const redirect = routes.redirects.get(pathname);
    if (redirect) {
      // The query goes before a fragment (a retired page's target is the services section: /sv#services).
      const [where, fragment] = redirect.split("#", 2) as [string, string | undefined];
      return reply.redirect(where + encodeSearch(search) + (fragment === undefined ? "" : `#${fragment}`), 301);
    }

    const page = routes.prefixed.get(pathname);
    if (page) return sendPage(request, reply, page);

    const variants = routes.unprefixed.get(pathname);
    if (variants) {
      const lang = requestLanguage(request.headers);
      reply.header("Content-Language", lang);
      return sendPage(request, reply, variants[lang], 200, NEGOTIATED);
    }

    // A file rendered on publish (the sitemap of the published page list) before the build's;
    // a page's route data only from where its HTML comes from (routeData).
    const file = pathname.endsWith(".data") ? routeData(routes, pathname) : (overlay?.get(pathname) ?? files.get(pathname));
    if (file && !pathname.endsWith(".html") && !pathname.endsWith(".br") && !pathname.endsWith(".gz")) {
      const sent = send(request, reply, pathname, file);
      // A page's route data, fetched by a client-side navigation, is a page view too.
      if (pathname.endsWith(".data")) countingFor(routes)?.(request, reply);
      return sent;
    }

    return notFound(request, reply, pathname);
  };

  app.get("/*", handler);
}

export const sitePages = fp(sitePagesPlugin, { name: "site-pages" });
