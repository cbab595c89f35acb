/**
 * React Router writes a `<link rel="modulepreload">` for every chunk a page needs (about 20).
 * On a slow phone connection they share the bandwidth with the stylesheet and the page
 * itself, and first paint waits (Lighthouse mobile: FCP 2.4 s with them, 1.5 s without).
 * Without the hints the same modules still load, from the page's module script, just after
 * the content has painted. docs/decisions/004-first-paint.md.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * The console's shell: the SPA fallback with a noindex meta (the server also sends
 * X-Robots-Tag) and a title until the console names the screen in the operator's language.
 */
export function consoleShell(html: string): string {
  return html.replace(/<head>/, '<head><meta name="robots" content="noindex, nofollow"/><title>Nordlegend</title>');
}
