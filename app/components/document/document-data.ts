import type { DocumentPageContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import type { PageRef } from "~/i18n/pages";
import { fillDocument, formatUpdated } from "./fill-placeholders";

/** What the loader of a legal or support page returns (at build): the filled copy and the formatted date. */
export function documentLoaderData(page: PageRef, lang: Lang, content: DocumentPageContent) {
  return { page, lang, content: fillDocument(content, lang), updatedText: formatUpdated(content.updated, lang) };
}
