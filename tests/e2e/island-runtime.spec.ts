import type { Page } from "@playwright/test";
import { forms } from "~/content/forms";
import { home } from "~/content/home";
import { expect, gotoHydrated, hydrateNear, test } from "./fixtures";

/**
 * The islands run on Preact while React renders the pages at build
 * (docs/decisions/019-islands-on-preact.md): hydration must adopt React's HTML as it is,
 * with no console error or warning, and React's runtime must not reach the browser.
 */

/** Every console error and warning of the page, and every uncaught error. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** The labels whose control is missing: an id that changed in hydration would show here. */
function orphanLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLabelElement>("label[for]")]
      .filter((label) => !document.getElementById(label.htmlFor))
      .map((label) => label.htmlFor),
  );
}

/** The SVG paint references (`fill="url(#…)"`) that point at no element. */
function orphanReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[fill^='url(#'], [stroke^='url(#']")]
      .flatMap((node) => [node.getAttribute("fill"), node.getAttribute("stroke")])
      .flatMap((value) => /^url\(#(.+)\)$/.exec(value ?? "")?.[1] ?? [])
      .filter((id) => !document.getElementById(id)),
  );
}

/** DOM nodes React would have marked had it hydrated them. */
function reactMarkedNodes(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll("[data-island] *")].filter((node) =>
        Object.keys(node).some((key) => key.startsWith("__react")),
      ).length,
  );
}

for (const lang of ["sv", "en"] as const) {
  test(`home (${lang}): every island hydrates without a console error or warning, ids intact, no React`, async ({ page }) => {
    const messages = watchConsole(page);
    const canvasModule = page.waitForRequest((request) => request.url().includes("/assets/islands/falling-characters-"));
    await gotoHydrated(page, `/${lang}`);
    await canvasModule;
    // The modal hydrates on its first opening: open it, so its island is checked too.
    await page.getByRole("link", { name: home[lang].hero.tryNow }).click();
    await expect(page.getByRole("dialog", { name: forms[lang].project.title })).toBeVisible();
    await page.keyboard.press("Escape");
    // The carousel hydrates once scrolled near (decision 033), then re-renders its pictures under
    // Preact: their gradients must still resolve.
    await hydrateNear(page, "portfolio");
    expect(await orphanReferences(page)).toEqual([]);
    await page.getByRole("tab").nth(2).click();
    await expect(page.getByRole("tab").nth(2)).toHaveAttribute("aria-selected", "true");
    expect(await orphanReferences(page)).toEqual([]);
    // The contact form and the booking picker hydrate when the contact section comes near.
    await hydrateNear(page, "contact-form");
    await hydrateNear(page, "booking");
    expect(await orphanLabels(page)).toEqual([]);
    expect(await reactMarkedNodes(page)).toBe(0);
    expect(messages).toEqual([]);
  });

  test(`OTC (${lang}): the form hydrates without a console error or warning, ids intact, no React`, async ({ page }) => {
    const messages = watchConsole(page);
    await gotoHydrated(page, `/${lang}/otc`);
    await page.waitForLoadState("load");
    expect(await orphanLabels(page)).toEqual([]);
    expect(await reactMarkedNodes(page)).toBe(0);
    expect(messages).toEqual([]);
  });
}

test("an island whose module failed to load asks again, and hydrates", async ({ page, consoleErrors }) => {
  // The first answer a 503, as from a server shedding load (app/islands/hydrate.tsx): the browser
  // reports that one failed resource, and nothing else.
  consoleErrors.allow(/status of 503/);
  const asked: number[] = [];
  await page.route(/\/assets\/islands\/home-forms-[^/]*\.js$/, async (route) => {
    asked.push(Date.now());
    if (asked.length === 1) await route.fulfill({ status: 503, headers: { "retry-after": "5" }, body: "" });
    else await route.continue();
  });
  await gotoHydrated(page, "/en");
  await hydrateNear(page, "contact-form");
  expect(asked).toHaveLength(2);
  // Asked again after a wait, not at once.
  expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(900);
});

test("the island scripts carry Preact, not react-dom", async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), await response.text());
  });
  await gotoHydrated(page, "/en");
  await page.getByRole("link", { name: home.en.hero.tryNow }).click();
  await expect(page.getByRole("dialog", { name: forms.en.project.title })).toBeVisible();
  await page.waitForLoadState("load");
  await expect.poll(() => [...scripts.keys()].some((url) => url.includes("/home-forms-"))).toBe(true);
  const code = [...scripts.values()].join("\n");
  // react-dom's marks on the nodes it owns; none may be in the islands' code.
  expect(code).not.toContain("__reactFiber");
  expect(code).not.toContain("__reactContainer");
});

// The hero canvas's drawing (in a worker, a still frame under reduced motion or without one):
// tests/e2e/off-main-thread.spec.ts.
