import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  formBody,
  FORM_HEADERS,
  JSON_FORM_HEADERS,
  makeTempDir,
  startTestApp,
  type TestApp,
} from "../../test/support/enquiry-app";
import { writeFakeBuild } from "../../test/support/fake-build";
import { listSubmissions } from "../db";

/** An app with a low event-loop threshold, overloaded by blocking its loop on purpose. */

let t: TestApp;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  temp = await makeTempDir("shedding-");
  await writeFakeBuild(temp.dir);
  t = await startTestApp(
    {},
    {
      dir: temp.dir,
      shedding: { maxEventLoopDelayMs: 20, maxEventLoopUtilization: 0.98, sampleIntervalMs: 50, retryAfterSeconds: 7 },
    },
  );
});
afterAll(async () => {
  await t.close();
  await temp.remove();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy for a while, then lets one sample see it. */
async function overload(): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const until = Date.now() + 150;
    while (Date.now() < until) {
      // busy: the loop cannot run timers
    }
    await wait(1);
  }
}

describe("load shedding", () => {
  /** Polls until the samples see a quiet loop (on a busy CI machine that can take a while). */
  async function expectRecovered(): Promise<void> {
    await vi.waitFor(async () => expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200), {
      timeout: 15_000,
      interval: 100,
    });
  }

  it("answers normally while the event loop is idle", async () => {
    await expectRecovered();
  });

  it("answers 503 with Retry-After to every request while overloaded, /healthz included, then recovers", async () => {
    await overload();
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe("7");
    expect(health.body).toContain("try again in a moment");

    await overload();
    const post = await t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("contact") });
    expect(post.statusCode).toBe(503);
    expect(post.json()).toEqual({ ok: false, error: "overloaded" });

    await overload();
    const html = await t.app.inject({ method: "POST", url: "/", headers: FORM_HEADERS, payload: formBody("contact") });
    expect(html.statusCode).toBe(503);
    expect(html.headers["content-type"]).toMatch(/^text\/plain/);

    // Shed means no work done: nothing stored, no file sent under the 503.
    expect(await listSubmissions(t.app.db)).toEqual([]);
    await overload();
    const page = await t.app.inject({
      method: "GET",
      url: "/assets/entry-AbC123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.body).toContain("try again in a moment");

    // Idle again: the next samples see a quiet loop.
    await expectRecovered();
  });
});
