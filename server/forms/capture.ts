import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FORM_NAME_FIELD, FORM_SCHEMAS, HONEYPOT_FIELD, isFormName, validateSubmission, type RawValues } from "~/forms";
import { clientKey } from "../http/client-address";
import { deleteExpiredIpSalts, type OutboxChannel } from "../db";
import { parseUrlEncoded } from "./parse-body";
import { isForeignOrigin, submissionPage } from "./request-info";
import { failureOf, languageOf, ownPageReplies, sendAccepted, sendFailure, sendInvalid } from "./respond";
import { HTML_PAGE_CSP } from "./html-page";
import { ipSaltSource, spamFields, storeSubmission } from "./store";

export interface CaptureOptions {
  siteUrl: string;
  /** FORM_RATE_LIMIT: submissions per client IP per minute. */
  rateLimitPerMinute: number;
  /** IP_HASH_SALT: a secret mixed into the daily salts kept in the database, when set. */
  ipHashSalt?: string;
  /** Whether submissions also get a webhook notification (WEBHOOK_URL is set). */
  webhook: boolean;
  now?: () => Date;
}

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * POST / (DESIGN §3): parse, check, validate against the shared schemas, store, then answer.
 * Encapsulated: its body parser, rate limit and error handler apply to this route only.
 * Needs the `db` and `outbox` decorations (plugins/db.ts, notify/plugin.ts).
 */
export async function enquiryCapture(app: FastifyInstance, options: CaptureOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const ipSalts = ipSaltSource(app.db, options.ipHashSalt);
  // Expired salts go even on days without a single post.
  const sweepSalts = () =>
    deleteExpiredIpSalts(app.db, now()).catch((error: unknown) => app.log.warn({ err: error }, "could not delete old IP salts"));
  await sweepSalts();
  const sweeper = setInterval(sweepSalts, 60 * 60 * 1000).unref();
  app.addHook("onClose", async () => clearInterval(sweeper));
  const channels: OutboxChannel[] = options.webhook ? ["email", "webhook"] : ["email"];

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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error, "enquiry capture failed");
    return sendFailure(request, reply, options.siteUrl, status, failureOf(status));
  });

  // Fastify's own headers hooks may run after the handler; our pages need their own policy.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (ownPageReplies.has(reply)) reply.header("content-security-policy", HTML_PAGE_CSP);
    return payload;
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
      const raw = (request.body ?? {}) as RawValues;
      const formName = raw[FORM_NAME_FIELD];
      if (!isFormName(formName)) {
        return sendInvalid(request, reply, {
          siteUrl: options.siteUrl,
          schema: undefined,
          raw,
          errors: { [FORM_NAME_FIELD]: "unknownForm" },
        });
      }
      const schema = FORM_SCHEMAS[formName];
      const honeypot = raw[HONEYPOT_FIELD];
      const spam = honeypot !== undefined && (Array.isArray(honeypot) || honeypot.trim() !== "");
      const result = validateSubmission(schema, raw);
      if (!result.ok && !spam)
        return sendInvalid(request, reply, { siteUrl: options.siteUrl, schema, raw, errors: result.errors });

      const lang = languageOf(request, options.siteUrl);
      const fields = result.ok ? result.values : spamFields(schema, raw);
      const stored = await storeSubmission(
        app.db,
        { schema, fields, spam, channels },
        {
          lang,
          page: submissionPage(request.headers, options.siteUrl),
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
          ipSalt: await ipSalts(now()),
          now: now(),
        },
      );
      // Committed: the answer may go out, and the notifications need not wait for the next poll.
      if (!spam) app.outbox.kick();
      return sendAccepted(request, reply, lang, formName, stored.id);
    },
  );
}
