import type { InfoTopic } from "~/content/types";
import type { ServicePageRef } from "~/i18n/pages";

export interface RelatedLink {
  label: string;
  page: ServicePageRef;
}

/**
 * A topic's related-service links against the published page list
 * (docs/decisions/025-service-pages.md): each names a page by its id, which never changes, and
 * links to the page's current slug in each language, so a renamed page is linked directly, not
 * through its 301. A link to a page that is retired (or no longer listed) is left out; the
 * publish check warns about it (`related-not-live`).
 */
export function relatedLinks(related: InfoTopic["related"], live: readonly ServicePageRef[]): RelatedLink[] {
  return related.flatMap((link) => {
    const page = live.find((ref) => ref.slug === link.slug);
    return page ? [{ label: link.label, page }] : [];
  });
}
