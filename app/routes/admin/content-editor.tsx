import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { api, ApiError, queryOf } from "~/components/admin/api";
import { useConsole, useScreenTitle } from "~/components/admin/console-state";
import { Field, setAt, type FormContext, type Path, type ServicePageChoice, type Shape } from "~/components/admin/content-form";
import { ContentHistory, type Notice } from "~/components/admin/content-history";
import type { FactTable } from "~/components/admin/content-facts";
import { contentErrorText, PublishPanel } from "~/components/admin/content-publish";
import { useResource } from "~/components/admin/use-resource";
import { contentCopy } from "~/content/console-content";
import { previewCopy } from "~/content/console-preview";
import type { Lang } from "~/i18n/lang";

interface Draft {
  body: unknown;
  stale: string[];
  version: number;
}
interface Opened {
  live: { number: number; body: unknown; stale: string[] } | null;
  draft: Draft | null;
  shape: Shape;
  preview: Record<Lang, string>;
  facts: FactTable;
  servicePages: ServicePageChoice[];
}
type SaveState = "saved" | "unsaved" | "saving" | "failed" | "invalid" | "conflict";

/** How long typing pauses before the draft is saved. */
const AUTOSAVE_MS = 800;

/**
 * One document's editor (docs/decisions/018-content-editing.md): the form from its schema,
 * Swedish and English side by side; every pause in typing saves the draft, naming the draft
 * version it started from, so a colleague's save in between is reported (and this text kept)
 * rather than overwritten; a failed save keeps the text and is tried again at the next change.
 */
export default function ContentEditor() {
  const { copy: consoleCopy, lang } = useConsole();
  const copy = contentCopy[lang];
  const document = useParams()["*"] ?? "";
  const opened = useResource<Opened>(`/content/document${queryOf({ id: document })}`);
  // A service page by its title, once the page list has come with the document.
  const title = opened.data?.servicePages.find((page) => `service/${page.id}` === document)?.title;
  const name = copy.documentName(document, title);
  useScreenTitle(consoleCopy, name);

  const [body, setBody] = useState<unknown>(undefined);
  const [stale, setStale] = useState<string[]>([]);
  const [hasDraft, setHasDraft] = useState(false);
  const [state, setState] = useState<SaveState>("saved");
  const [issues, setIssues] = useState<ReadonlyMap<string, string>>(new Map());
  const [conflict, setConflict] = useState<Draft | null>(null);
  const [edits, setEdits] = useState(0);
  // After a publish the document has no draft left, but the panel stays to say it went out,
  // until the next edit.
  const [published, setPublished] = useState(false);
  // The last restore's confirmation, until the next edit: the history list remounts when a
  // restore publishes (it is keyed by the live revision) and would lose it.
  const [restoreNotice, setRestoreNotice] = useState<Notice | null>(null);
  const latest = useRef<{ body: unknown; version: number }>({ body: undefined, version: 0 });
  const saving = useRef(false);

  const adopt = useCallback((draft: Draft | null, live: Opened["live"]) => {
    const text = draft?.body ?? live?.body;
    latest.current = { body: text, version: draft?.version ?? 0 };
    setBody(text);
    setStale(draft?.stale ?? live?.stale ?? []);
    setHasDraft(Boolean(draft));
  }, []);

  // A newly loaded document (first load, after a publish or a restore) replaces the form's text.
  const [seen, setSeen] = useState<Opened | undefined>(undefined);
  if (opened.data && opened.data !== seen) {
    const { draft, live } = opened.data;
    setSeen(opened.data);
    setBody(draft?.body ?? live?.body);
    setStale(draft?.stale ?? live?.stale ?? []);
    setHasDraft(Boolean(draft));
    setState("saved");
    setConflict(null);
    setIssues(new Map());
  }
  useEffect(() => {
    if (seen) latest.current = { body: seen.draft?.body ?? seen.live?.body, version: seen.draft?.version ?? 0 };
  }, [seen]);

  const save = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    const sent = latest.current.body;
    setState("saving");
    try {
      const { draft } = await api<{ draft: Draft }>("/content/draft", {
        method: "PUT",
        body: { document, body: sent, expectedVersion: latest.current.version },
      });
      latest.current.version = draft.version;
      setStale(draft.stale);
      setHasDraft(true);
      setIssues(new Map());
      // Typing went on while the save was under way: that text is saved next.
      if (latest.current.body !== sent) setEdits((n) => n + 1);
      setState(latest.current.body === sent ? "saved" : "unsaved");
    } catch (error) {
      if (error instanceof ApiError && error.code === "conflict") {
        setConflict((error.data as { current?: Draft }).current ?? null);
        setState("conflict");
      } else if (error instanceof ApiError && error.code === "invalid-content") {
        const found = (error.data as { issues?: { path: string; problem: string }[] }).issues ?? [];
        setIssues(new Map(found.map((issue) => [issue.path, issue.problem])));
        setState("invalid");
      } else setState("failed");
    } finally {
      saving.current = false;
    }
  }, [document]);

  useEffect(() => {
    if (edits === 0 || conflict) return;
    // save() reports its own failures in the page; nothing is left to catch here.
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [edits, conflict, save]);

  const ctx: FormContext = useMemo(
    () => ({
      copy,
      lang,
      facts: opened.data?.facts,
      servicePages: opened.data?.servicePages,
      stale: new Set(stale),
      issues,
      change(path: Path, value: unknown) {
        latest.current.body = setAt(latest.current.body, path, value);
        setBody(latest.current.body);
        setState("unsaved");
        setPublished(false);
        setRestoreNotice(null);
        setEdits((n) => n + 1);
      },
      async confirmStale(mark: string) {
        try {
          const { draft } = await api<{ draft: Draft }>("/content/confirm", {
            method: "POST",
            body: { document, marks: [mark], expectedVersion: latest.current.version },
          });
          latest.current.version = draft.version;
          setStale(draft.stale);
          setHasDraft(true);
        } catch (error) {
          if (error instanceof ApiError && error.code === "conflict") {
            setConflict((error.data as { current?: Draft }).current ?? null);
            setState("conflict");
          } else setState("failed");
        }
      },
    }),
    [copy, lang, opened.data?.facts, opened.data?.servicePages, stale, issues, document],
  );

  const data = opened.data;
  // "Go to field" (a warning, a comparison, a search result): the field whose id the address's
  // fragment names is opened (its fold), scrolled to and focused, once per fragment.
  const { hash } = useLocation();
  const reached = useRef("");
  const loaded = data !== undefined && body !== undefined;
  useEffect(() => {
    if (!loaded || !hash || reached.current === hash) return;
    const target = globalThis.document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    reached.current = hash;
    for (let parent = target.parentElement; parent; parent = parent.parentElement)
      if (parent instanceof HTMLDetailsElement) parent.open = true;
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView({ block: "center" });
    const focusable = target.matches("input, textarea, select, [role=textbox]")
      ? target
      : target.querySelector<HTMLElement>("input, textarea, select, [role=textbox], summary, button");
    focusable?.focus({ preventScroll: true });
  }, [loaded, hash]);
  const statusText = {
    saved: hasDraft ? copy.save.saved : "",
    unsaved: copy.save.unsaved,
    saving: copy.save.saving,
    failed: copy.save.failed,
    invalid: copy.save.invalid,
    conflict: copy.save.conflict,
  }[state];
  const previewHref = (pageLang: Lang) =>
    `/api/admin/content/preview${queryOf({ path: data?.preview[pageLang], documents: document })}`;

  return (
    <>
      <p>
        <Link to="/admin/content" className="text-sm text-ink-300 underline underline-offset-4 hover:text-brand-300">
          ← {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{name}</h1>
      {opened.error !== undefined && (
        <p role="alert" className="mt-4 text-danger-300">
          {contentErrorText(copy, opened.error)}
        </p>
      )}
      <p
        role="status"
        className={`mt-2 min-h-6 text-sm ${state === "saved" || state === "saving" ? "text-ink-300" : "text-gold-300"}`}
      >
        {statusText}
      </p>
      {conflict && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              adopt(conflict, data?.live ?? null);
              setConflict(null);
              setState("saved");
            }}
          >
            {copy.save.loadTheirs}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              latest.current.version = conflict.version;
              setConflict(null);
              void save();
            }}
          >
            {copy.save.keepMine}
          </button>
        </div>
      )}
      {data && body !== undefined && (
        // On a phone the preview and publish come first, the history after the long form; on a
        // wide screen both sit beside the form.
        <div className="mt-4 grid items-start gap-6 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
          <div className="space-y-6 lg:col-start-2 lg:row-start-1">
            {hasDraft && (
              <section className="rounded-lg border border-ink-800 bg-ink-900 p-4">
                <ul className="flex flex-wrap gap-2">
                  {(["sv", "en"] as const).map((pageLang) => (
                    <li key={pageLang}>
                      <a className="btn btn-secondary" href={previewHref(pageLang)} target="_blank" rel="noreferrer">
                        {copy.preview(pageLang)}
                      </a>
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/admin/content/preview?documents=${encodeURIComponent(document)}`}
                  className="mt-3 inline-block text-sm font-medium text-brand-300 underline underline-offset-4 hover:text-brand-400"
                >
                  {previewCopy[lang].link}
                </Link>
              </section>
            )}
            {(hasDraft || published) && state === "saved" && (
              <PublishPanel
                copy={copy}
                documents={hasDraft ? [document] : []}
                onPublished={() => {
                  setPublished(true);
                  opened.reload();
                }}
              />
            )}
          </div>
          <form
            className="min-w-0 space-y-3 lg:col-start-1 lg:row-span-2 lg:row-start-1"
            onSubmit={(event) => event.preventDefault()}
            aria-label={name}
          >
            <Field shape={data.shape} value={body} path={[]} label={name} ctx={ctx} />
          </form>
          <div className="lg:col-start-2 lg:row-start-2">
            <ContentHistory
              key={`${data.live?.number}`}
              copy={copy}
              lang={lang}
              document={document}
              liveNumber={data.live?.number}
              notice={restoreNotice}
              onRestored={(notice) => {
                setRestoreNotice(notice);
                opened.reload();
              }}
            />
          </div>
        </div>
      )}
    </>
  );
}
