import { SPAM_SCORE_THRESHOLD, type ScreeningView, type SpamReasonCode } from "~/admin/spam-reasons";
import { spamConsoleCopy } from "~/content/spam-console";
import type { Lang } from "~/i18n/lang";

/**
 * An enquiry's spam check in the console (docs/decisions/011-spam-defence.md): the proof of
 * work, each reason with its points, the score, and for spam the "Not spam" button that moves
 * it to new and sends the notification it never got.
 */
export function SpamCheck({
  lang,
  screening,
  status,
  reference,
  onNotSpam,
}: {
  lang: Lang;
  screening: ScreeningView | null;
  status: "new" | "handled" | "spam";
  reference: string;
  onNotSpam: () => void;
}) {
  const t = spamConsoleCopy[lang];
  return (
    <section aria-labelledby="spam-check" className="card p-5">
      <h2 id="spam-check" className="text-lg font-semibold text-ink-100">
        {t.heading}
      </h2>
      {screening ? (
        <>
          <p className="mt-3 text-sm text-ink-300">{t.proof[screening.proof]}</p>
          {screening.reasons.length === 0 ? (
            <p className="mt-2 text-sm text-ink-300">{t.noReasons}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm" aria-label={t.heading}>
              {screening.reasons.map((reason) => (
                <li key={reason.code} className="flex justify-between gap-4">
                  <span className="text-ink-100">
                    {t.reasons[reason.code as SpamReasonCode] ?? reason.code}
                    {reason.detail ? ` (${reason.detail})` : ""}
                  </span>
                  <span className="shrink-0 text-ink-400">{t.points(reason.points)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className={`mt-2 text-sm font-medium ${status === "spam" ? "text-danger-300" : "text-ink-300"}`}>
            {t.score(screening.score, SPAM_SCORE_THRESHOLD)}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-ink-300">{t.notChecked}</p>
      )}
      <p className="mt-2 text-sm text-ink-400">
        {t.reference}: <span className="text-ink-100">{reference}</span>
      </p>
      {status === "spam" && (
        <button type="button" className="btn btn-primary mt-4" onClick={onNotSpam}>
          {t.notSpam}
        </button>
      )}
    </section>
  );
}
