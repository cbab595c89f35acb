import { useEffect, useRef, useState, type FormEvent } from "react";
import { useProofOfWork } from "~/components/forms/use-proof-of-work";
import { takeEnquiryAbout } from "~/components/forms/enquiry-context";
import { BOOKING_FIELDS, BOOKING_SLOT_FIELD, slotDays, validateBooking } from "~/forms/booking";
import { fieldErrorMessage, HONEYPOT_FIELD, PROOF_FIELD, type FieldErrorCode } from "~/forms";
import { houseClock } from "~/i18n/clock";
import type { Lang } from "~/i18n/lang";
import { localizedPath } from "~/i18n/pages";
import { whenNear } from "~/islands/when-near";

/**
 * "Pick a time for a free 30-minute call" in the contact section (docs/decisions/021-booking.md).
 * Prerendered as a link to the server's booking page, which works with no script; as an island
 * it fetches the free slots, shows them in the visitor's own time zone (Swedish time beside them
 * when that differs) and books with a JSON post. Small on purpose: plain hooks, Intl for every
 * date, no date library, nothing React-only (it must run under preact/compat).
 * It carries the enquiry forms' spam defence (docs/decisions/011-spam-defence.md): the same proof
 * of work, solved while the visitor types, checked with the same schema before it posts. What the
 * visitor typed survives every failure, a time someone else took, and changing the time.
 */
export interface BookingPickerCopy {
  heading: string;
  intro: string;
  open: string;
  pickTime: string;
  swedishTime: string;
  /** With `{zone}` where the visitor's zone goes. */
  yourTime: string;
  noSlots: string;
  name: string;
  email: string;
  company: string;
  optional: string;
  note: string;
  confirm: string;
  taken: string;
  /** With `{when}`. */
  confirmed: string;
  confirmedEmail: string;
  failed: string;
  /** The line under the button, before its link to the privacy policy. */
  privacy: string;
  privacyLink: string;
  change: string;
  more: string;
  // docs/decisions/029-booking-for-the-visitor.md
  meetingLegend: string;
  meetingVideo: string;
  meetingPhone: string;
  phone: string;
  aboutLabel: string;
  aboutRemove: string;
  confirmedTitle: string;
  whenLabel: string;
  whereLabel: string;
  meetLabel: string;
  host: string;
  addToCalendar: string;
  manageLink: string;
}

/** What the server answers a booking: the manage link and where the call happens. */
interface Booked {
  manageUrl: string;
  location: string;
}

interface Slot {
  start: string;
  end: string;
}

const SWEDEN = "Europe/Stockholm";

/**
 * `{zone}` and `{when}` filled in one pass, as app/content/model/placeholders.ts fills the server's
 * texts: a value put in is never read again. The page resolved the facts; an island imports no
 * copy module (docs/decisions/019-islands-on-preact.md), so this is its own small copy.
 */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9]{0,40})\}/g, (token, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : token,
  );
}
const MORE_DAYS = 2;

/**
 * One formatter per language, zone and options, made once: making an Intl.DateTimeFormat costs
 * far more than formatting with it, and the slots of weeks are formatted at every render (made
 * per call, it was the home page's longest task on a slow phone: docs/decisions/033-main-thread-off.md).
 */
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function format(lang: Lang, iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  let byZone = formatters.get(options);
  if (!byZone) formatters.set(options, (byZone = new Map()));
  let formatter = byZone.get(`${lang} ${timeZone}`);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", { timeZone, ...options });
    byZone.set(`${lang} ${timeZone}`, formatter);
  }
  return houseClock(lang, formatter.format(new Date(iso)));
}

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
const DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long" };

export function BookingPicker({ lang, copy, href }: { lang: Lang; copy: BookingPickerCopy; href: string }) {
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [zone, setZone] = useState(SWEDEN);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [days, setDays] = useState(MORE_DAYS);
  const [status, setStatus] = useState<"idle" | "sending" | "done" | "taken" | "failed">("idle");
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({});
  // The server's own localized reason (too many tries, a foreign origin, an outage), else ours.
  const [failure, setFailure] = useState("");
  // Once a time was picked the form stays in the page, hidden while another is picked, so what
  // the visitor typed survives a time someone else took and "change time". Not before: until
  // then the contact section holds one form only.
  const [picked, setPicked] = useState(false);
  // The service a page's button carried in (app/components/forms/enquiry-context.ts): shown and sent.
  const [about, setAbout] = useState<string | null>(null);
  const [meeting, setMeeting] = useState<"video" | "phone">("video");
  const [booked, setBooked] = useState<Booked | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const takeProof = useProofOfWork(formRef, picked && status !== "done");

  // Focus follows the chosen time, and the end of a booking takes focus in view: scrolled to the
  // middle of the screen, clear of the fixed header and the bottom navigation.
  const chosenStart = chosen?.start;
  useEffect(() => {
    if (!chosenStart) return;
    chosenRef.current?.focus({ preventScroll: true });
    chosenRef.current?.scrollIntoView({ block: "center" });
  }, [chosenStart]);
  useEffect(() => {
    if (status !== "done") return;
    doneRef.current?.focus({ preventScroll: true });
    doneRef.current?.scrollIntoView({ block: "center" });
  }, [status]);

  // Not at load (docs/decisions/033-main-thread-off.md): the slots are fetched and drawn when the
  // section comes near (a tap on "#contact" lands on free times), so drawing them is never among
  // the load's long tasks.
  useEffect(() => {
    const load = () => {
      fetch("/api/booking/slots", { headers: { accept: "application/json" } })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then(
          (body: { slots: Slot[] }) => {
            // The visitor's zone is read only here, in the browser: the prerendered page has none.
            setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || SWEDEN);
            setAbout(takeEnquiryAbout());
            setSlots(body.slots);
          },
          () => undefined,
        );
    };
    // The island is never unmounted: nothing to disarm.
    whenNear(linkRef.current, load);
  }, []);

  // Before the slots arrive (and when they cannot), the link to the page that needs no script.
  if (slots === null) {
    return (
      <a ref={linkRef} className="btn btn-primary mt-4 w-full sm:w-auto" href={href}>
        {copy.open}
      </a>
    );
  }

  const differs =
    format(lang, "2026-01-15T12:00:00Z", zone, TIME) !== format(lang, "2026-01-15T12:00:00Z", SWEDEN, TIME) ||
    format(lang, "2026-07-15T12:00:00Z", zone, TIME) !== format(lang, "2026-07-15T12:00:00Z", SWEDEN, TIME);
  const label = (slot: Slot) =>
    format(lang, slot.start, zone, TIME) + (differs ? ` (${format(lang, slot.start, SWEDEN, TIME)} ${copy.swedishTime})` : "");

  if (status === "done" && chosen) {
    // The visitor's time and Swedish time, always both named.
    const when = differs
      ? `${format(lang, chosen.start, zone, DAY)} ${label(chosen)}`
      : `${format(lang, chosen.start, zone, DAY)} ${format(lang, chosen.start, zone, TIME)} (${copy.swedishTime})`;
    return (
      <section aria-labelledby="booking-done" className="mt-4 rounded-xl border border-brand-500/40 bg-ink-900 p-4 sm:p-5">
        <h4 id="booking-done" ref={doneRef} tabIndex={-1} className="text-lg font-semibold text-ink-100">
          {copy.confirmedTitle}
        </h4>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-ink-400">{copy.whenLabel}</dt>
          <dd className="font-semibold text-ink-100 first-letter:uppercase">{when}</dd>
          <dt className="text-ink-400">{copy.whereLabel}</dt>
          <dd className="font-semibold text-ink-100 [overflow-wrap:anywhere]">{booked?.location}</dd>
          <dt className="text-ink-400">{copy.meetLabel}</dt>
          <dd className="font-semibold text-ink-100">{copy.host}</dd>
          {about && (
            <>
              <dt className="text-ink-400">{copy.aboutLabel}</dt>
              <dd className="font-semibold text-ink-100">{about}</dd>
            </>
          )}
        </dl>
        {booked && (
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
            <a href={`${booked.manageUrl}/call.ics`} download className="btn btn-primary">
              {copy.addToCalendar}
            </a>
            <a href={booked.manageUrl} className="inline-flex min-h-11 items-center font-semibold text-brand-300 underline">
              {copy.manageLink}
            </a>
          </div>
        )}
        <p role="status" className="mt-3 text-sm text-ink-300">
          {copy.confirmedEmail}
        </p>
      </section>
    );
  }

  // The days shown and one more (it tells whether there are more): the slots of weeks are not
  // all formatted at every render.
  const byDay = slotDays(slots, (slot) => format(lang, slot.start, zone, DAY), days + 1);

  /** The visitor's details as the shared schema reads them, with the chosen time. */
  function values(form: HTMLFormElement, slot: Slot): Record<string, string> {
    const data = new FormData(form);
    return Object.fromEntries(
      BOOKING_FIELDS.map((spec) => [
        spec.name,
        spec.name === BOOKING_SLOT_FIELD ? slot.start : spec.name === "about" ? (about ?? "") : String(data.get(spec.name) ?? ""),
      ]),
    );
  }

  // A field that shows an error is checked again as the visitor types, so the error goes as soon
  // as the value is valid (docs/decisions/022-forms-that-forgive.md).
  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!chosen || !errors[target.name]) return;
    const checked = validateBooking(values(event.currentTarget, chosen));
    const code = checked.ok ? undefined : checked.errors[target.name];
    if (code === errors[target.name]) return;
    const next = { ...errors };
    if (code) next[target.name] = code;
    else delete next[target.name];
    setErrors(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    const form = event.currentTarget;
    const checked = validateBooking(values(form, chosen));
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = BOOKING_FIELDS.find((spec) => checked.errors[spec.name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus("sending");
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(checked.values)) body.set(name, String(value));
    body.set(HONEYPOT_FIELD, String(new FormData(form).get(HONEYPOT_FIELD) ?? ""));
    try {
      const proof = await takeProof();
      if (proof) body.set(PROOF_FIELD, proof);
      const response = await fetch(`/${lang}/booking`, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      const answer = (await response.json()) as {
        ok: boolean;
        manageUrl?: string;
        location?: string;
        errors?: Record<string, FieldErrorCode | "taken">;
        slots?: Slot[];
        error?: string;
        message?: string;
      };
      if (answer.ok) {
        setBooked({ manageUrl: answer.manageUrl ?? "", location: answer.location ?? "" });
        return setStatus("done");
      }
      if (response.status === 409 && answer.slots) {
        // Someone else took it: the next free slots, and the details stay as typed.
        setSlots(answer.slots);
        setChosen(null);
        setDays(MORE_DAYS);
        return setStatus("taken");
      }
      const { [BOOKING_SLOT_FIELD]: _slot, ...fieldErrors } = answer.errors ?? {};
      setErrors(fieldErrors as Record<string, FieldErrorCode>);
      setFailure(typeof answer.message === "string" ? answer.message : "");
      setStatus(Object.keys(fieldErrors).length > 0 ? "idle" : "failed");
    } catch {
      setFailure("");
      setStatus("failed");
    }
  }

  const message = (name: string) => {
    const code = errors[name];
    return code
      ? fieldErrorMessage(
          lang,
          code,
          BOOKING_FIELDS.find((spec) => spec.name === name),
        )
      : "";
  };
  const field = (name: string, type: string, autoComplete: string, required: boolean) => (
    <div>
      <label htmlFor={`booking-${name}`} className="block text-sm font-medium text-ink-200">
        {copy[name as "name" | "email" | "company" | "note" | "phone"]}
        {!required && <span className="font-normal text-ink-400"> ({copy.optional})</span>}
      </label>
      {type === "textarea" ? (
        <textarea
          id={`booking-${name}`}
          name={name}
          rows={3}
          maxLength={1000}
          className="field-input mt-1.5"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `booking-${name}-error` : undefined}
        />
      ) : (
        <input
          id={`booking-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          maxLength={type === "email" ? 254 : type === "tel" ? 40 : 200}
          className="field-input mt-1.5"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `booking-${name}-error` : undefined}
        />
      )}
      {errors[name] && (
        <p id={`booking-${name}-error`} className="mt-1.5 text-sm font-medium text-danger-300">
          {message(name)}
        </p>
      )}
    </div>
  );

  return (
    <div className="mt-4">
      {about && (
        <p className="mb-3 text-sm text-ink-300">
          {copy.aboutLabel}: <strong className="text-ink-100">{about}</strong>{" "}
          <button
            type="button"
            className="ml-1 inline-flex min-h-6 items-center font-semibold text-brand-300 underline"
            onClick={() => setAbout(null)}
          >
            {copy.aboutRemove}
            <span className="sr-only">: {about}</span>
          </button>
        </p>
      )}
      {status === "taken" && (
        <p role="alert" className="mb-3 font-medium text-danger-300">
          {copy.taken}
        </p>
      )}
      {slots.length === 0 ? (
        <p className="text-ink-300">{copy.noSlots}</p>
      ) : (
        <>
          {differs && <p className="text-sm text-ink-400">{fill(copy.yourTime, { zone })}</p>}
          <div role="group" aria-label={copy.pickTime} className={chosen ? "hidden" : "mt-2 grid gap-4"}>
            {byDay.slice(0, days).map(([day, daySlots]) => (
              <div key={day}>
                <p className="text-sm font-semibold text-ink-200 first-letter:uppercase">{day}</p>
                <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                  {daySlots.map((slot) => (
                    <button
                      key={slot.start}
                      type="button"
                      className="rounded-lg border border-ink-700 bg-ink-900 px-2 py-2 text-center text-sm font-semibold text-ink-100 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-400"
                      onClick={() => {
                        setChosen(slot);
                        setPicked(true);
                        // "Someone else took it" was about the time before; a new one is chosen now.
                        if (status === "taken") setStatus("idle");
                      }}
                    >
                      {format(lang, slot.start, zone, TIME)}
                      {differs && (
                        <>
                          {" "}
                          <span className="block text-xs font-normal text-ink-400">
                            ({format(lang, slot.start, SWEDEN, TIME)} {copy.swedishTime})
                          </span>
                        </>
                      )}
                    </button>
                  ))}
                </div>
              </div>
            ))}
            {days < byDay.length && (
              <a
                href={href}
                className="text-sm font-semibold text-brand-300"
                onClick={(event) => (event.preventDefault(), setDays(days + MORE_DAYS))}
              >
                {copy.more}
              </a>
            )}
          </div>
        </>
      )}
      {picked && (
        <form
          ref={formRef}
          onSubmit={submit}
          onInput={onInput}
          className={chosen ? "mt-2 grid gap-4" : "hidden"}
          noValidate
          hidden={!chosen}
        >
          {chosen && (
            <p ref={chosenRef} tabIndex={-1} className="font-semibold text-ink-100 first-letter:uppercase">
              {format(lang, chosen.start, zone, DAY)} {label(chosen)}{" "}
              <button
                type="button"
                className="ml-2 text-sm font-semibold text-brand-300 underline"
                onClick={() => setChosen(null)}
              >
                {copy.change}
              </button>
            </p>
          )}
          {field("name", "text", "name", true)}
          {field("email", "email", "email", true)}
          {field("company", "text", "organization", false)}
          <fieldset>
            <legend className="text-sm font-medium text-ink-200">{copy.meetingLegend}</legend>
            <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1">
              {(["video", "phone"] as const).map((kind) => (
                <label key={kind} className="inline-flex min-h-11 items-center gap-2 text-ink-100">
                  <input
                    type="radio"
                    name="meeting"
                    value={kind}
                    checked={meeting === kind}
                    onChange={() => setMeeting(kind)}
                    className="size-4 accent-brand-500"
                  />
                  {kind === "video" ? copy.meetingVideo : copy.meetingPhone}
                </label>
              ))}
            </div>
          </fieldset>
          {meeting === "phone" && field("phone", "tel", "tel", true)}
          {field("note", "textarea", "off", false)}
          <input type="text" name="bot-field" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
          {status === "failed" && (
            <p role="alert" className="font-medium text-danger-300">
              {failure || copy.failed}
            </p>
          )}
          <div>
            <button type="submit" disabled={status === "sending"} className="btn btn-primary w-full sm:w-auto">
              {copy.confirm}
            </button>
            <p className="mt-3 text-sm text-ink-400">
              {copy.privacy}{" "}
              <a
                href={localizedPath(lang, { page: "privacy-policy" })}
                className="text-ink-200 underline underline-offset-2 hover:text-brand-300"
              >
                {copy.privacyLink}
              </a>
            </p>
          </div>
        </form>
      )}
    </div>
  );
}
