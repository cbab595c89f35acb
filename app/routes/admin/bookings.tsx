import { useState, type FormEvent } from "react";
import { api } from "~/components/admin/api";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { errorText, useConsole, useScreenTitle } from "~/components/admin/console-state";
import { useResource } from "~/components/admin/use-resource";

/** Booked calls beside the enquiries, and for owners the booking settings (docs/decisions/021-booking.md). */
interface Booking {
  id: string;
  status: "confirmed" | "cancelled" | "spam";
  startsAt: string;
  name: string;
  email: string;
  company: string;
  note: string;
}
interface Settings {
  weeklyHours: { start: number; end: number }[][];
  slotMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  maxPerDay: number;
  daysOff: string[];
  busyFeedUrl: string;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (text: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
};

/** "09:00–12:00, 13:00–17:00" ⇄ openings; an unreadable entry becomes NaN, which the server refuses. */
function hoursText(openings: { start: number; end: number }[]): string {
  return openings.map((opening) => `${hhmm(opening.start)}–${hhmm(opening.end)}`).join(", ");
}
function openingsOf(text: string): { start: number; end: number }[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      // An en dash as shown, or the hyphen a keyboard types.
      const [start = "", end = ""] = part.split(/[-–]/);
      return { start: minutesOf(start), end: minutesOf(end) };
    });
}

export default function Bookings() {
  const { copy, lang } = useConsole();
  const t = copy.bookings;
  useScreenTitle(copy, t.heading);
  const list = useResource<{ items: Booking[] }>("/bookings");
  // 403 for an operator who is not an owner: the settings are not shown.
  const owner = useResource<{ settings: Settings; feedUrl: string; calendar: { error: string | null } }>("/booking-settings");
  const [message, setMessage] = useState("");
  // The feed's address after a renewal, until the settings are read again.
  const [renewedFeedUrl, setRenewedFeedUrl] = useState<string | null>(null);
  const [feedMessage, setFeedMessage] = useState("");
  const when = new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const settings: Settings = {
      weeklyHours: t.weekdays.map((_, day) => openingsOf(text(`day-${day}`))),
      slotMinutes: Number(text("slotMinutes")),
      bufferMinutes: Number(text("bufferMinutes")),
      noticeMinutes: Math.round(Number(text("noticeHours")) * 60),
      maxPerDay: Number(text("maxPerDay")),
      daysOff: text("daysOff")
        .split(",")
        .map((day) => day.trim())
        .filter(Boolean),
      busyFeedUrl: text("busyFeedUrl").trim(),
    };
    try {
      await api("/booking-settings", { method: "POST", body: settings });
      setMessage(t.saved);
    } catch (error) {
      setMessage((error as { code?: string }).code === "invalid" ? t.invalid : errorText(copy, error));
    }
  }

  /** A new secret feed address; the server asks for a fresh passkey check first (api() prompts). */
  async function renewFeed() {
    try {
      const { feedUrl } = await api<{ feedUrl: string }>("/booking-settings/feed", { method: "POST" });
      setRenewedFeedUrl(feedUrl);
      setFeedMessage(t.feedRenewed);
    } catch (error) {
      setFeedMessage(errorText(copy, error));
    }
  }

  const field = "field-input mt-1.5";
  const settings = owner.data?.settings;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{t.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{t.intro}</p>
      {list.data && list.data.items.length === 0 && <p className="mt-4 text-ink-300">{t.empty}</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="mt-4 divide-y divide-ink-800 rounded-xl border border-ink-800 text-sm">
          {list.data.items.map((booking) => (
            <li key={booking.id} className="px-4 py-3">
              <p className="font-medium text-ink-100">
                {when.format(new Date(booking.startsAt))} · {t.statuses[booking.status]}
              </p>
              <p className="break-words text-ink-200">
                {booking.name}
                {booking.company ? ` (${booking.company})` : ""} · <a href={`mailto:${booking.email}`}>{booking.email}</a>
              </p>
              {booking.note && <p className="mt-1 whitespace-pre-line break-words text-ink-300">{booking.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {settings && (
        <section aria-labelledby="booking-settings" className="mt-10">
          <h2 id="booking-settings" className="text-xl font-semibold text-ink-100">
            {t.settingsHeading}
          </h2>
          <p className="mt-2 text-sm text-ink-300">
            {t.feedUrl}: <code className="break-all text-ink-100">{renewedFeedUrl ?? owner.data?.feedUrl}</code>
          </p>
          <div className="mt-3">
            <ConfirmButton
              label={t.renewFeed}
              question={t.confirmRenewFeed}
              confirmLabel={t.renewFeed}
              cancelLabel={copy.inbox.cancel}
              onConfirm={renewFeed}
            />
          </div>
          {/* Beside the address it concerns, not at the foot of the long settings form. */}
          <p role="status" className="mt-2 text-sm text-ink-200">
            {feedMessage}
          </p>
          {owner.data?.calendar.error && (
            <p className="mt-2 text-sm text-danger-300">
              {t.calendarError} {owner.data.calendar.error}
            </p>
          )}
          <form onSubmit={save} className="mt-4 grid max-w-2xl gap-4">
            <p className="text-sm text-ink-400">{t.hoursHint}</p>
            {t.weekdays.map((day, index) => (
              <label key={day} className="block text-sm font-medium text-ink-200">
                {day}
                <input name={`day-${index}`} defaultValue={hoursText(settings.weeklyHours[index] ?? [])} className={field} />
              </label>
            ))}
            <div className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ["slotMinutes", t.slotMinutes, settings.slotMinutes],
                  ["bufferMinutes", t.bufferMinutes, settings.bufferMinutes],
                  ["noticeHours", t.noticeHours, settings.noticeMinutes / 60],
                  ["maxPerDay", t.maxPerDay, settings.maxPerDay],
                ] as const
              ).map(([name, label, value]) => (
                <label key={name} className="block text-sm font-medium text-ink-200">
                  {label}
                  <input name={name} type="number" min={0} step="any" defaultValue={value} className={field} />
                </label>
              ))}
            </div>
            <label className="block text-sm font-medium text-ink-200">
              {t.daysOff}
              <input
                name="daysOff"
                defaultValue={settings.daysOff.join(", ")}
                className={field}
                aria-describedby="days-off-hint"
              />
            </label>
            <p id="days-off-hint" className="-mt-3 text-sm text-ink-400">
              {t.daysOffHint}
            </p>
            <label className="block text-sm font-medium text-ink-200">
              {t.busyFeedUrl}
              <input
                name="busyFeedUrl"
                type="url"
                defaultValue={settings.busyFeedUrl}
                className={field}
                aria-describedby="busy-feed-hint"
              />
            </label>
            <p id="busy-feed-hint" className="-mt-3 text-sm text-ink-400">
              {t.busyFeedHint}
            </p>
            <div>
              <button type="submit" className="btn btn-primary">
                {t.save}
              </button>
            </div>
          </form>
        </section>
      )}
      <p role="status" className="mt-3 text-sm text-ink-200">
        {message}
      </p>
    </>
  );
}
