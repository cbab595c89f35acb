/**
 * Tests that need a part of the machine (PostgreSQL, nginx, systemd's analyzer, root) skip
 * without it on a developer's machine, but in CI (`CI` set, as `.ci/run` runs) a missing part
 * fails the test file instead: a skip there would hide that a guarantee went untested.
 * `.ci/run` installs every part these tests ask for.
 */
export function inCI(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.toLowerCase();
  return value !== undefined && value !== "" && value !== "false" && value !== "0";
}

/** `present`, or (in CI) an error naming what is missing. Use it for every `skipIf`. */
export function available(what: string, present: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!present && inCI(env)) throw new Error(`${what} is missing in CI, so its tests would be skipped; .ci/run installs it`);
  return present;
}

/** The PostgreSQL test server's URL, when there is one (required in CI). */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.TEST_DATABASE_URL;
  available("PostgreSQL (TEST_DATABASE_URL)", Boolean(url), env);
  return url;
}
