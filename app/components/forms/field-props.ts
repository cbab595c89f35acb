import type { FormCopy, FormsContent } from "~/content/types";
import { fieldErrorMessage, type FieldErrorCode, type FormSchema } from "~/forms";
import type { Lang } from "~/i18n/lang";
import { controlId } from "./control-id";
import type { FormFieldProps } from "./form-field";

/**
 * Props for each field of a schema by name: its spec, copy, option labels and localized
 * error. The three forms differ in arrangement only, so they share this.
 */
export function fieldPropsFor(options: {
  schema: FormSchema;
  idPrefix: string;
  lang: Lang;
  copy: FormCopy;
  common: Pick<FormsContent, "optional" | "selectPlaceholder">;
  errors: Record<string, FieldErrorCode>;
}): (name: string) => FormFieldProps {
  const { schema, idPrefix, lang, copy, common, errors } = options;
  return (name) => {
    const field = schema.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`The ${schema.name} form has no field "${name}"`);
    const code = errors[name];
    return {
      id: controlId(idPrefix, name),
      field,
      copy: copy.fields[name] ?? { label: name },
      optionLabels: copy.options[name],
      optionalLabel: common.optional,
      selectPlaceholder: common.selectPlaceholder,
      error: code ? fieldErrorMessage(lang, code, field) : undefined,
    };
  };
}
