import { hasHiddenCharacter, hasLineBreak, hasMarkup } from "./characters";
import { isEmailAddress, normalizeEmail } from "./email";
import { FORM_NAME_FIELD, HONEYPOT_FIELD, PROOF_FIELD, type FieldSpec, type FormSchema } from "./definition";

export type FieldErrorCode =
  | "required"
  | "email"
  | "tooLong"
  | "option"
  | "unknownForm"
  /** A line break in a one-line field, or several values for a one-value field. */
  | "invalid"
  /** A control, bidi or zero-width character (app/forms/characters.ts): invisible, so named apart. */
  | "hiddenCharacter"
  /** A tag in a field that refuses markup (`refuseMarkup`, app/forms/definition.ts). */
  | "markup"
  /** A field the form does not have (the server refuses the whole submission). */
  | "unknownField";

/** Validated values: `multi` fields are lists; optional fields left empty are "" (or [] for lists). */
export type SubmissionValues = Record<string, string | string[]>;
export type RawValues = Record<string, string | string[] | undefined>;
export type ValidationResult = { ok: true; values: SubmissionValues } | { ok: false; errors: Record<string, FieldErrorCode> };

type FieldResult = { value: string | string[] } | { error: FieldErrorCode };

/** A list sent as "a, b" or as the key repeated (no-JS browsers), as clean distinct entries. */
export function splitList(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : [value ?? ""]).flatMap((part) => part.split(","));
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ""))];
}

function validateList(field: FieldSpec, raw: string | string[] | undefined): FieldResult {
  const joinedLength = (Array.isArray(raw) ? raw.join(", ") : (raw ?? "")).length;
  if (joinedLength > field.maxLength) return { error: "tooLong" };
  const list = splitList(raw);
  if (field.required && list.length === 0) return { error: "required" };
  return list.every((item) => field.options?.includes(item)) ? { value: list } : { error: "option" };
}

function validateSingle(field: FieldSpec, raw: string | string[] | undefined): FieldResult {
  if (Array.isArray(raw)) return raw.length > 1 ? { error: "invalid" } : validateSingle(field, raw[0]);
  const multiLine = field.kind === "textarea";
  // Browsers send textarea line breaks as CRLF but count each as one character for maxlength.
  // Stored text is NFC, so "å" typed or pasted in either Unicode form is the same text.
  const value = (multiLine ? (raw ?? "").replace(/\r\n?/g, "\n") : (raw ?? "")).trim().normalize("NFC");
  if (value === "") return field.required ? { error: "required" } : { value: "" };
  if (value.length > field.maxLength) return { error: "tooLong" };
  if (!multiLine && hasLineBreak(value)) return { error: "invalid" };
  if (hasHiddenCharacter(value, multiLine)) return { error: "hiddenCharacter" };
  if (field.refuseMarkup && hasMarkup(value)) return { error: "markup" };
  // The one address rule (app/forms/email.ts), shared with the console, the CLI and the mails.
  if (field.kind === "email" && !isEmailAddress(normalizeEmail(value))) return { error: "email" };
  if (field.options && !field.options.includes(value)) return { error: "option" };
  return { value };
}

/**
 * Checks raw values (a parsed POST body or a form's state) against a schema: values are
 * trimmed, lists split, enumerations enforced. Keys other than the schema's fields,
 * `form-name`, `bot-field` and `altcha` are refused as `unknownField`, so nothing unexpected is stored.
 */
export function validateSubmission(schema: FormSchema, raw: RawValues): ValidationResult {
  // No prototype: a key such as `__proto__` is recorded like any other unknown field name.
  const values = Object.create(null) as SubmissionValues;
  const errors = Object.create(null) as Record<string, FieldErrorCode>;
  for (const field of schema.fields) {
    const result = field.kind === "multi" ? validateList(field, raw[field.name]) : validateSingle(field, raw[field.name]);
    if ("error" in result) errors[field.name] = result.error;
    else values[field.name] = result.value;
  }
  const known = new Set([FORM_NAME_FIELD, HONEYPOT_FIELD, PROOF_FIELD, ...schema.fields.map((field) => field.name)]);
  for (const key of Object.keys(raw)) if (!known.has(key)) errors[key] = "unknownField";
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, errors };
}
