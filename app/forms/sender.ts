import type { FormSchema } from "./definition";
import type { SubmissionValues } from "./validate";

export interface Sender {
  /** The person's name, or "" when the form has no name field or it was left empty. */
  name: string;
  /** How to name the sender in one line: the name, else the email address. */
  who: string;
  /** The company or project the enquiry is about, or "". */
  detail: string;
}

function text(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** Who sent an enquiry, by its form's `sender` fields: one rule for every view of the owner. */
export function senderOf(schema: FormSchema, fields: SubmissionValues, email: string): Sender {
  const name = schema.sender.name ? text(fields[schema.sender.name]).trim() : "";
  return { name, who: name || email, detail: text(fields[schema.sender.detail]).trim() };
}
