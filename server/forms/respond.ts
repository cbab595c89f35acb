import type { FastifyReply, FastifyRequest } from "fastify";
import type { FieldErrorCode, FormName, FormSchema, RawValues } from "~/forms";
import type { Lang } from "~/i18n/lang";
import { HTML_PAGE_CSP } from "./html-page";
import { submissionLanguage, submissionPage, wantsJson } from "./request-info";
import { FAILURE_MESSAGES, failurePage, invalidSubmissionPage, type SubmitFailure } from "./result-pages";

/**
 * The answers of POST /, in the two dialects of DESIGN §3: JSON for script clients
 * (`Accept: application/json`), redirects and small HTML pages for plain form posts.
 */

/** Replies that carry a page of ours: the capture plugin's onSend hook re-applies its CSP. */
export const ownPageReplies = new WeakSet<FastifyReply>();

/** The anchor of each form on its page, so "back" lands at the form. */
const FORM_ANCHORS: Partial<Record<FormName, string>> = { contact: "#contact", "otc-network-request": "#network-form" };

export function languageOf(request: FastifyRequest, siteUrl: string): Lang {
  return submissionLanguage(request.headers, siteUrl);
}

function backHref(request: FastifyRequest, siteUrl: string, lang: Lang, form: FormName | undefined): string {
  const page = submissionPage(request.headers, siteUrl);
  return `${page === "/" ? `/${lang}` : page}${(form && FORM_ANCHORS[form]) ?? ""}`;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  ownPageReplies.add(reply);
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", HTML_PAGE_CSP)
    .type("text/html; charset=utf-8")
    .send(html);
}

export function sendAccepted(request: FastifyRequest, reply: FastifyReply, lang: Lang, form: FormName, id: string) {
  reply.header("cache-control", "no-store");
  if (wantsJson(request.headers)) return reply.code(200).send({ ok: true, id });
  return reply.code(303).header("location", `/${lang}/thanks/${form}`).send();
}

export function sendInvalid(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { siteUrl: string; schema: FormSchema | undefined; raw: RawValues; errors: Record<string, FieldErrorCode> },
) {
  if (wantsJson(request.headers)) {
    return reply.code(422).header("cache-control", "no-store").send({ ok: false, errors: options.errors });
  }
  const lang = languageOf(request, options.siteUrl);
  const back = backHref(request, options.siteUrl, lang, options.schema?.name);
  return sendPage(reply, 422, invalidSubmissionPage(lang, options.schema, options.raw, options.errors, back));
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  siteUrl: string,
  status: number,
  failure: SubmitFailure,
) {
  const lang = languageOf(request, siteUrl);
  if (wantsJson(request.headers)) {
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .send({ ok: false, error: failure, message: FAILURE_MESSAGES[failure][lang] });
  }
  return sendPage(reply, status, failurePage(lang, failure, backHref(request, siteUrl, lang, undefined)));
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
