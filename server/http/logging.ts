import type { FastifyRequest } from "fastify";

/**
 * What request logs may hold (docs/operations.md, "Logs"): the method and the path, never the
 * client's address, port, headers or query string. The privacy policy promises that the IP
 * address is never stored, and a log file is storage. A path that names an email address
 * (`/jane@example.com`) is logged without it.
 */
export function requestLogFields(request: Pick<FastifyRequest, "method" | "url">): { method: string; url: string } {
  const question = request.url.indexOf("?");
  const path = question === -1 ? request.url : request.url.slice(0, question);
  return { method: request.method, url: redactPath(path).slice(0, 300) };
}

/** Anything shaped like an email address: an `@`, or its percent-encoding. */
export const ADDRESS_SHAPED = /@|%40/i;

/**
 * A path with every segment that holds an address (`/unsubscribe/jane@example.se`) replaced by
 * "[redacted]", and the bearer secrets in paths by "[token]": a visitor's manage link
 * (`/sv/booking/manage/{token}`, enough to cancel or move the call) and the owner's booking feed
 * (`/booking/feed/{token}.ics`, every upcoming call): whoever reads a log must not be able to use
 * them (docs/decisions/028-security-m4-m6.md, L14).
 */
export function redactPath(path: string): string {
  return path
    .replace(/^(\/[^/]*\/booking\/manage\/)[^/]*/i, "$1[token]")
    .replace(/^(\/booking\/feed\/)[^/]*/i, "$1[token]")
    .replace(/[^/]*(@|%40)[^/]*/gi, "[redacted]");
}

/**
 * A text for the log with every email address (or anything shaped like one: a word holding
 * `@` or `%40`) replaced by "[redacted]". An SMTP server that refuses a recipient names the
 * address in its reply, and logs hold nothing a visitor typed (docs/operations.md, "Logs").
 */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:[\]]*(@|%40)[^\s<>"'(),;:[\]]*/gi, "[redacted]");
}

/** Fastify's logger options: the level, the request serializer above, and (tests) a stream. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestLogFields },
  };
}
