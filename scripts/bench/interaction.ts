/**
 * The home page's interactions in the system Chromium with the CPU slowed down four times, as
 * Lighthouse's mobile preset models a mid-range phone (CDP Emulation.setCPUThrottlingRate);
 * each run a fresh browser context (empty cache), the median reported:
 *
 * - **Interaction to Next Paint** while a visitor types into the contact form (which starts its
 *   proof of work, docs/decisions/011-spam-defence.md) and opens the project dialog: measured
 *   as web-vitals does, from the Event Timing API (`event` entries with an `interactionId`,
 *   16 ms threshold, buffered), each interaction's longest event, and the page's INP the
 *   longest interaction (under 50 interactions). Budget: 100 ms
 *   (docs/decisions/033-main-thread-off.md).
 * - **The click on "try now" to the painted open modal**: the modal's code loads on that
 *   click (docs/decisions/010-hydration-per-page.md), so this is the cost of fetching,
 *   compiling and hydrating it.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";

/** Interaction to Next Paint at Lighthouse's mobile CPU slowdown, at most (docs/decisions/033-main-thread-off.md). */
export const INP_BUDGET_MS = 100;

export interface InteractionResult {
  path: string;
  runs: number;
  slowdown: number;
  /** Click on "try now" to the painted open modal. */
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Interaction to Next Paint of each run's whole session (typing, then opening the dialog). */
  inp: { medianMs: number; minMs: number; maxMs: number; runs: number[]; interactions: number; worst: string };
}

export interface InteractionOptions {
  paths?: readonly string[];
  runs?: number;
  slowdown?: number;
}

/** The hero's trigger: the project enquiry island's link to its dialog. */
const TRIGGER = '[data-island="project-enquiry"] a[href="#project-enquiry"]';

interface Session {
  interactions: { id: number; name: string; duration: number }[];
}

/** Runs in the page before its scripts: records every interaction's longest event, as web-vitals does. */
function observeInteractions() {
  const target = window as unknown as { __session: Session };
  const longest = new Map<number, { id: number; name: string; duration: number }>();
  target.__session = {
    get interactions() {
      return [...longest.values()];
    },
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const known = longest.get(entry.interactionId);
      if (!known || entry.duration > known.duration)
        longest.set(entry.interactionId, { id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** INP of a session: its longest interaction (fewer than 50 interactions), 0 with none. */
export function inpOf(interactions: readonly { duration: number }[]): number {
  const sorted = interactions.map((i) => i.duration).sort((a, b) => b - a);
  // web-vitals: the 98th percentile, i.e. one highest interaction ignored per 50.
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))] ?? 0;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runInteractionBench(origin: string, options: InteractionOptions = {}): Promise<InteractionResult[]> {
  const { paths = ["/sv"], runs = 5, slowdown = 4 } = options;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results: InteractionResult[] = [];
    for (const path of paths) {
      const times: number[] = [];
      const inps: number[] = [];
      let interactions = 0;
      let worst = "";
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        try {
          const page = await context.newPage();
          await page.addInitScript(observeInteractions);
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
          await page.goto(origin + path);
          await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
          // The contact form hydrates when the visitor comes near it (docs/decisions/033-main-thread-off.md):
          // scrolled to, it is live before a visitor scrolling there could type.
          const form = page.locator("#contact form");
          await form.scrollIntoViewIfNeeded();
          await page.locator('[data-island="contact-form"][data-hydrated]').waitFor({ state: "attached", timeout: 30_000 });
          // A visitor types into the contact form: the first focus starts the proof of work.
          await form.locator("input[name=name]").click();
          await form.locator("input[name=name]").pressSequentially("Linnea Holm", { delay: 60 });
          await form.locator("input[name=email]").click();
          await form.locator("input[name=email]").pressSequentially("linnea@example.se", { delay: 60 });
          await form.locator("textarea[name=message]").click();
          await form.locator("textarea[name=message]").pressSequentially("Vi behöver hjälp med en bokningsapp.", { delay: 60 });
          // Then opens the project dialog from the hero.
          await page.locator(TRIGGER).first().scrollIntoViewIfNeeded();
          await page.evaluate(() => {
            const target = window as unknown as { __openedAfter: Promise<number> };
            target.__openedAfter = new Promise((resolve) => {
              let clickedAt: number | undefined;
              document.addEventListener("click", (event) => (clickedAt ??= event.timeStamp), { capture: true });
              const observer = new MutationObserver(() => {
                if (clickedAt === undefined || !document.querySelector("dialog[open]")) return;
                observer.disconnect();
                // The frame with the open modal has been painted once the next task after it runs.
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt!)));
              });
              observer.observe(document.body, { attributes: true, attributeFilter: ["open"], subtree: true });
            });
          });
          await page.locator(TRIGGER).first().click();
          times.push(await page.evaluate(() => (window as unknown as { __openedAfter: Promise<number> }).__openedAfter));
          // Event Timing entries are reported after their frame: give the last ones time to arrive.
          await page.waitForTimeout(500);
          const session = await page.evaluate(() => (window as unknown as { __session: Session }).__session.interactions);
          const inp = inpOf(session);
          inps.push(inp);
          interactions = Math.max(interactions, session.length);
          const longest = [...session].sort((a, b) => b.duration - a.duration)[0];
          if (longest && inp >= Math.max(...inps)) worst = `${longest.name} ${Math.round(longest.duration)} ms`;
        } finally {
          await context.close();
        }
      }
      results.push({
        path,
        runs,
        slowdown,
        medianMs: median(times),
        minMs: Math.min(...times),
        maxMs: Math.max(...times),
        inp: { medianMs: median(inps), minMs: Math.min(...inps), maxMs: Math.max(...inps), runs: inps, interactions, worst },
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Where the median INP is over its budget, in words: the bench's failures. */
export function interactionBreaches(results: readonly InteractionResult[]): string[] {
  return results.flatMap((r) =>
    r.inp.medianMs > INP_BUDGET_MS ? [`${r.path}: INP ${Math.round(r.inp.medianMs)} ms > ${INP_BUDGET_MS} ms`] : [],
  );
}

export function formatInteractionBench(results: readonly InteractionResult[]): string {
  const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
  const slowdown = results[0]?.slowdown ?? 4;
  return [
    `Interaction to Next Paint: typing into the contact form, then opening the project dialog (CPU ${slowdown}× slower, fresh cache; budget ≤ ${INP_BUDGET_MS} ms, median)`,
    `${"page".padEnd(10)} ${"median".padStart(8)} ${"min".padStart(8)} ${"max".padStart(8)}`,
    ...results.map(
      (r) =>
        `${r.path.padEnd(10)} ${ms(r.inp.medianMs)} ${ms(r.inp.minMs)} ${ms(r.inp.maxMs)}   (${r.runs} runs, up to ${r.inp.interactions} interactions; the worst: ${r.inp.worst || "none"})  ${r.inp.medianMs <= INP_BUDGET_MS ? "ok" : "MISSED"}`,
    ),
    `First interaction: click on "try now" to the painted open modal (its code loads on the click; same runs)`,
    ...results.map((r) => `${r.path.padEnd(10)} ${ms(r.medianMs)} ${ms(r.minMs)} ${ms(r.maxMs)}`),
  ].join("\n");
}
