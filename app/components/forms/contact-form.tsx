import { useEffect } from "react";
import { bookingPath } from "~/forms/booking";
import type { FormsContent } from "~/content/types";
import { contactForm } from "~/forms";
import type { Lang } from "~/i18n/lang";
import { fieldPropsFor } from "./field-props";
import { FormField } from "./form-field";
import { takeEnquiryAbout } from "./enquiry-context";
import { PrivacyNote, SubmitErrorAlert, SuccessPanel } from "./form-status";
import { HiddenFields } from "./hidden-fields";
import { useEnquiryForm } from "./use-enquiry-form";

/** The contact form of the home page (docs/product.md#forms): name, email, company, message. */
/** `submitError`: the failure alert's text, with the live company details (`submitErrorMessage`). */
export function ContactForm({ lang, copy, submitError }: { lang: Lang; copy: FormsContent; submitError: string }) {
  const { formRef, status, errors, onSubmit, reset } = useEnquiryForm(contactForm);
  const form = copy.contact;

  // Arriving from a service page's call to action: the message starts with the service's name.
  useEffect(() => {
    const about = takeEnquiryAbout();
    const message = formRef.current?.elements.namedItem("message");
    if (about && message instanceof HTMLTextAreaElement && message.value === "") message.value = `${copy.about} ${about}: `;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  if (status === "sent") {
    return (
      <SuccessPanel title={form.success.title} text={form.success.text}>
        <button type="button" onClick={reset} className="btn btn-primary">
          {form.success.again}
        </button>
        <a href={bookingPath(lang)} className="btn btn-secondary">
          {form.success.book}
        </a>
      </SuccessPanel>
    );
  }

  const props = fieldPropsFor({ schema: contactForm, idPrefix: "contact", lang, copy: form, common: copy, errors });
  return (
    <form ref={formRef} method="post" action="/" onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <HiddenFields form="contact" honeypotLabel={copy.honeypotLabel} idPrefix="contact" />
      <FormField {...props("name")} />
      <FormField {...props("email")} />
      <FormField {...props("company")} className="sm:col-span-2" />
      <FormField {...props("message")} rows={4} className="sm:col-span-2" />
      {status === "failed" && (
        <div className="sm:col-span-2">
          <SubmitErrorAlert message={submitError} />
        </div>
      )}
      <div className="sm:col-span-2">
        <button type="submit" disabled={status === "submitting"} className="btn btn-primary w-full disabled:opacity-70 sm:w-auto">
          {status === "submitting" ? form.submitting : form.submit}
        </button>
        <PrivacyNote lang={lang} note={copy.privacyNote} className="mt-3" />
      </div>
    </form>
  );
}
