import type { FastifyReply } from "fastify";
import type { FieldErrorCode, FormName, FormSchema, RawValues } from "~/forms";
import { thanksPath } from "~/i18n/pages";
import { HTML_PAGE_CSP } from "./html-page";
import { backHref, type EnquiryRequest } from "./request-info";
import { FAILURE_MESSAGES, failurePage, invalidSubmissionPage, type SubmitFailure } from "./result-pages";

/**
 * The answers of POST /, in the two dialects of docs/decisions/002-enquiry-capture.md: JSON
 * for script clients (`Accept: application/json`), redirects and small HTML pages for plain
 * form posts. Each takes the reply and the request's summary first.
 */

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
  return sendPage(reply, status, failurePage(request.lang, failure, backHref(request, undefined)));
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
    default:
      return status >= 500 ? "server" : "badRequest";
  }
}
