import type { Locator, Page } from "@playwright/test";
import { bookingCopy } from "~/content/booking";
import { forms } from "~/content/forms";
import { ui } from "~/content/ui";
import { openDatabase } from "../../server/db";
import { contactForm, expect, gotoHydrated, test } from "./fixtures";
import { storedSubmissions, uniqueEmail } from "./store";

/**
 * The work kept off the page's thread (docs/decisions/033-main-thread-off.md): the forms'
 * proof of work is solved in a Worker, and where the browser has none, on the page as before;
 * either way the post carries a proof the server verifies. The hero's falling characters are
 * drawn in a worker on an OffscreenCanvas; under reduced motion, or without OffscreenCanvas or
 * Worker, the page draws one still frame.
 */

/** The workers a page starts, by their file's name without the hash (`proof-worker`). */
function watchWorkers(page: Page): string[] {
  const started: string[] = [];
  page.on("worker", (worker) => started.push(worker.url().replace(/^.*\/([\w-]+?)-[A-Z0-9]+\.js$/, "$1")));
  return started;
}

const withoutWorker = (page: Page) =>
  page.addInitScript(() => {
    delete (window as { Worker?: unknown }).Worker;
  });
const withoutOffscreenCanvas = (page: Page) =>
  page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown }).transferControlToOffscreen;
  });

async function sendContact(page: Page, lang: "sv" | "en", email: string) {
  const copy = forms[lang].contact;
  const form = await contactForm(page);
  await form.getByLabel(copy.fields.name!.label).fill("Linnea Holm");
  await form.getByLabel(copy.fields.email!.label).fill(email);
  await form.getByLabel(copy.fields.message!.label).fill(`Vi behöver en bokningsapp för vår salong (${email}).`);
  await form.getByRole("button", { name: copy.submit }).click();
  await expect(page.getByRole("heading", { name: copy.success.title })).toBeFocused();
}

async function sendOtc(form: Locator, email: string) {
  const copy = forms.en["otc-network-request"];
  await form.getByLabel(copy.fields.fullName!.label).fill("Karin Ek");
  await form.getByLabel(copy.fields.company!.label).fill("Ek Family Office");
  await form.getByLabel(copy.fields.email!.label).fill(email);
  await form.getByLabel(copy.fields.jurisdiction!.label).fill("Sweden");
  await form.getByLabel(copy.fields.assetType!.label).selectOption("bitcoin");
  await form.getByLabel(copy.fields.transactionType!.label).selectOption("buy");
  await form.getByLabel(copy.fields.transactionSize!.label).selectOption("1m-5m");
  await form.getByLabel(copy.fields.frequency!.label).selectOption("monthly");
  await form.getByLabel(copy.options.settlementMethods!["Bank Wire"]!).check();
  await form.getByLabel(copy.fields.acknowledgment!.label).check();
  await form.getByRole("button", { name: copy.submit }).click();
}

/** The proof-of-work status the spam check stored with each of the address's bookings. */
async function bookingProofs(email: string): Promise<string[]> {
  const db = openDatabase(process.env.E2E_DATABASE_URL!);
  try {
    const rows = await db.selectFrom("bookings").select("screening").where("email", "=", email).execute();
    return rows.map((row) => (JSON.parse(row.screening ?? "{}") as { proof?: string }).proof ?? "none");
  } finally {
    await db.destroy();
  }
}

for (const worker of [true, false]) {
  const how = worker ? "solved in a Worker" : "without Worker support, solved on the page";

  test.describe(`the proof of work, ${how}`, () => {
    test.beforeEach(async ({ page }) => {
      if (!worker) await withoutWorker(page);
    });

    for (const lang of ["sv", "en"] as const) {
      test(`(${lang}) the contact form posts a proof the server verifies`, async ({ page }) => {
        const workers = watchWorkers(page);
        const email = uniqueEmail(`pow-${worker ? "worker" : "page"}-${lang}`);
        await gotoHydrated(page, `/${lang}`);
        await sendContact(page, lang, email);
        const [stored] = await storedSubmissions(email);
        expect(stored).toMatchObject({ status: "new", screening: { proof: "verified" } });
        expect(workers.includes("proof-worker")).toBe(worker);
      });
    }

    test("the OTC form posts a proof the server verifies (375 px)", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const workers = watchWorkers(page);
      const email = uniqueEmail(`pow-otc-${worker ? "worker" : "page"}`);
      await gotoHydrated(page, "/en/otc");
      await sendOtc(page.locator("#network-form form"), email);
      await expect(page.getByRole("heading", { name: forms.en["otc-network-request"].success.title })).toBeVisible();
      const [stored] = await storedSubmissions(email);
      expect(stored).toMatchObject({ form: "otc-network-request", screening: { proof: "verified" } });
      expect(workers).toEqual(worker ? ["proof-worker"] : []);
    });

    test("a booking posts a proof the server verifies", async ({ page }) => {
      const lang = worker ? "sv" : "en";
      const copy = bookingCopy[lang];
      const workers = watchWorkers(page);
      const email = uniqueEmail(`pow-book-${lang}`);
      await gotoHydrated(page, `/${lang}`);
      const booking = page.getByRole("region", { name: copy.heading });
      await booking.scrollIntoViewIfNeeded();
      // A day no other booking test takes (tests/e2e/booking.spec.ts books on the first four):
      // the fifth for one, the sixth for the other, shown after asking twice for more days.
      await booking.getByRole("link", { name: copy.more }).click();
      await booking.getByRole("link", { name: copy.more }).click();
      const day = booking
        .getByRole("group", { name: copy.pickTime })
        .locator(":scope > div")
        .nth(worker ? 4 : 5);
      await day.getByRole("button").last().click();
      await booking.getByLabel(copy.name).fill("Ada Lindqvist");
      await booking.getByLabel(copy.email).fill(email);
      await page.getByRole("button", { name: copy.confirm }).click();
      await expect(page.getByRole("status")).toContainText(copy.confirmedEmail, { timeout: 20_000 });
      expect(await bookingProofs(email)).toEqual(["verified"]);
      expect(workers.includes("proof-worker")).toBe(worker);
    });
  });
}

const canvas = (page: Page) => page.locator("#hero canvas");
/** What the visitor sees of the canvas: a screenshot (a canvas drawn by a worker cannot be read from the page). */
const shot = async (page: Page) => (await canvas(page).screenshot()).toString("base64");

/** Waits until the page has drawn its still frame: sized to its box (a fresh canvas is 300 × 150) and painted. */
async function stillFrame(page: Page): Promise<string> {
  await expect(canvas(page)).toHaveAttribute("data-rain", "still", { timeout: 20_000 });
  const painted = await canvas(page).evaluate((element: HTMLCanvasElement) => {
    if (element.width === 300 && element.height === 150) return false;
    const pixels = element.getContext("2d")!.getImageData(0, 0, element.width, element.height).data;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return true;
    return false;
  });
  expect(painted).toBe(true);
  return canvas(page).evaluate((element: HTMLCanvasElement) => element.toDataURL());
}

for (const width of [375, 1280]) {
  test(`the hero's characters fall, drawn by a worker, and pause when scrolled out of view (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const workers = watchWorkers(page);
    await page.goto("/en");
    // The canvas's island hydrates once the page is idle, which a busy test machine delays.
    await expect(canvas(page)).toHaveAttribute("data-rain", "running", { timeout: 20_000 });
    // Playwright reports the worker by an event that may arrive just after the attribute changed.
    await expect.poll(() => workers, { timeout: 5_000 }).toContain("rain-worker");
    const first = await shot(page);
    await expect.poll(() => shot(page), { timeout: 15_000 }).not.toBe(first);

    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(canvas(page)).not.toBeInViewport();
    await expect(canvas(page)).toHaveAttribute("data-rain", "paused");

    await page.locator("#hero").scrollIntoViewIfNeeded();
    await expect(canvas(page)).toHaveAttribute("data-rain", "running");
    const back = await shot(page);
    await expect.poll(() => shot(page), { timeout: 15_000 }).not.toBe(back);
  });
}

test("under prefers-reduced-motion the page draws one still frame, and starts no worker", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const workers = watchWorkers(page);
  await page.goto("/sv");
  const still = await stillFrame(page);
  await page.waitForTimeout(800);
  expect(await canvas(page).evaluate((element: HTMLCanvasElement) => element.toDataURL())).toBe(still);
  expect(workers).toEqual([]);
});

for (const [missing, remove] of [
  ["OffscreenCanvas", withoutOffscreenCanvas],
  ["Worker", withoutWorker],
] as const) {
  test(`without ${missing} the hero shows a still frame drawn by the page`, async ({ page }) => {
    await remove(page);
    await page.goto("/en");
    const still = await stillFrame(page);
    await page.waitForTimeout(800);
    expect(await canvas(page).evaluate((element: HTMLCanvasElement) => element.toDataURL())).toBe(still);
  });
}

for (const lang of ["sv", "en"] as const) {
  test(`${lang}: the portfolio hydrates and the free times are fetched only when the visitor comes near them`, async ({
    page,
  }) => {
    const copy = bookingCopy[lang];
    await page.setViewportSize({ width: 375, height: 740 });
    const slotRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/booking/slots") slotRequests.push(request.url());
    });
    await gotoHydrated(page, `/${lang}`);
    // The load is over and the page idle: what waits for the visitor has still not run.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    await page.waitForTimeout(1_000);
    await expect(page.locator('[data-island="portfolio"]')).not.toHaveAttribute("data-hydrated");
    expect(slotRequests).toEqual([]);
    const booking = page.getByRole("region", { name: copy.heading });
    await expect(booking.getByRole("link", { name: copy.open })).toBeAttached();

    await page.locator("#portfolio").scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="portfolio"]')).toHaveAttribute("data-hydrated", "true");
    expect(slotRequests).toEqual([]);

    await booking.scrollIntoViewIfNeeded();
    await expect(booking.getByRole("group", { name: copy.pickTime })).toBeVisible();
    expect(slotRequests).toHaveLength(1);
  });
}

/** The sections `.below-fold` keeps out of the load's layout (app.css). */
const BELOW_FOLD = ["company", "services", "portfolio", "team", "contact"] as const;
/** Anchored sections stop this far below the window's top, under the fixed header (app.css `[id]`). */
const SCROLL_MARGIN = 80;

/**
 * Asserts that the scroll comes to rest with the section's top `SCROLL_MARGIN` below the window's
 * top. The site scrolls smoothly, and on a loaded machine the animation can stall for longer than
 * any fixed pause, so the check waits for the section to arrive and then for it to stay: a scroll
 * aimed at the wrong place may pass the section on its way, but never rests there.
 */
async function expectLandsOn(page: Page, id: string) {
  const top = () => page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect.poll(async () => Math.abs((await top()) - SCROLL_MARGIN), { timeout: 10_000 }).toBeLessThanOrEqual(2);
  await page.waitForTimeout(750);
  expect(Math.abs((await top()) - SCROLL_MARGIN)).toBeLessThanOrEqual(2);
}

for (const lang of ["sv", "en"] as const) {
  test.describe(`${lang}: the sections below the hero`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("are not laid out by the load, and are once the visitor scrolls to them", async ({ page }) => {
      await gotoHydrated(page, `/${lang}`);
      const heading = (id: string) => page.locator(`#${id} h2`).first();
      // checkVisibility tells content the browser skips (content-visibility: auto, not near the
      // screen) from content it has laid out.
      const rendered = (id: string) =>
        heading(id).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      // The first one starts within the browser's margin of the screen and is laid out at once.
      for (const id of BELOW_FOLD.slice(1)) expect(await rendered(id), id).toBe(false);
      await heading("team").scrollIntoViewIfNeeded();
      await expect.poll(() => rendered("team")).toBe(true);
      await expect(heading("team")).toBeInViewport();
    });

    for (const id of BELOW_FOLD) {
      test(`a jump to #${id} from the bottom navigation lands on the section`, async ({ page }) => {
        await gotoHydrated(page, `/${lang}`);
        await page.getByRole("navigation", { name: ui[lang].mobileNavLabel }).locator(`a[href="#${id}"]`).click();
        await expectLandsOn(page, id);
      });
    }

    test("a link from another page to #contact lands on the section", async ({ page }) => {
      // A plain page: no island, nothing to hydrate.
      await page.goto(`/${lang}/services/ai-agents`);
      await page.getByRole("navigation", { name: ui[lang].mobileNavLabel }).locator(`a[href$="#contact"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}#contact$`));
      await expectLandsOn(page, "contact");
    });
  });
}
