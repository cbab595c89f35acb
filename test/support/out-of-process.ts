import { globSync, readFileSync } from "node:fs";

/**
 * Test files that run the server, the compiled build or a command as another process, found
 * by what they call. They are the slow ones, and a mutant switched on inside the test runner
 * cannot reach them: `npm run test:fast` (vitest.fast.config.ts) and StrykerJS
 * (vitest.mutation.config.ts) leave them out; `npm test` runs them (vitest.config.ts).
 */
const OUT_OF_PROCESS = /startServerProcess|\bspawn(Sync)?\(|\bexecFile(Sync)?\(|build\/server\//;

export function outOfProcessTests(include: readonly string[]): string[] {
  return include.flatMap((pattern) => globSync(pattern)).filter((file) => OUT_OF_PROCESS.test(readFileSync(file, "utf8")));
}
