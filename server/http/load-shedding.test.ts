import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  formBody,
  FORM_HEADERS,
  JSON_FORM_HEADERS,
  makeTempDir,
  startTestApp,
  VALID_VALUES,
  type TestApp,
} from "../../test/support/enquiry-app";
import { listSubmissions } from "../db";
import { costClassOf, LoopWaitSampler, SHEDDING_LIMITS, shouldShed, workCost } from "./load-shedding";

/**
 * Shedding decides by how long work waits on the event loop, per cost class. These tests set
 * that wait with a fake monitor instead of overloading the machine, and block the real loop
 * where they need a busy one.
 */

// No work in flight is exempt here, so one request shows the order; the exemption has its own test.
const LIMITS = { ...SHEDDING_LIMITS, maxWorkInFlight: 0, retryAfterSeconds: 7 };
const BETWEEN = (LIMITS.maxWorkDelayMs + LIMITS.maxPageDelayMs) / 2;
const OVER_ALL = LIMITS.maxPageDelayMs * 2;

let delayMs = 0;
let t: TestApp;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  temp = await makeTempDir("shedding-");
  t = await startTestApp({}, { dir: temp.dir, fakeBuild: true, shedding: { ...LIMITS, monitor: () => delayMs } });
});
afterAll(async () => {
  await t.close();
  await temp.remove();
});
beforeEach(() => {
  delayMs = 0;
});

/** Keeps the real event loop 100 % busy for about 600 ms (what a utilisation rule would shed on). */
async function busyLoop(): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const until = Date.now() + 150;
    while (Date.now() < until) {
      // busy: nothing else runs
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const page = () => t.app.inject({ method: "GET", url: "/en" });
const health = () => t.app.inject({ method: "GET", url: "/healthz" });
const asset = () => t.app.inject({ method: "GET", url: "/assets/entry-AbC123.js", headers: { "accept-encoding": "br, gzip" } });
const jsonPost = () => t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("contact") });
const consoleApi = () => t.app.inject({ method: "GET", url: "/api/admin/session", headers: { accept: "application/json" } });
const formPost = (lang: "sv" | "en", payload = formBody("contact")) =>
  t.app.inject({
    method: "POST",
    url: "/",
    headers: { ...FORM_HEADERS, referer: `https://nordlegend.se/${lang}/contact` },
    payload,
  });

describe("cost classes", () => {
  it("puts page, asset and /healthz GETs in the cheapest class, and posts and console API calls in the work class", () => {
    expect(costClassOf("GET", "/")).toBe("page");
    expect(costClassOf("HEAD", "/sv/services/ai-agents")).toBe("page");
    expect(costClassOf("GET", "/assets/entry-AbC123.js")).toBe("page");
    expect(costClassOf("GET", "/healthz")).toBe("page");
    expect(costClassOf("GET", "/admin")).toBe("page");
    expect(costClassOf("POST", "/")).toBe("work");
    expect(costClassOf("GET", "/api/admin/session")).toBe("work");
    expect(costClassOf("POST", "/api/admin/sign-in/options")).toBe("work");
    expect(costClassOf("DELETE", "/api/admin/submissions")).toBe("work");
    expect(costClassOf("GET", "/apiary")).toBe("page");
  });

  it("sheds the work class before the page class, and neither within the target", () => {
    for (const costClass of ["page", "work"] as const) {
      expect(shouldShed(LIMITS, costClass, LIMITS.targetMs / 10, 1000, 1)).toBe(false);
    }
    expect(shouldShed(LIMITS, "work", BETWEEN, 0, 1)).toBe(true);
    expect(shouldShed(LIMITS, "page", BETWEEN)).toBe(false);
    expect(shouldShed(LIMITS, "page", OVER_ALL)).toBe(true);
    expect(SHEDDING_LIMITS.maxWorkDelayMs).toBeLessThan(SHEDDING_LIMITS.targetMs);
    expect(SHEDDING_LIMITS.maxPageDelayMs).toBeGreaterThan(SHEDDING_LIMITS.targetMs);
  });

  it("never sheds work within the in-flight limit unless the page limit is passed too", () => {
    const limits = SHEDDING_LIMITS;
    expect(shouldShed(limits, "work", BETWEEN, limits.maxWorkInFlight - 1, 1)).toBe(false);
    expect(shouldShed(limits, "work", BETWEEN, limits.maxWorkInFlight, 1)).toBe(true);
    expect(shouldShed(limits, "work", OVER_ALL, 0, 1)).toBe(true);
    // A burst of 16 genuine enquiries at a time fits, with room to spare.
    expect(16 * workCost(String(3 * 1024))).toBeLessThanOrEqual(limits.maxWorkInFlight / 2);
  });

  it("weighs work by its declared body: a 64 KiB body costs as much as 17 enquiries", () => {
    expect(workCost(undefined)).toBe(1);
    expect(workCost("350")).toBe(1);
    expect(workCost("4096")).toBe(2);
    expect(workCost(String(64 * 1024))).toBe(17);
    expect(workCost("nonsense")).toBe(1);
    expect(shouldShed(SHEDDING_LIMITS, "work", BETWEEN, 50, workCost(String(64 * 1024)))).toBe(true);
    expect(shouldShed(SHEDDING_LIMITS, "work", BETWEEN, 50, workCost("350"))).toBe(false);
  });
});

describe("the measure: how long work waits", () => {
  /** Feeds the sampler timer runs at the given gaps (ms); returns its wait after them. */
  function waitAfter(sampler: LoopWaitSampler, start: number, gaps: readonly number[]): { wait: number; end: number } {
    let now = start;
    for (const gap of gaps) sampler.run((now += gap));
    return { wait: sampler.waitMs, end: now };
  }
  const steady = (ms: number, gap: number) => Array<number>(Math.ceil(ms / gap)).fill(gap);

  it("is nothing for a loop that is busy but runs its 10 ms timer about on time", () => {
    const sampler = new LoopWaitSampler(250, 0);
    // Each run 1 ms late: 1² / (2 · 11) ms.
    expect(waitAfter(sampler, 0, steady(2000, 11)).wait).toBeCloseTo(1 / 22, 5);
  });

  it("is the mean wait of work arriving at a random moment, once the loop stalls for two samples", () => {
    const sampler = new LoopWaitSampler(260, 0);
    // A 150 ms stall in a 260 ms sample: 150² / (2 · 260) ms.
    const stalled = [160, ...steady(100, 10)];
    const once = waitAfter(sampler, 0, stalled);
    // One stall alone (a garbage collection, a moment without a CPU) is not overload.
    expect(once.wait).toBe(0);
    const twice = waitAfter(sampler, once.end, stalled);
    expect(twice.wait).toBeCloseTo((150 * 150) / (2 * 260), 5);
    // Back to quiet: the next sample takes it down again.
    expect(waitAfter(sampler, twice.end, steady(260, 10)).wait).toBe(0);
  });
});

describe("load shedding", () => {
  it("sheds nothing while work waits less than the target, however busy the loop is", async () => {
    delayMs = LIMITS.maxWorkDelayMs - 1;
    await busyLoop();
    expect((await page()).statusCode).toBe(200);
    await busyLoop();
    expect((await health()).statusCode).toBe(200);
    await busyLoop();
    expect((await asset()).statusCode).toBe(200);
    await busyLoop();
    expect((await consoleApi()).statusCode).toBe(200);
    await busyLoop();
    const post = await jsonPost();
    expect(post.statusCode).toBe(200);
    await busyLoop();
    expect((await formPost("en")).statusCode).toBe(303);
  });

  it("sheds posts and console API calls first, with 503 and Retry-After, while pages, assets and /healthz are served", async () => {
    const before = (await listSubmissions(t.app.db)).length;
    delayMs = BETWEEN;

    expect((await page()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
    const served = await asset();
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-encoding"]).toBe("br");

    const post = await jsonPost();
    expect(post.statusCode).toBe(503);
    expect(post.headers["retry-after"]).toBe("7");
    expect(post.json()).toEqual({ ok: false, error: "overloaded" });

    const api = await consoleApi();
    expect(api.statusCode).toBe(503);
    expect(api.headers["retry-after"]).toBe("7");
    expect(api.json()).toEqual({ ok: false, error: "overloaded" });

    // Shed means no work done: nothing stored.
    expect(await listSubmissions(t.app.db)).toHaveLength(before);
  });

  it("gives a shed plain form post its page with everything typed and a try-again message, in each language", async () => {
    const before = (await listSubmissions(t.app.db)).length;
    delayMs = BETWEEN;
    const typed = { name: "Åsa <Öberg>", message: "Vi vill bygga en plattform.\nRing mig gärna." };
    const cases = [
      { lang: "sv", message: "Servern är hårt belastad just nu", back: "Tillbaka till formuläret" },
      { lang: "en", message: "The server is very busy right now", back: "Back to the form" },
    ] as const;
    for (const { lang, message, back } of cases) {
      const response = await formPost(lang, formBody("contact", typed));
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("7");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain(`<html lang="${lang}">`);
      expect(response.body).toContain(message);
      expect(response.body).toContain(back);
      expect(response.body).toContain("Åsa &#60;Öberg&#62;");
      expect(response.body).toContain("Vi vill bygga en plattform.\nRing mig gärna.");
      expect(response.body).toContain(VALID_VALUES.contact.email as string);
    }
    expect(await listSubmissions(t.app.db)).toHaveLength(before);
  });

  it("keeps a shed plain form post within the usual bounds: too large, repeated keys, wrong type", async () => {
    delayMs = BETWEEN;
    const huge = await formPost("en", `form-name=contact&message=${"x".repeat(70 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    const manyPairs = await formPost("en", Array.from({ length: 300 }, (_, i) => `k${i}=1`).join("&"));
    expect(manyPairs.statusCode).toBe(413);
    const repeatedKey = await formPost("en", "a&".repeat(300));
    expect(repeatedKey.statusCode).toBe(400);
    const wrongType = await t.app.inject({ method: "POST", url: "/", headers: { "content-type": "text/plain" }, payload: "x" });
    expect(wrongType.statusCode).toBe(415);
  });

  it("sheds every class, /healthz included, once waits pass the page limit, then serves again", async () => {
    delayMs = OVER_ALL;
    for (const response of [await page(), await health(), await asset()]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("7");
      expect(response.body).toContain("try again in a moment");
    }
    // No file sent under the 503.
    expect((await asset()).headers["content-encoding"]).toBeUndefined();
    expect((await jsonPost()).statusCode).toBe(503);
    expect((await formPost("en")).statusCode).toBe(503);

    delayMs = 0;
    expect((await health()).statusCode).toBe(200);
    expect((await jsonPost()).statusCode).toBe(200);
  });
});

describe("work in flight", () => {
  it("serves a burst within the in-flight limit while work waits long, and sheds what comes beyond it or weighs more", async () => {
    const limits = { ...LIMITS, maxWorkInFlight: 4 };
    const app = await startTestApp({}, { shedding: { ...limits, monitor: () => BETWEEN } });
    const burst = (n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          app.app.inject({
            method: "POST",
            url: "/",
            headers: JSON_FORM_HEADERS,
            payload: formBody("contact", { name: `N${i}` }),
          }),
        ),
      );
    try {
      // Four at a time: all stored, none shed.
      for (let round = 0; round < 3; round++) {
        expect((await burst(4)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      }
      // Twelve at once: the first four are under way when the rest arrive.
      const statuses = (await burst(12)).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(4);
      expect(statuses.filter((status) => status === 503)).toHaveLength(8);
      expect(await listSubmissions(app.app.db)).toHaveLength(16);
      // One post with a 20 KiB body weighs 6: over the limit of 4 on its own.
      const heavy = await app.app.inject({
        method: "POST",
        url: "/",
        headers: JSON_FORM_HEADERS,
        payload: formBody("contact", { message: "x".repeat(20 * 1024) }),
      });
      expect(heavy.statusCode).toBe(503);
      expect(heavy.json()).toEqual({ ok: false, error: "overloaded" });
    } finally {
      await app.close();
    }
  });
});

describe("LOAD_SHEDDING=off", () => {
  it("answers as usual however long work waits", async () => {
    const off = await startTestApp(
      { LOAD_SHEDDING: "off" },
      { shedding: { ...LIMITS, monitor: () => Number.POSITIVE_INFINITY } },
    );
    try {
      expect((await off.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      expect(
        (await off.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("contact") })).statusCode,
      ).toBe(200);
    } finally {
      await off.close();
    }
  });
});
