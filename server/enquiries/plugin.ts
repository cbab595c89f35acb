import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  FORM_NAME_FIELD,
  FORM_SCHEMAS,
  HONEYPOT_FIELD,
  isFormName,
  PROOF_FIELD,
  validateSubmission,
  type RawValues,
} from "~/forms";
import { normalizeEmail } from "~/forms/email";
import { isDatabaseUnavailable, withDeadline } from "../db";
import { drainBody } from "../http/drain";
import { SHED_AFTER_BODY_CONFIG, shedRetryAfter } from "../http/load-shedding";
import { acceptOnlyForms, FORM_CONTENT_TYPE, httpError } from "./parse-body";
import { describeEnquiryRequest, isForeignOrigin } from "./request-info";
import { sendAccepted, sendFailure, sendInvalid, sendNotStored, sendOverloaded } from "./respond";
import { ipSaltSource, spamFields, storeSubmission } from "./store";

export interface EnquiriesOptions {
  siteUrl: string;
  /** FORM_RATE_LIMIT: submissions per client IP per minute. */
  rateLimitPerMinute: number;
  /** IP_HASH_SALT: a secret mixed into the daily salts kept in the database, when set. */
  ipHashSalt?: string;
  now?: () => Date;
}

/** How much of a too-large body is read off before the 413: twice nginx's limit (deploy/nginx/site.conf). */
const DRAIN_LIMIT_BYTES = 256 * 1024;
/** The longest a post waits for the database before answering 503 (docs/operations.md). */
const STORE_DEADLINE_MS = 4_000;

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
  acceptOnlyForms(app);

  // Counted per client, never logged by address. The limiter's own key: an IPv4 address as it
  // is (also when it arrives IPv4-mapped), an IPv6 address by its /64, because one subscriber
  // usually holds a whole /64 and can take a fresh address from it for every request.
  await app.register(rateLimit, { global: false, ipv6Subnet: 64 });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error, "enquiry capture failed");
    // A body refused by its size is still arriving: read it off first, so the client (or
    // nginx, which allows up to 128 KiB) gets the page, not a reset connection.
    if (status === 413) await drainBody(request.raw, DRAIN_LIMIT_BYTES);
    return sendFailure(reply, describe(request), status);
  });

  // Load shedding (server/http/load-shedding.ts): a plain form post shed while the server is
  // overloaded gets back everything typed, with "try again in a moment". Its body was read
  // within the usual limits; it is neither validated nor stored.
  app.addHook("preHandler", async (request, reply) => {
    const retryAfter = shedRetryAfter(request);
    if (retryAfter === undefined) return;
    return sendOverloaded(reply, describe(request), (request.body ?? {}) as RawValues, retryAfter);
  });

  app.post(
    "/",
    {
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 }, ...SHED_AFTER_BODY_CONFIG },
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
      const honeypotFilled = honeypot !== undefined && (Array.isArray(honeypot) || honeypot.trim() !== "");
      const result = validateSubmission(schema, raw);
      if (!result.ok && !honeypotFilled) return sendInvalid(reply, summary, { schema, raw, errors: result.errors });

      let stored;
      let spam = honeypotFilled;
      try {
        const at = now();
        const fields = result.ok ? result.values : spamFields(schema, raw);
        const email = typeof fields.email === "string" ? normalizeEmail(fields.email) : "";
        const proof = raw[PROOF_FIELD];
        // The day's salt and the spam check (which looks for the same text from others) read
        // the database too, so they are inside the deadline.
        const storing = ipSalts(at).then(async (ipSalt) => {
          const screened = await app.spamDefence.screen({
            schema,
            fields,
            email,
            honeypotFilled,
            proof: typeof proof === "string" ? proof : undefined,
            now: at,
          });
          spam = screened.spam;
          const channels = spam ? [] : await app.notifications.channelsFor(email, at, request.ip);
          return storeSubmission(
            app.db,
            { schema, fields, spam, channels, screening: screened.screening, textHash: screened.textHash },
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
          );
        });
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
      // Spam gets the same answer as anything else: a bot learns nothing from it.
      if (!spam) app.notifications.kick();
      if (!spam) app.siteStats.recordEnquiry(stored);
      return sendAccepted(reply, summary, formName, stored.id);
    },
  );
}
