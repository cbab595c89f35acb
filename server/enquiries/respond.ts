import type { FastifyReply } from "fastify";
import {
  FORM_NAME_FIELD,
  FORM_SCHEMAS,
  isFormName,
  type FieldErrorCode,
  type FormName,
  type FormSchema,
  type RawValues,
} from "~/forms";
import type { Lang } from "~/i18n/lang";
import { thanksPath } from "~/i18n/pages";
import { HTML_PAGE_CSP } from "./html-page";
import { backHref, type EnquiryRequest } from "./request-info";
import { FAILURE_MESSAGES, failurePage, invalidSubmissionPage, type SubmitFailure } from "./result-pages";

/**
 * The answers of POST /, in the two dialects of docs/decisions/002-enquiry-capture.md: JSON
 * for script clients (`Accept: application/json`), redirects and small HTML pages for plain
 * form posts. Each takes the reply and the request's summary first.
 */

/** The company's email and phone as the served pages show them, for a failure page. */
function liveContact(reply: FastifyReply, lang: Lang): { email: string; phone: string } | undefined {
  return reply.server.hasDecorator("siteContent") ? reply.server.siteContent.contact(lang) : undefined;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The page's own policy (its one inline stylesheet): the default policy of
  // server/http/security-headers.ts applies only where no policy was set.
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", HTML_PAGE_CSP)
    .type("text/html; charset=utf-8")
    .send(html);
}

/** Stored: `{ ok, id }`, or 303 to the form's thank-you page. */
export function sendAccepted(reply: FastifyReply, request: EnquiryRequest, form: FormName, id: string): FastifyReply {
  reply.header("cache-control", "no-store");
  if (request.json) return reply.code(200).send({ ok: true, id });
  return reply.code(303).header("location", thanksPath(request.lang, form)).send();
}

/** Refused by validation: 422 with the error codes, or a page listing them and what was typed. */
export function sendInvalid(
  reply: FastifyReply,
  request: EnquiryRequest,
  submission: { schema: FormSchema | undefined; raw: RawValues; errors: Record<string, FieldErrorCode> },
): FastifyReply {
  if (request.json) {
    return reply.code(422).header("cache-control", "no-store").send({ ok: false, errors: submission.errors });
  }
  const { schema, raw, errors } = submission;
  return sendPage(reply, 422, invalidSubmissionPage(request.lang, schema, raw, errors, backHref(request, schema?.name)));
}

/** Refused before validation (403, 413, 415, 429, 5xx): the failure in JSON, or a short page. */
export function sendFailure(reply: FastifyReply, request: EnquiryRequest, status: number): FastifyReply {
  const failure = failureOf(status);
  if (request.json) {
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .send({ ok: false, error: failure, message: FAILURE_MESSAGES[failure][request.lang] });
  }
  return sendPage(
    reply,
    status,
    failurePage(request.lang, failure, backHref(request, undefined), undefined, liveContact(reply, request.lang)),
  );
}

/** How long a visitor is asked to wait when the database is unreachable or locked. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/**
 * Read and valid, but not stored: 503 with Retry-After when the database is unreachable or
 * locked, 500 for anything else. Nothing was stored (the insert is one transaction); the page
 * shows everything the visitor typed.
 */
export function sendNotStored(
  reply: FastifyReply,
  request: EnquiryRequest,
  submission: { schema: FormSchema; raw: RawValues; unavailable: boolean },
): FastifyReply {
  const status = submission.unavailable ? 503 : 500;
  if (submission.unavailable) reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_S));
  if (request.json) return sendFailure(reply, request, status);
  const back = backHref(request, submission.schema.name);
  return sendPage(
    reply,
    status,
    failurePage(request.lang, failureOf(status), back, submission, liveContact(reply, request.lang)),
  );
}

/**
 * Shed while the server is overloaded (server/http/load-shedding.ts): 503 with Retry-After.
 * A plain form post gets its page with everything typed and "try again in a moment"; nothing
 * was validated or stored.
 */
export function sendOverloaded(
  reply: FastifyReply,
  request: EnquiryRequest,
  raw: RawValues,
  retryAfterSeconds: number,
): FastifyReply {
  reply.header("retry-after", String(retryAfterSeconds));
  if (request.json) return reply.code(503).header("cache-control", "no-store").send({ ok: false, error: "overloaded" });
  const formName = raw[FORM_NAME_FIELD];
  const schema = isFormName(formName) ? FORM_SCHEMAS[formName] : undefined;
  return sendPage(
    reply,
    503,
    failurePage(request.lang, "overloaded", backHref(request, schema?.name), { schema, raw }, liveContact(reply, request.lang)),
  );
}

/** The failure an HTTP error status stands for. */
export function failureOf(status: number): SubmitFailure {
  switch (status) {
    case 403:
      return "forbiddenOrigin";
    case 413:
      return "tooLarge";
    case 415:
      return "unsupportedMediaType";
    case 429:
      return "rateLimited";
    case 503:
      return "unavailable";
    default:
      return status >= 500 ? "server" : "badRequest";
  }
}
