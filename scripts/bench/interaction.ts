/**
 * The home page's first interaction, measured in the system Chromium (an INP-like figure):
 * from a real click on the hero's "try now" trigger to the first frame painted with the project
 * modal open. The modal's code loads on that click (docs/decisions/010-hydration-per-page.md),
 * so this is the cost of fetching, compiling and hydrating it. The CPU is slowed down four
 * times, as Lighthouse models a mid-range phone; each run is a fresh browser context (empty
 * cache), and the median is reported.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";

export interface InteractionResult {
  path: string;
  runs: number;
  slowdown: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export interface InteractionOptions {
  paths?: readonly string[];
  runs?: number;
  slowdown?: number;
}

/** The hero's trigger: the project enquiry island's link to its dialog. */
const TRIGGER = '[data-island="project-enquiry"] a[href="#project-enquiry"]';

export async function runInteractionBench(origin: string, options: InteractionOptions = {}): Promise<InteractionResult[]> {
  const { paths = ["/sv"], runs = 5, slowdown = 4 } = options;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results: InteractionResult[] = [];
    for (const path of paths) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
          await page.goto(origin + path);
          // The islands that hydrate at once are live: the page is as a visitor finds it.
          await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
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
        } finally {
          await context.close();
        }
      }
      times.sort((a, b) => a - b);
      results.push({
        path,
        runs,
        slowdown,
        medianMs: times[Math.floor(times.length / 2)]!,
        minMs: times[0]!,
        maxMs: times.at(-1)!,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatInteractionBench(results: readonly InteractionResult[]): string {
  const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
  return [
    `First interaction: click on "try now" to the painted open modal (its code loads on the click; CPU ${results[0]?.slowdown ?? 4}× slower, fresh cache)`,
    `${"page".padEnd(10)} ${"median".padStart(8)} ${"min".padStart(8)} ${"max".padStart(8)}`,
    ...results.map((r) => `${r.path.padEnd(10)} ${ms(r.medianMs)} ${ms(r.minMs)} ${ms(r.maxMs)}   (${r.runs} runs)`),
  ].join("\n");
}
