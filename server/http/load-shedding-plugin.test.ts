import { once } from "node:events";
import net from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  costClassOf,
  eventLoopWaitMonitor,
  loadShedding,
  NO_SHEDDING,
  SHEDDING_LIMITS,
  shouldShed,
  workCost,
  type SheddingOptions,
} from "./load-shedding";

/**
 * The shedding plugin on a bare Fastify app, and the guarantee's figures written out
 * (docs/decisions/005-hostile-input.md, "Load shedding"): a 50 ms target, work shed over a
 * 25 ms wait with over 64 in flight, everything shed over 200 ms, Retry-After 5, one warning
 * per ten seconds.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A promise with its resolve function, to hold a handler until the test lets it go. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

interface Held {
  /** Resolves when the held handler has been entered, with the raw response it will answer on. */
  entered: Promise<FastifyReply["raw"]>;
  release: () => void;
}

/**
 * A bare app with the plugin: GET /page and POST /work answer at once; GET /held-page and
 * POST /held-work wait until the test releases them.
 */
async function bareApp(options: SheddingOptions, logLines?: string[], more?: (app: FastifyInstance) => unknown) {
  const app: FastifyInstance = Fastify({
    logger: logLines ? { level: "warn", stream: { write: (line: string) => void logLines.push(line) } } : false,
  });
  await app.register(loadShedding, options);
  const waiting: ((reply: FastifyReply) => Promise<void>)[] = [];
  const held: Held[] = [];
  const hold = (): Held => {
    const entered = gate();
    const release = gate();
    let reply: FastifyReply | undefined;
    waiting.push(async (r) => {
      reply = r;
      entered.open();
      await release.promise;
    });
    const item = { entered: entered.promise.then(() => reply!.raw), release: release.open };
    held.push(item);
    return item;
  };
  const enter = async (reply: FastifyReply) => {
    const next = waiting.shift();
    if (!next) throw new Error("nothing held");
    await next(reply);
  };
  app.get("/page", async () => "page");
  app.post("/work", async () => ({ ok: true }));
  app.get("/held-page", async (_request, reply) => {
    await enter(reply);
    return "page";
  });
  app.post("/held-work", async (_request, reply) => {
    await enter(reply);
    return { ok: true };
  });
  more?.(app);
  await app.ready();
  return {
    app,
    hold,
    async close() {
      for (const item of held) item.release();
      await app.close();
    },
  };
}

const post = (app: FastifyInstance, url = "/work") =>
  app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: "{}" });

describe("the figures of the guarantee", () => {
  it("puts /api, with or without a query, in the work class, and a path merely ending in /api? in the page class", () => {
    expect(costClassOf("GET", "/api")).toBe("work");
    expect(costClassOf("HEAD", "/api?")).toBe("work");
    expect(costClassOf("GET", "/api?limit=10")).toBe("work");
    expect(costClassOf("GET", "/sv/api?")).toBe("page");
    expect(costClassOf("GET", "/en/api")).toBe("page");
  });

  it("weighs a hostile Content-Length as an ordinary request: never less than 1, never infinite", () => {
    for (const declared of ["Infinity", "1e400", "-4096", "-1e9", "0", "-0", "4095", " ", "0x"]) {
      expect(workCost(declared), declared).toBe(1);
    }
    expect(workCost("4096")).toBe(2);
    expect(workCost("8191")).toBe(2);
    expect(workCost("8192")).toBe(3);
  });

  it("sheds pages only over a 200 ms wait, and work over 25 ms only with over 64 in flight", () => {
    const limits = SHEDDING_LIMITS;
    expect(shouldShed(limits, "page", 200)).toBe(false);
    expect(shouldShed(limits, "page", 200.5)).toBe(true);
    // At exactly 200 ms, work is judged by the work limit: nothing in flight, nothing shed.
    expect(shouldShed(limits, "work", 200, 0, 1)).toBe(false);
    expect(shouldShed(limits, "work", 200.5, 0, 1)).toBe(true);
    // At exactly 25 ms work is not shed, however much is in flight.
    expect(shouldShed(limits, "work", 25, 64, 1)).toBe(false);
    expect(shouldShed(limits, "work", 25.5, 64, 1)).toBe(true);
    expect(shouldShed(limits, "work", 25.5, 63, 1)).toBe(false);
  });
});

describe("the probe timer", () => {
  /** setInterval faked; performance.now() read from `clock`, so a stall is a number. */
  function fakeClock() {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const clock = { now: 1000 };
    vi.spyOn(performance, "now").mockImplementation(() => clock.now);
    return { clock, setIntervalSpy };
  }

  it("measures the wait from its own runs, keeps no process alive, and stops", () => {
    const { clock, setIntervalSpy } = fakeClock();
    const monitor = eventLoopWaitMonitor(50);
    expect(vi.getTimerCount()).toBe(1);
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);

    // Two 50 ms samples, each one run 90 ms late: 90² / (2 · 100) = 40.5 ms.
    for (let i = 0; i < 2; i++) {
      clock.now += 100;
      vi.advanceTimersByTime(10);
    }
    expect(monitor.waitMs()).toBe(40.5);

    monitor.stop();
    expect(vi.getTimerCount()).toBe(0);
    // Stopped: later stalls are no longer measured (nor quiet times).
    clock.now += 500;
    vi.advanceTimersByTime(1000);
    expect(monitor.waitMs()).toBe(40.5);
  });

  it("runs for an app that sheds, and stops when the app closes; none runs with shedding off", async () => {
    fakeClock();
    const on = await bareApp(SHEDDING_LIMITS);
    expect(vi.getTimerCount()).toBe(1);
    await on.close();
    expect(vi.getTimerCount()).toBe(0);

    const off = await bareApp(NO_SHEDDING);
    try {
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe("the plugin", () => {
  it("sheds by the page limit alone when work has none, and by the work limit alone when pages have none", async () => {
    const pagesOnly = await bareApp({ ...SHEDDING_LIMITS, maxWorkDelayMs: Number.POSITIVE_INFINITY, monitor: () => 300 });
    try {
      expect((await pagesOnly.app.inject({ method: "GET", url: "/page" })).statusCode).toBe(503);
      expect((await post(pagesOnly.app)).statusCode).toBe(503);
    } finally {
      await pagesOnly.close();
    }
    const workOnly = await bareApp({
      ...SHEDDING_LIMITS,
      maxPageDelayMs: Number.POSITIVE_INFINITY,
      maxWorkInFlight: 0,
      monitor: () => 300,
    });
    try {
      expect((await workOnly.app.inject({ method: "GET", url: "/page" })).statusCode).toBe(200);
      expect((await post(workOnly.app)).statusCode).toBe(503);
    } finally {
      await workOnly.close();
    }
  });

  it("answers a shed request with 503, Retry-After 5, no-store and a bilingual plain text (or JSON when asked)", async () => {
    const t = await bareApp({ ...SHEDDING_LIMITS, monitor: () => 300 });
    try {
      const text = await t.app.inject({ method: "GET", url: "/page" });
      expect(text.statusCode).toBe(503);
      expect(text.headers["retry-after"]).toBe("5");
      expect(text.headers["cache-control"]).toBe("no-store");
      expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(text.body).toContain("Servern är hårt belastad just nu.");
      expect(text.body).toContain("The server is very busy right now.");

      const json = await t.app.inject({ method: "POST", url: "/work", headers: { accept: "Application/JSON" }, payload: "{}" });
      expect(json.statusCode).toBe(503);
      expect(json.headers["retry-after"]).toBe("5");
      expect(json.headers["cache-control"]).toBe("no-store");
      expect(json.json()).toEqual({ ok: false, error: "overloaded" });
    } finally {
      await t.close();
    }
  });

  it("logs one warning per ten seconds of shedding, with the class, the wait, the work in flight and the target", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-03-02T10:00:00.000Z").getTime();
    vi.setSystemTime(start);
    const lines: string[] = [];
    let wait = 300;
    const t = await bareApp({ ...SHEDDING_LIMITS, maxWorkInFlight: 1, monitor: () => wait }, lines);
    const warnings = () =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === "shedding load");
    try {
      expect((await t.app.inject({ method: "GET", url: "/page" })).statusCode).toBe(503);
      expect(warnings()).toEqual([
        expect.objectContaining({ level: 40, costClass: "page", eventLoopWaitMs: 300, workInFlight: 0, targetMs: 50 }),
      ]);
      // More shedding within the ten seconds: no more lines.
      expect((await post(t.app)).statusCode).toBe(503);
      vi.setSystemTime(start + 10_000);
      expect((await post(t.app)).statusCode).toBe(503);
      expect(warnings()).toHaveLength(1);

      // Past ten seconds: the next shed request is logged, with the work then in flight.
      wait = 100;
      const held = t.hold();
      const inFlight = post(t.app, "/held-work");
      await held.entered;
      vi.setSystemTime(start + 10_001);
      expect((await post(t.app)).statusCode).toBe(503);
      expect(warnings()).toHaveLength(2);
      expect(warnings()[1]).toEqual(
        expect.objectContaining({ costClass: "work", eventLoopWaitMs: 100, workInFlight: 1, targetMs: 50 }),
      );
      held.release();
      expect((await inFlight).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("work in flight", () => {
  /** Over 25 ms, under 200: work beyond the in-flight limit of 1 is shed, pages are served. */
  const LIMITS = { ...SHEDDING_LIMITS, maxWorkInFlight: 1, monitor: () => 100 };

  it("does not count pages being served as work", async () => {
    const t = await bareApp(LIMITS);
    try {
      const pages = [t.hold(), t.hold()];
      const served = pages.map(() => t.app.inject({ method: "GET", url: "/held-page" }));
      await Promise.all(pages.map((page) => page.entered));
      expect((await post(t.app)).statusCode).toBe(200);
      for (const page of pages) page.release();
      expect((await Promise.all(served)).map((response) => response.statusCode)).toEqual([200, 200]);
    } finally {
      await t.close();
    }
  });

  it("counts each answered post once: afterwards the limit holds exactly", async () => {
    const t = await bareApp(LIMITS);
    try {
      for (let i = 0; i < 3; i++) expect((await post(t.app)).statusCode).toBe(200);
      const held = t.hold();
      const first = post(t.app, "/held-work");
      await held.entered;
      expect((await post(t.app)).statusCode).toBe(503);
      held.release();
      expect((await first).statusCode).toBe(200);
      expect((await post(t.app)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  /** A client of the real server on 127.0.0.1 that sends `request`; `leave()` goes away. */
  async function client(app: FastifyInstance, request: string) {
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write(request);
    return {
      async leave() {
        const closed = once(socket, "close");
        socket.destroy();
        await closed;
      },
    };
  }

  it("stops counting a post whose client left after sending it, before its answer", async () => {
    const t = await bareApp(LIMITS);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const held = t.hold();
      const body = '{"name":"x"}';
      const visitor = await client(
        t.app,
        `POST /held-work HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      const response = await held.entered;
      const closed = once(response, "close");
      await visitor.leave();
      await closed;
      held.release();
      // Nothing is in flight any more: the next post is taken, the one after it too.
      expect((await post(t.app)).statusCode).toBe(200);
      expect((await post(t.app)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("stops counting a post whose client left in the middle of its body", async () => {
    const started = gate();
    let closed: Promise<unknown> | undefined;
    const t = await bareApp(LIMITS, undefined, (app) =>
      app.addHook("onRequest", async (_request, reply) => {
        closed ??= once(reply.raw, "close");
        started.open();
      }),
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const visitor = await client(
        t.app,
        'POST /work HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
      );
      await started.promise;
      await visitor.leave();
      await closed;
      expect((await post(t.app)).statusCode).toBe(200);
      expect((await post(t.app)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
