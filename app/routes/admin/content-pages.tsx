import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { api, ApiError } from "~/components/admin/api";
import { ConfirmButton } from "~/components/admin/confirm-button";
import { useConsole, useScreenTitle } from "~/components/admin/console-state";
import { contentErrorText } from "~/components/admin/content-publish";
import { useResource } from "~/components/admin/use-resource";
import { IconPicker } from "~/components/admin/content-icon-picker";
import { contentCopy } from "~/content/console-content";
import { servicePagesCopy, type ServicePagesCopy } from "~/content/console-service-pages";
import { keywordList, newServicePageIssues, type FormProblem, type NewServicePage } from "~/content/model/service-page-form";
import type { Lang } from "~/i18n/lang";

interface ServicePage {
  id: string;
  slug: Record<Lang, string>;
  state: "live" | "retired";
  title: Record<Lang, string> | null;
}

const LANGS: readonly Lang[] = ["sv", "en"];
type Problems = Record<string, string>;

/** A labelled control with its hint and its problem under it, both joined to it for screen readers. */
function Field({
  label,
  hint,
  problem,
  children,
}: {
  label: string;
  hint?: string;
  problem?: string;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-200">
        {label}
      </label>
      {children({ id, "aria-describedby": described, ...(problem ? { "aria-invalid": true as const } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-400">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-danger-300">
          {problem}
        </p>
      )}
    </div>
  );
}

const EMPTY: NewServicePage = {
  title: { sv: "", en: "" },
  slug: { sv: "", en: "" },
  description: { sv: "", en: "" },
  icon: "",
  keywords: { sv: [], en: [] },
  startFrom: "",
};

function AddServicePage({
  copy,
  pages,
  icons,
  lang,
  onAdded,
}: {
  copy: ServicePagesCopy;
  pages: ServicePage[];
  icons: string[];
  lang: Lang;
  onAdded: () => void;
}) {
  const [form, setForm] = useState<NewServicePage>(EMPTY);
  // The keywords as typed (commas and all); the form holds them as lists (keywordList).
  const [keywordText, setKeywordText] = useState<Record<Lang, string>>({ sv: "", en: "" });
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string; id?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const problemText = (path: string) => {
    const code = problems[path];
    return code === undefined ? undefined : (copy.problems[code as FormProblem] ?? code);
  };
  const set = (field: "title" | "slug" | "description", language: Lang, value: string) =>
    setForm((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));

  const submit = async () => {
    // The same rules as the server's, at once; the server checks again and alone knows what is taken.
    const issues = newServicePageIssues(form, { icons, pages: pages.map((page) => page.id) });
    if (issues.length > 0) {
      setProblems(Object.fromEntries(issues.map((issue) => [issue.path, issue.problem])));
      return setStatus({ ok: false, text: copy.add.invalid });
    }
    setBusy(true);
    try {
      const added = await api<{ id: string }>("/content/service-pages", { method: "POST", body: form });
      setProblems({});
      setForm(EMPTY);
      setKeywordText({ sv: "", en: "" });
      setStatus({ ok: true, text: copy.add.added, id: added.id });
      onAdded();
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { issues?: { path: string; problem: string }[] }) : undefined;
      if (data?.issues?.length) {
        setProblems(Object.fromEntries(data.issues.map((issue) => [issue.path, issue.problem])));
        setStatus({ ok: false, text: copy.add.invalid });
      } else setStatus({ ok: false, text: contentErrorText(contentCopy[lang], error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="add-service-page" className="mt-10 max-w-3xl">
      <h2 id="add-service-page" className="text-xl font-semibold text-ink-100">
        {copy.add.heading}
      </h2>
      <p className="mt-2 text-ink-300">{copy.add.intro}</p>
      <form
        noValidate
        className="mt-4 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {(["title", "slug", "description"] as const).map((field) => (
          <div key={field} className="grid gap-4 sm:grid-cols-2">
            {LANGS.map((language) => (
              <Field
                key={language}
                label={copy.add[field](language)}
                hint={field === "slug" ? `/${language}/services/… · ${copy.add.slugHint}` : undefined}
                problem={problemText(`$.${field}.${language}`)}
              >
                {(props) =>
                  field === "description" ? (
                    <textarea
                      {...props}
                      rows={3}
                      lang={language}
                      className="field-input mt-1"
                      value={form[field][language]}
                      onChange={(event) => set(field, language, event.target.value)}
                    />
                  ) : (
                    <input
                      {...props}
                      type="text"
                      lang={language}
                      className="field-input mt-1"
                      value={form[field][language]}
                      autoCapitalize={field === "slug" ? "none" : undefined}
                      spellCheck={field === "slug" ? false : undefined}
                      onChange={(event) => set(field, language, event.target.value)}
                    />
                  )
                }
              </Field>
            ))}
          </div>
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          {LANGS.map((language) => (
            <Field
              key={language}
              label={copy.add.keywords(language)}
              hint={copy.add.keywordsHint}
              problem={problemText(`$.keywords.${language}`)}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  lang={language}
                  className="field-input mt-1"
                  value={keywordText[language]}
                  onChange={(event) => {
                    const text = event.target.value;
                    setKeywordText((current) => ({ ...current, [language]: text }));
                    setForm((current) => ({ ...current, keywords: { ...current.keywords, [language]: keywordList(text) } }));
                  }}
                />
              )}
            </Field>
          ))}
        </div>
        <div className="grid gap-4">
          <IconPicker
            label={copy.add.icon}
            icons={icons}
            value={form.icon}
            lang={lang}
            onChange={(icon) => setForm((current) => ({ ...current, icon }))}
            problem={problemText("$.icon")}
          />
          <Field label={copy.add.startFrom} hint={copy.add.startFromHint} problem={problemText("$.startFrom")}>
            {(props) => (
              <select
                {...props}
                className="field-input mt-1"
                value={form.startFrom}
                onChange={(event) => setForm((current) => ({ ...current, startFrom: event.target.value }))}
              >
                <option value="">{copy.add.choose}</option>
                {pages.map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.title?.[lang] ?? page.id}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {copy.add.submit}
          </button>
        </div>
      </form>
      <div role="status" className="mt-3 min-h-6 text-sm">
        {status && (
          <p className={status.ok ? "text-brand-300" : "text-danger-300"}>
            {status.text}{" "}
            {status.id && (
              <>
                <Link className="underline" to={`/admin/content/edit/service/${status.id}`}>
                  {copy.add.editPage}
                </Link>
                {" · "}
                <Link className="underline" to="/admin/content">
                  {copy.add.publish}
                </Link>
              </>
            )}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The console's service pages (docs/decisions/025-service-pages.md): every page with its
 * addresses and state, retiring one (or making it live again), and adding one. Each makes drafts,
 * published with the others under Content.
 */
export default function ContentPages() {
  const { copy: consoleCopy, lang } = useConsole();
  const copy = servicePagesCopy[lang];
  useScreenTitle(consoleCopy, copy.heading);
  const list = useResource<{ services: ServicePage[]; icons: string[] }>("/content/service-pages");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const services = list.data?.services ?? [];

  const setState = async (page: ServicePage, state: ServicePage["state"]) => {
    const title = page.title?.[lang] ?? page.id;
    try {
      await api("/content/service-pages/state", { method: "POST", body: { id: page.id, state } });
      setMessage({ ok: true, text: state === "retired" ? copy.retired(title) : copy.restored(title) });
      list.reload();
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { issues?: { problem: string }[] }) : undefined;
      const problem = data?.issues?.[0]?.problem as keyof ServicePagesCopy["problems"] | undefined;
      setMessage({ ok: false, text: problem ? copy.problems[problem] : contentErrorText(contentCopy[lang], error) });
    }
  };

  return (
    <>
      <p>
        <Link to="/admin/content" className="text-sm text-ink-300 underline underline-offset-4 hover:text-brand-300">
          {contentCopy[lang].back}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{copy.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-300">{copy.intro}</p>
      {list.error !== undefined && (
        <p role="alert" className="mt-4 text-danger-300">
          {contentErrorText(contentCopy[lang], list.error)}
        </p>
      )}
      <section aria-labelledby="service-pages-list" className="mt-6">
        <h2 id="service-pages-list" className="text-xl font-semibold text-ink-100">
          {copy.listHeading}
        </h2>
        <p className="mt-2 max-w-2xl text-sm text-ink-300">
          {copy.slugChange}{" "}
          <Link to="/admin/content/edit/pages" className="underline underline-offset-4 hover:text-brand-300">
            {copy.editList}
          </Link>
        </p>
        <div role="status" className="mt-2 min-h-6 text-sm">
          {message && <p className={message.ok ? "text-brand-300" : "text-danger-300"}>{message.text}</p>}
        </div>
        <ul className="mt-2 divide-y divide-ink-800 rounded-xl border border-ink-800">
          {services.map((page) => {
            const title = page.title?.[lang] ?? copy.untitled;
            return (
              <li key={page.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                {/* At least 12rem wide: on a phone the button goes under the text instead of squeezing it. */}
                <div className="min-w-48 flex-1">
                  <p className="font-medium text-ink-100">{title}</p>
                  {LANGS.map((language) => (
                    <p key={language} className="break-all text-sm text-ink-300">
                      <span className="sr-only">{copy.address(language)}: </span>
                      {`/${language}/services/${page.slug[language]}`}
                    </p>
                  ))}
                  <p className={`text-sm ${page.state === "live" ? "text-ink-300" : "text-gold-300"}`}>
                    {copy.state[page.state]}
                  </p>
                </div>
                {page.state === "live" ? (
                  <ConfirmButton
                    label={
                      <>
                        {copy.retire}
                        <span className="sr-only">: {title}</span>
                      </>
                    }
                    question={copy.retireQuestion(title)}
                    confirmLabel={copy.retire}
                    cancelLabel={copy.cancel}
                    onConfirm={() => setState(page, "retired")}
                  />
                ) : (
                  <button type="button" className="btn btn-secondary" onClick={() => void setState(page, "live")}>
                    {copy.restore}
                    <span className="sr-only">: {title}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {list.data && (
        <AddServicePage copy={copy} pages={services} icons={list.data.icons} lang={lang} onAdded={() => list.reload()} />
      )}
    </>
  );
}
