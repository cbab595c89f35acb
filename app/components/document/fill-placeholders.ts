import { phoneDisplay } from "~/config/site";
import type { Company } from "~/content/site-copy";
import type { DocumentPageContent, TextBlock } from "~/content/types";
import type { Lang } from "~/i18n/lang";

export type PlaceholderValues = Record<"legalName" | "orgNumber" | "email" | "phone" | "address", string>;

/** The company facts the legal and support copy refers to, from the render's `company` document. */
export function companyPlaceholders(lang: Lang, site: Company): PlaceholderValues {
  const offices = site.offices.map((office) => `${office.street}, ${office.postcode} ${office.city}`);
  return {
    legalName: site.legalName,
    orgNumber: site.orgNumber,
    email: site.email,
    phone: phoneDisplay(lang, site.phone.display),
    // "Street, postcode City och Street, postcode City": a list joined the way each language writes it.
    address: new Intl.ListFormat(lang === "sv" ? "sv-SE" : "en-GB", { type: "conjunction" }).format(offices),
  };
}

/** Replaces every {name} with its value; an unknown name is a mistake in the copy, so it throws. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`Unknown placeholder {${name}} in: ${text.slice(0, 80)}`);
    return values[name as keyof PlaceholderValues];
  });
}

function fillBlock(block: TextBlock, values: PlaceholderValues): TextBlock {
  return block.type === "ul"
    ? { type: "ul", items: block.items.map((item) => fillPlaceholders(item, values)) }
    : { type: block.type, text: fillPlaceholders(block.text, values) };
}

/** A legal or support page with the company's facts written in (runs in the loaders, at build). */
export function fillDocument(content: DocumentPageContent, lang: Lang, site: Company): DocumentPageContent {
  const values = companyPlaceholders(lang, site);
  return {
    ...content,
    intro: fillPlaceholders(content.intro, values),
    sections: content.sections.map((section) => ({
      ...section,
      heading: fillPlaceholders(section.heading, values),
      blocks: section.blocks.map((block) => fillBlock(block, values)),
    })),
  };
}

/** The "updated" date as each language writes it ("21 november 2026", "21 November 2026"). */
export function formatUpdated(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date);
}
