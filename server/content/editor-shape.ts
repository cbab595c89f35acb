/**
 * What the console's editor needs beside a document's body (docs/decisions/018-content-editing.md):
 * the shape of its kind as JSON Schema, generated from the same zod schema every save is
 * validated against (field names, lists and their item shape, the `max` of every text), and the
 * pages that show the document, for the preview links. The console's bundle imports no value
 * from the public site's modules, so it learns both from the API.
 */
import { z } from "zod";
import { fieldTitles } from "~/content/console-labels";
import { parsePath, setAt, shapeAt, type Shape } from "~/content/console-shape";
import { isDocumentId, KINDS, kindOf, type DocumentId } from "~/content/model/documents";
import { LANGS, type Lang } from "~/i18n/lang";
import { localizedPath, serviceRef, type PageRef, type ServicePageEntry } from "~/i18n/pages";

const shapes = new Map<string, unknown>();

export function editorShape(id: DocumentId): unknown {
  const kind = kindOf(id);
  let shape = shapes.get(kind);
  if (!shape) {
    shape = z.toJSONSchema(KINDS[kind] as z.ZodType, { unrepresentable: "any", io: "input" });
    shapes.set(kind, shape);
  }
  return shape;
}

const OWN_PAGE = new Set(["otc", "info", "social", "terms", "support"]);

/** The page a preview of the document opens: its own, or the home page for what every page shows. */
function pageOf(id: DocumentId, services: readonly ServicePageEntry[]): PageRef {
  if (id.startsWith("service/")) {
    // A service page at its slugs in the page list the editor sees (docs/decisions/025-service-pages.md).
    const entry = services.find((service) => `service/${service.id}` === id);
    return entry ? serviceRef(entry) : { page: "service", slug: id.slice("service/".length) };
  }
  if (id === "privacy") return { page: "privacy-policy" };
  if (OWN_PAGE.has(id)) return { page: id } as PageRef;
  return { page: "home" };
}

export function previewPaths(id: DocumentId, services: readonly ServicePageEntry[]): Record<Lang, string> {
  const ref = pageOf(id, services);
  return Object.fromEntries(LANGS.map((lang) => [lang, localizedPath(lang, ref)])) as Record<Lang, string>;
}

/**
 * A field named for the owner in both console languages, from its document and path:
 * "Om oss › Överrubrik (engelska)" for `home` `$.about.eyebrow.en`
 * (docs/decisions/027-editor-shapes-and-owners-language.md). `body` names a keyed entry by its
 * title and a block by its kind. A document this server does not know keeps its path.
 */
export function fieldLabel(document: string, path: string, body?: unknown): Record<Lang, string> {
  if (!isDocumentId(document) || path === "$") return { sv: "", en: "" };
  return fieldTitles(editorShape(document) as Shape, parsePath(path), body);
}

/** Findings, changes or hits with their field's label beside the path, for the console. */
export function withLabels<T extends { path: string }>(
  document: string | ((item: T) => string),
  items: readonly T[],
  body?: unknown,
) {
  return items.map((item) => ({
    ...item,
    label: fieldLabel(typeof document === "string" ? document : document(item), item.path, body),
  }));
}

/** Every text `{ sv, en }` of a document, with its path. */
export function textsOf(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; text: Record<Lang, string> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  if (typeof object.sv === "string" && typeof object.en === "string" && Object.keys(object).length === 2)
    return [{ path, text: object as Record<Lang, string> }];
  return Object.entries(object).flatMap(([key, child]) => textsOf(child, [...path, key]));
}

/** The placeholder a new page's text starts as: its label in brackets, "[Toppsektion › Överrubrik]". */
function placeholderOf(document: DocumentId, path: (string | number)[]): Record<Lang, string> {
  const shape = editorShape(document) as Shape;
  const titles = fieldTitles(shape, path);
  // Within the text's limit: the whole title, else its last part, else as much as fits.
  const max = shapeAt(shape, path)?.max ?? 200;
  const fit = (title: string) => {
    const whole = `[${title}]`;
    if (whole.length <= max) return whole;
    const last = `[${title.split(" › ").at(-1)}]`;
    return last.length <= max ? last : `${last.slice(0, max - 1)}]`;
  };
  return { sv: fit(titles.sv), en: fit(titles.en) };
}

/**
 * A new page's body from another page's: the same sections, lists and icons, every text a
 * placeholder naming its field, so nothing of the other page's words goes live by mistake
 * (docs/decisions/027-editor-shapes-and-owners-language.md).
 */
export function withPlaceholders(document: DocumentId, body: unknown): unknown {
  let next = structuredClone(body);
  for (const { path } of textsOf(body)) next = setAt(next, path, placeholderOf(document, path));
  return next;
}

/** The texts of a document still as their placeholder: a warning at publish, by label. */
export function unwrittenTexts(document: DocumentId, body: unknown): { path: string; lang: Lang }[] {
  if (!document.startsWith("service/")) return [];
  return textsOf(body).flatMap(({ path, text }) => {
    const placeholder = placeholderOf(document, path);
    return LANGS.filter((lang) => text[lang] === placeholder[lang]).map((lang) => ({
      path: `$${path.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("")}.${lang}`,
      lang,
    }));
  });
}

export interface SearchHit {
  document: string;
  path: string;
  lang: Lang;
  /** The words around the match. */
  excerpt: string;
  label: Record<Lang, string>;
}

/**
 * Every text of every document that holds the query, in either language, case and accents as
 * typed aside ("legendariska" finds "det legendariska."): the console's search, each hit with its
 * field's label and its path for the "go to field" link. At most `limit` hits.
 */
export function searchTexts(bodies: ReadonlyMap<string, unknown>, query: string, limit = 50): SearchHit[] {
  const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("sv");
  const needle = fold(query.trim());
  if (needle.length < 2) return [];
  const hits: SearchHit[] = [];
  for (const [document, body] of bodies) {
    if (!isDocumentId(document)) continue;
    for (const { path, text } of textsOf(body))
      for (const lang of LANGS) {
        const at = fold(text[lang]).indexOf(needle);
        if (at < 0) continue;
        const start = Math.max(0, at - 50);
        const end = Math.min(text[lang].length, at + needle.length + 50);
        const excerpt = `${start > 0 ? "…" : ""}${text[lang].slice(start, end)}${end < text[lang].length ? "…" : ""}`;
        const fieldPath = [...path, lang];
        hits.push({
          document,
          path: `$${fieldPath.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("")}`,
          lang,
          excerpt,
          label: fieldTitles(editorShape(document) as Shape, fieldPath, body),
        });
        if (hits.length >= limit) return hits;
      }
  }
  return hits;
}
