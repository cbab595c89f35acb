import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * Load shedding (docs/operations.md, "Timeouts and load shedding"): while the event loop is
 * saturated, every request, /healthz included, is answered at once with 503 and Retry-After
 * instead of joining a queue that makes every visitor wait. A load balancer reading /healthz
 * then sends traffic elsewhere until the process recovers.
 */
export interface SheddingLimits {
  /** Mean event-loop delay over one sample above which requests are shed. */
  maxEventLoopDelayMs: number;
  /** Share of one sample the event loop was busy above which requests are shed. */
  maxEventLoopUtilization: number;
  sampleIntervalMs: number;
  /** Seconds a shed client is told to wait. */
  retryAfterSeconds: number;
}

export const SHEDDING_LIMITS: SheddingLimits = {
  maxEventLoopDelayMs: 200,
  maxEventLoopUtilization: 0.98,
  sampleIntervalMs: 500,
  retryAfterSeconds: 5,
};

/**
 * For tests that drive the app through `inject`: their own work runs on the app's event loop,
 * which then looks saturated whenever a test is busy.
 */
export const NO_SHEDDING: SheddingLimits = { ...SHEDDING_LIMITS, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 };

const OVERLOADED_TEXT =
  "Servern är hårt belastad just nu. Försök igen om en stund.\nThe server is very busy right now. Please try again in a moment.\n";

/** One log line per ten seconds of shedding is enough; one per shed request would add to the load. */
const LOG_EVERY_MS = 10_000;

async function loadSheddingPlugin(app: FastifyInstance, limits: SheddingLimits) {
  let lastLogged = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    eventLoopUtilizationMode: "interval",
    sampleInterval: limits.sampleIntervalMs,
    // The cheapest possible answer: no page, no database, no language negotiation. It must be
    // returned, not sent: under-pressure lets the request go on to its route when the handler
    // returns nothing, and the route would then do the very work being shed (store a post,
    // send a file over the 503). The package's types say the handler returns nothing, hence the cast.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: unknown) => {
      const now = Date.now();
      if (now - lastLogged > LOG_EVERY_MS) {
        lastLogged = now;
        request.log.warn({ pressure: type, value }, "shedding load");
      }
      reply.code(503).header("retry-after", String(limits.retryAfterSeconds)).header("cache-control", "no-store");
      if ((request.headers.accept ?? "").includes("application/json")) return { ok: false, error: "overloaded" };
      reply.type("text/plain; charset=utf-8");
      return OVERLOADED_TEXT;
    }) as unknown as FastifyUnderPressureOptions["pressureHandler"],
  });
}

export const loadShedding = fp(loadSheddingPlugin, { name: "load-shedding" });
