import { useState } from "react";
import { api, queryOf } from "~/components/admin/api";
import { auditConcerns, type AuditEntry as Entry } from "~/components/admin/audit-text";
import { errorText, formatTime, useConsole, useScreenTitle } from "~/components/admin/console-state";
import { useResource } from "~/components/admin/use-resource";

/** The audit log, newest first, read-only. */
export default function Audit() {
  const { copy, lang } = useConsole();
  const t = copy.audit;
  const first = useResource<{ items: Entry[]; next: string | null }>("/audit");
  const [older, setOlder] = useState<{ items: Entry[]; next: string | null }>({ items: [], next: null });
  const [message, setMessage] = useState("");
  const items = first.data ? [...first.data.items, ...older.items] : null;
  const next = older.items.length > 0 ? older.next : (first.data?.next ?? null);
  const more = async (before: string) => {
    try {
      const page = await api<{ items: Entry[]; next: string | null }>(`/audit${queryOf({ before })}`);
      setOlder((current) => ({ items: [...current.items, ...page.items], next: page.next }));
    } catch (error) {
      setMessage(errorText(copy, error));
    }
  };
  useScreenTitle(copy, t.heading);

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{t.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{t.intro}</p>
      <p role="status" className="mt-2 text-sm text-danger-300">
        {message}
      </p>
      {items && items.length === 0 && <p className="mt-4 text-ink-300">{t.empty}</p>}
      {items && items.length > 0 && (
        <>
          {/* A phone gets one card per entry; a table's four columns do not fit 375 px. */}
          <ul className="mt-4 divide-y divide-ink-800 rounded-xl border border-ink-800 text-sm sm:hidden">
            {items.map((entry) => (
              <li key={entry.id} className="px-4 py-3">
                <p className="font-medium text-ink-100">{t.actions[entry.action] ?? entry.action}</p>
                <p className="break-words text-ink-300">{auditConcerns(copy, entry, lang)}</p>
                <p className="mt-1 break-all text-xs text-ink-400">
                  {formatTime(entry.at, lang)} · {entry.actor}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden overflow-x-auto rounded-xl border border-ink-800 sm:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-ink-900 text-ink-300">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t.columns.when}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t.columns.who}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t.columns.action}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t.columns.target}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((entry) => (
                  <tr key={entry.id} className="border-t border-ink-800 align-top">
                    <td className="whitespace-nowrap px-3 py-2 text-ink-300">{formatTime(entry.at, lang)}</td>
                    <td className="break-all px-3 py-2 text-ink-200">{entry.actor}</td>
                    <td className="px-3 py-2 text-ink-100">{t.actions[entry.action] ?? entry.action}</td>
                    <td className="break-all px-3 py-2 text-ink-300">{auditConcerns(copy, entry, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {next && (
        <button type="button" className="btn btn-secondary mt-4" onClick={() => more(next)}>
          {copy.inbox.loadMore}
        </button>
      )}
    </>
  );
}
