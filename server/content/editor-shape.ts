/**
 * What the console's editor needs beside a document's body (docs/decisions/018-content-editing.md):
 * the shape of its kind as JSON Schema, generated from the same zod schema every save is
 * validated against (field names, lists and their item shape, the `max` of every text), and the
 * pages that show the document, for the preview links. The console's bundle imports no value
 * from the public site's modules, so it learns both from the API.
 */
import { z } from "zod";
import { fieldTitles } from "~/content/console-labels";
import { parsePath, type Shape } from "~/content/console-shape";
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
export function withLabels<T extends { path: string }>(document: string | ((item: T) => string), items: readonly T[], body?: unknown) {
  return items.map((item) => ({
    ...item,
    label: fieldLabel(typeof document === "string" ? document : document(item), item.path, body),
  }));
}
