import { useEffect, useState } from "react";
import { api, queryOf } from "~/components/admin/api";
import { useResource } from "~/components/admin/use-resource";
import { errorText, formatTime, useConsole } from "~/components/admin/console-state";
import type { AuditAction } from "~/admin/audit";
import type { ConsoleCopy } from "~/content/console";

interface Entry {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
}

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
  useEffect(() => {
    document.title = `${t.heading} · ${copy.title}`;
  }, [t.heading, copy.title]);

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{t.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{t.intro}</p>
      <p role="status" className="mt-2 text-sm text-danger-300">
        {message}
      </p>
      {items && items.length === 0 && <p className="mt-4 text-ink-300">{t.empty}</p>}
      {items && items.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded-xl border border-ink-800">
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
                  <td className="px-3 py-2 text-ink-100">{t.actions[entry.action as AuditAction] ?? entry.action}</td>
                  <td className="break-all px-3 py-2 text-ink-300">
                    {[entry.target, describeDetail(entry.detail, t)].filter(Boolean).join(" · ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <button type="button" className="btn btn-secondary mt-4" onClick={() => more(next)}>
          {copy.inbox.loadMore}
        </button>
      )}
    </>
  );
}

/** An entry's details in the operator's language: "antal 2 · urval status hanterad". */
function describeDetail(detail: Record<string, unknown>, t: ConsoleCopy["audit"]): string {
  const value = (item: unknown): string =>
    item !== null && typeof item === "object"
      ? Object.entries(item)
          .map(([key, inner]) => `${t.detailKeys[key] ?? key} ${value(inner)}`)
          .join(", ")
      : (t.detailValues[String(item)] ?? String(item));
  return Object.entries(detail)
    .map(([key, item]) => `${t.detailKeys[key] ?? key} ${value(item)}`)
    .join(" · ");
}
