import type { FastifyInstance } from "fastify";
import type { RawValues } from "~/forms";

/** A body that is not valid urlencoded UTF-8, or a key beyond the limits: the client's fault, answered 400. */
export class MalformedBodyError extends Error {
  override name = "MalformedBodyError";
  readonly statusCode: number = 400;
}

/** A body with more pairs than any form sends: answered 413 like a body over the byte limit. */
export class TooManyFieldsError extends MalformedBodyError {
  override name = "TooManyFieldsError";
  override readonly statusCode = 413;
}

/**
 * Limits far above what the three forms send (about twenty pairs, the longest key under
 * thirty characters, a checkbox group of under twenty options), low enough that no body
 * within the byte limit costs more than one linear pass (docs/operations.md, "Hostile traffic").
 */
export const BODY_LIMITS = { pairs: 200, repeatsPerKey: 50, keyLength: 100 } as const;

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeComponent(component: string): string {
  try {
    // decodeURIComponent refuses malformed escapes and escapes that are not UTF-8 (e.g. %FF),
    // where URLSearchParams would silently substitute U+FFFD and store garbage.
    return decodeURIComponent(component.replace(/\+/g, " "));
  } catch {
    throw new MalformedBodyError("Malformed percent-encoding or invalid UTF-8");
  }
}

/**
 * Parses an application/x-www-form-urlencoded body strictly and in one linear pass: invalid
 * UTF-8 anywhere is refused, a repeated key becomes a list (what browsers send for checkbox
 * groups without JavaScript), and the limits above are checked before any work per pair.
 * The result has no prototype, so keys such as `__proto__` are just unknown fields.
 */
export function parseUrlEncoded(body: Buffer, limits = BODY_LIMITS): RawValues {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new MalformedBodyError("Body is not valid UTF-8");
  }
  const lists = new Map<string, string[]>();
  let pairs = 0;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf("&", start);
    if (end === -1) end = text.length;
    const pair = text.slice(start, end);
    start = end + 1;
    if (pair === "") continue;
    if (++pairs > limits.pairs) throw new TooManyFieldsError(`More than ${limits.pairs} fields`);
    const eq = pair.indexOf("=");
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    // Encoded, a key is at most three times its decoded length; checking first bounds the decoding.
    if (rawKey.length > limits.keyLength * 3) throw new MalformedBodyError("Field name too long");
    const key = decodeComponent(rawKey);
    if (key.length > limits.keyLength) throw new MalformedBodyError("Field name too long");
    const value = eq === -1 ? "" : decodeComponent(pair.slice(eq + 1));
    const list = lists.get(key);
    if (list === undefined) lists.set(key, [value]);
    else if (list.push(value) > limits.repeatsPerKey) throw new MalformedBodyError("A field repeated too often");
  }
  const values = Object.create(null) as Record<string, string | string[]>;
  for (const [key, list] of lists) values[key] = list.length === 1 ? list[0]! : list;
  return values;
}

export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/** An error Fastify answers with `statusCode`. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * Makes urlencoded UTF-8 the only body `app` (an encapsulated plugin: the enquiry capture, the
 * booking) reads: every other type is a 415 from Fastify, another charset a 415 from here, and
 * the body is parsed within BODY_LIMITS.
 */
export function acceptOnlyForms(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "buffer" }, (request, body, done) => {
    const charset = /charset=([^;]+)/i
      .exec(request.headers["content-type"] ?? "")?.[1]
      ?.trim()
      .replace(/"/g, "");
    if (charset && charset.toLowerCase() !== "utf-8") return done(httpError(415, "Only UTF-8 form data is accepted"));
    try {
      done(null, parseUrlEncoded(body as Buffer));
    } catch (error) {
      done(error as Error);
    }
  });
}
