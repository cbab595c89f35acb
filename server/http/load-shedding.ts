import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * Load shedding by latency and by cost (docs/decisions/005-hostile-input.md, "Load shedding";
 * docs/operations.md, "Timeouts and load shedding").
 *
 * The measure is how long work waits: the mean time a request arriving at a random moment
 * waits for the event loop to get round to it, worked out from the lateness of a 10 ms timer
 * (LoopWaitSampler below), and taken over two samples (half a second) so one pause (a
 * garbage collection, the CPU lent to another process) is not taken for overload. A loop that is
 * busy all the time but gets round to every callback within a few milliseconds answers within
 * the target and sheds nothing: how busy the loop is, is never a reason.
 *
 * The decision is per cost class, against one latency target for a page view:
 * - "work" (form posts, console API calls, any method but GET/HEAD) is shed first, once the
 *   wait passes half the target AND the work in flight, weighed by declared body size (a
 *   genuine enquiry 1, a 64 KiB body 17), would exceed what one group commit takes
 *   (server/db/group-commit.ts): then work is queueing, and shedding it keeps page views within
 *   the target. A burst of genuine posts within that is never shed, however slow the disk or
 *   busy the machine: it is answered in a few commits.
 * - "page" (GET/HEAD of pages, assets and /healthz) is the cheapest, and is shed last, only
 *   once the delay is several times the target: visitors are then waiting anyway, and an
 *   immediate 503 on /healthz makes a load balancer send them elsewhere.
 * Oversized, slow and repeated-key requests are bounded by their own limits whatever the load.
 */
export interface SheddingLimits {
  /** The latency target of a page view (p99); the thresholds below derive from it. */
  targetMs: number;
  /** Event-loop wait above which "work" beyond `maxWorkInFlight` is shed. */
  maxWorkDelayMs: number;
  /**
   * The cost of work in flight (read, checked, stored, answered) that is never shed, in units
   * of workCost: a genuine enquiry costs 1, a 64 KiB body 17.
   */
  maxWorkInFlight: number;
  /** Event-loop delay above which every request, /healthz included, is shed. */
  maxPageDelayMs: number;
  sampleIntervalMs: number;
  /** Seconds a shed client is told to wait. */
  retryAfterSeconds: number;
}

const TARGET_MS = 50;

export const SHEDDING_LIMITS: SheddingLimits = {
  targetMs: TARGET_MS,
  maxWorkDelayMs: TARGET_MS / 2,
  // One full group commit (GROUP_COMMIT.maxGroup): as many posts as one transaction stores.
  maxWorkInFlight: 64,
  maxPageDelayMs: TARGET_MS * 4,
  sampleIntervalMs: 250,
  retryAfterSeconds: 5,
};

/**
 * Never sheds: for LOAD_SHEDDING=off and for tests that drive the app through `inject`, whose
 * own work runs on the app's event loop.
 */
export const NO_SHEDDING: SheddingLimits = {
  ...SHEDDING_LIMITS,
  maxWorkDelayMs: Number.POSITIVE_INFINITY,
  maxPageDelayMs: Number.POSITIVE_INFINITY,
};

/** How long work waits on the event loop now, in ms. */
export type DelayMonitor = () => number;

/** The probe timer's period: waits shorter than this are not seen, and need not be (below any target). */
const RESOLUTION_MS = 10;

/**
 * How long work waits, from the runs of a timer due every RESOLUTION_MS. A run `lateness` ms
 * late means the loop was held that long, and work arriving meanwhile waited lateness / 2 on
 * average; so per sample, the mean wait of work arriving at a random moment is
 * Σ lateness² / (2 · sample length). A loop stalled 150 ms out of 260 ms: 43 ms, however the rest
 * of the time was spent; a loop busy throughout that runs the timer on time: about 0.
 * `waitMs` is the smaller of the last two samples, so the wait must be sustained.
 *
 * (Node's monitorEventLoopDelay measures the same intervals, but resetting it per sample drops
 * the first interval after the reset, which is the stall that delayed the sampling itself.)
 */
export class LoopWaitSampler {
  readonly #sampleMs: number;
  #windowStart: number;
  #lastRun: number;
  #latenessSquared = 0;
  #previous = 0;
  #latest = 0;

  constructor(sampleMs: number, now: number) {
    this.#sampleMs = sampleMs;
    this.#windowStart = now;
    this.#lastRun = now;
  }

  /** One run of the probe timer, at `now` (ms). */
  run(now: number): void {
    const lateness = Math.max(0, now - this.#lastRun - RESOLUTION_MS);
    this.#latenessSquared += lateness * lateness;
    this.#lastRun = now;
    const length = now - this.#windowStart;
    if (length < this.#sampleMs) return;
    this.#previous = this.#latest;
    this.#latest = this.#latenessSquared / (2 * length);
    this.#windowStart = now;
    this.#latenessSquared = 0;
  }

  get waitMs(): number {
    return Math.min(this.#previous, this.#latest);
  }
}

/** Starts the probe timer (unref'd: it keeps no process alive). */
export function eventLoopWaitMonitor(sampleMs: number): { waitMs: DelayMonitor; stop: () => void } {
  const sampler = new LoopWaitSampler(sampleMs, performance.now());
  const timer = setInterval(() => sampler.run(performance.now()), RESOLUTION_MS);
  timer.unref();
  return { waitMs: () => sampler.waitMs, stop: () => clearInterval(timer) };
}

export interface SheddingOptions extends SheddingLimits {
  /** Tests: a fake delay instead of the measured one, so no real overload is needed. */
  monitor?: DelayMonitor;
}

export type CostClass = "page" | "work";

/** The cost class of a request, from its method and path alone (nothing is read yet). */
export function costClassOf(method: string, url: string): CostClass {
  if (method !== "GET" && method !== "HEAD") return "work";
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?") ? "work" : "page";
}

/** What a work request costs, from its declared body size: 1, and 1 more per 4 KiB. */
export function workCost(contentLength: string | undefined): number {
  const bytes = Number(contentLength);
  return 1 + (Number.isFinite(bytes) && bytes >= 4096 ? Math.floor(bytes / 4096) : 0);
}

/**
 * Whether a request of this class is shed at this wait; for work, `cost` is its own and
 * `workInFlight` the cost of the work already under way.
 */
export function shouldShed(limits: SheddingLimits, costClass: CostClass, delayMs: number, workInFlight = 0, cost = 1): boolean {
  if (costClass === "page") return delayMs > limits.maxPageDelayMs;
  if (delayMs > limits.maxPageDelayMs) return true;
  return delayMs > limits.maxWorkDelayMs && workInFlight + cost > limits.maxWorkInFlight;
}

/**
 * Plain form posts (no script, `Accept` without JSON) are not refused with bare text: their
 * body, bounded like any other, is read, and the route answers with the visitor's own text and a
 * "try again in a moment" message (server/enquiries/plugin.ts). These are the posts marked so,
 * with the Retry-After to send.
 */
const shedAfterBody = new WeakMap<object, number>();

/** Retry-After seconds when this request was shed and its route is to answer after reading the body. */
export function shedRetryAfter(request: FastifyRequest): number | undefined {
  return shedAfterBody.get(request.raw);
}

/** Routes that answer a shed request themselves, once its body is read. */
export const SHED_AFTER_BODY_CONFIG = { shedAfterBody: true } as const;

const OVERLOADED_TEXT =
  "Servern är hårt belastad just nu. Försök igen om en stund.\nThe server is very busy right now. Please try again in a moment.\n";

/** One log line per ten seconds of shedding is enough; one per shed request would add to the load. */
const LOG_EVERY_MS = 10_000;

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").toLowerCase().includes("application/json");
}

function answersAfterBody(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { shedAfterBody?: boolean } | undefined;
  return config?.shedAfterBody === true && !wantsJson(request);
}

async function loadSheddingPlugin(app: FastifyInstance, options: SheddingOptions) {
  const never = !Number.isFinite(options.maxWorkDelayMs) && !Number.isFinite(options.maxPageDelayMs);
  if (never) return;
  let delayNow = options.monitor;
  if (!delayNow) {
    const monitor = eventLoopWaitMonitor(options.sampleIntervalMs);
    app.addHook("onClose", async () => monitor.stop());
    delayNow = monitor.waitMs;
  }
  const delayOf = delayNow;
  let lastLogged = 0;

  // The cost of work under way: counted from onRequest until the response closes, which it
  // does once, whether answered or abandoned (also by a client that left after sending its
  // whole body, before its answer: neither onResponse nor onRequestAbort runs then).
  let workInFlight = 0;

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const costClass = costClassOf(request.method, request.url);
    const delayMs = delayOf();
    // What the request would weigh as work; only work is weighed (shouldShed ignores it for pages).
    const cost = workCost(request.headers["content-length"]);
    if (!shouldShed(options, costClass, delayMs, workInFlight, cost)) {
      if (costClass === "work") {
        workInFlight += cost;
        reply.raw.once("close", () => {
          workInFlight -= cost;
        });
      }
      return;
    }
    const now = Date.now();
    if (now - lastLogged > LOG_EVERY_MS) {
      lastLogged = now;
      request.log.warn({ costClass, eventLoopWaitMs: delayMs, workInFlight, targetMs: options.targetMs }, "shedding load");
    }
    if (answersAfterBody(request)) {
      shedAfterBody.set(request.raw, options.retryAfterSeconds);
      return;
    }
    // The cheapest possible answer: no page, no database, no language negotiation. Sent from
    // onRequest, so the route never runs and its work (storing a post, sending a file) is not done.
    reply.code(503).header("retry-after", String(options.retryAfterSeconds)).header("cache-control", "no-store");
    if (wantsJson(request)) return reply.send({ ok: false, error: "overloaded" });
    // A string goes out as text/plain; charset=utf-8.
    return reply.send(OVERLOADED_TEXT);
  });
}

export const loadShedding = fp(loadSheddingPlugin, { name: "load-shedding" });
