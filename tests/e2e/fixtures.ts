import { test as base, expect, type Locator, type Page } from "@playwright/test";
import axe from "axe-core";

/**
 * The browser tests' `test`: every page is watched for console errors (a CSP refusal, a
 * hydration mismatch, a failed script) and a test fails if one appears, unless it says it
 * expects them (`consoleErrors.allow(/pattern/)`), as the form-failure tests do.
 */
export const test = base.extend<{ consoleErrors: { allow: (pattern: RegExp) => void } }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** One axe-core pass over the page: each violation with up to five of its nodes. */
async function axeViolations(page: Page) {
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  });
}

/**
 * Runs axe-core in the page (through the DevTools protocol, so the site's CSP need not be
 * loosened for it) and fails with a readable list of violations.
 *
 * Chromium can report, for an element inside a `content-visibility: auto` section it has not
 * rendered yet (the home page's sections below the hero, docs/decisions/033-main-thread-off.md),
 * a computed colour without the stylesheet's rules: a link then reads as the browser's default
 * blue and fails the contrast check although no visitor ever sees it so. When every contrast
 * failure is on such an element, each is scrolled into view, as a visitor would see it, and the
 * page is measured again; a real contrast failure fails both passes. The scroll is restored.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(axe.source);
  let violations = await axeViolations(page);
  const contrast = violations.find((violation) => violation.id === "color-contrast");
  if (contrast && violations.length === 1) {
    const allUnrendered = await page.evaluate((targets) => {
      const nodes = targets.map((target) => document.querySelector(target));
      if (nodes.some((node) => !node || node.checkVisibility({ contentVisibilityAuto: true }))) return false;
      const [x, y] = [window.scrollX, window.scrollY];
      for (const node of nodes) node!.scrollIntoView({ block: "center", behavior: "instant" });
      window.scrollTo({ left: x, top: y, behavior: "instant" });
      return true;
    }, contrast.targets);
    if (allUnrendered) violations = await axeViolations(page);
  }
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * How many line boxes an element's text takes: 1 means it was not wrapped (an organisation
 * number not broken at its hyphen, a navigation label on one line).
 */
export async function lineBoxes(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/**
 * A page's HTML as the server sends it, through the page's request context (its cookies). A GET on
 * a kept-alive connection the server closed at the same moment as idle fails with ECONNRESET;
 * browsers send such an idempotent request again on a new connection, and so does this, once.
 */
export async function servedText(page: Page, url: string): Promise<string> {
  const get = () => page.request.get(url);
  const response = await get().catch((error: unknown) => {
    if (error instanceof Error && /ECONNRESET/.test(error.message)) return get();
    throw error;
  });
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** The site's languages. */
export const LANGS = ["sv", "en"] as const;

/** Opens a page and waits until React has hydrated it (root.tsx marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Scrolls to an island that hydrates when the visitor comes near it (app/islands/when-near.ts,
 * docs/decisions/033-main-thread-off.md) and waits until it has: before that its controls are
 * the prerendered HTML, which a click does not move.
 */
export async function hydrateNear(page: Page, island: string): Promise<void> {
  // Scrolled in the page, in one step: an island may hydrate on the way (an earlier scroll came
  // near it) and replace its first element, which a locator's scroll would then find detached.
  // Instant, as a locator's scroll is: the site scrolls smoothly, and a test that measures right
  // after would catch the page mid-glide.
  await page
    .locator(`[data-island="${island}"]`)
    .evaluate((wrapper) => (wrapper.firstElementChild ?? wrapper).scrollIntoView({ block: "center", behavior: "instant" }));
  await page.locator(`[data-island="${island}"][data-hydrated]`).waitFor({ state: "attached" });
}

/**
 * The home page's contact form, hydrated: like the booking picker and the portfolio it hydrates
 * when the visitor comes near it (app/islands/home.client.tsx). Before that it is the prerendered
 * form, which posts without script.
 */
export async function contactForm(page: Page): Promise<Locator> {
  await hydrateNear(page, "contact-form");
  return page.locator("#contact form");
}

/** A platform passkey in Chromium (DevTools WebAuthn domain) that verifies the user, for the console tests. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
