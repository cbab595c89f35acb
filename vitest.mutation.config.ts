import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the in-process unit and
 * server tests. A test file that runs the server, the compiled build or a command as another
 * process cannot see a mutant (it is switched on inside the test's own process), so such files
 * are found by what they call and left out here; they still run in `npm test` (vitest.config.ts).
 */
const INCLUDE = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"];
const OUT_OF_PROCESS = /startServerProcess|\bspawn(Sync)?\(|\bexecFile(Sync)?\(|build\/server\//;
const outOfProcess = INCLUDE.flatMap((pattern) => globSync(pattern)).filter((file) =>
  OUT_OF_PROCESS.test(readFileSync(file, "utf8")),
);

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: INCLUDE,
    exclude: ["**/node_modules/**", ...outOfProcess],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
