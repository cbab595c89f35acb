/**
 * What each page costs over the wire (docs/architecture.md#budgets): the compressed bytes of its HTML and of
 * the CSS and JavaScript it loads at start (the whole static module graph), as a browser
 * asking for brotli would receive them.
 */
export const BUDGETS = { html: 40_000, css: 25_000, js: 130_000 } as const;

export interface PageWeight {
  path: string;
  html: number;
  css: number;
  js: number;
}

async function compressedSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "br, gzip" } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
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

export async function measurePage(origin: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(origin + path)).text();
  const { css, js } = assetsOf(html);
  const sum = async (urls: string[]) =>
    (await Promise.all(urls.map((url) => compressedSize(new URL(url, origin).href)))).reduce((a, b) => a + b, 0);
  return { path, html: await compressedSize(origin + path), css: await sum(css), js: await sum(await moduleGraph(origin, js)) };
}
