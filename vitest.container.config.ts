import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:container` (a step of `npm test`): the container image built and run with
 * Podman (deploy/container.test.ts), alone, so that its build does not slow the other tests.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["deploy/container.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
