import type { ServerOptions } from "node:http";

/**
 * How long a connection may take (docs/operations.md, "Timeouts and load shedding"). Without
 * them a client that sends one byte a minute holds its connection, and its memory, forever.
 */
export interface Timeouts {
  /** The request line and all headers must arrive within this time (Node answers 408). */
  headersMs: number;
  /** The whole request, body included, must arrive within this time (Node answers 408). */
  requestMs: number;
  /** A socket with no traffic at all in either direction is closed after this time. */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveMs: number;
  /** How often Node checks the header and request deadlines. */
  checkIntervalMs: number;
}

export const TIMEOUTS: Timeouts = {
  headersMs: 10_000,
  requestMs: 20_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

/** The Fastify server options for these timeouts. */
export function timeoutOptions(timeouts: Timeouts = TIMEOUTS): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
