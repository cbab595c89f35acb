import { useRef } from "react";
import { FactPicker, type FactTable } from "./content-facts";
import { FactTextInput, type FactInputHandle } from "./content-fact-input";
import { PLACEHOLDERS_NOTE } from "~/content/console-fields";
import { entryLabel, helpOf, keyLabel, kindLabel, valueLabel } from "~/content/console-labels";
import {
  changeKind,
  controlOf,
  emptyOf,
  fieldId,
  isKindChoice,
  kindOf,
  optionFor,
  pathText,
  type Control,
  type Path,
  type Shape,
} from "~/content/console-shape";
import type { ContentCopy } from "~/content/console-content";
import type { Lang } from "~/i18n/lang";
import { ImageField } from "./media-picker";
import { IconPicker } from "./content-icon-picker";

export { emptyOf, pathText, setAt, type Path, type Shape } from "~/content/console-shape";

/**
 * The editor's form, drawn from the document's shape (JSON Schema of its zod schema, from the
 * API) by the mapping in app/content/console-shape.ts: a text in both languages is one row with
 * Swedish and English side by side, its limit shown while typing; objects are groups, keyed
 * groups a row per entry named by its label, lists can be added to, removed from and reordered,
 * a choice of kinds (a paragraph, a subheading, a list) can be changed from one to another
 * (docs/decisions/027-editor-shapes-and-owners-language.md). Every control's id comes from its
 * path (`fieldId`), so a warning, a diff or a search result links straight to it.
 */

/** A field's label in the console's language: the schema's own, else the console's table. */
function labelOf(key: string | number, shape: Shape, ctx: FormContext): string {
  return typeof key === "number" ? ctx.copy.list.item(key + 1) : keyLabel(key, ctx.lang, shape);
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

/** One node of the document: the control `controlOf` names for its shape. */
export function Field(props: FieldProps) {
  const { shape, path } = props;
  const control = controlOf(shape, path.at(-1));
  switch (control.kind) {
    case "image":
      return <ImageField {...props} id={fieldId(path)} />;
    case "text":
      return <LocalizedField {...props} />;
    case "choice":
      return isKindChoice(shape) ? <ChoiceField {...props} /> : <Field {...props} shape={optionFor(shape, props.value)} />;
    case "fixed":
      return null;
    case "group":
      return <Group {...props} fields={control.fields} />;
    case "record":
      return <RecordField {...props} entry={control.entry} />;
    case "tuple":
      return <TupleField {...props} items={control.items} />;
    case "list":
      return <ListField {...props} item={control.item} />;
    default:
      return <PlainField {...props} control={control} />;
  }
}

/**
 * A container at the top of the document is a fold of its own (the page's sections); deeper
 * ones are a framed group with their label as the legend.
 */
function Section({
  path,
  label,
  children,
  fold = true,
}: {
  path: Path;
  label: string;
  children: React.ReactNode;
  /** Whether it folds at the top; a top-level list stays open, as its items are the page's sections. */
  fold?: boolean;
}) {
  if (path.length === 0) return <>{children}</>;
  if (path.length === 1 && fold)
    return (
      <details className="rounded-lg border border-ink-800 bg-ink-900 px-4 py-2" id={fieldId(path)}>
        <summary className="cursor-pointer py-2 font-semibold text-ink-100">{label}</summary>
        {children}
      </details>
    );
  return (
    <fieldset className="mt-3 min-w-0 rounded-md border border-ink-800 px-2 pb-2 sm:px-3">
      <legend className="px-1 text-sm font-semibold text-ink-200">{label}</legend>
      {children}
    </fieldset>
  );
}

function problemText(ctx: FormContext, path: string): string | undefined {
  const problem = ctx.issues.get(path);
  return problem ? (ctx.copy.problems[problem as keyof ContentCopy["problems"]] ?? problem) : undefined;
}

function LocalizedField({ shape, value, path, label, ctx }: FieldProps) {
  const texts = (value ?? { sv: "", en: "" }) as Record<Lang, string>;
  const max = shape.max ?? 8_000;
  const long = max > 200;
  // Each language's input, so a fact chosen from the list goes in at the cursor.
  const factInputs = useRef<Record<Lang, FactInputHandle | null>>({ sv: null, en: null });
  return (
    <div className="grid gap-3 border-t border-ink-800 py-3 sm:grid-cols-2">
      {helpOf(shape, ctx.lang) && <p className="text-sm text-ink-300 sm:col-span-2">{helpOf(shape, ctx.lang)}</p>}
      {(["sv", "en"] as const).map((lang) => {
        const mark = pathText([...path, lang]);
        const text = texts[lang] ?? "";
        const stale = ctx.stale.has(mark);
        const problem = problemText(ctx, mark);
        const over = text.length > max;
        const inputId = fieldId([...path, lang]);
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

function Group({ shape, value, path, label, ctx, fields }: FieldProps & { fields: [string, Shape][] }) {
  const object = (value ?? {}) as Record<string, unknown>;
  const body = fields.map(([key, child]) => {
    const childLabel = labelOf(key, child, ctx);
    // An empty image field shows its picker, not an "Add" button: an empty id would not be valid.
    if (object[key] === undefined && child.media !== "image") {
      if (shape.required?.includes(key)) return null;
      // The field's id is here until it is added, so "go to field" (the proof checklist) lands on its button.
      return (
        <p key={key} className="py-2" id={fieldId([...path, key])}>
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
  return (
    <Section path={path} label={label}>
      {body}
    </Section>
  );
}

/** The controls of an entry that are plain values (a price's from, to and currency) fit on one row. */
function isFlat(shape: Shape): boolean {
  const control = controlOf(shape);
  return (
    control.kind === "group" &&
    control.fields.every(([key, child]) => ["number", "select", "string"].includes(controlOf(child, key).kind))
  );
}

/**
 * A keyed group (the facts' prices and timelines, the home page's cards, a form's fields): one
 * row per entry, named by its label. An entry of plain values reads as a sentence, "No-code MVP:
 * from [5 000] to [25 000] [USD]"; a larger one is a group of its own. Entries are named by what
 * they are (a fact, a page); they are added where that thing is made, so the group lists them.
 */
function RecordField({ value, path, label, ctx, entry }: FieldProps & { entry: Shape }) {
  const entries = Object.entries((value ?? {}) as Record<string, unknown>);
  return (
    <Section path={path} label={label}>
      {entries.length === 0 && <p className="py-2 text-sm text-ink-400">{ctx.copy.list.noEntries}</p>}
      {entries.map(([key, child]) => {
        const shape = optionFor({ anyOf: [entry] }, child);
        const name = entryLabel(key, child, ctx.lang);
        if (isFlat(shape)) return <EntryRow key={key} shape={shape} value={child} path={[...path, key]} label={name} ctx={ctx} />;
        // A text needs no frame of its own: its label is the entry's name.
        if (controlOf(shape).kind === "text")
          return <Field key={key} shape={shape} value={child} path={[...path, key]} label={name} ctx={ctx} />;
        return (
          <fieldset key={key} className="mt-3 min-w-0 rounded-md border border-ink-800 px-2 pb-2 sm:px-3">
            <legend className="px-1 text-sm font-semibold text-ink-200">{name}</legend>
            <Field shape={entry} value={child} path={[...path, key]} label={name} ctx={ctx} />
          </fieldset>
        );
      })}
    </Section>
  );
}

/** One entry of plain values on a row: its name, then each value with its own small label. */
function EntryRow({ shape, value, path, label, ctx }: FieldProps) {
  const object = (value ?? {}) as Record<string, unknown>;
  const nameId = `${fieldId(path)}-name`;
  // The figures first, then what they are counted in: "from [5000] to [25000] [USD]".
  const fields = Object.entries(shape.properties ?? {}).sort(
    ([a, first], [b, second]) => Number(controlOf(first, a).kind === "select") - Number(controlOf(second, b).kind === "select"),
  );
  return (
    <div role="group" aria-labelledby={nameId} className="border-t border-ink-800 py-3">
      <p id={nameId} className="mb-2 text-sm font-medium text-ink-100">
        {`${label}:`}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        {fields.map(([key, child]) => {
          const childLabel = labelOf(key, child, ctx);
          if (object[key] === undefined)
            return (
              <button
                key={key}
                type="button"
                className="btn btn-secondary min-h-9 px-3 text-sm"
                onClick={() => ctx.change([...path, key], emptyOf(child))}
              >
                {ctx.copy.addOptional(`”${childLabel}”`)}
                <span className="sr-only">: {label}</span>
              </button>
            );
          return (
            <PlainField
              key={key}
              shape={child}
              value={object[key]}
              path={[...path, key]}
              label={childLabel}
              ctx={ctx}
              control={controlOf(child, key)}
              inline={label}
              optional={!shape.required?.includes(key)}
            />
          );
        })}
      </div>
    </div>
  );
}

/** A fixed row of values (the brand in two parts): each in its place, numbered. */
function TupleField({ value, path, label, ctx, items }: FieldProps & { items: Shape[] }) {
  const values = Array.isArray(value) ? value : [];
  return (
    <Section path={path} label={label}>
      {items.map((item, index) => (
        <Field
          key={index}
          shape={item}
          value={values[index]}
          path={[...path, index]}
          label={`${label} ${ctx.copy.list.item(index + 1).toLowerCase()}`}
          ctx={ctx}
        />
      ))}
    </Section>
  );
}

/**
 * A choice of kinds (a block of rich text: a paragraph, a subheading or a bulleted list): the
 * kind is a drop-down, and changing it keeps the words (`changeKind`), then the kind's fields.
 */
function ChoiceField({ shape, value, path, label, ctx }: FieldProps) {
  const option = optionFor(shape, value);
  const options = (shape.oneOf ?? shape.anyOf ?? []).filter((candidate) => kindOf(candidate) !== undefined);
  const id = fieldId([...path, "type"]);
  return (
    <fieldset className="min-w-0 pt-2">
      <legend className="sr-only">{label}</legend>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-200">
        {ctx.copy.kind}
      </label>
      <select
        id={id}
        className="rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100"
        value={kindOf(option)}
        onChange={(event) => {
          const next = options.find((candidate) => kindOf(candidate) === event.target.value);
          if (next) ctx.change(path, changeKind(next, value));
        }}
      >
        {options.map((candidate) => (
          <option key={kindOf(candidate)} value={kindOf(candidate)}>
            {kindLabel(kindOf(candidate)!, ctx.lang)}
          </option>
        ))}
      </select>
      {Object.entries(option.properties ?? {})
        .filter(([key]) => key !== "type")
        .map(([key, child]) => (
          <Field
            key={key}
            shape={child}
            value={(value as Record<string, unknown> | undefined)?.[key]}
            path={[...path, key]}
            label={labelOf(key, child, ctx)}
            ctx={ctx}
          />
        ))}
    </fieldset>
  );
}

function ListField({ shape, value, path, label, ctx, item }: FieldProps & { item: Shape }) {
  const items = Array.isArray(value) ? value : [];
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    ctx.change(path, next);
  };
  const full = shape.maxItems !== undefined && items.length >= shape.maxItems;
  const small = "btn btn-secondary min-h-9 px-3 text-sm";
  // A list of kinds (a block list) adds each kind by its own button: a paragraph, a subheading, a list.
  const adders = isKindChoice(item)
    ? (item.oneOf ?? item.anyOf ?? []).map((option) => ({
        text: ctx.copy.list.addKind(kindLabel(kindOf(option)!, ctx.lang).toLowerCase()),
        value: () => emptyOf(option),
      }))
    : [{ text: ctx.copy.list.add, value: () => emptyOf(item) }];
  return (
    <Section path={path} label={label} fold={false}>
      {items.length === 0 && <p className="py-2 text-sm text-ink-400">{ctx.copy.list.empty}</p>}
      <ol className="space-y-2">
        {items.map((entry, index) => {
          const kind = isKindChoice(item) ? kindOf(optionFor(item, entry)) : undefined;
          const itemLabel = `${label} ${ctx.copy.list.item(index + 1).toLowerCase()}${kind ? ` (${kindLabel(kind, ctx.lang).toLowerCase()})` : ""}`;
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
      <div className="mt-3 flex flex-wrap gap-2">
        {adders.map((adder) => (
          <button
            key={adder.text}
            type="button"
            className={small}
            disabled={full}
            onClick={() => ctx.change(path, [...items, adder.value()])}
          >
            {adder.text}
            <span className="sr-only">: {label}</span>
          </button>
        ))}
      </div>
    </Section>
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

/**
 * One value: an icon, a service page, a drop-down, a number, a date or a line of text. `inline`
 * (the entry's name) puts it on its entry's row, named for a screen reader with the entry.
 */
function PlainField({
  shape,
  value,
  path,
  label,
  ctx,
  control,
  inline,
  optional,
}: FieldProps & { control: Control; inline?: string; optional?: boolean }) {
  const id = fieldId(path);
  const problem = problemText(ctx, pathText(path));
  // An icon is chosen by how it looks and its name in the console's language.
  if (control.kind === "icon")
    return (
      <div className="border-t border-ink-800 py-3">
        <IconPicker
          id={id}
          label={label}
          icons={control.icons}
          value={String(value ?? "")}
          lang={ctx.lang}
          onChange={(icon) => ctx.change(path, icon)}
          problem={problem}
        />
      </div>
    );
  const className = "w-full rounded-md border border-ink-700 bg-ink-950 px-3 py-2 text-ink-100";
  const common = {
    id,
    className,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-problem` : undefined,
  } as const;
  const text = value === undefined || value === null ? "" : String(value);
  let input: React.ReactNode;
  if (control.kind === "service-page")
    input = (
      <select {...common} value={text} onChange={(event) => ctx.change(path, event.target.value)}>
        <option value="" disabled>
          {ctx.copy.servicePage.choose}
        </option>
        {servicePageOptions(ctx, text).map((option) => (
          <option key={option.id} value={option.id}>
            {option.text}
          </option>
        ))}
      </select>
    );
  else if (control.kind === "select")
    input = (
      <select {...common} value={text} onChange={(event) => ctx.change(path, event.target.value)}>
        {control.options.map((option) => (
          <option key={option} value={option}>
            {valueLabel(option, ctx.lang)}
          </option>
        ))}
      </select>
    );
  else if (control.kind === "boolean")
    input = (
      <input
        id={id}
        type="checkbox"
        className="size-5"
        checked={value === true}
        onChange={(event) => ctx.change(path, event.target.checked)}
      />
    );
  else if (control.kind === "number")
    input = (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        step={control.integer ? 1 : "any"}
        min={shape.minimum}
        max={shape.maximum !== undefined && shape.maximum < Number.MAX_SAFE_INTEGER ? shape.maximum : undefined}
        value={text}
        onChange={(event) => ctx.change(path, event.target.value === "" ? undefined : Number(event.target.value))}
      />
    );
  else
    input = (
      <input
        {...common}
        type={control.kind === "date" ? "date" : "text"}
        value={text}
        onChange={(event) => ctx.change(path, event.target.value)}
      />
    );
  const labelText = control.kind === "service-page" ? ctx.copy.servicePage.label : label;
  return (
    <div className={inline ? "w-36 max-w-full" : "border-t border-ink-800 py-3"}>
      <label htmlFor={id} className={`mb-1 block text-ink-200 ${inline ? "text-xs" : "text-sm font-medium"}`}>
        {labelText}
        {inline && <span className="sr-only"> ({inline})</span>}
      </label>
      <div className="flex items-center gap-2">
        {input}
        {optional && inline && (
          <button type="button" className="btn btn-secondary min-h-9 px-2 text-xs" onClick={() => ctx.change(path, undefined)}>
            {ctx.copy.removeOptional(`”${label}”`)}
            <span className="sr-only">: {inline}</span>
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-xs text-danger-300">
          {problem}
        </p>
      )}
    </div>
  );
}
