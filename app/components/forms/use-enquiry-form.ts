import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useProofOfWork } from "./use-proof-of-work";
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
 * The errors keyed in the order their fields appear in the form (which is not always the
 * schema's), so the error summary and the first field focused follow the page.
 */
export function inFormOrder(
  form: HTMLFormElement | null,
  errors: Record<string, FieldErrorCode>,
): Record<string, FieldErrorCode> {
  if (!form) return errors;
  const ordered: Record<string, FieldErrorCode> = {};
  for (const control of Array.from(form.elements) as HTMLInputElement[]) {
    const code = errors[control.name];
    if (code && !(control.name in ordered)) ordered[control.name] = code;
  }
  return { ...ordered, ...errors };
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
  // The proof of work (docs/decisions/011-spam-defence.md): solved while the visitor types; one per post.
  const takeProof = useProofOfWork(formRef, status);

  // Forgiving checks (docs/decisions/022-forms-that-forgive.md): typing in a field that shows an
  // error re-checks it at once, so the error (and aria-invalid) goes as soon as the value is
  // valid; a field the visitor has changed is re-checked when it loses focus. Both read the
  // whole form and ask the shared schema, so there is no second rule set. Native listeners,
  // not React's onBlur: focusout bubbles the same way under React and preact/compat.
  const touched = useRef(new Set<string>());
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const recheck = (target: EventTarget | null, addError: boolean) => {
      const name = (target as HTMLInputElement | null)?.name;
      if (!name || !schema.fields.some((field) => field.name === name)) return;
      const result = validateSubmission(schema, readFormValues(form, schema).values);
      const code = result.ok ? undefined : result.errors[name];
      setErrors((current) => {
        if (current[name] === code || (code && !addError && !current[name])) return current;
        const next = { ...current };
        if (code) next[name] = code;
        else delete next[name];
        return inFormOrder(form, next);
      });
    };
    const onInput = (event: Event) => {
      touched.current.add((event.target as HTMLInputElement).name);
      recheck(event.target, false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (touched.current.has((event.target as HTMLInputElement).name)) recheck(event.target, true);
    };
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    form.addEventListener("focusout", onFocusOut);
    return () => {
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      form.removeEventListener("focusout", onFocusOut);
    };
  }, [status, schema]);

  // With JavaScript the form shows its own localized messages instead of the browser's
  // (which speak the browser's language); without it the native checks still apply.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [status]);

  /**
   * Shows the errors in the form's order and focuses the first refused field, once the errors
   * are rendered: a field in a part of the form that opens on an error (the project enquiry's
   * second step) can take focus only then.
   */
  const focusNext = useRef<string | null>(null);
  const showErrors = (fieldErrors: Record<string, FieldErrorCode>) => {
    const ordered = inFormOrder(formRef.current, fieldErrors);
    focusNext.current = Object.keys(ordered).find((name) => schema.fields.some((field) => field.name === name)) ?? null;
    setErrors(ordered);
  };
  useEffect(() => {
    const name = focusNext.current;
    if (!name) return;
    focusNext.current = null;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [errors]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const { values, honeypot } = readFormValues(form, schema);
      const checked = validateSubmission(schema, values);
      if (!checked.ok) {
        showErrors(checked.errors);
        return;
      }
      setErrors({});
      setStatus("submitting");
      try {
        // Each proof is accepted once: the next post (after a failure too) gets a fresh one.
        const solved = await takeProof();
        const response = await fetch("/", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          // The values as validated (trimmed, lists de-duplicated): what the server will store.
          body: toWireBody(schema, checked.values, honeypot, solved ?? undefined),
        });
        if (response.ok) {
          form.reset();
          touched.current.clear();
          setStatus("sent");
          return;
        }
        if (response.status === 422) {
          const body = (await response.json().catch(() => null)) as { errors?: Record<string, FieldErrorCode> } | null;
          if (body?.errors) {
            showErrors(body.errors);
          }
        }
        throw new Error(`The server answered ${response.status}`);
      } catch (error) {
        console.error(`Submitting the ${schema.name} form failed`, error);
        setStatus("failed");
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- showErrors and takeProof only read refs and the schema
    [schema],
  );

  /** Back to an empty form (after a success). */
  const reset = useCallback(() => {
    formRef.current?.reset();
    touched.current.clear();
    setErrors({});
    setStatus("editing");
  }, []);

  return { formRef, status, errors, onSubmit, reset };
}
