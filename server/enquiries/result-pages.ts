import {
  fieldErrorMessage,
  HONEYPOT_FIELD,
  SUBMIT_ERROR_MESSAGE,
  submitErrorMessage,
  type FieldErrorCode,
  type FormSchema,
  type RawValues,
} from "~/forms";
import type { Lang, Localized } from "~/i18n/lang";
import { escapeHtml, htmlPage } from "./html-page";
import { fieldLabel, summaryLabel } from "./labels";

/** Why a submission was refused before validation, as the answers name it. */
export type SubmitFailure =
  | "badRequest"
  | "tooLarge"
  | "unsupportedMediaType"
  | "forbiddenOrigin"
  | "rateLimited"
  | "server"
  | "unavailable"
  | "overloaded";

export const FAILURE_MESSAGES: Record<SubmitFailure, Localized<string>> = {
  badRequest: { sv: "Formulärets innehåll kunde inte läsas.", en: "The form’s content could not be read." },
  tooLarge: { sv: "Formuläret innehåller för mycket text.", en: "The form contains too much text." },
  unsupportedMediaType: {
    sv: "Formuläret skickades i ett format som inte stöds.",
    en: "The form was sent in a format that is not supported.",
  },
  forbiddenOrigin: { sv: "Formuläret skickades från en annan webbplats.", en: "The form was sent from another website." },
  rateLimited: {
    sv: "För många försök på kort tid. Vänta en minut och försök igen.",
    en: "Too many attempts in a short time. Please wait a minute and try again.",
  },
  server: { sv: "Något gick fel hos oss.", en: "Something went wrong on our side." },
  unavailable: {
    sv: "Vi kan inte ta emot formulär just nu. Inget har sparats eller skickats. Försök igen om en liten stund.",
    en: "We cannot receive forms right now. Nothing was saved or sent. Please try again in a little while.",
  },
  // Load shedding (server/http/load-shedding.ts): the server is busy for a few seconds.
  overloaded: {
    sv: "Servern är hårt belastad just nu. Inget har sparats eller skickats. Försök igen om en stund.",
    en: "The server is very busy right now. Nothing was saved or sent. Please try again in a moment.",
  },
};

const TEXT = {
  checkTitle: { sv: "Kontrollera formuläret", en: "Please check the form" },
  checkIntro: {
    sv: "Formuläret skickades inte. Rätta följande och skicka det igen:",
    en: "The form was not sent. Please correct the following and send it again:",
  },
  entered: { sv: "Det ni skrev", en: "What you entered" },
  enteredIntro: {
    sv: "Inget har gått förlorat: kopiera texten härifrån om ni behöver den.",
    en: "Nothing is lost: copy your text from here if you need it.",
  },
  back: { sv: "Tillbaka till formuläret", en: "Back to the form" },
} satisfies Record<string, Localized<string>>;

function backLink(lang: Lang, href: string): string {
  return `<a class="back" href="${escapeHtml(href)}">${escapeHtml(TEXT.back[lang])}</a>`;
}

function shownValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** Every value the visitor typed, in read-only boxes, so nothing has to be typed twice. */
function enteredValues(lang: Lang, schema: FormSchema | undefined, raw: RawValues): string {
  const names = schema ? schema.fields.map((field) => field.name) : Object.keys(raw).filter((key) => key !== HONEYPOT_FIELD);
  const boxes = names
    .filter((name) => shownValue(raw[name]).trim() !== "")
    .map((name, index) => {
      const value = shownValue(raw[name]);
      const rows = Math.min(12, Math.max(1, value.split("\n").length, Math.ceil(value.length / 70)));
      return `<label for="value-${index}">${escapeHtml(fieldLabel(lang, name, schema?.name))}</label>
<textarea id="value-${index}" readonly rows="${rows}">${escapeHtml(value)}</textarea>`;
    });
  if (boxes.length === 0) return "";
  return `<h2>${escapeHtml(TEXT.entered[lang])}</h2>\n<p>${escapeHtml(TEXT.enteredIntro[lang])}</p>\n${boxes.join("\n")}`;
}

/** The 422 page of a plain HTML post: what to fix, per field, and everything that was typed. */
export function invalidSubmissionPage(
  lang: Lang,
  schema: FormSchema | undefined,
  raw: RawValues,
  errors: Record<string, FieldErrorCode>,
  backHref: string,
): string {
  const items = Object.entries(errors).map(([name, code]) => {
    const field = schema?.fields.find((candidate) => candidate.name === name);
    const message = escapeHtml(fieldErrorMessage(lang, code, field));
    return code === "unknownForm"
      ? `<li>${message}</li>`
      : `<li><strong>${escapeHtml(summaryLabel(lang, name, schema?.name))}</strong>: ${message}</li>`;
  });
  const body = `<h1>${escapeHtml(TEXT.checkTitle[lang])}</h1>
<p>${escapeHtml(TEXT.checkIntro[lang])}</p>
<ul class="errors">
${items.join("\n")}
</ul>
${backLink(lang, backHref)}
${enteredValues(lang, schema, raw)}
${backLink(lang, backHref)}`;
  return htmlPage(lang, TEXT.checkTitle[lang], body);
}

/**
 * The page of a refused plain HTML post (413, 415, 403, 429, 5xx). When the post was read
 * (`entered`: the database was down or failed), everything typed is shown, as on the 422 page.
 */
export function failurePage(
  lang: Lang,
  failure: SubmitFailure,
  backHref: string,
  entered?: { schema: FormSchema | undefined; raw: RawValues },
  contact?: { email: string; phone: string },
): string {
  const values = entered ? enteredValues(lang, entered.schema, entered.raw) : "";
  // The live company details when the server has them (the pages' own), else the build's.
  const heading = contact ? submitErrorMessage(lang, contact) : SUBMIT_ERROR_MESSAGE[lang];
  const body = `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(FAILURE_MESSAGES[failure][lang])}</p>
${backLink(lang, backHref)}${values ? `\n${values}\n${backLink(lang, backHref)}` : ""}`;
  return htmlPage(lang, heading, body);
}
