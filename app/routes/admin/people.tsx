import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api, queryOf } from "~/components/admin/api";
import { FreshDownload } from "~/components/admin/fresh-download";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { errorText, formatTime, useConsole, useScreenTitle } from "~/components/admin/console-state";
import { TextField } from "~/components/admin/labelled-field";
import type { EnquirySummary } from "~/components/admin/inbox-types";
import { useResource } from "~/components/admin/use-resource";

/** A call the address booked, as the server lists it (docs/decisions/021-booking.md). */
interface BookedCall {
  id: string;
  status: "confirmed" | "cancelled" | "spam";
  startsAt: string;
  name: string;
  company: string;
  note: string;
}

/**
 * Access and erasure requests: everything from one address, its enquiries and the calls it
 * booked, exported or erased in two clicks.
 */
export default function People() {
  const { copy, lang } = useConsole();
  const t = copy.people;
  const [params, setParams] = useSearchParams();
  const email = params.get("email") ?? "";
  const found = useResource<{ items: EnquirySummary[]; bookings: BookedCall[] }>(email ? `/people${queryOf({ email })}` : null);
  const items = found.data?.items ?? null;
  const bookings = found.data?.bookings ?? [];
  const summary =
    bookings.length > 0 ? `${t.found(items?.length ?? 0)} · ${t.foundBookings(bookings.length)}` : t.found(items?.length ?? 0);
  // Calls are Swedish time, as on the bookings screen.
  const when = new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
    timeZone: "Europe/Stockholm",
    dateStyle: "medium",
    timeStyle: "short",
  });
  const [message, setMessage] = useState("");
  useScreenTitle(copy, t.heading);

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{t.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{t.intro}</p>
      <form
        key={email}
        className="mt-6 flex max-w-xl flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(queryOf({ email: String(new FormData(event.currentTarget).get("email") ?? "").trim() }));
        }}
      >
        {/* Text with the email keyboard: type="email" refuses åsa@exempel.se (app/forms/email.ts). */}
        <TextField
          className="min-w-0 flex-1"
          label={t.emailLabel}
          name="email"
          type="text"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={email}
        />
        <button type="submit" className="btn btn-primary">
          {t.show}
        </button>
      </form>
      <p role="status" className="mt-3 min-h-6 text-sm text-brand-300">
        {found.error ? errorText(copy, found.error) : message}
      </p>
      {items && (
        <section aria-label={summary} className="mt-2">
          <p className="font-semibold text-ink-100">{summary}</p>
          {items.length > 0 && (
            <ul className="mt-3 divide-y divide-ink-800 rounded-xl border border-ink-800">
              {items.map((item) => (
                <li key={item.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                  <Link to={`/admin/enquiries/${item.id}`} className="text-ink-100 hover:underline">
                    {copy.forms[item.form]} · {item.name || item.email}
                  </Link>
                  <span className="text-ink-400">{formatTime(item.createdAt, lang)}</span>
                </li>
              ))}
            </ul>
          )}
          {bookings.length > 0 && (
            <section aria-labelledby="people-bookings" className="mt-6">
              <h2 id="people-bookings" className="text-lg font-semibold text-ink-100">
                {t.bookingsHeading}
              </h2>
              <ul className="mt-3 divide-y divide-ink-800 rounded-xl border border-ink-800">
                {bookings.map((booking) => (
                  <li key={booking.id} className="px-4 py-3 text-sm">
                    <p className="flex flex-wrap justify-between gap-2">
                      <span className="font-medium text-ink-100">
                        {when.format(new Date(booking.startsAt))} · {copy.bookings.statuses[booking.status]}
                      </span>
                      <span className="break-words text-ink-400">
                        {booking.name}
                        {booking.company ? ` (${booking.company})` : ""}
                      </span>
                    </p>
                    {booking.note && <p className="mt-1 whitespace-pre-line break-words text-ink-300">{booking.note}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {items.length + bookings.length > 0 && (
            <div className="mt-4 flex flex-wrap gap-2">
              <FreshDownload className="btn btn-secondary" href={`/api/admin/people/export${queryOf({ email })}`}>
                {t.exportJson}
              </FreshDownload>
              <ConfirmButton
                label={t.erase}
                question={t.confirmErase(items.length, email, bookings.length)}
                confirmLabel={t.erase}
                cancelLabel={copy.inbox.cancel}
                onConfirm={async () => {
                  try {
                    const { erased, checkpoint } = await api<{ erased: number; checkpoint: "done" | "pending" }>(
                      "/people/erase",
                      { method: "POST", body: { email } },
                    );
                    setMessage(checkpoint === "pending" ? t.erasedPending(erased) : t.erased(erased));
                    found.reload();
                  } catch (error) {
                    setMessage(errorText(copy, error));
                  }
                }}
              />
            </div>
          )}
        </section>
      )}
    </>
  );
}
