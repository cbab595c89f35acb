import { api } from "./api";
import { formatTime, useConsole } from "./console-state";

/**
 * The retention "keep" mark of one enquiry (the CLI's `inbox keep`/`unkeep`): a kept enquiry,
 * one that led to an assignment, is exempt from the retention purge.
 */
export function KeepToggle({
  id,
  keptAt,
  onDone,
}: {
  id: string;
  keptAt: string | null;
  onDone: (run: () => Promise<unknown>) => void;
}) {
  const { copy, lang } = useConsole();
  const t = copy.trust;
  return (
    <section aria-labelledby="keep" className="card p-5">
      <h2 id="keep" className="text-lg font-semibold text-ink-100">
        {t.keepHeading}
      </h2>
      <p className="mt-2 text-sm text-ink-300">{keptAt ? t.kept(formatTime(keptAt, lang)) : t.notKept}</p>
      {!keptAt && <p className="mt-1 text-xs text-ink-400">{t.keptHint}</p>}
      <button
        type="button"
        className="btn btn-secondary mt-4"
        aria-pressed={keptAt !== null}
        onClick={() => onDone(() => api("/enquiries/keep", { method: "POST", body: { ids: [id], kept: keptAt === null } }))}
      >
        {keptAt ? t.unkeep : t.keep}
      </button>
    </section>
  );
}
