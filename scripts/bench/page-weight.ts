/**
 * What each page costs over the wire (docs/architecture.md#budgets): the compressed bytes of its HTML and of
 * the CSS and JavaScript it loads at start (the whole static module graph), as a browser
 * asking for brotli would receive them.
 */
export const BUDGETS = { html: 40_000, css: 25_000 } as const;

/**
 * JavaScript per kind of page (docs/decisions/019-islands-on-preact.md), brotli, over the whole
 * module graph including the lazily imported modules and the workers' files: home's islands
 * (two forms, the carousel, the modal, the canvas) at most 25 KB, OTC's (its form) at most 20 KB; every
 * other page loads none, and its one inline script is at most 1 KB (uncompressed, in the HTML).
 */
export const JS_BUDGETS = { home: 25_000, otc: 20_000, plain: 0 } as const;
/**
 * What a lazily imported island may add on its own, brotli: the modules it loads that the page
 * has not loaded at start (home's forms, app/islands/home-forms.ts: the contact form and the
 * booking picker when the visitor comes near them, the project modal on its first opening).
 */
export const LAZY_BUDGETS: Readonly<Record<string, number>> = {
  "home-forms": 12_000,
  // The workers' files (docs/decisions/033-main-thread-off.md): each one module with no import.
  "proof-worker": 2_000,
  "rain-worker": 2_000,
};
export const INLINE_SCRIPT_BUDGET = 1024;
export type PageKind = keyof typeof JS_BUDGETS;

const ISLAND_PAGES: Readonly<Record<string, PageKind>> = { "/sv": "home", "/en": "home", "/sv/otc": "otc", "/en/otc": "otc" };

/** Which budget a page's JavaScript answers to: home's, OTC's, or none at all. */
export function kindOf(path: string): PageKind {
  return ISLAND_PAGES[path] ?? "plain";
}

export interface PageWeight {
  path: string;
  kind: PageKind;
  html: number;
  css: number;
  /** Every module the page can load (compressed): at start and lazily. */
  js: number;
  /** The modules loaded at start (compressed). */
  jsAtStart: number;
  /** Per lazily imported module (by its name without the hash): what it adds to what was loaded at start. */
  lazy: Record<string, number>;
  /** The inline scripts that run (not JSON-LD), uncompressed bytes. */
  inline: number;
}

/** What a page's weight breaks of its budgets, in words; empty when within them. */
export function breaches(weight: PageWeight): string[] {
  const found: string[] = [];
  if (weight.html > BUDGETS.html) found.push(`HTML ${weight.html} B > ${BUDGETS.html} B`);
  if (weight.css > BUDGETS.css) found.push(`CSS ${weight.css} B > ${BUDGETS.css} B`);
  if (weight.js > JS_BUDGETS[weight.kind])
    found.push(`JS ${weight.js} B > ${JS_BUDGETS[weight.kind]} B (${weight.kind} page, brotli, start and lazy modules)`);
  for (const [name, bytes] of Object.entries(weight.lazy)) {
    const budget = LAZY_BUDGETS[name];
    if (budget !== undefined && bytes > budget)
      found.push(`lazy ${name} ${bytes} B > ${budget} B (what it adds on its own, brotli)`);
  }
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

/** The modules a module imports lazily (`import("./x.js")`). */
export function dynamicImportsOf(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*"(\.{1,2}\/[^"]+\.js)"\s*\)/g)].map((match) => match[1]!);
}

/**
 * The workers a module starts (docs/decisions/033-main-thread-off.md): the islands' build puts
 * each worker's public URL in the code (`"/assets/islands/proof-worker-AB12CD34.js"`). They
 * count as lazy modules: the proof's at the first keystroke, the rain's when the page is idle.
 */
export function workersOf(code: string): string[] {
  return [...code.matchAll(/"(\/assets\/islands\/[\w-]+-worker-[A-Za-z0-9_]{6,}\.js)"/g)].map((match) => match[1]!);
}

/** A lazily imported module's name: its file name without the build's hash (`project-enquiry-AB12CD.js` → `project-enquiry`). */
export function lazyName(url: string): string {
  const file = url.split("/").at(-1) ?? url;
  return file.replace(/-[A-Za-z0-9_]{6,}\.js$/, "").replace(/\.js$/, "");
}

/** Fetches each module once. */
class ModuleSource {
  private readonly code = new Map<string, Promise<string>>();
  get(url: string): Promise<string> {
    let text = this.code.get(url);
    if (!text) this.code.set(url, (text = fetch(url).then((response) => response.text())));
    return text;
  }
}

/** The modules loaded with `entries`: they and all they import statically; and what they import lazily. */
async function staticGraph(source: ModuleSource, entries: string[]): Promise<{ modules: Set<string>; lazy: Set<string> }> {
  const modules = new Set<string>();
  const lazy = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (modules.has(url)) continue;
    modules.add(url);
    const code = await source.get(url);
    for (const specifier of staticImportsOf(code)) queue.push(new URL(specifier, url).href);
    for (const specifier of [...dynamicImportsOf(code), ...workersOf(code)]) lazy.add(new URL(specifier, url).href);
  }
  return { modules, lazy };
}

/**
 * Every module a page can load: those before it is interactive (its entry modules and all they
 * import), and each lazy import with what it adds to those.
 */
async function moduleGraph(origin: string, entries: string[]) {
  const source = new ModuleSource();
  const start = await staticGraph(
    source,
    entries.map((entry) => new URL(entry, origin).href),
  );
  const all = new Set(start.modules);
  const lazy = new Map<string, string[]>();
  const pending = [...start.lazy];
  while (pending.length > 0) {
    const url = pending.shift()!;
    if (lazy.has(url) || start.modules.has(url)) continue;
    const graph = await staticGraph(source, [url]);
    lazy.set(
      url,
      [...graph.modules].filter((module) => !start.modules.has(module)),
    );
    for (const module of graph.modules) all.add(module);
    pending.push(...graph.lazy);
  }
  return { atStart: [...start.modules], all: [...all], lazy };
}

/** A page's weight; `status` 404 for the not-found page, which is measured too. */
export async function measurePage(origin: string, path: string, status = 200): Promise<PageWeight> {
  const html = await (await fetch(origin + path)).text();
  const { css, js } = assetsOf(html);
  const sizes = new Map<string, Promise<number>>();
  const size = (url: string) => {
    const href = new URL(url, origin).href;
    if (!sizes.has(href)) sizes.set(href, compressedSize(href));
    return sizes.get(href)!;
  };
  const sum = async (urls: Iterable<string>) => (await Promise.all([...urls].map(size))).reduce((a, b) => a + b, 0);
  const graph = await moduleGraph(origin, js);
  const lazy: Record<string, number> = {};
  for (const [url, modules] of graph.lazy) lazy[lazyName(url)] = await sum(modules);
  return {
    path,
    kind: kindOf(path),
    html: await compressedSize(origin + path, status),
    css: await sum(css),
    js: await sum(graph.all),
    jsAtStart: await sum(graph.atStart),
    lazy,
    inline: inlineScriptBytes(html),
  };
}
