import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { prerenderPaths } from "~/i18n/pages";
import { languageOfPath } from "~/i18n/request-lang";

/** The inline script every fake page carries, so tests can check its CSP hash. */
export const FAKE_INLINE_SCRIPT = 'window.__page = "fake";';

async function put(root: string, urlPath: string, body: string, compressed = true): Promise<void> {
  const file = path.join(root, ...urlPath.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  if (compressed) {
    await writeFile(`${file}.br`, brotliCompressSync(body));
    await writeFile(`${file}.gz`, gzipSync(body));
  }
}

/**
 * A stand-in for `build/client` with a page at every prerendered path (each naming its own
 * path, so a test can tell which file answered), one hashed asset and one route data file:
 * the server's page handling can be tested without building the real site.
 */
export async function writeFakeBuild(root: string): Promise<void> {
  for (const pagePath of prerenderPaths()) {
    const lang = languageOfPath(pagePath);
    const html = `<!doctype html><html lang="${lang}"><head><title>${pagePath}</title></head><body><h1>${pagePath}</h1><script>${FAKE_INLINE_SCRIPT}</script><script type="application/ld+json">{"@type":"Thing"}</script></body></html>`;
    await put(root, `${pagePath}/index.html`, html.repeat(1));
  }
  await put(root, "/assets/entry-AbC123.js", `console.log(${JSON.stringify("x".repeat(2000))});`);
  for (const extension of ["avif", "webp", "jpg", "jpeg", "png"]) {
    await put(root, `/assets/photo-AbC123.${extension}`, `image bytes (${extension})`, false);
  }
  await put(root, "/sv.data", "[]", false);
  await put(root, "/robots.txt", "User-agent: *\n", false);
}
