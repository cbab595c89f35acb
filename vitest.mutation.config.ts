import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { outOfProcessTests } from "./test/support/out-of-process";

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the in-process unit and
 * server tests. A test file that runs the server, the compiled build or a command as another
 * process cannot see a mutant (it is switched on inside the test's own process), so such files
 * are left out here; they still run in `npm test` (vitest.config.ts).
 */
const INCLUDE = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: INCLUDE,
    exclude: ["**/node_modules/**", ...outOfProcessTests(INCLUDE)],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
