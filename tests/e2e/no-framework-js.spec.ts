import { createHash } from "node:crypto";
import { LANGS } from "~/i18n/lang";
import { localizedPath, prerenderPaths } from "~/i18n/pages";
import { expect, test } from "./fixtures";

/**
 * Over the whole prerendered build, through the production server: every page but the home
 * and OTC pages is plain HTML (docs/decisions/010-hydration-per-page.md). No module script, no
 * script file, no module preload, no React Router context; one inline script of at most 1 KB,
 * allowed by its hash in the page's Content-Security-Policy. Home and OTC add their island
 * script, still without React Router.
 */
const HYDRATED = new Set(LANGS.flatMap((lang) => [localizedPath(lang, { page: "home" }), localizedPath(lang, { page: "otc" })]));
const PLAIN = prerenderPaths().filter((path) => !HYDRATED.has(path));

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/application\/ld\+json/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");

test("the plain pages are every prerendered page but home and OTC, both languages", () => {
  expect(PLAIN.length).toBe(prerenderPaths().length - 4);
  expect(PLAIN).toEqual(
    expect.arrayContaining(["/sv/services/ai-agents", "/en/privacy-policy", "/info/sv", "/en/thanks/contact", "/sv/404"]),
  );
});

test("every plain page ships no framework JavaScript", async ({ request }) => {
  for (const path of PLAIN) {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const html = await response.text();
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    expect(html, path).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html, path).not.toMatch(/modulepreload/);
    expect(html, path).not.toContain("__reactRouter");
    const scripts = inlineScripts(html);
    expect(scripts, path).toHaveLength(1);
    expect(Buffer.byteLength(scripts[0]!), path).toBeLessThanOrEqual(1024);
    const hash = createHash("sha256").update(scripts[0]!, "utf8").digest("base64");
    expect(response.headers()["content-security-policy"], path).toContain(`'sha256-${hash}'`);
  }
});

test("home and OTC load their island script only: react-dom and their pieces, no React Router", async ({ request }) => {
  for (const path of HYDRATED) {
    const html = await (await request.get(path)).text();
    const modules = [...html.matchAll(/<script type="module">import "([^"]+)";<\/script>/g)].map((match) => match[1]);
    expect(modules, path).toHaveLength(1);
    expect(modules[0], path).toMatch(/^\/assets\/islands\/(home|otc)-\w+\.js$/);
    expect(html, path).not.toContain("__reactRouter");
    expect(html, path).not.toMatch(/modulepreload/);
    expect(html, path).toContain("data-island=");
  }
});

test.describe("the console's shell", () => {
  test("carries no page's data", async ({ request }) => {
    const html = await (await request.get("/admin")).text();
    expect(html).toContain("__reactRouterContext");
    expect(html).not.toContain('routes/home\\",{');
    expect(Buffer.byteLength(html)).toBeLessThan(4000);
  });

  test("prints nothing from the framework in the browser console", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto("/admin");
    await expect(page.getByRole("main")).toBeVisible();
    expect(messages).toEqual([]);
  });
});
