/**
 * The proof checklist (docs/decisions/031-copy-and-proof.md, "The proof checklist"): every field
 * the schemas mark `PROOF` (a fact a visitor can check that only the owner has: a team member's
 * experience and profile, where and when a client story was done, the VAT number), in every
 * document, filled or not, each with its path for the console's "go to field" link. Nothing here
 * names a kind or a field: a schema that marks a new field is listed without code.
 */
import { entryLabel } from "~/content/console-labels";
import { controlOf, optionFor, type Path, type Shape } from "~/content/console-shape";
import { isDocumentId } from "~/content/model/documents";
import { LANGS, type Lang } from "~/i18n/lang";
import { editorShape, fieldLabel } from "./editor-shape";

export interface ProofField {
  document: string;
  /** `$.team.members[1].experience`, as the editor's field ids and the findings write it. */
  path: string;
  filled: boolean;
  /** The field in the console's languages: "Team › Medlemmar nr 2 › Erfarenhet". */
  label: Record<Lang, string>;
  /** Whose or which it is, by the list item's own name or title ("Anna Berg"), when it has one. */
  subject: Record<Lang, string> | null;
}

/**
 * Whether a value counts as entered, by what the field is: a text in every language, a string
 * (an image's id, a link) not blank, a number, a group present. A value of another type is not.
 */
function isFilled(shape: Shape, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  const control = controlOf(shape);
  if (control.kind === "text") return LANGS.every((lang) => textOf(value, lang) !== "");
  if (control.kind === "number") return typeof value === "number" && Number.isFinite(value);
  if (control.kind === "group") return typeof value === "object" && !Array.isArray(value);
  if (control.kind === "list") return Array.isArray(value) && value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

function textOf(value: unknown, lang: Lang): string {
  const text =
    value && typeof value === "object" && Object.hasOwn(value, lang) ? (value as Record<string, unknown>)[lang] : undefined;
  return typeof text === "string" ? text.trim() : "";
}

function pathText(path: Path): string {
  return `$${path.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("")}`;
}

/** The nearest list item's own name or title, in both languages, if it has one. */
function subjectOf(items: readonly unknown[]): Record<Lang, string> | null {
  for (const item of [...items].reverse()) {
    if (!item || typeof item !== "object") continue;
    const own = item as Record<string, unknown>;
    if (!["name", "title"].some((key) => own[key] && typeof own[key] === "object")) continue;
    const names = Object.fromEntries(LANGS.map((lang) => [lang, entryLabel("", item, lang)])) as Record<Lang, string>;
    if (LANGS.every((lang) => names[lang])) return names;
  }
  return null;
}

/**
 * The marked fields of one document's body, in the order the editor shows them. A marked field
 * that is absent is listed as empty and not looked into; one that is present is listed as filled
 * and looked into, so a story with an origin but no year lists the year as empty. Lists and
 * keyed groups are walked by the items the body has; a body of the wrong shape yields what can be
 * read of it and never throws (a stored revision is the server's own, but a draft is checked
 * only when it is saved).
 */
export function proofFieldsOf(document: string, body: unknown): ProofField[] {
  if (!isDocumentId(document)) return [];
  const root = editorShape(document) as Shape;
  const found: Omit<ProofField, "label">[] = [];
  const walk = (shape: Shape, value: unknown, path: Path, items: unknown[]) => {
    if (shape.oneOf || shape.anyOf) shape = optionFor(shape, value);
    const control = controlOf(shape, path.at(-1));
    if (control.kind === "group") {
      const object = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      for (const [key, child] of control.fields) {
        const at = [...path, key];
        // Own fields only: an inherited `team` is not the document's.
        const own = Object.hasOwn(object, key) ? object[key] : undefined;
        if (child.proof) {
          const filled = isFilled(child, own);
          // A text added but left empty in a language leads to that language's input.
          const empty =
            !filled && own !== undefined && controlOf(child).kind === "text"
              ? LANGS.find((lang) => !textOf(own, lang))
              : undefined;
          found.push({ document, path: pathText(empty ? [...at, empty] : at), filled, subject: subjectOf(items) });
        }
        if (own !== undefined) walk(child, own, at, items);
      }
    } else if (control.kind === "list" && Array.isArray(value)) {
      value.forEach((item, index) => walk(control.item, item, [...path, index], [...items, item]));
    } else if (control.kind === "record" && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, entry] of Object.entries(value)) walk(control.entry, entry, [...path, key], [...items, entry]);
    } else if (control.kind === "tuple" && Array.isArray(value)) {
      control.items.forEach((item, index) => walk(item, value[index], [...path, index], items));
    }
  };
  walk(root, body, [], []);
  return found.map((field) => ({ ...field, label: fieldLabel(document, field.path, body) }));
}

export interface ProofItem extends Omit<ProofField, "filled"> {
  /** On the site (`published`), entered in a draft not yet published (`draft`), or not entered. */
  state: "published" | "draft" | "empty";
}

/**
 * The checklist over every document, in the order given: each marked field as the editor opens
 * it (`drafts` over `live`), and whether the site already shows it. A field filled only in a
 * draft is `draft`; one the draft empties again is `empty` though the site still shows it, since
 * publishing the draft takes it off.
 */
export function proofChecklist(
  documents: readonly string[],
  live: ReadonlyMap<string, unknown>,
  drafts: ReadonlyMap<string, unknown>,
): ProofItem[] {
  return documents.flatMap((document) => {
    const published = new Map(proofFieldsOf(document, live.get(document)).map((field) => [field.path, field.filled]));
    const draft = drafts.get(document);
    return proofFieldsOf(document, draft ?? live.get(document)).map(({ filled, ...field }) => ({
      ...field,
      state: !filled ? "empty" : draft === undefined || published.get(field.path) ? "published" : "draft",
    }));
  });
}
