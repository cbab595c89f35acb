import { useId, useRef } from "react";
import { FactPicker, type FactTable } from "./content-facts";
import { FactTextInput, type FactInputHandle } from "./content-fact-input";
import { fieldLabel, PLACEHOLDERS_NOTE } from "~/content/console-fields";
import type { ContentCopy } from "~/content/console-content";
import type { Lang } from "~/i18n/lang";
import { ImageField } from "./media-picker";
import { IconPicker } from "./content-icon-picker";

/**
 * The editor's form, generated from the document's shape (JSON Schema of its zod schema, from
 * the API): a text in both languages is one row with Swedish and English side by side, its
 * limit shown while typing; objects are groups; lists can be added to, removed from and
 * reordered (docs/decisions/018-content-editing.md).
 */

export interface Shape {
  type?: string;
  properties?: Record<string, Shape>;
  required?: string[];
  items?: Shape;
  maxItems?: number;
  enum?: (string | number)[];
  const?: unknown;
  anyOf?: Shape[];
  oneOf?: Shape[];
  max?: number;
  minimum?: number;
  /** "image": a media library image's id, chosen with the picker (docs/decisions/024-media.md). */
  media?: string;
  /** The `{names}` a text may hold, filled when it is shown or sent (app/content/model/placeholders.ts). */
  placeholders?: string[];
  /** A service page's id: chosen from the page list. */
  servicePage?: boolean;
}

export type Path = (string | number)[];

/** `$.team.members[0].name`, the server's way of naming a field. */
export function pathText(path: Path): string {
  return "$" + path.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("");
}

export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const next = [...root];
    next[head as number] = setAt(root[head as number], rest, value);
    return next;
  }
  const object = (root ?? {}) as Record<string, unknown>;
  return { ...object, [head!]: setAt(object[head as string], rest, value) };
}

function isLocalized(shape: Shape): boolean {
  return shape.type === "object" && Boolean(shape.properties?.sv && shape.properties.en) && shape.max !== undefined;
}

/** The option of a union the value is (by its constant `type`), else the first that is not null. */
function optionOf(shape: Shape, value: unknown): Shape {
  const options = (shape.oneOf ?? shape.anyOf ?? []).filter((option) => option.type !== "null");
  const kind = (value as { type?: unknown } | undefined)?.type;
  return options.find((option) => option.properties?.type?.const === kind) ?? options[0] ?? {};
}

/** A new, empty value of a shape: what "Add" puts in a list. */
export function emptyOf(shape: Shape): unknown {
  if (shape.oneOf || shape.anyOf) return emptyOf(optionOf(shape, undefined));
  if (shape.const !== undefined) return shape.const;
  if (shape.enum) return shape.enum[0];
  if (shape.type === "array") return [];
  if (shape.type === "number" || shape.type === "integer") return shape.minimum ?? 0;
  if (shape.type === "boolean") return false;
  if (shape.type === "object") {
    const out: Record<string, unknown> = {};
    for (const key of shape.required ?? []) out[key] = emptyOf(shape.properties?.[key] ?? {});
    return out;
  }
  return "";
}

/** A field's label in the console's language (app/content/console-fields.ts). */
function labelOf(key: string | number, ctx: FormContext): string {
  return typeof key === "number" ? ctx.copy.list.item(key + 1) : fieldLabel(key, ctx.lang);
}

export interface FormContext {
  copy: ContentCopy;
  lang: Lang;
  /** The live facts' values: fact references show as chips, and can be inserted from a list. */
  facts?: FactTable;
  stale: ReadonlySet<string>;
  /** Problems the server named, by field path. */
  issues: ReadonlyMap<string, string>;
  /** The page list's service pages, for a field that names one. */
  servicePages?: readonly ServicePageChoice[];
  change(path: Path, value: unknown): void;
  confirmStale(mark: string): void;
}

export interface ServicePageChoice {
  id: string;
  title: Record<Lang, string> | null;
  state: "live" | "retired";
}

interface FieldProps {
  shape: Shape;
  value: unknown;
  path: Path;
  label: string;
  ctx: FormContext;
}

export function Field(props: FieldProps) {
  const { shape } = props;
  if (shape.oneOf || shape.anyOf) return <Field {...props} shape={optionOf(shape, props.value)} />;
  if (shape.media === "image") return <ImageField {...props} />;
  if (isLocalized(shape)) return <LocalizedField {...props} />;
  if (shape.type === "object") return <Group {...props} />;
  if (shape.type === "array") return <ListField {...props} />;
  return <PlainField {...props} />;
}

function problemText(ctx: FormContext, path: string): string | undefined {
  const problem = ctx.issues.get(path);
  return problem ? (ctx.copy.problems[problem as keyof ContentCopy["problems"]] ?? problem) : undefined;
}

function LocalizedField({ shape, value, path, label, ctx }: FieldProps) {
  const id = useId();
  const texts = (value ?? { sv: "", en: "" }) as Record<Lang, string>;
  const max = shape.max ?? 8_000;
  const long = max > 200;
  // Each language's input, so a fact chosen from the list goes in at the cursor.
  const factInputs = useRef<Record<Lang, FactInputHandle | null>>({ sv: null, en: null });
  return (
    <div className="grid gap-3 border-t border-ink-800 py-3 sm:grid-cols-2">
      {(["sv", "en"] as const).map((lang) => {
        const mark = pathText([...path, lang]);
        const text = texts[lang] ?? "";
        const stale = ctx.stale.has(mark);
        const problem = problemText(ctx, mark);
        const over = text.length > max;
        const inputId = `${id}-${lang}`;
        const className = "w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100";
        const change = (next: string) => ctx.change([...path, lang], next);
        const props = {
          id: inputId,
          value: text,
          lang,
          "aria-describedby": `${inputId}-limit`,
          "aria-invalid": over || Boolean(problem) || undefined,
          className,
          onChange: (event: { target: { value: string } }) => change(event.target.value),
        };
        const fieldName = `${label} (${ctx.copy.languages[lang]})`;
        return (
          <div key={lang} className="min-w-0">
            {ctx.facts ? (
              // Not a <label for>: the field is an editable element, named by this text.
              <p id={`${inputId}-label`} className="mb-1 block text-sm font-medium text-ink-200">
                {label} <span className="text-ink-400">({ctx.copy.languages[lang]})</span>
              </p>
            ) : (
              <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-200">
                {label} <span className="text-ink-400">({ctx.copy.languages[lang]})</span>
              </label>
            )}
            {ctx.facts ? (
              // Fact references show inline as chips with the fact's value (content-fact-input.tsx).
              <FactTextInput
                id={inputId}
                value={text}
                lang={lang}
                multiline={long}
                facts={ctx.facts[lang]}
                copy={ctx.copy}
                labelId={`${inputId}-label`}
                describedBy={`${inputId}-limit`}
                invalid={props["aria-invalid"]}
                className={className}
                onChange={change}
                ref={(handle) => {
                  factInputs.current[lang] = handle;
                }}
              />
            ) : long ? (
              <textarea rows={3} {...props} />
            ) : (
              <input type="text" {...props} />
            )}
            <p id={`${inputId}-limit`} className={`mt-1 text-xs ${over ? "text-danger-300" : "text-ink-400"}`}>
              {ctx.copy.limit(text.length, max)}
              {over && ` · ${ctx.copy.overLimit}`}
              {problem && <span className="text-danger-300"> · {problem}</span>}
            </p>
            {ctx.facts && (
              <FactPicker
                lang={lang}
                facts={ctx.facts}
                copy={ctx.copy}
                fieldName={fieldName}
                onPick={(reference) => factInputs.current[lang]?.insert(reference)}
              />
            )}
            {stale && (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gold-300">
                <span>{ctx.copy.stale.mark}</span>
                <button type="button" className="btn btn-secondary min-h-9 px-3 text-sm" onClick={() => ctx.confirmStale(mark)}>
                  {ctx.copy.stale.confirm}
                  <span className="sr-only">
                    : {label} ({ctx.copy.languages[lang]})
                  </span>
                </button>
              </p>
            )}
          </div>
        );
      })}
      {shape.placeholders && shape.placeholders.length > 0 && (
        <p className="text-xs text-ink-400 sm:col-span-2">
          {PLACEHOLDERS_NOTE[ctx.lang]}{" "}
          {shape.placeholders.map((name, index) => (
            <span key={name}>
              {index > 0 && ", "}
              <code className="text-ink-200">{`{${name}}`}</code>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

function Group({ shape, value, path, label, ctx }: FieldProps) {
  const object = (value ?? {}) as Record<string, unknown>;
  const entries = Object.entries(shape.properties ?? {});
  const body = entries.map(([key, child]) => {
    const childLabel = labelOf(key, ctx);
    // An empty image field shows its picker, not an "Add" button: an empty id would not be valid.
    if (object[key] === undefined && child.media !== "image") {
      if (shape.required?.includes(key)) return null;
      return (
        <p key={key} className="py-2">
          <button
            type="button"
            className="btn btn-secondary min-h-9 px-3 text-sm"
            onClick={() => ctx.change([...path, key], emptyOf(child))}
          >
            {ctx.copy.addOptional(childLabel.toLowerCase())}
          </button>
        </p>
      );
    }
    // A list item's discriminator (a paragraph's `type`) is chosen when it is added.
    if (child.const !== undefined) return null;
    const field = <Field key={key} shape={child} value={object[key]} path={[...path, key]} label={childLabel} ctx={ctx} />;
    // An optional field once added can go again (an image field is emptied by its picker).
    if (shape.required?.includes(key) || child.media === "image") return field;
    return (
      <div key={key}>
        {field}
        <p className="py-2">
          <button
            type="button"
            className="btn btn-secondary min-h-9 px-3 text-sm"
            onClick={() => ctx.change([...path, key], undefined)}
          >
            {ctx.copy.removeOptional(childLabel.toLowerCase())}
          </button>
        </p>
      </div>
    );
  });
  if (path.length === 0) return <>{body}</>;
  if (path.length === 1)
    return (
      <details className="rounded-lg border border-ink-800 bg-ink-900 px-4 py-2">
        <summary className="cursor-pointer py-2 font-semibold text-ink-100">{label}</summary>
        {body}
      </details>
    );
  return (
    <fieldset className="mt-3 min-w-0 rounded-md border border-ink-800 px-2 pb-2 sm:px-3">
      <legend className="px-1 text-sm font-semibold text-ink-200">{label}</legend>
      {body}
    </fieldset>
  );
}

function ListField({ shape, value, path, label, ctx }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const item = shape.items ?? {};
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    ctx.change(path, next);
  };
  const full = shape.maxItems !== undefined && items.length >= shape.maxItems;
  const small = "btn btn-secondary min-h-9 px-3 text-sm";
  return (
    <fieldset className="mt-3 min-w-0 rounded-md border border-ink-800 px-2 pb-3 sm:px-3">
      <legend className="px-1 text-sm font-semibold text-ink-200">{label}</legend>
      {items.length === 0 && <p className="py-2 text-sm text-ink-400">{ctx.copy.list.empty}</p>}
      <ol className="space-y-2">
        {items.map((entry, index) => {
          const itemLabel = `${label} ${ctx.copy.list.item(index + 1).toLowerCase()}`;
          return (
            <li key={index} className="rounded-md border border-ink-800 px-2 pb-2 sm:px-3">
              <Field shape={item} value={entry} path={[...path, index]} label={itemLabel} ctx={ctx} />
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={small} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {ctx.copy.list.up}
                  <span className="sr-only">: {itemLabel}</span>
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {ctx.copy.list.down}
                  <span className="sr-only">: {itemLabel}</span>
                </button>
                <button
                  type="button"
                  className={small}
                  onClick={() =>
                    ctx.change(
                      path,
                      items.filter((_, i) => i !== index),
                    )
                  }
                >
                  {ctx.copy.list.remove}
                  <span className="sr-only">: {itemLabel}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${small} mt-3`}
        disabled={full}
        onClick={() => ctx.change(path, [...items, emptyOf(item)])}
      >
        {ctx.copy.list.add}
        <span className="sr-only">: {label}</span>
      </button>
    </fieldset>
  );
}

/** The page list as choices, by title in the console's language; a value the list lacks stays, marked. */
function servicePageOptions(ctx: FormContext, current: string): { id: string; text: string }[] {
  const pages = ctx.servicePages ?? [];
  const options = pages.map((page) => ({
    id: page.id,
    text: `${page.title?.[ctx.lang] ?? page.id}${page.state === "retired" ? ` (${ctx.copy.servicePage.retired})` : ""}`,
  }));
  if (current && !pages.some((page) => page.id === current))
    options.push({ id: current, text: ctx.copy.servicePage.missing(current) });
  return options;
}

function PlainField({ shape, value, path, label, ctx }: FieldProps) {
  const id = useId();
  // An icon is chosen by how it looks and its name in the console's language.
  if (path.at(-1) === "icon" && shape.enum)
    return (
      <div className="border-t border-ink-800 py-3">
        <IconPicker
          label={label}
          icons={shape.enum.map(String)}
          value={String(value ?? "")}
          lang={ctx.lang}
          onChange={(icon) => ctx.change(path, icon)}
          problem={problemText(ctx, pathText(path))}
        />
      </div>
    );
  const className = "w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100";
  const problem = problemText(ctx, pathText(path));
  if (shape.servicePage)
    return (
      <div className="border-t border-ink-800 py-3">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-200">
          {ctx.copy.servicePage.label}
        </label>
        <select
          id={id}
          className={className}
          value={String(value ?? "")}
          onChange={(event) => ctx.change(path, event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        >
          <option value="" disabled>
            {ctx.copy.servicePage.choose}
          </option>
          {servicePageOptions(ctx, String(value ?? "")).map((option) => (
            <option key={option.id} value={option.id}>
              {option.text}
            </option>
          ))}
        </select>
        {problem && (
          <p id={`${id}-problem`} className="mt-1 text-sm text-danger-300">
            {problem}
          </p>
        )}
      </div>
    );
  const numeric = shape.type === "number" || shape.type === "integer";
  return (
    <div className="border-t border-ink-800 py-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-200">
        {label}
      </label>
      {shape.enum ? (
        <select
          id={id}
          className={className}
          value={String(value ?? "")}
          onChange={(event) => ctx.change(path, event.target.value)}
        >
          {shape.enum.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={numeric ? "number" : "text"}
          className={className}
          value={value === undefined || value === null ? "" : String(value)}
          aria-invalid={Boolean(problem) || undefined}
          onChange={(event) => ctx.change(path, numeric ? Number(event.target.value) : event.target.value)}
        />
      )}
      {problem && <p className="mt-1 text-xs text-danger-300">{problem}</p>}
    </div>
  );
}
