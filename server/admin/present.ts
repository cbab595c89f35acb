import { FORM_SCHEMAS, isFormName, type FormName } from "~/forms";
import type { Lang } from "~/i18n/lang";
import type { OutboxRow, Submission } from "../db";
import { fieldOrder, fieldText } from "../cli/format";
import { fieldLabel, FORM_TITLES, optionLabel, TICKED_LABEL } from "../enquiries/labels";
import { referenceOf } from "../notify/confirmation";

/** What the console's list shows of an enquiry. */
export function summaryOf(submission: Submission) {
  const fields = submission.fields;
  return {
    id: submission.id,
    form: submission.form,
    status: submission.status,
    createdAt: submission.createdAt,
    language: submission.language,
    // The person's name where the form has one and it was given (a project enquiry's is optional),
    // else what the enquiry is about.
    name: fieldText([fields.name, fields.fullName, fields.company, fields.projectName].find((value) => fieldText(value) !== "")),
    company: fieldText(fields.company ?? fields.projectName),
    email: submission.email,
    keptAt: submission.keptAt,
  };
}

/**
 * A field's value as the form showed it, never a wire value: choices under their option labels,
 * a ticked box as "Agreed" (the console's enquiry page and the owner's email).
 */
export function shownValue(
  form: FormName | undefined,
  kind: string | undefined,
  name: string,
  raw: string | string[] | undefined,
  lang: Lang,
): string {
  const values = Array.isArray(raw) ? raw : [raw ?? ""];
  const shown =
    form && kind === "checkbox"
      ? values.map((v) => (v === "" ? v : TICKED_LABEL[lang]))
      : form && (kind === "select" || kind === "multi")
        ? values.map((v) => optionLabel(lang, form, name, v))
        : values;
  return shown.join(kind === "multi" ? ", " : "");
}

/**
 * An enquiry as the site showed it, in the operator's language: each field under the label
 * the visitor saw, choices as their option labels, in the form's order.
 */
export function detailOf(submission: Submission, outbox: readonly OutboxRow[], lang: Lang) {
  const form = isFormName(submission.form) ? submission.form : undefined;
  const kinds = new Map(form ? FORM_SCHEMAS[form].fields.map((field) => [field.name, field.kind]) : []);
  const fields = fieldOrder([submission])
    .filter((name) => submission.fields[name] !== undefined)
    .map((name) => ({
      name,
      label: fieldLabel(lang, name, form),
      value: shownValue(form, kinds.get(name), name, submission.fields[name], lang),
    }));
  return {
    ...summaryOf(submission),
    formTitle: form ? FORM_TITLES[form][lang] : submission.form,
    page: submission.page,
    // Spam defence: why it was or was not held as spam (null for enquiries from before the check).
    screening: submission.screening ?? null,
    reference: referenceOf(submission.id),
    // Site statistics: where the sender entered the site that day, and from where (null: unknown).
    entryPage: submission.entryPage,
    source: submission.source,
    fields,
    notifications: outbox.map((row) => ({
      channel: row.channel,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.status === "pending" ? row.next_attempt_at : null,
      sentAt: row.sent_at,
      lastError: row.last_error,
    })),
  };
}
