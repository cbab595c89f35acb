import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api, queryOf } from "~/components/admin/api";
import { BackupStatus } from "~/components/admin/backup-status";
import { FreshDownload } from "~/components/admin/fresh-download";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { CONSOLE_LANGS, errorText, formatTime, useConsole } from "~/components/admin/console-state";
import { SelectField, TextField } from "~/components/admin/labelled-field";
import { FILTER_KEYS, STATUSES, type EnquirySummary } from "~/components/admin/inbox-types";
import { useResource } from "~/components/admin/use-resource";
import type { FormName } from "~/forms";

/** How often an open inbox asks whether anything arrived (a new enquiry shows within 5 s). */
const POLL_MS = 3000;

/** The inbox: new counts per form, filters, the newest-first list, bulk actions and exports. */
export default function Inbox() {
  const { copy, lang } = useConsole();
  const t = copy.inbox;
  const formNames = Object.keys(copy.forms) as FormName[];
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as Record<
    (typeof FILTER_KEYS)[number],
    string
  >;
  const filterQuery = queryOf(filter);
  const first = useResource<{ items: EnquirySummary[]; next: string | null }>(`/enquiries${filterQuery}`);
  // Further pages ("show more") and the selection belong to one filter and one load of page one.
  const [more, setMore] = useState<{ key: string; items: EnquirySummary[]; next: string | null } | null>(null);
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> } | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [message, setMessage] = useState("");
  const newest = useRef<string | null | undefined>(undefined);
  const extra = more?.key === first.key ? more : null;
  const items = first.data ? [...first.data.items, ...(extra?.items ?? [])] : null;
  const next = extra ? extra.next : (first.data?.next ?? null);
  const selected = selection?.key === first.key ? selection.ids : new Set<string>();
  const { reload } = first;

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const result = await api<{ newByForm: Record<string, number>; newest: string | null }>("/counts");
        if (stopped) return;
        setCounts(result.newByForm);
        if (newest.current !== undefined && newest.current !== result.newest) reload();
        newest.current = result.newest;
      } catch {
        // A missed poll is retried by the next one.
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [reload]);

  const totalNew = Object.values(counts).reduce((a, b) => a + b, 0);
  useEffect(() => {
    document.title = totalNew > 0 ? `(${totalNew}) ${copy.title}` : copy.title;
  }, [totalNew, copy.title]);

  const act = async (path: string, body: unknown) => {
    try {
      await api(path, { method: "POST", body });
      setMessage("");
      reload();
    } catch (error) {
      setMessage(errorText(copy, error));
    }
  };
  const setSelected = (ids: Set<string>) => setSelection({ key: first.key, ids });
  const toggle = (id: string) => {
    const ids = new Set(selected);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setSelected(ids);
  };
  const ids = [...selected];
  const allSelected = items !== null && items.length > 0 && items.every((item) => selected.has(item.id));

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{t.heading}</h1>
      <BackupStatus />

      <section aria-labelledby="new-counts" className="mt-4">
        <h2 id="new-counts" className="sr-only">
          {t.newCounts}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {formNames.map((form) => (
            <li key={form}>
              <Link
                to={`/admin/inbox${queryOf({ form, status: "new" })}`}
                className="inline-flex items-center gap-2 rounded-full border border-ink-700 bg-ink-900 px-3 py-1.5 text-sm text-ink-200 hover:border-brand-500"
              >
                {copy.forms[form]}
                <span className="rounded-full bg-brand-900 px-2 font-semibold text-brand-300">
                  {t.newCount(counts[form] ?? 0)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-ink-400">{t.live}</p>
      </section>

      <form
        key={filterQuery}
        aria-label={t.filters}
        className="card mt-6 grid grid-cols-2 gap-3 p-4 md:grid-cols-3 lg:grid-cols-6"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setParams(queryOf(Object.fromEntries(FILTER_KEYS.map((key) => [key, String(data.get(key) ?? "").trim()]))));
        }}
      >
        <SelectField
          name="form"
          label={t.form}
          defaultValue={filter.form}
          any={t.any}
          options={formNames.map((form) => [form, copy.forms[form]])}
        />
        <SelectField
          name="status"
          label={t.status}
          defaultValue={filter.status}
          any={t.any}
          options={STATUSES.map((status) => [status, copy.statuses[status]])}
        />
        <SelectField
          name="language"
          label={t.language}
          defaultValue={filter.language}
          any={t.any}
          options={CONSOLE_LANGS.map((code) => [code, copy.languages[code]])}
        />
        <TextField name="from" type="date" label={t.from} defaultValue={filter.from} />
        <TextField name="to" type="date" label={t.to} defaultValue={filter.to} />
        <TextField name="q" type="search" label={t.search} defaultValue={filter.q} placeholder={t.searchPlaceholder} />
        <div className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-3 lg:col-span-6">
          <button type="submit" className="btn btn-primary">
            {t.apply}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setParams("")}>
            {t.reset}
          </button>
          <span className="ml-auto flex flex-wrap items-center gap-2 text-sm text-ink-300">
            {t.export}:
            <FreshDownload
              className="btn btn-secondary whitespace-nowrap"
              href={`/api/admin/export${queryOf({ ...filter, format: "csv" })}`}
            >
              {t.exportCsv}
            </FreshDownload>
            <FreshDownload
              className="btn btn-secondary whitespace-nowrap"
              href={`/api/admin/export${queryOf({ ...filter, format: "csv", separator: ";" })}`}
            >
              {t.exportCsvExcel}
            </FreshDownload>
            <FreshDownload
              className="btn btn-secondary whitespace-nowrap"
              href={`/api/admin/export${queryOf({ ...filter, format: "jsonl" })}`}
            >
              {t.exportJsonl}
            </FreshDownload>
          </span>
        </div>
      </form>

      <div className="mt-3 flex min-h-11 flex-wrap items-center gap-2" aria-live="polite">
        {ids.length > 0 && (
          <>
            <span className="text-sm text-ink-300">
              {t.selected(ids.length)} · {t.markAs}
            </span>
            {STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                className="btn btn-secondary"
                onClick={() => act("/enquiries/status", { ids, status })}
              >
                {copy.statuses[status]}
              </button>
            ))}
            <ConfirmButton
              label={t.delete}
              question={t.confirmDelete(ids.length)}
              confirmLabel={t.delete}
              cancelLabel={t.cancel}
              onConfirm={() => act("/enquiries/delete", { ids })}
            />
          </>
        )}
        <p role="status" className="text-sm text-danger-300">
          {first.error ? errorText(copy, first.error) : message}
        </p>
      </div>

      {items === null ? (
        <p className="mt-6 text-ink-300">{copy.loading}</p>
      ) : items.length === 0 ? (
        <p className="mt-6 text-ink-300">{t.empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-xl border border-ink-800">
          <table className="w-full text-left text-sm">
            <thead className="bg-ink-900 text-ink-300">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t.selectAll}
                    className="size-4 accent-brand-500"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)))}
                  />
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.columns.from}
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  {t.columns.form}
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  {t.columns.status}
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  {t.columns.email}
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  {t.columns.language}
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  {t.columns.received}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className={`border-t border-ink-800 ${item.status === "new" ? "bg-ink-850" : ""}`}>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={`${t.select} ${item.name || item.email}`}
                      className="size-4 accent-brand-500"
                      checked={selected.has(item.id)}
                      onChange={() => toggle(item.id)}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      to={`/admin/enquiries/${item.id}`}
                      className={`hover:underline ${item.status === "new" ? "font-semibold text-ink-100" : "text-ink-200"}`}
                    >
                      {item.name || item.email}
                    </Link>
                    {item.company && item.company !== item.name && (
                      <span className="block text-xs text-ink-400">{item.company}</span>
                    )}
                    {/* On a phone the form, status and time columns fold in here. */}
                    <span className="mt-0.5 block text-xs text-ink-400 md:hidden">
                      {copy.forms[item.form]} · {copy.statuses[item.status]} · {formatTime(item.createdAt, lang)}
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 text-ink-300 md:table-cell">{copy.forms[item.form]}</td>
                  <td className="hidden px-3 py-2 md:table-cell">
                    <span
                      className={
                        item.status === "new" ? "text-brand-300" : item.status === "spam" ? "text-danger-300" : "text-ink-300"
                      }
                    >
                      {copy.statuses[item.status]}
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 text-ink-300 md:table-cell">{item.email}</td>
                  <td className="hidden px-3 py-2 text-ink-300 md:table-cell">{copy.languages[item.language]}</td>
                  <td className="hidden whitespace-nowrap px-3 py-2 text-ink-300 md:table-cell">
                    {formatTime(item.createdAt, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <button
          type="button"
          className="btn btn-secondary mt-4"
          onClick={async () => {
            try {
              const page = await api<{ items: EnquirySummary[]; next: string | null }>(
                `/enquiries${queryOf({ ...filter, after: next })}`,
              );
              setMore({ key: first.key, items: [...(extra?.items ?? []), ...page.items], next: page.next });
            } catch (error) {
              setMessage(errorText(copy, error));
            }
          }}
        >
          {t.loadMore}
        </button>
      )}
    </>
  );
}
