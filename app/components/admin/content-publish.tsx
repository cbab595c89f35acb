import { useEffect, useState } from "react";
import { Link } from "react-router";
import { api, ApiError, queryOf } from "./api";
import { useConsole } from "./console-state";
import type { ContentCopy } from "~/content/console-content";
import { ruleReason } from "~/content/editorial-rules";
import { fieldId, parsePath } from "~/content/console-shape";
import type { Lang } from "~/i18n/lang";

export interface Finding {
  severity: "error" | "warning";
  code: string;
  document: string;
  path: string;
  detail?: string;
  /** For a `style-rule` finding: the rule's id (app/content/editorial-rules.ts), whose reason is shown. */
  rule?: string;
  /** The field's label in both console languages ("About › Eyebrow (English)"), from the server. */
  label?: Record<Lang, string>;
}

/** The editor's address of a document, at a field: where "go to field" leads. */
export function fieldHref(document: string, path: string): string {
  const at = parsePath(path);
  return `/admin/content/edit/${document}${at.length ? `#${fieldId(at)}` : ""}`;
}

/** A refusal's message in the console's language; unknown codes fall back to the generic one. */
export function contentErrorText(copy: ContentCopy, error: unknown): string {
  const code = error instanceof ApiError ? error.code : "server";
  return copy.errors[code] ?? copy.errors.server!;
}

/**
 * The checks' findings, each named in the console's language by its page and the field's label
 * ("Startsidan: Om oss › Överrubrik (engelska)"), with a link to the field; never the path. A style
 * rule's finding adds the rule's reason in the console's language (app/content/editorial-rules.ts).
 */
export function FindingList({ copy, findings }: { copy: ContentCopy; findings: readonly Finding[] }) {
  const { lang } = useConsole();
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
      {findings.map((finding, index) => {
        const where = finding.label?.[lang];
        const reason = finding.rule === undefined ? undefined : ruleReason(finding.rule, lang);
        return (
          <li key={index}>
            {copy.findings[finding.code as keyof ContentCopy["findings"]] ?? finding.code}:{" "}
            <strong className="font-medium">
              {copy.documentName(finding.document)}
              {where && ` › ${where}`}
            </strong>
            {finding.detail && <> ({finding.detail})</>}
            {reason && <> – {reason}</>}{" "}
            <Link
              to={fieldHref(finding.document, finding.path)}
              className="whitespace-nowrap text-brand-300 underline underline-offset-4 hover:text-brand-400"
            >
              {copy.goToField}
              <span className="sr-only">
                : {copy.documentName(finding.document)}
                {where && ` › ${where}`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** How many changed fields the publish panel names per document before "and n more". */
const NAMED_CHANGES = 6;

/**
 * What a publish of these drafts takes live, field by field: every unpublished edit of each
 * document, not only the one in mind (a new service page's card goes live with whatever else
 * the home page's draft holds). A document never published is new as a whole.
 */
function PendingChanges({ copy, documents }: { copy: ContentCopy; documents: string[] }) {
  const { lang } = useConsole();
  const [changes, setChanges] = useState<Map<string, Record<Lang, string>[] | "new">>(new Map());
  const key = documents.join(",");
  useEffect(() => {
    let alive = true;
    void Promise.all(
      key
        .split(",")
        .filter(Boolean)
        .slice(0, 20)
        .map(async (document) => {
          try {
            const diff = await api<{ changes: { label?: Record<Lang, string> }[]; new?: boolean }>(
              `/content/diff${queryOf({ document, from: "live", to: "draft" })}`,
            );
            if (diff.new) return [document, "new"] as const;
            return [document, diff.changes.map((change) => change.label ?? { sv: "", en: "" })] as const;
          } catch {
            return [document, "new"] as const;
          }
        }),
    ).then((entries) => alive && setChanges(new Map<string, Record<Lang, string>[] | "new">(entries)));
    return () => {
      alive = false;
    };
  }, [key]);
  if (changes.size === 0) return null;
  return (
    <div className="mt-3 text-sm text-ink-200">
      <p className="font-medium">{copy.publish.pending}</p>
      <ul className="mt-1 space-y-1">
        {[...changes].map(([document, fields]) => (
          <li key={document}>
            <span className="text-ink-100">{copy.documentName(document)}</span>
            {": "}
            {fields === "new"
              ? copy.publish.newDocument
              : fields.length === 0
                ? copy.history.noChanges
                : fields
                    .slice(0, NAMED_CHANGES)
                    .map((label) => label[lang])
                    .join("; ") + (fields.length > NAMED_CHANGES ? `; ${copy.publish.more(fields.length - NAMED_CHANGES)}` : "")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Publishes a chosen set of drafts in one step, with an optional note. The server asks for a
 * fresh passkey check first (the console's step-up, in `api`); warnings from the checks are
 * shown and need a confirmation, errors stop it (docs/decisions/018-content-editing.md).
 */
export function PublishPanel({
  copy,
  documents,
  onPublished,
}: {
  copy: ContentCopy;
  documents: string[];
  onPublished: () => void;
}) {
  const [note, setNote] = useState("");
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const publish = async (confirmWarnings: boolean) => {
    if (documents.length === 0) return setMessage({ ok: false, text: copy.publish.none });
    setBusy(true);
    setMessage(null);
    try {
      await api("/content/publish", {
        method: "POST",
        body: { documents, ...(note.trim() ? { note: note.trim() } : {}), confirmWarnings },
      });
      setFindings(null);
      setNote("");
      setMessage({ ok: true, text: copy.publish.done(documents.length) });
      onPublished();
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { findings?: Finding[] } | undefined) : undefined;
      if (data?.findings?.length) setFindings(data.findings);
      else setMessage({ ok: false, text: contentErrorText(copy, error) });
    } finally {
      setBusy(false);
    }
  };

  const errors = findings?.filter((finding) => finding.severity === "error") ?? [];
  const warnings = findings?.filter((finding) => finding.severity === "warning") ?? [];
  const findingList = (list: Finding[]) => <FindingList copy={copy} findings={list} />;

  return (
    <section aria-labelledby="publish-heading" className="rounded-lg border border-ink-800 bg-ink-900 p-4">
      <h2 id="publish-heading" className="text-lg font-semibold text-ink-100">
        {copy.publish.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{copy.publish.chosen(documents.length)}</p>
      {!message?.ok && <PendingChanges copy={copy} documents={documents} />}
      <label className="mt-3 block text-sm font-medium text-ink-200" htmlFor="publish-note">
        {copy.publish.note}
      </label>
      <input
        id="publish-note"
        type="text"
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className="mt-1 w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100"
      />
      {findings ? (
        <div role="alert" className="mt-3 rounded-md border border-gold-500 p-3 text-ink-100">
          {errors.length > 0 && (
            <>
              <p className="font-medium">{copy.publish.errors}</p>
              {findingList(errors)}
            </>
          )}
          {warnings.length > 0 && (
            <>
              <p className="mt-2 font-medium">{copy.publish.warnings}</p>
              {findingList(warnings)}
            </>
          )}
          {/* Going back to fix it is the first choice; publishing over the warnings the second. */}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={() => setFindings(null)}>
              {errors.length === 0 ? copy.publish.cancelAndFix : copy.publish.cancel}
            </button>
            {errors.length === 0 && (
              <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => publish(true)}>
                {copy.publish.confirm}
              </button>
            )}
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-primary mt-3" disabled={busy} onClick={() => publish(false)}>
          {copy.publish.button}
        </button>
      )}
      <p role="status" className={`mt-2 text-sm ${message?.ok ? "text-brand-300" : "text-danger-300"}`}>
        {message?.text}
      </p>
    </section>
  );
}
