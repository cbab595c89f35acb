import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const lang of ["sv", "en"]) {
  const p = await b.newPage({ viewport: { width: 375, height: 667 } });
  await p.goto(`http://127.0.0.1:4391/${lang}/services/ai-agents`);
  await p.goto(`http://127.0.0.1:4391/${lang}#contact`);
  await p.locator('[data-island="booking"][data-hydrated]').waitFor({ state: "attached" });
  await p.waitForTimeout(1500);
  const box = await p.locator("#booking-title ~ * button").first().boundingBox().catch(() => null);
  const btn = await p.getByRole("group").first().getByRole("button").first().boundingBox();
  console.log(lang, JSON.stringify(btn));
  await p.screenshot({ path: `screenshots/booking-${lang}-375.png` });
  await p.close();
}
await b.close();
