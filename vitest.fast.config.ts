import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { outOfProcessTests } from "./test/support/out-of-process";

/**
 * `npm run test:fast`: the inner loop. The unit and server tests that run inside the test
 * process; no server, build, command or tool started as another process, nothing of
 * deploy/ (nginx, systemd, the container image), no browser. `npm test` runs everything, as
 * CI does (vitest.config.ts and Playwright).
 */
const INCLUDE = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: INCLUDE,
    exclude: ["**/node_modules/**", ...outOfProcessTests(INCLUDE)],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
