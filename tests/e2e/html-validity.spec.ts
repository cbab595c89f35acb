import type { APIRequestContext, Page } from "@playwright/test";
import { home } from "~/content/home";
import { prerenderPaths } from "~/i18n/pages";
import { formBody } from "../../test/support/enquiry-app";
import { formatMessages, javaAvailable, validateHtml } from "../../test/support/vnu";
import { expect, gotoHydrated, LANGS, test } from "./fixtures";

/**
 * Every page a visitor or an operator can get is valid HTML by the Nu Html Checker
 * (docs/decisions/015-html-validation.md): as the server sends it, and, for the pages that
 * hydrate, as React leaves the live document. Without Java the check is skipped here and
 * fails in CI, which installs it.
 */

const CI = Boolean(process.env.CI);

test.beforeAll(() => {
  if (!javaAvailable() && CI) throw new Error("The HTML checker needs a Java runtime; .ci/run installs default-jre-headless");
});

function requireJava(): void {
  test.skip(!javaAvailable(), "no Java runtime: install default-jre-headless to validate HTML");
}

async function bodyOf(request: APIRequestContext, path: string, expected: number): Promise<string> {
  const response = await request.get(path, { headers: { accept: "text/html" } });
  expect(response.status(), path).toBe(expected);
  return response.text();
}

/** The no-JavaScript result pages the server writes itself: a 422 with the typed text, and a refusal. */
async function noScriptPages(request: APIRequestContext): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const lang of LANGS) {
    const referer = new URL(`/${lang}`, test.info().project.use.baseURL).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded", accept: "text/html", referer };
    // An invalid post: the page lists what to fix and gives back every value typed.
    const invalid = await request.post("/", {
      headers,
      data: formBody("contact", { email: "not an address", message: 'Hej! <b>Å ä ö</b> & "citat"' }),
      maxRedirects: 0,
    });
    expect(invalid.status()).toBe(422);
    pages.set(`POST / invalid (${lang})`, await invalid.text());
    // A cross-site post: refused with the localized failure page.
    const foreign = await request.post("/", {
      headers: { ...headers, origin: "https://evil.example" },
      data: formBody("contact"),
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    pages.set(`POST / cross-site (${lang})`, await foreign.text());
  }
  return pages;
}

test("every page the server sends is valid HTML", async ({ request }) => {
  requireJava();
  test.setTimeout(120_000);
  const documents = new Map<string, string>();
  for (const path of prerenderPaths()) {
    documents.set(path, await bodyOf(request, path, path.endsWith("/404") ? 404 : 200));
  }
  // A path nobody built gets the localized not-found page, as a visitor meets it.
  for (const lang of LANGS) documents.set(`/${lang}/no-such-page`, await bodyOf(request, `/${lang}/no-such-page`, 404));
  documents.set("/admin", await bodyOf(request, "/admin", 200));
  for (const [name, html] of await noScriptPages(request)) documents.set(name, html);

  // The sitemap and the prerendered list must agree, or a page would go unchecked.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const loc of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    expect([...documents.keys()], "a sitemap URL the check does not cover").toContain(new URL(loc[1]!).pathname);
  }

  const messages = validateHtml(documents);
  expect(messages, formatMessages(messages)).toEqual([]);
});

/** The live document after hydration, as the checker would read a saved page. */
async function liveHtml(page: Page): Promise<string> {
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
}

test("the pages that hydrate stay valid HTML after React has rendered them", async ({ page }) => {
  requireJava();
  test.setTimeout(120_000);
  const documents = new Map<string, string>();
  for (const lang of LANGS) {
    await gotoHydrated(page, `/${lang}`);
    documents.set(`/${lang} (hydrated)`, await liveHtml(page));

    // The project modal, open: markup only the client builds.
    await page.getByRole("link", { name: home[lang].hero.tryNow }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    documents.set(`/${lang} (project modal open)`, await liveHtml(page));

    await gotoHydrated(page, `/${lang}/otc`);
    documents.set(`/${lang}/otc (hydrated)`, await liveHtml(page));
  }
  const messages = validateHtml(documents);
  expect(messages, formatMessages(messages)).toEqual([]);
});
