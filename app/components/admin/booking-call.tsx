import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { api } from "~/components/admin/api";
import { errorText, useConsole } from "~/components/admin/console-state";
import { ownerBookingsCopy } from "~/content/console-bookings";

/** A call as the console's API shows it (server/admin/booking-actions.ts). */
export interface ConsoleCall {
  id: string;
  status: "confirmed" | "cancelled" | "spam";
  startsAt: string;
  endsAt: string;
  language: "sv" | "en";
  name: string;
  email: string;
  company: string;
  note: string;
  changedBy: "visitor" | "owner";
  ownerMessage: string;
  outcome: "held" | "no-show" | null;
}

export function callTimeFormat(lang: "sv" | "en", withDay = true): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    ...(withDay ? { weekday: "short", day: "numeric", month: "short" } : {}),
    hour: "2-digit",
    minute: "2-digit",
  });
}

type Panel = "move" | "cancel" | null;

/**
 * One call in the owner's list (docs/decisions/030-the-owners-bookings.md): who, when, the
 * visitor's note, and what can be done: an owner moves or cancels an upcoming call with a
 * message; anyone who handles enquiries marks a past call held or no-show.
 */
export function BookingCall({
  call,
  owner,
  past,
  onChanged,
}: {
  call: ConsoleCall;
  owner: boolean;
  past: boolean;
  onChanged: (notice: string) => void;
}) {
  const { copy, lang } = useConsole();
  const t = ownerBookingsCopy[lang];
  const statuses = copy.bookings.statuses;
  const [panel, setPanel] = useState<Panel>(null);
  const [slots, setSlots] = useState<{ start: string }[] | null>(null);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const when = callTimeFormat(lang);
  const live = call.status === "confirmed";

  useEffect(() => {
    if (panel) headingRef.current?.focus();
  }, [panel]);

  const fail = (error: unknown) => {
    const code = (error as { code?: string }).code ?? "server";
    setProblem(t.errors[code] ?? errorText(copy, error));
  };

  async function openMove() {
    setPanel("move");
    setProblem("");
    setSlots(null);
    try {
      setSlots((await api<{ slots: { start: string }[] }>(`/bookings/${encodeURIComponent(call.id)}/slots`)).slots);
    } catch (error) {
      fail(error);
    }
  }

  async function act(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const message = String(form.get("message") ?? "");
    setBusy(true);
    setProblem("");
    try {
      if (panel === "move") {
        const slot = String(form.get("slot") ?? "");
        const { booking } = await api<{ booking: ConsoleCall }>(`/bookings/${encodeURIComponent(call.id)}/move`, {
          method: "POST",
          body: { slot, message },
        });
        setPanel(null);
        onChanged(t.moved(when.format(new Date(booking.startsAt))));
      } else {
        await api(`/bookings/${encodeURIComponent(call.id)}/cancel`, { method: "POST", body: { message } });
        setPanel(null);
        onChanged(t.cancelled);
      }
    } catch (error) {
      // What was typed stays: the form is not reset.
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function mark(outcome: "held" | "no-show" | null) {
    try {
      await api(`/bookings/${encodeURIComponent(call.id)}/outcome`, { method: "POST", body: { outcome } });
      onChanged(t.marked);
    } catch (error) {
      fail(error);
    }
  }

  const day = (iso: string) =>
    new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
      timeZone: "Europe/Stockholm",
      weekday: "long",
      day: "numeric",
      month: "long",
    }).format(new Date(iso));
  const byDay = new Map<string, { start: string }[]>();
  for (const slot of slots ?? []) byDay.set(day(slot.start), [...(byDay.get(day(slot.start)) ?? []), slot]);

  return (
    <li className="px-4 py-3">
      <p className="font-medium text-ink-100">
        {when.format(new Date(call.startsAt))} · {call.outcome ? t.outcomes[call.outcome] : statuses[call.status]}
        {call.changedBy === "owner" && <span className="text-ink-400"> · {t.byOwner}</span>}
      </p>
      <p className="break-words text-ink-200">
        {call.name}
        {call.company ? ` (${call.company})` : ""} · <a href={`mailto:${call.email}`}>{call.email}</a>
      </p>
      {call.note && <p className="mt-1 whitespace-pre-line break-words text-ink-300">{call.note}</p>}
      {call.ownerMessage && (
        <p className="mt-1 whitespace-pre-line break-words text-sm text-ink-400">
          {t.ownerMessage}: {call.ownerMessage}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {owner && live && !past && (
          <>
            <button
              type="button"
              className="btn btn-secondary min-h-10 px-3.5 text-sm"
              aria-expanded={panel === "move"}
              onClick={() => (panel === "move" ? setPanel(null) : void openMove())}
            >
              {t.move}
            </button>
            <button
              type="button"
              className="btn btn-secondary min-h-10 px-3.5 text-sm"
              aria-expanded={panel === "cancel"}
              onClick={() => {
                setProblem("");
                setPanel(panel === "cancel" ? null : "cancel");
              }}
            >
              {t.cancel}
            </button>
          </>
        )}
        {live && past && (
          <>
            <button
              type="button"
              className="btn btn-secondary min-h-10 px-3.5 text-sm"
              aria-pressed={call.outcome === "held"}
              onClick={() => void mark(call.outcome === "held" ? null : "held")}
            >
              {t.markHeld}
            </button>
            <button
              type="button"
              className="btn btn-secondary min-h-10 px-3.5 text-sm"
              aria-pressed={call.outcome === "no-show"}
              onClick={() => void mark(call.outcome === "no-show" ? null : "no-show")}
            >
              {t.markNoShow}
            </button>
          </>
        )}
        <Link className="btn btn-secondary min-h-10 px-3.5 text-sm" to={`/admin/people?email=${encodeURIComponent(call.email)}`}>
          {t.enquiries}
        </Link>
      </div>
      {panel && (
        <form
          onSubmit={act}
          className="mt-3 grid max-w-xl gap-3 rounded-lg border border-ink-700 p-3"
          aria-labelledby={`${id}-h`}
        >
          <h3 id={`${id}-h`} ref={headingRef} tabIndex={-1} className="font-semibold text-ink-100">
            {panel === "move" ? t.moveHeading : t.cancelHeading}
          </h3>
          {panel === "move" && slots && slots.length === 0 && <p className="text-sm text-ink-300">{t.noSlots}</p>}
          {panel === "move" && slots && slots.length > 0 && (
            <label className="block text-sm font-medium text-ink-200">
              {t.pickSlot}
              <select name="slot" required className="field-input mt-1.5">
                {[...byDay].map(([dayName, daySlots]) => (
                  <optgroup key={dayName} label={dayName}>
                    {daySlots.map((slot) => (
                      <option key={slot.start} value={slot.start}>
                        {dayName} {callTimeFormat(lang, false).format(new Date(slot.start))}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
          )}
          <label className="block text-sm font-medium text-ink-200">
            {t.message}
            <textarea
              name="message"
              rows={3}
              maxLength={1000}
              className="field-input mt-1.5"
              aria-describedby={`${id}-hint`}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <p id={`${id}-hint`} className="-mt-2 text-sm text-ink-400">
            {t.messageHint}
          </p>
          <p role="alert" className="text-sm text-danger-300">
            {problem}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className="btn btn-primary min-h-10 px-3.5 text-sm"
              disabled={busy || (panel === "move" && (!slots || slots.length === 0))}
            >
              {panel === "move" ? t.moveConfirm : t.cancelConfirm}
            </button>
            <button type="button" className="btn btn-secondary min-h-10 px-3.5 text-sm" onClick={() => setPanel(null)}>
              {t.close}
            </button>
          </div>
        </form>
      )}
      {!panel && problem && (
        <p role="alert" className="mt-2 text-sm text-danger-300">
          {problem}
        </p>
      )}
    </li>
  );
}
