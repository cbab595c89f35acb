/**
 * Screenshots of pages at phone and desktop width, for looking at what we build:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3000 /sv /en/otc ...
 * Writes screenshots/<path>-<width>.png (ignored by git). TILES=1 cuts the full page into
 * viewport-high tiles (<path>-<width>-<n>.png), which are easier to look at than one long image.
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const fullPage = process.env.FULL !== "0";
const tiles = process.env.TILES === "1";

await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 }, reducedMotion: "reduce" });
  for (const target of paths.length ? paths : ["/sv", "/en"]) {
    await page.goto(base + target, { waitUntil: "networkidle" });
    const name = target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root";
    if (!tiles) {
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage });
      console.log(`screenshots/${name}-${width}.png`);
      continue;
    }
    const viewport = page.viewportSize() ?? { width, height: 900 };
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, n = 0; y < total; y += viewport.height, n++) {
      const clip = { x: 0, y, width: viewport.width, height: Math.min(viewport.height, total - y) };
      await page.screenshot({ path: `screenshots/${name}-${width}-${n}.png`, fullPage: true, clip });
      console.log(`screenshots/${name}-${width}-${n}.png`);
    }
  }
  await page.close();
}
await browser.close();
