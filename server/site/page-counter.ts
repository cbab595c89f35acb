import type { FastifyReply, FastifyRequest } from "fastify";
import { isLang, type Lang } from "~/i18n/lang";
import { languageOfPath } from "~/i18n/request-lang";
import { decodePath, splitTarget } from "../http/on-site-path";
import { isBot, isPrefetch } from "../stats/classify";
import type { PageRequest } from "../stats/collector";
import type { PageRoutes } from "./page-routes";

/** What the page server records into (server/stats/collector.ts). */
export interface PageCounter {
  recordPage(request: PageRequest, page: string, lang: Lang): void;
  recordNotFound(path: string): void;
}

interface CountedPage {
  page: string;
  lang: Lang;
}

/** "/sv/otc/index.html" → "/sv/otc": the canonical path of a prerendered page's file. */
function pageOfFile(file: string): string {
  return file.replace(/\/index\.html$/, "") || "/";
}

/**
 * The page server's one statistics call, made once a page's answer is written (a buffer:
 * Fastify has handed it to the socket; no response hook, which costs every request)
 * (docs/decisions/012-cookieless-statistics.md). Counted: a GET of a page (its HTML, or the
 * route data a client-side navigation fetches instead) answered 200, or 304 when the visitor's
 * browser revalidated its copy; by its canonical path, so /otc in Swedish counts as /sv/otc.
 * Not counted: HEAD, bots, prefetches, assets and every other file. 404s are counted apart,
 * by path. The console and /healthz have routes of their own and never reach this.
 */
export function pageCounter(counter: PageCounter, routes: PageRoutes) {
  // Worked out once: the serving path only looks pages up.
  const prefixed = new Map<string, CountedPage>();
  for (const [pathname, file] of routes.prefixed) {
    const page = pageOfFile(file);
    const lang = languageOfPath(page);
    if (lang) prefixed.set(pathname, { page, lang });
  }
  const unprefixed = new Map<string, Record<Lang, CountedPage>>();
  for (const [pathname, files] of routes.unprefixed) {
    const variants = Object.fromEntries(
      Object.entries(files).map(([lang, file]) => [lang, { page: pageOfFile(file), lang: lang as Lang }]),
    ) as Record<Lang, CountedPage>;
    unprefixed.set(pathname, variants);
  }
  const pageOf = (pathname: string, reply: FastifyReply): CountedPage | undefined => {
    const page = prefixed.get(pathname);
    if (page) return page;
    const variants = unprefixed.get(pathname);
    if (!variants) return undefined;
    // The handler chose the language and said so in Content-Language.
    const lang = String(reply.getHeader("content-language") ?? "");
    return isLang(lang) ? variants[lang] : undefined;
  };

  return count;

  function count(request: FastifyRequest, reply: FastifyReply): void {
    if (request.method !== "GET") return;
    const status = reply.statusCode;
    if (status !== 200 && status !== 304 && status !== 404) return;
    const { path: target, search } = splitTarget(request.url);
    const pathname = target.includes("%") ? decodePath(target) : target;
    if (pathname === undefined) return;
    // Cheap map lookups first: assets and other files (most requests) stop here.
    const page =
      status === 404
        ? undefined
        : pathname.endsWith(".data")
          ? // A client-side navigation fetches the page's route data instead: /sv/otc.data, /sv.data.
            prefixed.get(pathname.slice(0, -".data".length))
          : pageOf(pathname, reply);
    if (status !== 404 && !page) return;
    const headers = request.headers;
    if (isPrefetch(headers) || isBot(headers)) return;
    if (page) counter.recordPage({ ip: request.ip, headers, search: search.slice(1) }, page.page, page.lang);
    else counter.recordNotFound(pathname);
  }
}
