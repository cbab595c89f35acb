import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import type { FormsContent } from "~/content/types";
import { projectForm } from "~/forms";
import { bookingPath } from "~/forms/booking";
import type { Lang } from "~/i18n/lang";
import { FORM_ANCHORS } from "~/i18n/pages";
import { ArrowRight, ChevronDown, X } from "lucide-react";
import { Glyph } from "~/components/ui/glyph";
import { fieldPropsFor } from "./field-props";
import { FormField } from "./form-field";
import { ErrorSummary } from "./error-summary";
import { PrivacyNote, SubmitErrorAlert, SuccessPanel } from "./form-status";
import { HiddenFields } from "./hidden-fields";
import { OPEN_PROJECT_FORM_EVENT } from "./project-events";
import { useEnquiryForm } from "./use-enquiry-form";

export { OPEN_PROJECT_FORM_EVENT };
const DIALOG_ID = FORM_ANCHORS.project;
const MORE_ID = `${DIALOG_ID}-more`;
/** The optional fields: the second step, which the visitor may open (docs/product.md#forms). */
const OPTIONAL = new Set(
  projectForm.fields.filter((field) => !field.required && field.name !== "name").map((field) => field.name),
);

/**
 * The "try now" trigger and the project enquiry modal (docs/product.md#behaviour). A native <dialog> opened
 * with showModal() gives the focus trap, Escape and the inert page behind it. Both controls
 * are links, so without JavaScript the trigger still reaches the form (shown by :target,
 * app.css) and the close icon leaves it. Closing by the icon or Escape keeps what was typed;
 * only the thank-you view's buttons reset the form.
 */
export function ProjectEnquiry({
  lang,
  copy,
  triggerLabel,
  submitError,
}: {
  lang: Lang;
  copy: FormsContent;
  triggerLabel: string;
  submitError: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { formRef, status, errors, onSubmit, reset } = useEnquiryForm(projectForm);
  const form = copy.project;
  // Two steps only with JavaScript: the server's page (and a browser without scripts) shows every
  // field. The second step is hidden, never unmounted, so what was typed in it stays and is sent.
  const [enhanced, setEnhanced] = useState(false);
  // Set after hydration, which must match the server's page with every field: the one render
  // this flag costs is the point (the two-step form exists only once JavaScript runs).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a flag flipped once after hydration
  useEffect(() => setEnhanced(true), []);
  // A refused optional field opens the second step (and use-enquiry-form.ts focuses it there once
  // it shows); the visitor may close it again until the next check.
  const [expanded, setExpanded] = useState(false);
  const [closedFor, setClosedFor] = useState<object | null>(null);
  const optionalRefused = Object.keys(errors).some((name) => OPTIONAL.has(name));
  const moreOpen = expanded || (optionalRefused && closedFor !== errors);
  const toggle = () => {
    setExpanded(!moreOpen);
    setClosedFor(moreOpen ? errors : null);
  };

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : triggerRef.current;
    dialog.showModal();
    // showModal() focuses the first focusable element, the close icon; the title is where a
    // visitor starts reading (and on a phone it opens no keyboard, as a field would).
    titleRef.current?.focus();
  }, []);

  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape, the icon and the buttons all end in "close": focus goes back where it came from.
    const onClose = () => (returnFocusRef.current ?? triggerRef.current)?.focus();
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  useEffect(() => {
    // Other parts of the site (and the old site's integrations) open the form with this event.
    const onEvent = () => {
      triggerRef.current?.scrollIntoView({ block: "center" });
      returnFocusRef.current = triggerRef.current;
      open();
    };
    window.addEventListener(OPEN_PROJECT_FORM_EVENT, onEvent);
    return () => window.removeEventListener(OPEN_PROJECT_FORM_EVENT, onEvent);
  }, [open]);

  const onTrigger = (event: MouseEvent) => {
    event.preventDefault();
    open();
  };
  const onCloseIcon = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };

  const props = fieldPropsFor({ schema: projectForm, idPrefix: "project", lang, copy: form, common: copy, errors });
  const legendClass = "mb-4 text-sm font-semibold uppercase tracking-[0.12em] text-brand-400";

  return (
    <>
      <a ref={triggerRef} href={`#${DIALOG_ID}`} onClick={onTrigger} className="btn btn-primary px-7 text-base">
        {triggerLabel}
        <Glyph icon={ArrowRight} className="size-4" />
      </a>
      {/* text-left: the dialog is rendered inside the centred hero and would inherit its alignment. */}
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        aria-labelledby={`${DIALOG_ID}-title`}
        className="project-dialog m-auto max-h-[90vh] text-left w-[min(100%-1.5rem,48rem)] overflow-y-auto rounded-2xl border border-ink-700 bg-ink-900 p-0 text-ink-100 shadow-2xl backdrop:bg-ink-950/80 backdrop:backdrop-blur-sm"
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-ink-800 bg-ink-900/95 px-5 py-4 backdrop-blur sm:px-8">
          <div>
            <h2 ref={titleRef} id={`${DIALOG_ID}-title`} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
              {form.title}
            </h2>
            {status !== "sent" && <p className="mt-1 text-sm text-ink-300">{form.intro}</p>}
          </div>
          <a
            href="#hero"
            onClick={onCloseIcon}
            className="grid size-10 shrink-0 place-items-center rounded-full text-ink-300 hover:bg-ink-800 hover:text-ink-100"
          >
            <Glyph icon={X} className="size-5" />
            <span className="sr-only">{form.closeLabel}</span>
          </a>
        </div>

        <div className="px-5 py-6 sm:px-8">
          {status === "sent" ? (
            <SuccessPanel title={form.success.title} text={form.success.text}>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  reset();
                  close();
                }}
              >
                {form.close}
              </button>
              <button type="button" className="btn btn-secondary" onClick={reset}>
                {form.success.again}
              </button>
              <a href={bookingPath(lang)} className="btn btn-primary">
                {form.success.book}
              </a>
            </SuccessPanel>
          ) : (
            <form ref={formRef} method="post" action="/" onSubmit={onSubmit} className="grid gap-8">
              <HiddenFields form="project" honeypotLabel={copy.honeypotLabel} idPrefix="project" />
              <ErrorSummary schema={projectForm} props={props} errors={errors} heading={copy.errorSummary} idPrefix="project" />
              <fieldset className="grid gap-5 sm:grid-cols-2">
                <legend className={legendClass}>{form.sections.about}</legend>
                <FormField {...props("projectName")} className="sm:col-span-2" />
                <FormField {...props("name")} />
                <FormField {...props("email")} />
                <FormField {...props("organizationType")} className="sm:col-span-2" />
              </fieldset>
              <fieldset className="grid gap-5 sm:grid-cols-2">
                <legend className={legendClass}>{form.sections.scope}</legend>
                <FormField {...props("projectType")} />
                <FormField {...props("timeline")} />
                <FormField {...props("budget")} className="sm:col-span-2" />
                <FormField {...props("projectGoal")} rows={3} className="sm:col-span-2" />
              </fieldset>
              {enhanced && (
                <button
                  type="button"
                  aria-expanded={moreOpen}
                  aria-controls={MORE_ID}
                  onClick={toggle}
                  className="btn btn-secondary justify-self-start"
                >
                  {form.moreDetails}
                  <Glyph icon={ChevronDown} className={`size-4 transition-transform ${moreOpen ? "rotate-180" : ""}`} />
                </button>
              )}
              <div id={MORE_ID} hidden={enhanced && !moreOpen}>
                <fieldset className="grid gap-5 sm:grid-cols-2">
                  <legend className={legendClass}>{form.sections.details}</legend>
                  <FormField {...props("phoneNumber")} />
                  <FormField {...props("reference")} />
                  <FormField {...props("features")} className="sm:col-span-2" />
                  <FormField {...props("teamSize")} />
                  <FormField {...props("technicalExpertise")} />
                  <FormField {...props("currentChallenges")} rows={3} className="sm:col-span-2" />
                  <FormField {...props("desiredOutcome")} rows={3} className="sm:col-span-2" />
                  <FormField {...props("additionalInfo")} rows={3} className="sm:col-span-2" />
                </fieldset>
              </div>
              {status === "failed" && <SubmitErrorAlert message={submitError} />}
              <div className="flex flex-col items-stretch gap-3 sm:items-end">
                <button type="submit" disabled={status === "submitting"} className="btn btn-primary disabled:opacity-70">
                  {status === "submitting" ? form.submitting : form.submit}
                </button>
                <PrivacyNote lang={lang} note={copy.privacyNote} className="sm:text-right" />
              </div>
            </form>
          )}
        </div>
      </dialog>
    </>
  );
}
