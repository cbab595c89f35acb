import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:container` (a step of `npm test`): the container image built and run with
 * Podman (deploy/container.test.ts), and the Compose recipes started with podman-compose
 * (deploy/compose.container.test.ts), alone, so that their builds do not slow the other
 * tests. One file at a time: they share the image's build and the machine's two cores.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["deploy/container.test.ts", "deploy/compose.container.test.ts"],
    fileParallelism: false,
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
