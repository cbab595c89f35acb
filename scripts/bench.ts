/**
 * `npm run bench`: the budgets (docs/architecture.md#budgets) measured against the production server on
 * loopback: compressed bytes per page, Lighthouse (mobile) scores, the enquiry capture's
 * throughput and latency, the compiled server's cold start, and the spam defence's rates and costs. It reports; it does not fail a
 * build. Results also go to bench-results/latest.json.
 */
import { execSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { LANGS } from "~/i18n/lang";
import { ALL_PAGES, localizedPath } from "~/i18n/pages";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { SERVER_OUT_DIR } from "./build-server";
import { NO_SHEDDING } from "../server/http/load-shedding";
import { formatFormsBench, runFormsBench } from "./bench/forms";
import { formatAttackBench, runAttackBench } from "./bench/attack";
import { formatColdStartBench, runColdStartBench } from "./bench/cold-start";
import { formatSpamBench, runSpamBench } from "./bench/spam";
import { formatStaticBench, runStaticBench } from "./bench/static";
import { lighthouseScores } from "./bench/lighthouse";
import { BUDGETS, measurePage } from "./bench/page-weight";
import { formatMutationSummary, readMutationSummary } from "./bench/mutation";

/** The production server as deployed (docs/decisions/007-plain-node-in-production.md). */
const COMPILED_SERVER = `${SERVER_OUT_DIR}/server.js`;
// /admin: the console's sign-in screen; its SEO score is low on purpose (noindex), best practices must be 100.
const LIGHTHOUSE_PAGES = ["/sv", "/en/services/ai-agents", "/en/otc", "/info/sv", "/admin"];
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? "ok " : "OVER");

execSync("npx tsx scripts/ensure-build.ts", { stdio: "inherit" });
const dataDir = `/tmp/bench-site-${process.pid}`;
const app = await buildApp({
  config: loadConfig({ ...process.env, DATABASE_URL: `file:${dataDir}/site.db`, SMTP_URL: "", MAIL_TO: "" }),
  // The measuring client runs on the server's own event loop here; its work is not overload.
  shedding: NO_SHEDDING,
});
const origin = await app.listen({ port: 0, host: "127.0.0.1" });

try {
  const paths = ALL_PAGES.flatMap((ref) => LANGS.map((lang) => localizedPath(lang, ref)));
  const weights = [];
  for (const path of paths) weights.push(await measurePage(origin, path));
  console.log(`\nPage weight, compressed (budgets: HTML ${kb(BUDGETS.html)}, CSS ${kb(BUDGETS.css)}, JS ${kb(BUDGETS.js)})`);
  console.log(`${"page".padEnd(42)} ${"HTML".padStart(10)} ${"CSS".padStart(10)} ${"JS".padStart(10)}`);
  for (const w of weights) {
    const flags = [w.html <= BUDGETS.html, w.css <= BUDGETS.css, w.js <= BUDGETS.js].map(mark).join(" ");
    console.log(`${w.path.padEnd(42)} ${kb(w.html).padStart(10)} ${kb(w.css).padStart(10)} ${kb(w.js).padStart(10)}  ${flags}`);
  }

  const scores = await lighthouseScores(origin, LIGHTHOUSE_PAGES);
  console.log("\nLighthouse, mobile preset (targets: performance ≥ 95, the rest 100)");
  console.log(`${"page".padEnd(26)} perf  a11y  best   seo     FCP     LCP    TBT    CLS`);
  for (const s of scores) {
    const { fcp, lcp, tbt, cls } = s.metrics;
    const cells = [s.performance, s.accessibility, s.bestPractices, s.seo].map((n) => String(n).padStart(4)).join("  ");
    const ms = (n: number) => `${Math.round(n)} ms`.padStart(7);
    console.log(`${s.path.padEnd(26)} ${cells} ${ms(fcp)} ${ms(lcp)} ${ms(tbt)} ${cls.toFixed(3).padStart(6)}`);
  }

  await app.close();
  const forms = await runFormsBench({ entry: COMPILED_SERVER });
  console.log(`\n${formatFormsBench(forms)}`);
  const attack = await runAttackBench();
  console.log(`\n${formatAttackBench(attack)}`);
  const coldStart = await runColdStartBench();
  console.log(`\n${formatColdStartBench(coldStart)}`);
  // Static serving with the site statistics counting every page (docs/decisions/012-cookieless-statistics.md).
  const staticServing = await runStaticBench({ entries: { server: COMPILED_SERVER } });
  console.log(`\n${formatStaticBench(staticServing)}`);
  const spam = await runSpamBench();
  console.log(`\n${formatSpamBench(spam)}`);
  // Not run here (it takes long): the score of the last `npm run test:mutation`.
  const mutation = await readMutationSummary();
  console.log(`\n${formatMutationSummary(mutation)}`);

  await mkdir("bench-results", { recursive: true });
  await writeFile(
    "bench-results/latest.json",
    JSON.stringify(
      { at: new Date().toISOString(), weights, scores, forms, attack, coldStart, spam, staticServing, mutation },
      null,
      2,
    ),
  );
} finally {
  await app.close();
}
