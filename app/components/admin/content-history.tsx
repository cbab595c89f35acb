import { useState } from "react";
import { Link } from "react-router";
import { api, ApiError, queryOf } from "./api";
import { contentErrorText, fieldHref, FindingList, type Finding } from "./content-publish";
import { noteText } from "./content-note";
import { useResource } from "./use-resource";
import type { ContentCopy } from "~/content/console-content";
import type { Lang } from "~/i18n/lang";

interface Revision {
  number: number;
  author: string;
  publishedAt: string;
  note: string | null;
}
interface Change {
  path: string;
  before?: string;
  after?: string;
  words: { op: "same" | "added" | "removed"; text: string }[];
  /** The field's label in both console languages, from the server. */
  label?: Record<Lang, string>;
}

/**
 * A document's published revisions (who, when, the note), a field-by-field comparison of any
 * two with the changed words marked, and restoring one as a draft or published at once (which
 * asks for a fresh passkey check; docs/decisions/018-content-editing.md). A revision restored
 * and published goes through today's checks: their warnings are shown and the person chooses
 * to restore anyway or not, as when publishing; errors stop it.
 */
export interface Notice {
  ok: boolean;
  text: string;
}

export function ContentHistory({
  copy,
  lang,
  document,
  liveNumber,
  notice,
  onRestored,
}: {
  copy: ContentCopy;
  lang: Lang;
  document: string;
  liveNumber: number | undefined;
  /** The last restore's confirmation, kept by the editor: a restore that publishes remounts this list. */
  notice: Notice | null;
  onRestored: (notice: Notice) => void;
}) {
  const history = useResource<{ revisions: Revision[] }>(`/content/history${queryOf({ document })}`);
  const revisions = history.data?.revisions ?? [];
  const [from, setFrom] = useState<string>("");
  const [to, setTo] = useState<string>("");
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [message, setMessage] = useState<Notice | null>(notice);
  // A restore the checks answered with findings: shown until restored anyway or cancelled.
  const [asking, setAsking] = useState<{ number: number; mode: "draft" | "publish"; findings: Finding[] } | null>(null);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang === "sv" ? "sv-SE" : "en-GB", { dateStyle: "medium", timeStyle: "short" });
  const older = from || String(revisions[1]?.number ?? "");
  const newer = to || String(revisions[0]?.number ?? "");

  const compare = async () => {
    setMessage(null);
    try {
      const result = await api<{ changes: Change[] }>(`/content/diff${queryOf({ document, from: older, to: newer })}`);
      setChanges(result.changes);
    } catch (error) {
      setMessage({ ok: false, text: contentErrorText(copy, error) });
    }
  };

  const restore = async (number: number, mode: "draft" | "publish", confirmWarnings = false) => {
    setMessage(null);
    try {
      // Never confirmed unasked: the checks may warn of what changed since the revision was live.
      await api("/content/restore", { method: "POST", body: { document, number, mode, confirmWarnings } });
      setAsking(null);
      const done = { ok: true, text: copy.history.restored(number) };
      setMessage(done);
      history.reload();
      onRestored(done);
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { outcome?: { findings?: Finding[] } } | undefined) : undefined;
      const findings = data?.outcome?.findings ?? [];
      if (findings.length > 0) setAsking({ number, mode, findings });
      else {
        setAsking(null);
        setMessage({ ok: false, text: contentErrorText(copy, error) });
      }
    }
  };
  const askingErrors = asking?.findings.filter((finding) => finding.severity === "error") ?? [];
  const askingWarnings = asking?.findings.filter((finding) => finding.severity === "warning") ?? [];

  const select = "rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100";
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-ink-800 bg-ink-900 p-4">
      <h2 id="history-heading" className="text-lg font-semibold text-ink-100">
        {copy.history.heading}
      </h2>
      <ol className="mt-3 space-y-3">
        {revisions.map((revision) => (
          <li key={revision.number} className="border-t border-ink-800 pt-3 text-sm">
            <p className="font-medium text-ink-100">
              {copy.history.revision(revision.number)}
              {revision.number === liveNumber && <span className="ml-2 text-brand-300">{copy.history.live}</span>}
            </p>
            <p className="text-ink-300">
              {when(revision.publishedAt)} {copy.history.by} {revision.author}
            </p>
            {revision.note && (
              <p className="text-ink-300">
                {copy.history.note}: {noteText(copy, revision.note)}
              </p>
            )}
            {revision.number !== liveNumber && (
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-secondary min-h-9 px-3 text-sm"
                  onClick={() => restore(revision.number, "draft")}
                >
                  {copy.history.restoreDraft}
                  <span className="sr-only">: {copy.history.revision(revision.number)}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-secondary min-h-9 px-3 text-sm"
                  onClick={() => restore(revision.number, "publish")}
                >
                  {copy.history.restorePublish}
                  <span className="sr-only">: {copy.history.revision(revision.number)}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {asking && (
        <div role="alert" className="mt-3 rounded-md border border-gold-500 p-3 text-ink-100">
          <p className="font-medium">{copy.history.checked(asking.number)}</p>
          {askingErrors.length > 0 && (
            <>
              <p className="mt-2 font-medium">{copy.publish.errors}</p>
              <FindingList copy={copy} findings={askingErrors} />
            </>
          )}
          {askingWarnings.length > 0 && (
            <>
              <p className="mt-2 font-medium">{copy.publish.warnings}</p>
              <FindingList copy={copy} findings={askingWarnings} />
            </>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {askingErrors.length === 0 && (
              <button type="button" className="btn btn-primary" onClick={() => restore(asking.number, asking.mode, true)}>
                {copy.history.restoreAnyway}
              </button>
            )}
            <button type="button" className="btn btn-secondary" onClick={() => setAsking(null)}>
              {copy.publish.cancel}
            </button>
          </div>
        </div>
      )}
      {revisions.length > 1 && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <label className="text-sm text-ink-200">
            <span className="block">{copy.history.from}</span>
            <select className={select} value={older} onChange={(event) => setFrom(event.target.value)}>
              {revisions.map((revision) => (
                <option key={revision.number} value={revision.number}>
                  {copy.history.revision(revision.number)}
                </option>
              ))}
              <option value="draft">{copy.history.draft}</option>
            </select>
          </label>
          <label className="text-sm text-ink-200">
            <span className="block">{copy.history.to}</span>
            <select className={select} value={newer} onChange={(event) => setTo(event.target.value)}>
              {revisions.map((revision) => (
                <option key={revision.number} value={revision.number}>
                  {copy.history.revision(revision.number)}
                </option>
              ))}
              <option value="draft">{copy.history.draft}</option>
            </select>
          </label>
          <button type="button" className="btn btn-secondary" onClick={compare}>
            {copy.history.compare}
          </button>
        </div>
      )}
      {changes && (
        <div className="mt-4">
          {changes.length === 0 ? (
            <p className="text-sm text-ink-300">{copy.history.noChanges}</p>
          ) : (
            <ul className="space-y-3">
              {changes.map((change) => (
                <li key={change.path} className="border-t border-ink-800 pt-2 text-sm">
                  <p className="font-medium text-ink-100">
                    {change.label?.[lang] || copy.history.field}{" "}
                    <Link
                      to={fieldHref(document, change.path)}
                      className="whitespace-nowrap text-xs font-normal text-brand-300 underline underline-offset-4"
                    >
                      {copy.goToField}
                      <span className="sr-only">: {change.label?.[lang]}</span>
                    </Link>
                  </p>
                  {/* Before and after side by side, each whole, the changed words marked in each. */}
                  <div className="mt-1 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
                    <div className="rounded-md border border-ink-800 p-2">
                      <p className="text-xs text-ink-400">{copy.history.before}</p>
                      <p className="whitespace-pre-wrap text-ink-200">
                        {change.before === undefined ? (
                          <span className="text-ink-400">{copy.history.absent}</span>
                        ) : (
                          change.words
                            .filter((word) => word.op !== "added")
                            .map((word, index) =>
                              word.op === "same" ? (
                                <span key={index}>{word.text}</span>
                              ) : (
                                <del key={index} className="text-danger-300" title={copy.history.removed}>
                                  {word.text}
                                </del>
                              ),
                            )
                        )}
                      </p>
                    </div>
                    <div className="rounded-md border border-ink-800 p-2">
                      <p className="text-xs text-ink-400">{copy.history.after}</p>
                      <p className="whitespace-pre-wrap text-ink-100">
                        {change.after === undefined ? (
                          <span className="text-ink-400">{copy.history.absent}</span>
                        ) : (
                          change.words
                            .filter((word) => word.op !== "removed")
                            .map((word, index) =>
                              word.op === "same" ? (
                                <span key={index}>{word.text}</span>
                              ) : (
                                <ins key={index} className="bg-brand-900 text-brand-300 no-underline" title={copy.history.added}>
                                  {word.text}
                                </ins>
                              ),
                            )
                        )}
                      </p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p role="status" className={`mt-2 text-sm ${message?.ok ? "text-brand-300" : "text-danger-300"}`}>
        {message?.text}
      </p>
    </section>
  );
}
