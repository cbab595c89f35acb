import { FORM_NAME_FIELD, HONEYPOT_FIELD, LIST_SEPARATOR, PROOF_FIELD, type FormSchema } from "./definition";
import type { RawValues } from "./validate";

/**
 * The urlencoded body a form posts (docs/decisions/002-enquiry-capture.md): `form-name` first, every field of the schema
 * in order (empty ones as ""), lists joined with ", ", the honeypot, and the solved proof of work
 * when there is one.
 */
export function toWireBody(schema: FormSchema, values: RawValues, honeypot = "", proof?: string): URLSearchParams {
  const body = new URLSearchParams();
  body.append(FORM_NAME_FIELD, schema.name);
  for (const field of schema.fields) {
    const value = values[field.name];
    body.append(field.name, Array.isArray(value) ? value.join(LIST_SEPARATOR) : (value ?? ""));
  }
  body.append(HONEYPOT_FIELD, honeypot);
  if (proof) body.append(PROOF_FIELD, proof);
  return body;
}
