/**
 * The three enquiry forms (docs/product.md#forms; docs/decisions/002-enquiry-capture.md): field names, kinds, required flags,
 * enumerations and length limits. The browser bundle and the server import this same
 * module, so it stays tiny and dependency-free.
 */
export const FORM_NAMES = ["contact", "project", "otc-network-request"] as const;
export type FormName = (typeof FORM_NAMES)[number];

export type FieldKind = "text" | "email" | "tel" | "textarea" | "select" | "multi" | "checkbox";

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** In UTF-16 code units, as the browser's `maxlength` counts; for `multi`, the joined list. */
  readonly maxLength: number;
  /** The allowed submitted values of `select`, `multi` and `checkbox` fields. */
  readonly options?: readonly string[];
  /**
   * Refuse markup (`<b>`, `<script`: app/forms/characters.ts, `hasMarkup`) as `markup`, not only
   * escape it: for text a stranger sends that lands in the owner's calendar, emails and console
   * with no one reading it first (the booking's, docs/decisions/029-booking-for-the-visitor.md). The
   * enquiry forms keep markup as the text it is (a message may quote code).
   */
  readonly refuseMarkup?: boolean;
}

export interface FormSchema {
  readonly name: FormName;
  readonly fields: readonly FieldSpec[];
  /**
   * The fields that say who sent an enquiry, for the owner's views (notification subject and
   * Reply-To, the inbox): the person's name, when the form asks for one, and the company or
   * project it is about.
   */
  readonly sender: { readonly name?: string; readonly detail: string };
}

/** Hidden fields every form posts besides its own (docs/product.md#forms). */
export const HONEYPOT_FIELD = "bot-field";
export const FORM_NAME_FIELD = "form-name";
/** The solved proof of work a form posts when its script ran (docs/decisions/011-spam-defence.md); absent without JavaScript. */
export const PROOF_FIELD = "altcha";
/** How `multi` values travel in one string (docs/decisions/002-enquiry-capture.md). */
export const LIST_SEPARATOR = ", ";

/** Length limits of the wire contract (docs/decisions/002-enquiry-capture.md). */
export const LIMITS = { short: 200, email: 254, phone: 40, long: 5000, list: 1000 } as const;

export function isFormName(value: unknown): value is FormName {
  return (FORM_NAMES as readonly unknown[]).includes(value);
}
