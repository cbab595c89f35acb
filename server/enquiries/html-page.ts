import { createHash } from "node:crypto";
import type { Lang } from "~/i18n/lang";

/** Text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// The pages the server writes itself carry one inline stylesheet and no script; the response's
// own Content-Security-Policy allows exactly that stylesheet by its hash.
const STYLE = `
:root{color-scheme:dark}
body{margin:0;background:#0a0d0b;color:#e8ece9;font:16px/1.6 system-ui,sans-serif}
main{max-width:44rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
h2{font-size:1.2rem;margin:2rem 0 .75rem}
a{color:#22e07a}
a:focus-visible,textarea:focus-visible{outline:3px solid #22e07a;outline-offset:2px}
.errors{border:1px solid #ff6b6b;border-radius:.5rem;padding:.75rem 1.25rem}
.errors li{margin:.25rem 0}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
textarea{box-sizing:border-box;width:100%;background:#141a16;color:inherit;border:1px solid #2e3a32;border-radius:.375rem;padding:.5rem;font:inherit}
.back{display:inline-block;margin-top:1.5rem;font-weight:600}
`.trim();

/**
 * A page shell for one stylesheet: complete, minimal documents that carry it inline and no
 * script, and the Content-Security-Policy that lets them render (that stylesheet by its hash,
 * same-origin form posts, nothing else). The enquiry capture's pages and the booking pages
 * each make one.
 */
export function styledPages(style: string): {
  csp: string;
  page(lang: Lang, title: string, body: string, frame?: { header: string; footer: string }): string;
} {
  const hash = `sha256-${createHash("sha256").update(style).digest("base64")}`;
  const csp = [
    "default-src 'none'",
    `style-src '${hash}'`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  /** `title` is text; `body` (and a frame's header and footer, around <main>) is HTML the caller escaped. */
  const page = (lang: Lang, title: string, body: string, frame?: { header: string; footer: string }) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${frame?.header ?? ""}<main id="main">
${body}
</main>
${frame?.footer ?? ""}</body>
</html>
`;
  return { csp, page };
}

const capturePages = styledPages(STYLE);

/** The policy that lets a page from `htmlPage` render: its stylesheet, nothing else. */
export const HTML_PAGE_CSP = capturePages.csp;

/** A complete, minimal document. `title` is text; `body` is HTML the caller escaped. */
export const htmlPage = capturePages.page;
