import { SERVER_OUT_DIR } from "../../scripts/build-server";
import { formatAttackBench, runAttackBench } from "../../scripts/bench/attack";
import { formatColdStartBench, runColdStartBench } from "../../scripts/bench/cold-start";
import { formatFormsBench, runFormsBench } from "../../scripts/bench/forms";
import { formatInteractionBench, runInteractionBench } from "../../scripts/bench/interaction";
import { formatMediaBench, runMediaBench } from "../../scripts/bench/media";
import { lighthouseScores } from "../../scripts/bench/lighthouse";
import { formatMutationSummary, readMutationSummary } from "../../scripts/bench/mutation";
import { breaches, measurePage } from "../../scripts/bench/page-weight";
import { formatSpamBench, runSpamBench } from "../../scripts/bench/spam";
import { formatStaticBench, runStaticBench } from "../../scripts/bench/static";
import { formatPublishBench, publishBreaches, runPublishBench } from "../../scripts/bench/publish";
import { expect, test } from "./fixtures";

/**
 * Every section of `npm run bench` (scripts/bench.ts) on a tiny workload, against the build
 * this suite tests: the bench is run by hand, rarely, and must not break unnoticed. The
 * figures are not judged here (the machine is shared); that each section runs and reports is.
 * The page weights are: their budgets hold here as in the bench.
 */
const COMPILED_SERVER = `${SERVER_OUT_DIR}/server.js`;

test.describe("npm run bench, each section on a tiny workload", () => {
  test.describe.configure({ timeout: 180_000 });

  test("page weights: measured through the module graph, lazy imports included, and within their budgets", async ({
    baseURL,
  }) => {
    const home = await measurePage(baseURL!, "/sv");
    const otc = await measurePage(baseURL!, "/en/otc");
    const plain = await measurePage(baseURL!, "/sv/privacy-policy");
    expect(home.js).toBeGreaterThan(home.jsAtStart);
    // The workers' files count too (docs/decisions/033-main-thread-off.md).
    expect(Object.keys(home.lazy).sort()).toEqual(["falling-characters", "home-forms", "proof-worker", "rain-worker"]);
    expect(Object.keys(otc.lazy)).toEqual(["proof-worker"]);
    expect(otc.jsAtStart).toBeGreaterThan(0);
    expect(plain.js).toBe(0);
    for (const weight of [home, otc, plain]) expect(breaches(weight), weight.path).toEqual([]);
  });

  test("Lighthouse: one page scored", async ({ baseURL }) => {
    const [scores] = await lighthouseScores(baseURL!, ["/en/privacy-policy"]);
    expect(scores?.accessibility).toBe(100);
    expect(Number.isFinite(scores?.metrics.tbt)).toBe(true);
  });

  test("interactions: INP while typing into the contact form and opening the dialog, and the modal opens after a click on the hero's trigger", async ({
    baseURL,
  }) => {
    const results = await runInteractionBench(baseURL!, { runs: 1, slowdown: 1 });
    expect(results).toHaveLength(1);
    expect(results[0]!.medianMs).toBeGreaterThan(0);
    // Every key press and click is an interaction the Event Timing API saw (those over 16 ms are kept).
    expect(Number.isFinite(results[0]!.inp.medianMs)).toBe(true);
    expect(formatInteractionBench(results)).toContain("Interaction to Next Paint");
    expect(formatInteractionBench(results)).toContain("/sv");
  });

  test("enquiry capture: a burst against the compiled server, its database outside CLIENT_DIR", async () => {
    const [sqlite] = await runFormsBench({
      requests: 30,
      concurrency: 2,
      rawInserts: 10,
      maxConcurrency: 4,
      entry: COMPILED_SERVER,
      postgresUrl: "",
    });
    expect(sqlite?.database).toBe("sqlite");
    // Every post answered: stored, or shed with a 503 when the shared machine is busy.
    expect(sqlite!.accepted + sqlite!.shed).toBe(30);
    expect(sqlite!.accepted).toBeGreaterThan(0);
    expect(sqlite?.other).toEqual({});
    expect(sqlite?.scaling.map((step) => step.concurrency)).toEqual([4]);
    expect(formatFormsBench([sqlite!])).toContain("sqlite");
  });

  test("attack: one second of abuse, and the visitor still served", async () => {
    const result = await runAttackBench({ seconds: 1 });
    expect(result.visitor.requests).toBeGreaterThan(0);
    expect(result.unexpected5xx).toBe(0);
    expect(formatAttackBench(result)).toContain("flood");
  });

  test("media: processing time per upload, and page views of /sv while one is processed", async () => {
    const media = await runMediaBench({
      photos: [
        [800, 600, 85],
        [1200, 900, 85],
      ],
      big: [1600, 1200, 90],
      idleSeconds: 0.5,
    });
    expect(media.uploads.map((upload) => upload.photo)).toEqual(["800×600", "1200×900", "1600×1200"]);
    expect(media.uploads.every((upload) => upload.ms > 0 && upload.megabytes > 0)).toBe(true);
    expect(media.maxMs).toBeGreaterThanOrEqual(media.medianMs);
    for (const latency of [media.pageViews.idle, media.pageViews.duringUpload]) {
      expect(latency.requests).toBeGreaterThan(0);
      expect(latency.failed).toBe(0);
      expect(latency.p99Ms).toBeGreaterThanOrEqual(latency.p50Ms);
    }
    expect(formatMediaBench(media)).toContain("while");
  });

  test("publish to live: a page and a fact through the API, and /sv from the rendered page map", async () => {
    const result = await runPublishBench({ runs: 1, requests: 40, concurrency: 2, entry: COMPILED_SERVER });
    expect(result.pageMs).toHaveLength(1);
    expect(result.factMs).toHaveLength(1);
    expect(result.factMedianMs).toBeGreaterThan(0);
    expect(result.serving.buildPerSecond).toBeGreaterThan(0);
    expect(result.serving.renderedPerSecond).toBeGreaterThan(0);
    expect(formatPublishBench(result)).toContain("a fact");
    // The budget is judged by the bench; here only that a breach would be reported.
    expect(publishBreaches({ ...result, factMedianMs: 1_001 })).toHaveLength(1);
  });

  test("cold start, static serving, spam defence and the mutation summary", async () => {
    const coldStart = await runColdStartBench(1);
    expect(coldStart.map((r) => r.runner)).toEqual(["node (compiled)", "tsx"]);
    expect(coldStart.every((r) => r.medianMs > 0)).toBe(true);
    expect(formatColdStartBench(coldStart)).toContain("median");

    const [served] = await runStaticBench({ entries: { server: COMPILED_SERVER }, requests: 40, concurrency: 2, rounds: 1 });
    expect(served?.pagesPerSecond).toBeGreaterThan(0);
    expect(formatStaticBench([served!])).toContain("server");

    const spam = await runSpamBench({ verifications: 20 });
    expect(spam.spamSamples).toBeGreaterThan(0);
    expect(spam.solverRate.map((r) => r.slowdown)).toEqual([4, 1]);
    expect(formatSpamBench(spam)).toContain("solver");

    // Absent until `npm run test:mutation` has run once; the bench then says so.
    const mutation = await readMutationSummary();
    expect(formatMutationSummary(mutation).length).toBeGreaterThan(0);
  });
});
