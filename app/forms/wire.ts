import { FORM_NAME_FIELD, HONEYPOT_FIELD, LIST_SEPARATOR, type FormSchema } from "./definition";
import type { RawValues } from "./validate";

/**
 * The urlencoded body a form posts (docs/decisions/002-enquiry-capture.md): `form-name` first, every field of the schema
 * in order (empty ones as ""), lists joined with ", ", and the honeypot last.
 */
export function toWireBody(schema: FormSchema, values: RawValues, honeypot = ""): URLSearchParams {
  const body = new URLSearchParams();
  body.append(FORM_NAME_FIELD, schema.name);
  for (const field of schema.fields) {
    const value = values[field.name];
    body.append(field.name, Array.isArray(value) ? value.join(LIST_SEPARATOR) : (value ?? ""));
  }
  body.append(HONEYPOT_FIELD, honeypot);
  return body;
}
