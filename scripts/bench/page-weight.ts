/**
 * What each page costs over the wire (docs/architecture.md#budgets): the compressed bytes of its HTML and of
 * the CSS and JavaScript it loads at start (the whole static module graph), as a browser
 * asking for brotli would receive them.
 */
export const BUDGETS = { html: 40_000, css: 25_000 } as const;

/**
 * JavaScript per kind of page (docs/decisions/010-hydration-per-page.md): the pages that
 * hydrate (home and OTC: forms, modal, canvas) may load up to 100 KB at start; every other
 * page loads none, and its one inline script is at most 1 KB (uncompressed, in the HTML).
 */
export const JS_BUDGETS = { hydrated: 100_000, plain: 0 } as const;
export const INLINE_SCRIPT_BUDGET = 1024;
export type PageKind = keyof typeof JS_BUDGETS;

const HYDRATED_PATHS = new Set(["/sv", "/en", "/sv/otc", "/en/otc"]);

/** Whether a page hydrates: only the home and OTC pages do. */
export function kindOf(path: string): PageKind {
  return HYDRATED_PATHS.has(path) ? "hydrated" : "plain";
}

export interface PageWeight {
  path: string;
  kind: PageKind;
  html: number;
  css: number;
  /** The modules loaded at start (compressed). */
  js: number;
  /** The inline scripts that run (not JSON-LD), uncompressed bytes. */
  inline: number;
}

/** What a page's weight breaks of its budgets, in words; empty when within them. */
export function breaches(weight: PageWeight): string[] {
  const found: string[] = [];
  if (weight.html > BUDGETS.html) found.push(`HTML ${weight.html} B > ${BUDGETS.html} B`);
  if (weight.css > BUDGETS.css) found.push(`CSS ${weight.css} B > ${BUDGETS.css} B`);
  if (weight.js > JS_BUDGETS[weight.kind]) found.push(`JS ${weight.js} B > ${JS_BUDGETS[weight.kind]} B (${weight.kind} page)`);
  if (weight.kind === "plain" && weight.inline > INLINE_SCRIPT_BUDGET)
    found.push(`inline script ${weight.inline} B > ${INLINE_SCRIPT_BUDGET} B`);
  return found;
}

/** The bytes of the inline scripts a page runs (JSON-LD is data, not counted). */
export function inlineScriptBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/type=["']application\/ld\+json["']/i.test(match[1] ?? "")) continue;
    total += Buffer.byteLength(match[2] ?? "");
  }
  return total;
}

async function compressedSize(url: string, expectedStatus = 200): Promise<number> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "br, gzip" } });
  if (response.status !== expectedStatus) throw new Error(`${url}: ${response.status}`);
  // fetch decodes the body; the wire size is the Content-Length of the encoded response.
  const length = Number(response.headers.get("content-length"));
  const body = new Uint8Array(await response.arrayBuffer());
  return Number.isFinite(length) && length > 0 ? length : body.length;
}

/** The stylesheets and the entry modules of a page: its module script's imports and script tags. */
export function assetsOf(html: string): { css: string[]; js: string[] } {
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
  const js = new Set([
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/import\("([^"]+\.js)"\)|import (?:\* as \w+ from )?"([^"]+\.js)"/g)].map(
      (match) => (match[1] ?? match[2])!,
    ),
  ]);
  return { css, js: [...js] };
}

/** The modules a module imports statically (Vite's chunks: `import{…}from"./x.js"`, `import"./y.js"`). */
export function staticImportsOf(code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?"(\.{1,2}\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
}

/** Every module a page loads before it is interactive: its entry modules and all they import. */
async function moduleGraph(origin: string, entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => new URL(entry, origin).href);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(url)).text();
    for (const specifier of staticImportsOf(code)) queue.push(new URL(specifier, url).href);
  }
  return [...seen];
}

/** A page's weight; `status` 404 for the not-found page, which is measured too. */
export async function measurePage(origin: string, path: string, status = 200): Promise<PageWeight> {
  const html = await (await fetch(origin + path)).text();
  const { css, js } = assetsOf(html);
  const sum = async (urls: string[]) =>
    (await Promise.all(urls.map((url) => compressedSize(new URL(url, origin).href)))).reduce((a, b) => a + b, 0);
  return {
    path,
    kind: kindOf(path),
    html: await compressedSize(origin + path, status),
    css: await sum(css),
    js: await sum(await moduleGraph(origin, js)),
    inline: inlineScriptBytes(html),
  };
}
