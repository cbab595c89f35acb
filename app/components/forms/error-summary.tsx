import type { MouseEvent } from "react";
import type { FormSchema } from "~/forms";
import { controlId } from "./control-id";
import type { FormFieldProps } from "./form-field";

/**
 * The list of fields to fix at the top of a long form (docs/decisions/022-forms-that-forgive.md):
 * one link per refused field, in the order of the page, with its label and message. It follows the
 * errors as they are corrected and goes away with the last one. A link moves focus to its
 * field (a fragment alone would only scroll, and not below the fixed header).
 */
export function ErrorSummary({
  schema,
  props,
  errors,
  heading,
  idPrefix,
  className = "",
}: {
  schema: FormSchema;
  props: (name: string) => FormFieldProps;
  errors: Record<string, unknown>;
  heading: string;
  idPrefix: string;
  className?: string;
}) {
  // The errors come keyed in the form's order (use-enquiry-form.ts); only the schema's fields are listed.
  const items = Object.keys(errors)
    .filter((name) => schema.fields.some((field) => field.name === name))
    .map((name) => props(name));
  if (items.length === 0) return null;
  const headingId = `${idPrefix}-error-summary`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const control = event.currentTarget.closest("form")?.querySelector<HTMLElement>(`[name="${name}"]`);
    if (!control) return;
    event.preventDefault();
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: "center" });
  };

  return (
    <div
      aria-labelledby={headingId}
      role="group"
      className={`rounded-xl border border-danger-400/60 bg-danger-400/10 px-4 py-3 text-sm ${className}`}
    >
      <p id={headingId} className="font-semibold text-danger-300">
        {heading}
      </p>
      <ul className="mt-2 grid gap-1.5">
        {items.map((item) => (
          <li key={item.field.name}>
            <a
              href={`#${firstControlId(item)}`}
              onClick={(event) => onClick(event, item.field.name)}
              className="text-ink-100 underline underline-offset-2 hover:text-danger-300"
            >
              {/* A label that is a sentence (the OTC acknowledgment) loses its full stop before the colon. */}
              {item.copy.label.replace(/[.:]\s*$/, "")}: {item.error}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The id of the field's first control: a checkbox group has one per option (form-field.tsx). */
function firstControlId(item: FormFieldProps): string {
  const first = item.field.options?.[0];
  return item.field.kind === "multi" && first ? controlId(item.id, first) : item.id;
}
