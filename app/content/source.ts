/**
 * Where a route's loader takes its copy from (docs/decisions/018-content-editing.md). At build
 * the copy modules of app/content/ (the seed); when the server renders a publish or a preview,
 * the published (or previewed) documents of the content set the render request names. Loaders
 * run only at build or in the server's renderer, never in a visitor's browser, and a visitor's
 * request never reaches the renderer: the header is set by the server itself.
 */
import type { Lang, Localized } from "~/i18n/lang";
import { facts } from "./facts";
import { isDocumentId, type DocumentId } from "./model/documents";
import { withFactsResolved, type FactValues } from "./model/fact-refs";
import { pickLanguage } from "./model/localize";
import type { PictureData } from "~/media/picture";
import { absoluteUrl } from "~/config/site-url";
import type { OgImage } from "./types";
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

/** The content set a render request names; none at build. */
function contentSetFor(request: Request | undefined): ContentSet | undefined {
  const setId = request?.headers.get(CONTENT_SET_HEADER);
  return setId ? contentSets().get(setId) : undefined;
}

/** The copy of a document in one language: from the request's content set, else the module's. */
export function copyFor<T>(request: Request | undefined, id: DocumentId, lang: Lang, fallback: Localized<T>): T {
  const set = contentSetFor(request);
  const document = set && isDocumentId(id) ? set.documents.get(id) : undefined;
  if (!set || document === undefined) return fallback[lang];
  return withOgImage(withFactsResolved(pickLanguage(document, lang), set.facts[lang]), set.media ?? {}, lang) as T;
}

/**
 * A page's Open Graph image as its head names it (docs/decisions/024-media.md): the document's
 * `meta.ogImage` is an image id; the copy gets the 1200×630 crop's absolute URL, its size and
 * the alt text in the page's language instead. An id that names no image, or an image without a
 * crop or alt text, is dropped: the page then shares the site's image.
 */
export function withOgImage(copy: unknown, media: Readonly<Record<string, PictureData>>, lang: Lang): unknown {
  const meta = (copy as { meta?: { ogImage?: unknown } } | null)?.meta;
  if (!meta || meta.ogImage === undefined) return copy;
  const { ogImage: id, ...rest } = meta;
  const image = typeof id === "string" ? media[id] : undefined;
  const alt = image?.alt[lang].trim();
  const resolved: OgImage | undefined =
    image?.og && alt ? { url: absoluteUrl(image.og.url), width: image.og.width, height: image.og.height, alt } : undefined;
  return { ...(copy as object), meta: resolved ? { ...rest, ogImage: resolved } : rest };
}

/** The shared interface strings ("interface" document, its `ui` part). */
export function interfaceFor<T>(request: Request | undefined, lang: Lang, fallback: Localized<T>): T {
  const ui = copyFor<{ ui: T }>(request, "interface", lang, { sv: { ui: fallback.sv }, en: { ui: fallback.en } });
  return ui.ui;
}

/**
 * The facts' fixed sentences a page shows whole rather than by reference: every service page's
 * stories note (app/content/story-note.ts). A publish that changes one renders the service pages
 * again (server/content/affected.ts).
 */
export const FACT_SENTENCES = ["storyOrigin", "storiesOrigin"] as const;
export type FactSentence = (typeof FACT_SENTENCES)[number];

/**
 * One of the facts' fixed sentences as the render's content set has it (the owner edits them in
 * the facts document's texts), else the seed's at build.
 */
export function factSentenceFor(request: Request | undefined, lang: Lang, name: FactSentence): string {
  return contentSetFor(request)?.facts[lang].get(name) ?? facts[lang][name];
}

/** The images a render's documents name; none at build (the copy modules name none). */
export function mediaFor(request: Request | undefined): Readonly<Record<string, PictureData>> {
  return contentSetFor(request)?.media ?? {};
}

/**
 * The service page list a render uses (docs/decisions/025-service-pages.md): the content set's
 * `pages` document, or the seed's at build.
 */
export function servicePagesFor(request: Request | undefined): readonly ServicePageEntry[] {
  return servicePagesOf(contentSetFor(request)?.documents);
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
