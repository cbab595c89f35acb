import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3377";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const out = "/tmp/i37a-shots";
for (const lang of ["sv", "en"]) {
  for (const [w, h] of [[375, 667], [1280, 800]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(`${base}/${lang}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const btn = await page.locator("#hero a.btn-primary").first().boundingBox();
    const h1 = await page.locator("#hero h1").boundingBox();
    console.log(lang, w, h, "button", JSON.stringify(btn), "h1", JSON.stringify(h1));
    await page.screenshot({ path: `${out}/hero-${lang}-${w}.png` });
    await page.close();
  }
}
await browser.close();
