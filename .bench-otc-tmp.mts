import { buildApp } from "./server/app";
import { loadConfig } from "./server/config";
import { lighthouseScores } from "./scripts/bench/lighthouse";
import { measurePage } from "./scripts/bench/page-weight";
const app = await buildApp({ config: loadConfig({ ...process.env, DATABASE_URL: `file:/tmp/otc-srv/bench.db`, SMTP_URL: "", MAIL_TO: "" }) });
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
try {
  for (const p of ["/sv/otc", "/en/otc", "/info/sv", "/info/en", "/sv/social", "/en/privacy-policy", "/sv/terms", "/en/support"]) {
    const w = await measurePage(origin, p);
    console.log(p, "html", (w.html / 1000).toFixed(1), "css", (w.css / 1000).toFixed(1), "js", (w.js / 1000).toFixed(1));
  }
  const scores = await lighthouseScores(origin, ["/en/otc", "/info/sv"]);
  for (const s of scores) console.log(JSON.stringify(s));
} finally {
  await app.close();
}
