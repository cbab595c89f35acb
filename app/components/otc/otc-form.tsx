import { useEffect, useRef } from "react";
import { bookingPath } from "~/forms/booking";
import type { FormsContent } from "~/content/types";
import { otcForm } from "~/forms";
import type { Lang } from "~/i18n/lang";
import { fieldPropsFor } from "~/components/forms/field-props";
import { FormField } from "~/components/forms/form-field";
import { ErrorSummary } from "~/components/forms/error-summary";
import { PrivacyNote, SubmitErrorAlert, SuccessPanel } from "~/components/forms/form-status";
import { HiddenFields } from "~/components/forms/hidden-fields";
import { useEnquiryForm } from "~/components/forms/use-enquiry-form";

/**
 * The OTC introduction request (docs/product.md#forms), every field from the shared `otcForm` schema.
 * A plain POST to / without JavaScript (the server answers with the thank-you page); with
 * it, checked in the visitor's language and sent as JSON-answered fetch. After a stored
 * submission the thank-you view replaces the form until "Submit Another Request".
 */
export function OtcForm({ lang, copy, submitError }: { lang: Lang; copy: FormsContent; submitError: string }) {
  const { formRef, status, errors, onSubmit, reset } = useEnquiryForm(otcForm);
  const form = copy["otc-network-request"];
  const previousStatus = useRef(status);

  // The thank-you view brings its heading into view itself (form-status.tsx); "Submit Another
  // Request" then puts the visitor in the first field of the empty form.
  useEffect(() => {
    if (previousStatus.current === "sent" && status === "editing")
      (formRef.current?.elements.namedItem("fullName") as HTMLInputElement | null)?.focus();
    previousStatus.current = status;
  }, [status, formRef]);

  const props = fieldPropsFor({ schema: otcForm, idPrefix: "otc", lang, copy: form, common: copy, errors });
  return (
    <div>
      {status === "sent" ? (
        <SuccessPanel title={form.success.title} text={form.success.text}>
          <button type="button" onClick={reset} className="btn btn-primary">
            {form.success.again}
          </button>
          <a href={bookingPath(lang)} className="btn btn-secondary">
            {form.success.book}
          </a>
        </SuccessPanel>
      ) : (
        <form ref={formRef} method="post" action="/" onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
          <HiddenFields form="otc-network-request" honeypotLabel={copy.honeypotLabel} idPrefix="otc" />
          <ErrorSummary
            schema={otcForm}
            props={props}
            errors={errors}
            heading={copy.errorSummary}
            idPrefix="otc"
            className="sm:col-span-2"
          />
          <FormField {...props("fullName")} />
          <FormField {...props("company")} />
          <FormField {...props("email")} />
          <FormField {...props("phone")} />
          <FormField {...props("jurisdiction")} />
          <FormField {...props("geographicPreferences")} />
          <FormField {...props("assetType")} />
          <FormField {...props("transactionType")} />
          <FormField {...props("transactionSize")} />
          <FormField {...props("frequency")} />
          <FormField {...props("settlementMethods")} className="sm:col-span-2" />
          <FormField {...props("additionalInfo")} rows={4} className="sm:col-span-2" />
          <FormField {...props("acknowledgment")} className="sm:col-span-2" />
          {status === "failed" && (
            <div className="sm:col-span-2">
              <SubmitErrorAlert message={submitError} />
            </div>
          )}
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={status === "submitting"}
              className="btn btn-primary w-full disabled:opacity-70 sm:w-auto"
            >
              {status === "submitting" ? form.submitting : form.submit}
            </button>
            <PrivacyNote lang={lang} note={copy.privacyNote} className="mt-3" />
          </div>
        </form>
      )}
    </div>
  );
}
