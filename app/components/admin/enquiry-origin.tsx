import { overviewCopy } from "~/content/console-overview";
import type { Lang } from "~/i18n/lang";

/**
 * Where an enquiry's sender entered the site that day and from where, as the site statistics
 * knew it (docs/decisions/012-cookieless-statistics.md): two rows of the enquiry's facts list.
 */
export function EnquiryOrigin({ lang, entryPage, source }: { lang: Lang; entryPage: string | null; source: string | null }) {
  const t = overviewCopy[lang];
  const sourceText =
    source === null ? t.origin.unknown : source in t.special ? t.special[source as keyof typeof t.special] : source;
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-400">{t.origin.entryPage}</dt>
        <dd className="break-all text-right text-ink-100">{entryPage ?? t.origin.unknown}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-400">{t.origin.source}</dt>
        <dd className="break-all text-right text-ink-100">{sourceText}</dd>
      </div>
    </>
  );
}
