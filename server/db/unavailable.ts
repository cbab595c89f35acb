import { isSqliteBusy } from "./sqlite-dialect";

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EPIPE"]);
// PostgreSQL SQLSTATEs of a server that is going away, starting, full or too slow:
// 57P01-03 shutdown / cannot connect now, 57014 statement timeout, 53300 too many connections.
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);
// What node-postgres says when a connection cannot be made or has died (it sets no code then).
const PG_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/i;

/** A database call that did not finish within its deadline (see `withDeadline`). */
export class DatabaseTimeoutError extends Error {
  override name = "DatabaseTimeoutError";
}

/**
 * `work`, or a DatabaseTimeoutError once `ms` have passed: the caller's answer no longer waits
 * for it. The work itself goes on (a transaction still commits or rolls back as a whole).
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(`The database did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether an error means "the database cannot be reached or is locked right now", which a
 * caller answers with 503 and Retry-After, as opposed to a fault in the code (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseTimeoutError) return true;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (isSqliteBusy(current)) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && PG_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}
