import type { Company } from "~/content/site-copy";
import { useLang } from "~/i18n/use-lang";

type Office = Company["offices"][number];

/**
 * The English name of an office's town, for its label on English pages: "Gothenburg" there, as the
 * English copy says, while the postal line keeps the town as the post writes it ("411 36 Göteborg";
 * docs/decisions/031-copy-and-proof.md, cold review 3, G5).
 */
export const ENGLISH_TOWN: Readonly<Record<string, string>> = { Göteborg: "Gothenburg" };

/** One office as a postal address (footer, support page). */
export function OfficeAddress({ office }: { office: Office }) {
  const lang = useLang();
  return (
    <address className="not-italic">
      <span className="font-medium text-ink-100">{lang === "en" ? (ENGLISH_TOWN[office.city] ?? office.city) : office.city}</span>
      <br />
      {office.street}
      <br />
      {office.postcode} {office.city}
    </address>
  );
}
