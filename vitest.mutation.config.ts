import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the in-process unit and
 * server tests. Tests that run the server or a command as another process cannot see a mutant
 * (it is switched on inside the test's own process), so they are left out here; they still run
 * in `npm test` (vitest.config.ts).
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    exclude: [
      "server/cli/inbox.test.ts",
      "server/db/sqlite-lock.test.ts",
      "server/enquiries/crash.test.ts",
      "server/enquiries/pg-outage.test.ts",
      "server/notify/two-instances.test.ts",
      "server/http/hostile.test.ts",
      "server/http/hostile-urls.property.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
