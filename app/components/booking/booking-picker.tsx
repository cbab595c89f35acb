import { useEffect, useState, type FormEvent } from "react";
import { houseClock } from "~/i18n/clock";
import type { Lang } from "~/i18n/lang";

/**
 * "Pick a time for a free 30-minute call" in the contact section (docs/decisions/021-booking.md).
 * Prerendered as a link to the server's booking page, which works with no script; as an island
 * it fetches the free slots, shows them in the visitor's own time zone (Swedish time beside them
 * when that differs) and books with a JSON post. Small on purpose: plain hooks, Intl for every
 * date, no date library, nothing React-only (it must run under preact/compat).
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
  /** Field error messages by code, and by "field.code" where the field changes the text (its limit). */
  errors: Record<string, string>;
  change: string;
  more: string;
}

interface Slot {
  start: string;
  end: string;
}

const SWEDEN = "Europe/Stockholm";
const MORE_DAYS = 2;

function format(lang: Lang, iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return houseClock(
    lang,
    new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", { timeZone, ...options }).format(new Date(iso)),
  );
}

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
const DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long" };

export function BookingPicker({ lang, copy, href }: { lang: Lang; copy: BookingPickerCopy; href: string }) {
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [zone, setZone] = useState(SWEDEN);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [days, setDays] = useState(MORE_DAYS);
  const [status, setStatus] = useState<"idle" | "sending" | "done" | "taken" | "failed">("idle");
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    fetch("/api/booking/slots", { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { slots: Slot[] }) => {
        // The visitor's zone is read only here, in the browser: the prerendered page has none.
        setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || SWEDEN);
        setSlots(body.slots);
      })
      .catch(() => setSlots(null));
  }, []);

  // Before the slots arrive (and when they cannot), the link to the page that needs no script.
  if (slots === null) {
    return (
      <a className="btn btn-primary mt-4 w-full sm:w-auto" href={href}>
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
    return (
      <div role="status" className="mt-4">
        <p className="font-semibold text-ink-100">
          {copy.confirmed.replace("{when}", `${format(lang, chosen.start, zone, DAY)} ${label(chosen)}`)}
        </p>
        <p className="mt-2 text-ink-300">{copy.confirmedEmail}</p>
      </div>
    );
  }

  const byDay: [string, Slot[]][] = [];
  for (const slot of slots) {
    const day = format(lang, slot.start, zone, DAY);
    const last = byDay[byDay.length - 1];
    if (last && last[0] === day) last[1].push(slot);
    else byDay.push([day, [slot]]);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    setStatus("sending");
    const body = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>);
    body.set("slot", chosen.start);
    try {
      const response = await fetch(`/${lang}/booking`, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      const answer = (await response.json()) as { ok: boolean; errors?: Record<string, string>; slots?: Slot[]; error?: string };
      if (answer.ok) return setStatus("done");
      if (response.status === 409 && answer.slots) {
        // Someone else took it: the next free slots, and the details stay as typed.
        setSlots(answer.slots);
        setChosen(null);
        setDays(MORE_DAYS);
        return setStatus("taken");
      }
      setErrors(
        Object.fromEntries(
          Object.entries(answer.errors ?? {}).map(([name, code]) => [
            name,
            copy.errors[`${name}.${code}`] ?? copy.errors[code] ?? code,
          ]),
        ),
      );
      setStatus(answer.errors ? "idle" : "failed");
    } catch {
      setStatus("failed");
    }
  }

  const field = (name: string, type: string, autoComplete: string, required: boolean) => (
    <div>
      <label htmlFor={`booking-${name}`} className="block text-sm font-medium text-ink-200">
        {copy[name as "name" | "email" | "company" | "note"]}
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
          maxLength={type === "email" ? 254 : 200}
          className="field-input mt-1.5"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `booking-${name}-error` : undefined}
        />
      )}
      {errors[name] && (
        <p id={`booking-${name}-error`} className="mt-1.5 text-sm font-medium text-danger-300">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="mt-4">
      {status === "taken" && (
        <p role="alert" className="mb-3 font-medium text-danger-300">
          {copy.taken}
        </p>
      )}
      {slots.length === 0 ? (
        <p className="text-ink-300">{copy.noSlots}</p>
      ) : (
        <>
          {differs && <p className="text-sm text-ink-400">{copy.yourTime.replace("{zone}", zone)}</p>}
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
                      onClick={() => setChosen(slot)}
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
      {chosen && (
        <form onSubmit={submit} className="mt-2 grid gap-4" noValidate>
          <p className="font-semibold text-ink-100">
            {format(lang, chosen.start, zone, DAY)} {label(chosen)}{" "}
            <button type="button" className="ml-2 text-sm font-semibold text-brand-300 underline" onClick={() => setChosen(null)}>
              {copy.change}
            </button>
          </p>
          {field("name", "text", "name", true)}
          {field("email", "email", "email", true)}
          {field("company", "text", "organization", false)}
          {field("note", "textarea", "off", false)}
          <input type="text" name="bot-field" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
          {status === "failed" && (
            <p role="alert" className="font-medium text-danger-300">
              {copy.failed}
            </p>
          )}
          <button type="submit" disabled={status === "sending"} className="btn btn-primary w-full sm:w-auto">
            {copy.confirm}
          </button>
        </form>
      )}
    </div>
  );
}
