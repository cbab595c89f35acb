import { FORM_NAME_FIELD, HONEYPOT_FIELD, type FormName } from "~/forms";

/**
 * The two hidden fields every form posts (docs/product.md#forms): its name, and the honeypot that people
 * never see and bots tend to fill (a filled one is stored as spam, docs/decisions/002-enquiry-capture.md).
 */
export function HiddenFields({ form, honeypotLabel, idPrefix }: { form: FormName; honeypotLabel: string; idPrefix: string }) {
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <div hidden>
        <label htmlFor={`${idPrefix}-bot-field`}>{honeypotLabel}</label>
        <input id={`${idPrefix}-bot-field`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
