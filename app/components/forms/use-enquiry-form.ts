import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { HONEYPOT_FIELD, toWireBody, validateSubmission, type FieldErrorCode, type FormSchema, type RawValues } from "~/forms";

export type SubmitStatus = "editing" | "submitting" | "sent" | "failed";

/**
 * The form's values as the schema reads them (lists from checkbox groups, strings otherwise)
 * and the honeypot, from one read of the form.
 */
export function readFormValues(form: HTMLFormElement, schema: FormSchema): { values: RawValues; honeypot: string } {
  const data = new FormData(form);
  const values: RawValues = {};
  for (const field of schema.fields) {
    values[field.name] =
      field.kind === "multi" ? data.getAll(field.name).map(String) : ((data.get(field.name) as string | null) ?? "");
  }
  return { values, honeypot: String(data.get(HONEYPOT_FIELD) ?? "") };
}

/**
 * Submitting an enquiry with JavaScript (docs/decisions/002-enquiry-capture.md): check it against the shared schema,
 * POST it urlencoded to / asking for JSON, and report. Whatever fails, the form keeps every
 * value the visitor typed; only a stored submission resets it.
 */
export function useEnquiryForm(schema: FormSchema) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<SubmitStatus>("editing");
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});

  // With JavaScript the form shows its own localized messages instead of the browser's
  // (which speak the browser's language); without it the native checks still apply.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [status]);

  const focusFirstError = (fieldErrors: Record<string, FieldErrorCode>) => {
    const first = schema.fields.find((field) => fieldErrors[field.name]);
    const control = first && formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`);
    control?.focus();
  };

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const { values, honeypot } = readFormValues(form, schema);
      const checked = validateSubmission(schema, values);
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirstError(checked.errors);
        return;
      }
      setErrors({});
      setStatus("submitting");
      try {
        const response = await fetch("/", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          // The values as validated (trimmed, lists de-duplicated): what the server will store.
          body: toWireBody(schema, checked.values, honeypot),
        });
        if (response.ok) {
          form.reset();
          setStatus("sent");
          return;
        }
        if (response.status === 422) {
          const body = (await response.json().catch(() => null)) as { errors?: Record<string, FieldErrorCode> } | null;
          if (body?.errors) {
            setErrors(body.errors);
            focusFirstError(body.errors);
          }
        }
        throw new Error(`The server answered ${response.status}`);
      } catch (error) {
        console.error(`Submitting the ${schema.name} form failed`, error);
        setStatus("failed");
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focusFirstError only reads refs and the schema
    [schema],
  );

  /** Back to an empty form (after a success). */
  const reset = useCallback(() => {
    formRef.current?.reset();
    setErrors({});
    setStatus("editing");
  }, []);

  return { formRef, status, errors, onSubmit, reset };
}
