import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { available } from "../../test/support/requirements";
import { listSubmissions, openDatabase } from "../db";
import { formBody, makeTempDir, SITE_URL, serverProcessEnv } from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";
import { createScratchCluster, scratchClusterAvailable, type ScratchCluster } from "../../test/support/pg-cluster";
import { startServerProcess, type ServerProcess } from "../../test/support/server-process";

/**
 * A PostgreSQL outage under the real server process: the cluster (one of the test's own) is
 * stopped mid-run and started again. While it is down, posts answer 503 with Retry-After
 * within 5 s and lose nothing typed, pages are served, /readyz says 503; once it is back,
 * the same process captures again.
 */

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let cluster: ScratchCluster | undefined;
let server: ServerProcess | undefined;

async function post(accept: string, body = formBody("contact"), headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${server!.origin}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept, ...headers },
    body,
  });
  return { response, ms: performance.now() - started };
}

describe.skipIf(!available("a scratch PostgreSQL cluster (root, pg_createcluster)", scratchClusterAvailable()))(
  "PostgreSQL outage",
  () => {
    beforeAll(async () => {
      temp = await makeTempDir("pg-outage-");
      await writeFakeBuild(join(temp.dir, "client"));
      cluster = await createScratchCluster();
      server = await startServerProcess(serverProcessEnv(cluster.url, join(temp.dir, "client")));
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await cluster?.drop();
      await temp?.remove();
    }, 60_000);

    it("answers 503 while the database is down and captures again when it is back, in one process", async () => {
      const before = await post("application/json");
      expect(before.response.status).toBe(200);
      expect((await fetch(`${server!.origin}/readyz`)).status).toBe(200);

      // The pool's idle connections die with the cluster: the process must survive that.
      await cluster!.stop();

      const json = await post("application/json");
      expect(json.response.status).toBe(503);
      expect(json.response.headers.get("retry-after")).toBe("30");
      expect(await json.response.json()).toMatchObject({ ok: false, error: "unavailable" });
      expect(json.ms).toBeLessThan(5_000);

      const html = await post("text/html", formBody("contact", { message: "Please call me back" }), {
        referer: `${SITE_URL}/en/contact`,
      });
      expect(html.response.status).toBe(503);
      expect(html.ms).toBeLessThan(5_000);
      const page = await html.response.text();
      expect(page).toContain('<html lang="en">');
      expect(page).toContain("We cannot receive forms right now");
      expect(page).toContain("Please call me back");

      const home = await fetch(`${server!.origin}/en/`);
      expect(home.status).toBe(200);
      const ready = await fetch(`${server!.origin}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ok: false, database: "unreachable" });
      expect(server!.child.exitCode).toBeNull();

      await cluster!.start();
      let after = await post("application/json");
      for (let tries = 0; after.response.status !== 200 && tries < 30; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        after = await post("application/json");
      }
      expect(after.response.status).toBe(200);
      expect((await fetch(`${server!.origin}/readyz`)).status).toBe(200);

      // Exactly the two acknowledged posts are stored: nothing from the outage, nothing half-made.
      const db = openDatabase(cluster!.url);
      try {
        const ids = (await listSubmissions(db)).map((submission) => submission.id).sort();
        expect(ids).toEqual(
          [(await before.response.json()) as { id: string }, (await after.response.json()) as { id: string }]
            .map((body) => body.id)
            .sort(),
        );
      } finally {
        await db.destroy();
      }
    });
  },
);
