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
 * The console's shell, made from React Router's SPA fallback: a noindex meta (the server also
 * sends X-Robots-Tag) and a title until the console sets its own. The body stays as rendered:
 * React hydrates it.
 */
export function consoleShell(html: string, title: string): string {
  return html.replace(/<head>/, `<head><meta name="robots" content="noindex, nofollow"/><title>${title}</title>`);
}
