import type { Company } from "~/content/site-copy";
import type { DocumentPageContent } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import type { PageRef } from "~/i18n/pages";
import { fillDocument, formatUpdated } from "./fill-placeholders";

/** What the loader of a legal or support page returns (at build): the filled copy and the formatted date. */
export function documentLoaderData(page: PageRef, lang: Lang, content: DocumentPageContent, company: Company) {
  return { page, lang, content: fillDocument(content, lang, company), updatedText: formatUpdated(content.updated, lang) };
}
