import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { api, ApiError, queryOf } from "~/components/admin/api";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { errorText, formatTime, useConsole, useScreenTitle } from "~/components/admin/console-state";
import { STATUSES, type EnquirySummary } from "~/components/admin/inbox-types";
import { KeepToggle } from "~/components/admin/keep-toggle";
import { mailtoHref } from "~/components/admin/mailto";
import { useResource } from "~/components/admin/use-resource";
import { SpamCheck } from "~/components/admin/spam-check";
import type { ScreeningView } from "~/admin/spam-reasons";
import { spamConsoleCopy } from "~/content/spam-console";
import { EnquiryOrigin } from "~/components/admin/enquiry-origin";

interface Detail extends EnquirySummary {
  formTitle: string;
  page: string;
  /** Spam defence: the check at capture (null before it existed) and the reference the sender was given. */
  screening: ScreeningView | null;
  reference: string;
  /** Site statistics: where the sender entered the site that day, and from where (null: unknown). */
  entryPage: string | null;
  source: string | null;
  fields: { name: string; label: string; value: string }[];
  notifications: {
    channel: "email" | "webhook" | "confirmation";
    status: "pending" | "sent" | "failed";
    attempts: number;
    nextAttemptAt: string | null;
    sentAt: string | null;
    lastError: string | null;
  }[];
}

/** One enquiry: every field under its label, where it came from, its notifications, and what to do with it. */
export default function Enquiry() {
  const { copy, lang } = useConsole();
  const t = copy.enquiry;
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const resource = useResource<Detail>(`/enquiries/${encodeURIComponent(id)}${queryOf({ lang })}`);
  const missing = resource.error instanceof ApiError && resource.error.status === 404;
  const detail = missing ? "missing" : resource.data?.id === id ? resource.data : null;
  const [message, setMessage] = useState("");
  useScreenTitle(copy, detail === "missing" ? t.notFound : detail ? detail.name || detail.email : undefined);

  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      setMessage(done ?? "");
      resource.reload();
    } catch (error) {
      setMessage(errorText(copy, error));
    }
  };

  const back = (
    <Link to="/admin/inbox" className="text-sm text-brand-300 hover:underline">
      ← {t.back}
    </Link>
  );
  if (detail === "missing") {
    return (
      <>
        {back}
        <h1 className="mt-4 text-2xl font-bold text-ink-100">{t.notFound}</h1>
      </>
    );
  }
  if (!detail) return <p className="text-ink-300">{resource.error ? errorText(copy, resource.error) : copy.loading}</p>;

  const subject = `${t.replyPrefix} ${detail.formTitle}`;
  return (
    <>
      {back}
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{detail.name || detail.email}</h1>
      <p className="mt-1 text-ink-300">
        {detail.formTitle} · {copy.statuses[detail.status]}
        {detail.screening?.proof === "unverified" ? ` · ${spamConsoleCopy[lang].unverifiedMark}` : ""}
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        <a className="btn btn-primary" href={mailtoHref(detail.email, subject)}>
          {t.reply}
        </a>
        {STATUSES.filter((status) => status !== detail.status).map((status) => (
          <button
            key={status}
            type="button"
            className="btn btn-secondary"
            onClick={() => act(() => api("/enquiries/status", { method: "POST", body: { ids: [detail.id], status } }))}
          >
            {copy.inbox.markAs} {copy.statuses[status].toLowerCase()}
          </button>
        ))}
        <ConfirmButton
          label={t.delete}
          question={t.confirmDelete}
          confirmLabel={t.delete}
          cancelLabel={copy.inbox.cancel}
          onConfirm={async () => {
            try {
              await api("/enquiries/delete", { method: "POST", body: { ids: [detail.id] } });
              void navigate("/admin/inbox");
            } catch (error) {
              setMessage(errorText(copy, error));
            }
          }}
        />
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-brand-300">
        {message}
      </p>

      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="fields" className="card p-5 lg:col-span-2">
          <h2 id="fields" className="text-lg font-semibold text-ink-100">
            {t.fields}
          </h2>
          <dl className="mt-4 space-y-4">
            {detail.fields.map((field) => (
              <div key={field.name}>
                <dt className="text-sm font-medium text-ink-400">{field.label}</dt>
                <dd className="mt-1 whitespace-pre-wrap break-words text-ink-100">{field.value || "–"}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="space-y-6">
          <SpamCheck
            lang={lang}
            screening={detail.screening}
            status={detail.status}
            reference={detail.reference}
            onNotSpam={() =>
              act(
                () => api("/enquiries/status", { method: "POST", body: { ids: [detail.id], status: "new" } }),
                spamConsoleCopy[lang].movedToNew,
              )
            }
          />
          <section aria-labelledby="about" className="card p-5">
            <h2 id="about" className="text-lg font-semibold text-ink-100">
              {t.about}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <Row term={t.received} value={formatTime(detail.createdAt, lang)} />
              <Row term={t.page} value={detail.page} />
              <EnquiryOrigin lang={lang} entryPage={detail.entryPage} source={detail.source} />
              <Row term={t.language} value={copy.languages[detail.language]} />
              <Row term={t.status} value={copy.statuses[detail.status]} />
            </dl>
            <Link
              to={`/admin/people${queryOf({ email: detail.email })}`}
              className="mt-4 inline-block text-sm text-brand-300 hover:underline"
            >
              {t.everything}
            </Link>
          </section>
          <KeepToggle id={detail.id} keptAt={detail.keptAt} onDone={(run) => void act(run)} />
          <section aria-labelledby="notifications" className="card p-5">
            <h2 id="notifications" className="text-lg font-semibold text-ink-100">
              {t.notifications}
            </h2>
            {detail.notifications.length === 0 ? (
              <p className="mt-3 text-sm text-ink-300">{t.none}</p>
            ) : (
              <ul className="mt-3 space-y-3 text-sm">
                {detail.notifications.map((n) => (
                  <li key={n.channel}>
                    <span className="font-medium text-ink-100">{t.channels[n.channel]}: </span>
                    <span
                      className={
                        n.status === "failed" ? "text-danger-300" : n.status === "sent" ? "text-brand-300" : "text-gold-300"
                      }
                    >
                      {n.status === "sent"
                        ? t.sent(formatTime(n.sentAt!, lang))
                        : n.status === "pending"
                          ? t.pending(formatTime(n.nextAttemptAt!, lang))
                          : t.failed(n.lastError ?? "")}
                    </span>
                    <span className="block text-ink-400">
                      {t.attempts(n.attempts)}
                      {n.status === "pending" && n.lastError ? ` · ${n.lastError}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {detail.notifications.some((n) => n.status !== "sent") && (
              <button
                type="button"
                className="btn btn-secondary mt-4"
                onClick={() =>
                  act(() => api(`/enquiries/${encodeURIComponent(detail.id)}/retry`, { method: "POST", body: {} }), t.retried)
                }
              >
                {t.retry}
              </button>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-400">{term}</dt>
      <dd className="break-all text-right text-ink-100">{value}</dd>
    </div>
  );
}
