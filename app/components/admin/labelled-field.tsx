import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from "react";

/**
 * A form control with its label above it, joined by id. Not by wrapping: a label around a
 * select or a filled input would add the chosen option or the typed value to the control's
 * accessible name.
 */
export function TextField({ label, className = "", ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-200">
        {label}
      </label>
      <input id={id} {...input} className="field-input mt-1" />
    </div>
  );
}

export function SelectField({
  label,
  any,
  options,
  ...select
}: { label: string; any: string; options: [string, string][] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-200">
        {label}
      </label>
      <select id={id} {...select} className="field-input mt-1">
        <option value="">{any}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
