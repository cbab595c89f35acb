/**
 * Draws the Open Graph image (public/og-image.png, 1200x630) from the brand's own artwork,
 * in the system Chromium: `npx tsx scripts/og-image.ts`. Run again when the brand changes.
 */
import { chromium } from "@playwright/test";
import { site } from "~/config/site";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

const [first, second] = site.brandParts;
const columns = Array.from({ length: 86 }, (_, i) => {
  const chars = Array.from({ length: 8 }, (_, j) => "NORDLEGEND0123456789ABCDEFXYZ"[(i * 7 + j * 13) % 29]).join("<br>");
  const gold = i % 5 === 0;
  return `<span style="left:${i * 14}px;top:${((i * 53) % 420) - 120}px;color:${gold ? "#f7cf56" : "#22e07a"};opacity:${0.08 + ((i * 37) % 10) / 60}">${chars}</span>`;
}).join("");

const html = `<!doctype html><html><head><style>
  body{margin:0;width:1200px;height:630px;background:#07090b;font-family:system-ui,sans-serif;overflow:hidden;position:relative}
  .rain span{position:absolute;font:600 13px/14px monospace}
  .shade{position:absolute;inset:0;background:radial-gradient(ellipse at 30% 50%,rgba(7,9,11,.55),rgba(7,9,11,.95) 70%)}
  .content{position:absolute;left:96px;top:150px;color:#eef2f4}
  .brand{display:flex;align-items:center;gap:28px;font-size:84px;font-weight:800;letter-spacing:-2px}
  .brand b{color:#f7cf56}
  .tagline{margin-top:36px;font-size:40px;font-weight:600;max-width:900px;line-height:1.2}
  .offer{margin-top:28px;font-size:26px;color:#4ee894;letter-spacing:.04em}
</style></head><body>
  <div class="rain">${columns}</div><div class="shade"></div>
  <div class="content">
    <div class="brand"><svg width="120" height="120" viewBox="0 0 40 40"><rect width="40" height="40" rx="11" fill="#0f1a15"/><rect x=".75" y=".75" width="38.5" height="38.5" rx="10.25" fill="none" stroke="#22e07a" stroke-opacity=".45" stroke-width="1.5"/><path d="M8 30 L17 14 L22 22 L25.5 17 L32 30 Z" fill="#22e07a"/><circle cx="28.5" cy="10.5" r="2.6" fill="#f7cf56"/></svg><span>${first}<b>${second}</b></span></div>
    <div class="tagline">Bridging TradFi and DeFi for Sustainable Growth</div>
    <div class="offer">AI · BLOCKCHAIN · SOFTWARE · SWEDEN</div>
  </div>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/og-image.png" });
await browser.close();
console.log("public/og-image.png");
