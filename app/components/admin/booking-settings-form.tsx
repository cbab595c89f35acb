import { useState, type FormEvent } from "react";
import { api } from "~/components/admin/api";
import { errorText, useConsole } from "~/components/admin/console-state";
import { ownerBookingsCopy } from "~/content/console-bookings";

/** The owner's booking settings as the server keeps them (server/booking/settings.ts). */
export interface BookingSettings {
  weeklyHours: { start: number; end: number }[][];
  slotMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  maxPerDay: number;
  daysOff: string[];
  busyFeedUrl: string;
  /** Added by docs/decisions/029-booking-for-the-visitor.md; shown once the server has them. */
  videoLink?: string;
  changeCutoffHours?: number;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
/** "09:30" as minutes; the time input's "24:00" is not offered, so a day ends at 23:59 at the latest. */
const minutesOf = (text: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
};

/**
 * Booking settings as controls (docs/decisions/030-the-owners-bookings.md): per weekday a toggle
 * and from–to times, days off from a date picker, the numbers as number inputs. The server checks
 * everything again (a refused value leaves the stored settings as they were).
 */
export function BookingSettingsForm({ settings, onSaved }: { settings: BookingSettings; onSaved: (message: string) => void }) {
  const { copy, lang } = useConsole();
  const t = copy.bookings;
  const o = ownerBookingsCopy[lang].settings;
  const [hours, setHours] = useState(settings.weeklyHours.map((day) => day.map((opening) => ({ ...opening }))));
  const [daysOff, setDaysOff] = useState([...settings.daysOff].sort());
  const [newDayOff, setNewDayOff] = useState("");
  const field = "field-input mt-1.5";

  const setOpening = (day: number, index: number, key: "start" | "end", value: string) =>
    setHours((all) =>
      all.map((openings, d) =>
        d === day ? openings.map((opening, i) => (i === index ? { ...opening, [key]: minutesOf(value) } : opening)) : openings,
      ),
    );
  const toggleDay = (day: number, open: boolean) =>
    setHours((all) => all.map((openings, d) => (d === day ? (open ? [{ start: 9 * 60, end: 17 * 60 }] : []) : openings)));
  const addOpening = (day: number) =>
    setHours((all) =>
      all.map((openings, d) => {
        if (d !== day) return openings;
        const last = openings.at(-1)?.end ?? 9 * 60;
        return [...openings, { start: Math.min(last + 60, 22 * 60), end: Math.min(last + 120, 23 * 60) }];
      }),
    );
  const removeOpening = (day: number, index: number) =>
    setHours((all) => all.map((openings, d) => (d === day ? openings.filter((_, i) => i !== index) : openings)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const next: BookingSettings = {
      weeklyHours: hours,
      slotMinutes: Number(text("slotMinutes")),
      bufferMinutes: Number(text("bufferMinutes")),
      noticeMinutes: Math.round(Number(text("noticeHours")) * 60),
      maxPerDay: Number(text("maxPerDay")),
      daysOff,
      busyFeedUrl: text("busyFeedUrl").trim(),
      ...(settings.videoLink === undefined ? {} : { videoLink: text("videoLink").trim() }),
      ...(settings.changeCutoffHours === undefined ? {} : { changeCutoffHours: Number(text("changeCutoffHours")) }),
    };
    try {
      await api("/booking-settings", { method: "POST", body: next });
      onSaved(t.saved);
    } catch (error) {
      onSaved((error as { code?: string }).code === "invalid" ? t.invalid : errorText(copy, error));
    }
  }

  const dayName = (iso: string) =>
    new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(new Date(`${iso}T12:00:00Z`));

  return (
    <form onSubmit={save} className="mt-4 grid max-w-2xl gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-3 text-sm text-ink-400">{t.hoursHint}</legend>
        {t.weekdays.map((day, index) => {
          const openings = hours[index] ?? [];
          return (
            <div key={day} className="rounded-lg border border-ink-800 p-3">
              <label className="flex items-center gap-2 text-sm font-medium text-ink-100">
                <input
                  type="checkbox"
                  checked={openings.length > 0}
                  onChange={(event) => toggleDay(index, event.currentTarget.checked)}
                  className="h-5 w-5"
                />
                {day} · {openings.length > 0 ? o.open : o.closed}
              </label>
              {openings.map((opening, i) => (
                // One row even on a phone: from, to, and a small remove button.
                <div key={i} className="mt-2 grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                  <label className="block text-sm text-ink-200">
                    {o.from} <span className="sr-only">{`${day} ${i + 1}`}</span>
                    <input
                      type="time"
                      step={300}
                      required
                      value={Number.isNaN(opening.start) ? "" : hhmm(opening.start)}
                      onChange={(event) => setOpening(index, i, "start", event.currentTarget.value)}
                      className={`${field} min-w-0 px-2`}
                    />
                  </label>
                  <label className="block text-sm text-ink-200">
                    {o.to} <span className="sr-only">{`${day} ${i + 1}`}</span>
                    <input
                      type="time"
                      step={300}
                      required
                      value={Number.isNaN(opening.end) ? "" : hhmm(opening.end)}
                      onChange={(event) => setOpening(index, i, "end", event.currentTarget.value)}
                      className={`${field} min-w-0 px-2`}
                    />
                  </label>
                  <button
                    type="button"
                    className="btn btn-secondary min-h-11 min-w-11 px-3 text-base"
                    onClick={() => removeOpening(index, i)}
                  >
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">
                      {o.removeOpening} {`${day} ${i + 1}`}
                    </span>
                  </button>
                </div>
              ))}
              {openings.length > 0 && openings.length < 4 && (
                <button type="button" className="btn btn-secondary mt-2 min-h-10 px-3 text-sm" onClick={() => addOpening(index)}>
                  {o.addOpening} <span className="sr-only">{day}</span>
                </button>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ["slotMinutes", t.slotMinutes, settings.slotMinutes, 15, 120],
            ["bufferMinutes", t.bufferMinutes, settings.bufferMinutes, 0, 120],
            ["noticeHours", t.noticeHours, settings.noticeMinutes / 60, 0, 336],
            ["maxPerDay", t.maxPerDay, settings.maxPerDay, 1, 20],
          ] as const
        ).map(([name, label, value, min, max]) => (
          <label key={name} className="block text-sm font-medium text-ink-200">
            {label}
            <input name={name} type="number" min={min} max={max} step="any" defaultValue={value} className={field} />
          </label>
        ))}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink-200">{t.daysOff}</legend>
        {daysOff.length === 0 ? (
          <p className="text-sm text-ink-400">{o.noDaysOff}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {daysOff.map((day) => (
              <li
                key={day}
                className="inline-flex items-center gap-2 rounded-lg border border-ink-700 px-3 py-1 text-sm text-ink-100"
              >
                {dayName(day)}
                <button
                  type="button"
                  className="btn btn-secondary min-h-10 px-3 text-sm"
                  onClick={() => setDaysOff((all) => all.filter((d) => d !== day))}
                >
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">{o.removeDayOff(dayName(day))}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <label className="block text-sm text-ink-200">
            {o.dayOff}
            <input
              type="date"
              value={newDayOff}
              onChange={(event) => setNewDayOff(event.currentTarget.value)}
              className={field}
            />
          </label>
          <button
            type="button"
            className="btn btn-secondary min-h-10 px-3.5 text-sm"
            disabled={!/^\d{4}-\d{2}-\d{2}$/.test(newDayOff)}
            onClick={() => {
              setDaysOff((all) => [...new Set([...all, newDayOff])].sort());
              setNewDayOff("");
            }}
          >
            {o.addDayOff}
          </button>
        </div>
      </fieldset>
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
      {settings.videoLink !== undefined && (
        <>
          <label className="block text-sm font-medium text-ink-200">
            {o.videoLink}
            <input
              name="videoLink"
              type="url"
              defaultValue={settings.videoLink}
              className={field}
              aria-describedby="video-link-hint"
            />
          </label>
          <p id="video-link-hint" className="-mt-3 text-sm text-ink-400">
            {o.videoLinkHint}
          </p>
        </>
      )}
      {settings.changeCutoffHours !== undefined && (
        <>
          <label className="block max-w-xs text-sm font-medium text-ink-200">
            {o.cutoffHours}
            <input
              name="changeCutoffHours"
              type="number"
              min={0}
              max={168}
              step={1}
              defaultValue={settings.changeCutoffHours}
              className={field}
              aria-describedby="cutoff-hint"
            />
          </label>
          <p id="cutoff-hint" className="-mt-3 text-sm text-ink-400">
            {o.cutoffHint}
          </p>
        </>
      )}
      <div>
        <button type="submit" className="btn btn-primary">
          {t.save}
        </button>
      </div>
    </form>
  );
}
