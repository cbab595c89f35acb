import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Unit and server tests live beside the code; browser tests are Playwright's (tests/e2e).
// The container image's test builds the whole site for minutes: it runs on its own, after
// these (`npm run test:container`, vitest.container.config.ts), so its build does not share
// the CPU with the timing-sensitive tests here.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "test/**/*.test.ts",
      "scripts/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    exclude: [...configDefaults.exclude, "deploy/container.test.ts", "deploy/compose.container.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server tests bind loopback ports and open databases; two workers suit the 2-core machines.
    maxWorkers: 2,
  },
});
