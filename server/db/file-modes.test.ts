import { stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FORM_HEADERS, formBody, makeTempDir, SITE_URL, startTestApp } from "../../test/support/enquiry-app";
import { main } from "../cli/inbox";

/**
 * The live SQLite database is private like its backups: its folder 0700 when the site creates
 * it, the database, its WAL and shared-memory files 0600, whatever the umask (here 022, the
 * usual one outside the systemd unit).
 */

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe("the SQLite database's files", () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let umask: number;

  beforeEach(async () => {
    temp = await makeTempDir("file-modes-");
    umask = process.umask(0o022);
  });
  afterEach(async () => {
    process.umask(umask);
    await temp.remove();
  });

  it("are created 0600 in a 0700 folder by the inbox command and by the server", async () => {
    const database = join(temp.dir, "data", "site.db");
    const code = await main(
      ["list"],
      { NODE_ENV: "test", DATABASE_URL: `file:${database}`, SITE_URL },
      () => undefined,
      () => undefined,
    );
    expect(code).toBe(0);
    expect(await modeOf(join(temp.dir, "data"))).toBe(0o700);
    expect(await modeOf(database)).toBe(0o600);

    const app = await startTestApp({ DATABASE_URL: `file:${database}` }, { dir: temp.dir });
    try {
      const posted = await app.app.inject({ method: "POST", url: "/", headers: FORM_HEADERS, payload: formBody("contact") });
      expect(posted.statusCode).toBe(303);
      for (const suffix of ["", "-wal", "-shm", ".lock"]) expect(await modeOf(`${database}${suffix}`), suffix).toBe(0o600);
    } finally {
      await app.app.close();
    }
  });

  it("are made 0600 when an earlier version left them readable by others", async () => {
    const database = join(temp.dir, "site.db");
    await writeFile(database, "", { mode: 0o644 });
    expect(await modeOf(database)).toBe(0o644);
    expect(
      await main(
        ["list"],
        { NODE_ENV: "test", DATABASE_URL: `file:${database}`, SITE_URL },
        () => undefined,
        () => undefined,
      ),
    ).toBe(0);
    expect(await modeOf(database)).toBe(0o600);
  });
});
