import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FORM_NAME_FIELD, FORM_SCHEMAS, HONEYPOT_FIELD, isFormName, validateSubmission, type RawValues } from "~/forms";
import { isDatabaseUnavailable, withDeadline } from "../db";
import { clientKey } from "../http/client-address";
import { drainBody } from "../http/drain";
import { parseUrlEncoded } from "./parse-body";
import { describeEnquiryRequest, isForeignOrigin } from "./request-info";
import { sendAccepted, sendFailure, sendInvalid, sendNotStored } from "./respond";
import { ipSaltSource, spamFields, storeSubmission } from "./store";

export interface EnquiriesOptions {
  siteUrl: string;
  /** FORM_RATE_LIMIT: submissions per client IP per minute. */
  rateLimitPerMinute: number;
  /** IP_HASH_SALT: a secret mixed into the daily salts kept in the database, when set. */
  ipHashSalt?: string;
  now?: () => Date;
}

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";
/** How much of a too-large body is read off before the 413: twice nginx's limit (deploy/nginx/site.conf). */
const DRAIN_LIMIT_BYTES = 256 * 1024;
/** The longest a post waits for the database before answering 503 (docs/operations.md). */
const STORE_DEADLINE_MS = 4_000;

function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * POST / (docs/decisions/002-enquiry-capture.md): parse, check, validate against the shared
 * schemas, store, then answer. Encapsulated (not wrapped in fastify-plugin): its body parser,
 * rate limit and error handler apply to this route only. Needs `app.db` and `app.notifications`.
 */
export async function enquiries(app: FastifyInstance, options: EnquiriesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const ipSalts = ipSaltSource(app.db, options.ipHashSalt);
  const describe = (request: FastifyRequest) => describeEnquiryRequest(request.headers, options.siteUrl);

  // Only urlencoded bodies reach the handler; every other type is a 415 from Fastify.
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

  // Counted per client (an IPv6 /64 as one), never logged by address.
  await app.register(rateLimit, { global: false, keyGenerator: (request) => clientKey(request.ip) });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error, "enquiry capture failed");
    // A body refused by its size is still arriving: read it off first, so the client (or
    // nginx, which allows up to 128 KiB) gets the page, not a reset connection.
    if (status === 413) await drainBody(request.raw, DRAIN_LIMIT_BYTES);
    return sendFailure(reply, describe(request), status);
  });

  app.post(
    "/",
    {
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
      onRequest: async (request) => {
        if (isForeignOrigin(request.headers, options.siteUrl)) throw httpError(403, "Cross-site form post");
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.headers["content-type"]?.toLowerCase().startsWith(FORM_CONTENT_TYPE)) {
        throw httpError(415, "Expected application/x-www-form-urlencoded");
      }
      const summary = describe(request);
      const raw = (request.body ?? {}) as RawValues;
      const formName = raw[FORM_NAME_FIELD];
      if (!isFormName(formName)) {
        return sendInvalid(reply, summary, { schema: undefined, raw, errors: { [FORM_NAME_FIELD]: "unknownForm" } });
      }
      const schema = FORM_SCHEMAS[formName];
      const honeypot = raw[HONEYPOT_FIELD];
      const spam = honeypot !== undefined && (Array.isArray(honeypot) || honeypot.trim() !== "");
      const result = validateSubmission(schema, raw);
      if (!result.ok && !spam) return sendInvalid(reply, summary, { schema, raw, errors: result.errors });

      let stored;
      try {
        const at = now();
        // The day's salt comes from the database too, so it is inside the deadline.
        const storing = ipSalts(at).then(async (ipSalt) =>
          storeSubmission(
            app.db,
            { schema, fields: result.ok ? result.values : spamFields(schema, raw), spam, channels: app.notifications.channels },
            {
              lang: summary.lang,
              page: summary.page,
              ip: request.ip,
              userAgent: request.headers["user-agent"] ?? "",
              ipSalt,
              // Site statistics: where the sender entered the site today (never the visitor hash).
              origin: await app.siteStats.originOf(request.ip, request.headers, at),
              now: at,
            },
          ),
        );
        // Past the deadline the visitor is answered already; a late failure needs no handler.
        storing.catch(() => undefined);
        stored = await withDeadline(storing, STORE_DEADLINE_MS);
      } catch (error) {
        // The database is down or locked (bounded waits: server/db/connect.ts), or failed:
        // nothing was stored, and the visitor gets back everything typed.
        const unavailable = isDatabaseUnavailable(error);
        if (unavailable) request.log.warn({ err: error }, "enquiry not stored: database unavailable");
        else request.log.error(error, "enquiry not stored");
        return sendNotStored(reply, summary, { schema, raw, unavailable });
      }
      // Committed: the answer may go out, and the notifications need not wait for the next poll.
      if (!spam) app.notifications.kick();
      if (!spam) app.siteStats.recordEnquiry(stored);
      return sendAccepted(reply, summary, formName, stored.id);
    },
  );
}
