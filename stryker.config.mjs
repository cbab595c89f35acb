// @ts-check
import process from "node:process";
/**
 * Mutation testing of the modules that carry a guarantee (docs/decisions/014-mutation-testing.md).
 * `npm run test:mutation` runs it incrementally: only mutants in changed code, or covered by
 * changed tests, run again. Survivors that cannot be killed are listed, each with its reason, in
 * test/mutation/equivalents.json, which the "equivalent" ignorer reads.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  checkers: ["typescript"],
  // The checker needs only the code that ships: leaving the tests out of its program spares it
  // re-checking every test file that imports a mutated module, most of a run's time on two cores.
  tsconfigFile: "tsconfig.mutation.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  // A mutant reached only while a module loads ("static") would need the whole suite rerun in a
  // fresh environment: hours on two cores. Those are module-level constants; the guarantees among
  // them are stated as literal figures in tests (docs/decisions/014-mutation-testing.md).
  // `npm run test:mutation:static` runs them too.
  ignoreStatic: process.env.STRYKER_STATIC !== "1",
  mutate: (
    process.env.STRYKER_MUTATE ??
    [
      "app/forms/characters.ts",
      "app/forms/validate.ts",
      "app/forms/wire.ts",
      "app/http/cookie.ts",
      "server/enquiries/parse-body.ts",
      "server/enquiries/plugin.ts",
      "server/enquiries/request-info.ts",
      "server/http/accept-encoding.ts",
      "server/http/csp.ts",
      "server/http/drain.ts",
      "server/http/load-shedding.ts",
      "server/http/on-site-path.ts",
      "server/http/security-headers.ts",
      "server/http/timeouts.ts",
      "server/admin/auth-routes.ts",
      "server/admin/relying-party.ts",
      "server/admin/session-cookie.ts",
      "server/db/connect.ts",
      "server/db/operators.ts",
      "server/db/sessions.ts",
      "server/db/submissions.ts",
      "server/db/outbox.ts",
      "server/db/retention.ts",
      "server/notify/worker.ts",
      "server/retention/plugin.ts",
    ].join(",")
  ).split(","),
  incremental: true,
  incrementalFile: "test/mutation/incremental.json",
  ignorers: ["equivalent"],
  plugins: ["@stryker-mutator/vitest-runner", "@stryker-mutator/typescript-checker", "./test/mutation/equivalent-ignorer.mjs"],
  concurrency: 3,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 85, break: null },
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
