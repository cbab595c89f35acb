/**
 * Where a route's loader takes its copy from (docs/decisions/018-content-editing.md). At build
 * the copy modules of app/content/ (the seed); when the server renders a publish or a preview,
 * the published (or previewed) documents of the content set the render request names. Loaders
 * run only at build or in the server's renderer, never in a visitor's browser, and a visitor's
 * request never reaches the renderer: the header is set by the server itself.
 */
import type { Lang, Localized } from "~/i18n/lang";
import { isDocumentId, type DocumentId } from "./model/documents";
import { withFactsResolved, type FactValues } from "./model/fact-refs";
import { pickLanguage } from "./model/localize";
import type { PictureData } from "~/media/picture";
import { serviceRef, type ServicePageEntry, type ServicePageRef } from "~/i18n/pages";
import { servicePagesOf } from "./model/service-pages";

export const CONTENT_SET_HEADER = "x-content-set";

/** The documents one render uses, and the formatted facts their references resolve to. */
export interface ContentSet {
  documents: ReadonlyMap<string, unknown>;
  facts: Record<Lang, FactValues>;
  /** The media library images the documents name, by id (docs/decisions/024-media.md). */
  media?: Readonly<Record<string, PictureData>>;
}

// On globalThis: the server's renderer is a separate bundle (React Router's server build) with
// its own copy of this module; both must see one registry.
const REGISTRY = Symbol.for("nordlegend.content-sets");

export function contentSets(): Map<string, ContentSet> {
  const holder = globalThis as { [REGISTRY]?: Map<string, ContentSet> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** The copy of a document in one language: from the request's content set, else the module's. */
export function copyFor<T>(request: Request | undefined, id: DocumentId, lang: Lang, fallback: Localized<T>): T {
  const setId = request?.headers.get(CONTENT_SET_HEADER);
  const set = setId ? contentSets().get(setId) : undefined;
  const document = set && isDocumentId(id) ? set.documents.get(id) : undefined;
  if (!set || document === undefined) return fallback[lang];
  return withFactsResolved(pickLanguage(document, lang), set.facts[lang]) as T;
}

/** The shared interface strings ("interface" document, its `ui` part). */
export function interfaceFor<T>(request: Request | undefined, lang: Lang, fallback: Localized<T>): T {
  const ui = copyFor<{ ui: T }>(request, "interface", lang, { sv: { ui: fallback.sv }, en: { ui: fallback.en } });
  return ui.ui;
}

/** The images a render's documents name; none at build (the copy modules name none). */
export function mediaFor(request: Request | undefined): Readonly<Record<string, PictureData>> {
  const setId = request?.headers.get(CONTENT_SET_HEADER);
  return (setId ? contentSets().get(setId)?.media : undefined) ?? {};
}

/**
 * The service page list a render uses (docs/decisions/025-service-pages.md): the content set's
 * `pages` document, or the seed's at build.
 */
export function servicePagesFor(request: Request | undefined): readonly ServicePageEntry[] {
  const setId = request?.headers.get(CONTENT_SET_HEADER);
  return servicePagesOf(setId ? contentSets().get(setId)?.documents : undefined);
}

/** The live service pages, in the grid's order, each with its slugs. */
export function liveServicesFor(request: Request | undefined): ServicePageRef[] {
  return servicePagesFor(request)
    .filter((entry) => entry.state === "live")
    .map(serviceRef);
}

/**
 * The live service page a URL segment names in a language: its slug there, or its id (the
 * unprefixed spelling, which the dev server renders too). A retired page has none.
 */
export function serviceForSegment(request: Request | undefined, lang: Lang, segment: string | undefined) {
  return servicePagesFor(request).find(
    (entry) => entry.state === "live" && (entry.slug[lang] === segment || entry.id === segment),
  );
}
