import type { FieldCopy } from "~/content/types";
import type { FieldSpec } from "~/forms";
import { controlId } from "./control-id";

export interface FormFieldProps {
  /** Unique per page: two forms on the home page both have an `email` field. */
  id: string;
  field: FieldSpec;
  copy: FieldCopy;
  /** Labels of the field's options, by submitted value. */
  optionLabels?: Record<string, string>;
  optionalLabel: string;
  selectPlaceholder: string;
  /** The localized error shown under the field, if any. */
  error?: string;
  rows?: number;
  className?: string;
}

const AUTOCOMPLETE: Record<string, string> = {
  name: "name",
  fullName: "name",
  email: "email",
  company: "organization",
  phone: "tel",
  phoneNumber: "tel",
};

/**
 * One form control rendered from its schema field: the label, the control with the same
 * native constraints the server enforces (required, maxlength, type), and the error text
 * tied to it with aria-describedby.
 */
export function FormField({
  id,
  field,
  copy,
  optionLabels = {},
  optionalLabel,
  selectPlaceholder,
  error,
  rows = 4,
  className = "",
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = copy.hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  const label = (
    <>
      {copy.label}
      {!field.required && <span className="font-normal text-ink-400"> ({optionalLabel})</span>}
    </>
  );
  const messages = (
    <>
      {copy.hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-400">
          {copy.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-300">
          {error}
        </p>
      )}
    </>
  );

  if (field.kind === "multi" || field.kind === "checkbox") {
    const options = field.options ?? [];
    const single = field.kind === "checkbox";
    return (
      <fieldset className={className} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {!single && <legend className="mb-2 text-sm font-medium text-ink-200">{label}</legend>}
        <div className={single ? "" : "grid grid-cols-1 gap-2 sm:grid-cols-2"}>
          {options.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2.5 text-sm text-ink-200 transition-colors has-[:checked]:border-brand-500 has-[:checked]:bg-brand-900/30"
            >
              <input
                type="checkbox"
                id={single ? id : controlId(id, value)}
                name={field.name}
                value={value}
                required={single && field.required}
                aria-invalid={single && error ? true : undefined}
                aria-describedby={single ? describedBy : undefined}
                className="mt-0.5 size-4 shrink-0 accent-brand-500"
              />
              <span>{single ? copy.label : (optionLabels[value] ?? value)}</span>
            </label>
          ))}
        </div>
        {messages}
      </fieldset>
    );
  }

  const controlClass = "field-input mt-1.5";
  let control;
  if (field.kind === "textarea") {
    control = (
      <textarea {...common} rows={rows} maxLength={field.maxLength} placeholder={copy.placeholder} className={controlClass} />
    );
  } else if (field.kind === "select") {
    control = (
      <select {...common} defaultValue="" className={controlClass}>
        <option value="" disabled>
          {selectPlaceholder}
        </option>
        {(field.options ?? []).map((value) => (
          <option key={value} value={value}>
            {optionLabels[value] ?? value}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        // An address field is text with the email keyboard: a browser's own type="email" refuses
        // a non-ASCII local part (åsa@exempel.se) and rewrites IDN domains; the one address
        // rule is app/forms/email.ts, checked in the browser and on the server.
        type={field.kind === "email" ? "text" : field.kind}
        inputMode={field.kind === "email" ? "email" : undefined}
        maxLength={field.maxLength}
        placeholder={copy.placeholder}
        autoComplete={AUTOCOMPLETE[field.name]}
        className={controlClass}
      />
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink-200">
        {label}
      </label>
      {control}
      {messages}
    </div>
  );
}
