import { useState } from "react";
import { api } from "~/components/admin/api";
import { BookingCall, type ConsoleCall } from "~/components/admin/booking-call";
import { BookingSettingsForm, type BookingSettings } from "~/components/admin/booking-settings-form";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { errorText, useConsole, useScreenTitle } from "~/components/admin/console-state";
import { useResource } from "~/components/admin/use-resource";
import { ownerBookingsCopy } from "~/content/console-bookings";

/**
 * Booked calls (docs/decisions/021-booking.md, docs/decisions/030-the-owners-bookings.md): the
 * upcoming ones soonest first, grouped as today, tomorrow and later (Swedish days); earlier and
 * cancelled calls apart and folded. Each call's actions are in `BookingCall`. Owners also see the
 * booking settings, the feed's address with a copy button, and the language of the firm's emails.
 */

/** A Swedish calendar day (YYYY-MM-DD) of an instant. */
const swedishDay = (instant: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );

export default function Bookings() {
  const { copy, lang } = useConsole();
  const t = copy.bookings;
  const o = ownerBookingsCopy[lang];
  useScreenTitle(copy, t.heading);
  const list = useResource<{ upcoming: ConsoleCall[]; past: ConsoleCall[]; cancelled: ConsoleCall[] }>("/bookings");
  // 403 for an operator who is not an owner: the settings and the owner's actions are not shown.
  const owner = useResource<{ settings: BookingSettings; feedUrl: string; calendar: { error: string | null } }>(
    "/booking-settings",
  );
  const ownerLanguage = useResource<{ language: "sv" | "en" }>("/owner-language");
  const isOwner = Boolean(owner.data);
  const [message, setMessage] = useState("");
  const [notice, setNotice] = useState("");
  const [languageMessage, setLanguageMessage] = useState("");
  // The feed's address after a renewal, until the settings are read again.
  const [renewedFeedUrl, setRenewedFeedUrl] = useState<string | null>(null);
  const [feedMessage, setFeedMessage] = useState("");
  const feedUrl = renewedFeedUrl ?? owner.data?.feedUrl ?? "";

  /** A new secret feed address; the server asks for a fresh passkey check first (api() prompts). */
  async function renewFeed() {
    try {
      const { feedUrl: renewed } = await api<{ feedUrl: string }>("/booking-settings/feed", { method: "POST" });
      setRenewedFeedUrl(renewed);
      setFeedMessage(t.feedRenewed);
    } catch (error) {
      setFeedMessage(errorText(copy, error));
    }
  }

  async function copyFeed() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setFeedMessage(o.settings.copied);
    } catch {
      setFeedMessage(o.settings.copyFailed);
    }
  }

  async function saveLanguage(language: string) {
    try {
      await api("/owner-language", { method: "POST", body: { language } });
      setLanguageMessage(o.ownerLanguage.saved);
      ownerLanguage.reload();
    } catch (error) {
      setLanguageMessage(errorText(copy, error));
    }
  }

  const changed = (text: string) => {
    setNotice(text);
    list.reload();
  };

  const now = new Date();
  const today = swedishDay(now);
  // The calendar day after today's, counted on the date itself (a day with a summer-time change is 23 or 25 hours).
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const upcoming = list.data?.upcoming ?? [];
  const groups = [
    { key: "today", heading: o.groups.today, calls: upcoming.filter((call) => swedishDay(new Date(call.startsAt)) <= today) },
    {
      key: "tomorrow",
      heading: o.groups.tomorrow,
      calls: upcoming.filter((call) => swedishDay(new Date(call.startsAt)) === tomorrow),
    },
    { key: "later", heading: o.groups.later, calls: upcoming.filter((call) => swedishDay(new Date(call.startsAt)) > tomorrow) },
  ].filter((group) => group.calls.length > 0);

  const callList = (calls: ConsoleCall[], past: boolean) => (
    <ul className="mt-2 divide-y divide-ink-800 rounded-xl border border-ink-800 text-sm">
      {calls.map((call) => (
        <BookingCall key={call.id} call={call} owner={isOwner} past={past} onChanged={changed} />
      ))}
    </ul>
  );

  const settings = owner.data?.settings;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{t.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{t.intro}</p>
      <p role="status" className="mt-2 text-sm text-ink-200">
        {notice}
      </p>
      {list.data && (
        <>
          {groups.length === 0 && <p className="mt-4 text-ink-300">{o.noUpcoming}</p>}
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`calls-${group.key}`} className="mt-4">
              <h2 id={`calls-${group.key}`} className="text-lg font-semibold text-ink-100">
                {group.heading} <span className="text-ink-400">({group.calls.length})</span>
              </h2>
              {callList(group.calls, false)}
            </section>
          ))}
          {(
            [
              ["past", o.groups.past, list.data.past, true],
              ["cancelled", o.groups.cancelled, list.data.cancelled, false],
            ] as const
          )
            .filter(([, , calls]) => calls.length > 0)
            .map(([key, heading, calls, past]) => (
              <details key={key} className="mt-4">
                <summary className="cursor-pointer text-lg font-semibold text-ink-100">
                  {heading} <span className="text-ink-400">({calls.length})</span>
                </summary>
                {callList(calls, past)}
              </details>
            ))}
        </>
      )}
      {settings && (
        <section aria-labelledby="booking-settings" className="mt-10">
          <h2 id="booking-settings" className="text-xl font-semibold text-ink-100">
            {t.settingsHeading}
          </h2>
          <p className="mt-2 text-sm text-ink-300">
            {t.feedUrl}: <code className="break-all text-ink-100">{feedUrl}</code>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => void copyFeed()}>
              {o.settings.copy}
            </button>
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
          <BookingSettingsForm key={owner.key} settings={settings} onSaved={setMessage} />
        </section>
      )}
      <p role="status" className="mt-3 text-sm text-ink-200">
        {message}
      </p>
      {ownerLanguage.data && (
        <section aria-labelledby="owner-language" className="mt-10 max-w-2xl">
          <h2 id="owner-language" className="text-xl font-semibold text-ink-100">
            {o.ownerLanguage.heading}
          </h2>
          <p className="mt-2 text-sm text-ink-300">{o.ownerLanguage.intro}</p>
          <form
            className="mt-3 flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void saveLanguage(String(new FormData(event.currentTarget).get("language")));
            }}
          >
            <label className="block text-sm font-medium text-ink-200">
              {o.ownerLanguage.label}
              <select name="language" defaultValue={ownerLanguage.data.language} className="field-input mt-1.5">
                <option value="sv">{copy.languages.sv}</option>
                <option value="en">{copy.languages.en}</option>
              </select>
            </label>
            <button type="submit" className="btn btn-secondary">
              {o.ownerLanguage.save}
            </button>
          </form>
          <p role="status" className="mt-2 text-sm text-ink-200">
            {languageMessage}
          </p>
        </section>
      )}
    </>
  );
}
