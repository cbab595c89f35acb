import { describe, expect, it } from "vitest";
import { attackBreaches, formatAttackBench, type AttackBenchResult } from "./attack";
import { formatFormsBench, formsBreaches, type FormsBenchResult } from "./forms";
import { formatInteractionBench, inpOf, interactionBreaches, type InteractionResult } from "./interaction";
import { medianRun, type LighthouseScores } from "./lighthouse";
import { spamBreaches, type SpamBench } from "./spam";

/**
 * The bench is honest (docs/decisions/033-main-thread-off.md): every line it marks missed is a
 * failure that makes `npm run bench` exit non-zero, and a line within its targets is none.
 */

const burst = (change: Partial<FormsBenchResult> = {}): FormsBenchResult => ({
  database: "sqlite",
  requests: 2000,
  concurrency: 16,
  accepted: 2000,
  shed: 0,
  other: {},
  acceptedPerSecond: 600,
  p50Ms: 20,
  p99Ms: 90,
  rawInsertsPerSecond: 500,
  rawBeforeAfterPerSecond: [490, 510],
  ratioToRaw: 1.2,
  scaling: [],
  ...change,
});

const attack = (visitor: Partial<AttackBenchResult["visitor"]> = {}, unexpected5xx = 0): AttackBenchResult => ({
  seconds: 15,
  visitor: { requests: 400, okShare: 1, p50Ms: 4, p99Ms: 30, maxMs: 60, statuses: { 200: 400 }, ...visitor },
  attacks: {},
  rssBeforeMb: 150,
  rssAfterMb: 180,
  unexpected5xx,
});

const spam = (change: Partial<SpamBench> = {}): SpamBench => ({
  spamCaught: 0.976,
  genuineFlagged: 0,
  spamSamples: 212,
  genuineSamples: 245,
  verifyMeanMs: 0.2,
  verifyP99Ms: 0.5,
  verifyCpuMs: 0.27,
  solverRate: [
    { slowdown: 4, hashesPerSecond: 300_000, worstCaseMs: 333 },
    { slowdown: 1, hashesPerSecond: 1_200_000, worstCaseMs: 83 },
  ],
  solverBrotliBytes: 900,
  ...change,
});

describe("the bench's failures are the lines it marks missed", () => {
  it("the burst: a ratio under 0.5 (printed MISSED) is a failure, as are 503s and other answers", () => {
    expect(formsBreaches([burst()])).toEqual([]);
    expect(formatFormsBench([burst()])).not.toContain("MISSED");
    const slow = burst({ ratioToRaw: 0.48 });
    expect(formatFormsBench([slow])).toContain("MISSED");
    expect(formsBreaches([slow])).toEqual(["enquiry capture (sqlite): ratio to raw inserts 0.48 < 0.5"]);
    expect(formsBreaches([burst({ shed: 3, other: { 500: 1 } })])).toEqual([
      "enquiry capture (sqlite): 3 × 503",
      "enquiry capture (sqlite): other answers 500×1",
    ]);
  });

  it("the attack bench: the visitor's share of 200s, their p99 and any 5xx but 503", () => {
    expect(attackBreaches(attack())).toEqual([]);
    expect(formatAttackBench(attack())).toContain("ok");
    const missed = attack({ okShare: 0.98, p99Ms: 50 }, 2);
    expect(formatAttackBench(missed)).toContain("MISSED");
    expect(attackBreaches(missed)).toHaveLength(3);
  });

  it("the spam defence: each target its line prints", () => {
    expect(spamBreaches(spam())).toEqual([]);
    expect(spamBreaches(spam({ spamCaught: 0.94 }))).toHaveLength(1);
    expect(spamBreaches(spam({ genuineFlagged: 0.004 }))).toHaveLength(1);
    expect(spamBreaches(spam({ verifyCpuMs: 1 }))).toHaveLength(1);
    expect(spamBreaches(spam({ solverRate: [{ slowdown: 4, hashesPerSecond: 90_000, worstCaseMs: 1111 }] }))).toEqual([
      "spam defence: worst solve 1111 ms ≥ 1 s at 4x slowdown",
    ]);
    expect(spamBreaches(spam({ solverBrotliBytes: 10_001 }))).toHaveLength(1);
  });

  it("INP: the longest interaction of a session (one ignored per 50), over 100 ms a failure", () => {
    expect(inpOf([])).toBe(0);
    expect(inpOf([{ duration: 24 }, { duration: 120 }, { duration: 48 }])).toBe(120);
    const many = Array.from({ length: 60 }, (_, i) => ({ duration: i }));
    expect(inpOf(many)).toBe(58);
    const result = (medianMs: number): InteractionResult => ({
      path: "/sv",
      runs: 3,
      slowdown: 4,
      medianMs: 300,
      minMs: 250,
      maxMs: 400,
      inp: { medianMs, minMs: medianMs, maxMs: medianMs, runs: [medianMs], interactions: 40, worst: "keydown" },
    });
    expect(interactionBreaches([result(96)])).toEqual([]);
    expect(formatInteractionBench([result(96)])).not.toContain("MISSED");
    expect(interactionBreaches([result(104)])).toEqual(["/sv: INP 104 ms > 100 ms"]);
    expect(formatInteractionBench([result(104)])).toContain("MISSED");
  });

  it("Lighthouse: the median run by performance, ties by total blocking time", () => {
    const run = (performance: number, tbt: number): LighthouseScores => ({
      path: "/sv",
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      metrics: { fcp: 900, lcp: 1000, tbt, cls: 0 },
    });
    expect(medianRun([run(72, 900), run(100, 20), run(95, 150)])).toEqual(run(95, 150));
    expect(medianRun([run(100, 40), run(100, 10), run(100, 80)])).toEqual(run(100, 40));
  });
});
