import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium";

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds (CLS: unitless), as Lighthouse simulated them for a mid-range phone. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Lighthouse's default (mobile) run of each page, in the system Chromium, one page at a time. */
export async function lighthouseScores(origin: string, paths: readonly string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== "--headless").concat("--headless=new"),
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const audit = () =>
        lighthouse(origin + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      let run = await audit();
      // A run can fail on a busy machine (NO_NAVSTART: the trace missed the navigation), and
      // Lighthouse's advice is to run it again: once.
      if (run?.lhr.runtimeError) run = await audit();
      // A run that failed twice scores 0: say why.
      const failure = run?.lhr.runtimeError;
      if (failure) console.warn(`Lighthouse ${path}: ${failure.code} ${failure.message}`);
      const categories = run?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => run?.lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        metrics: {
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
        },
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/**
 * The median of several runs of one page: the run with the median performance score (ties by
 * total blocking time), as Lighthouse advises reading a page that varies from run to run.
 */
export function medianRun(runs: readonly LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.metrics.tbt - a.metrics.tbt);
  return sorted[Math.floor(sorted.length / 2)]!;
}
