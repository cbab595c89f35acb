import type { Kysely } from "kysely";
import type { BookingTexts } from "~/content/booking";
import { withFactsResolved } from "~/content/model/fact-refs";
import { factValuesOf } from "~/content/model/fact-values";
import { pickLanguage } from "~/content/model/localize";
import { type BOOKING_PLACEHOLDERS, fillText, type BookingPlaceholderField } from "~/content/model/placeholders";
import type { Company } from "~/content/site-copy";
import type { UiCopy } from "~/content/ui";
import type { Lang } from "~/i18n/lang";
import { liveRevision, type Database } from "../db";
import { seedDocuments } from "../content/seed";

/**
 * The booking words the server writes its booking pages and the booking emails from
 * (docs/decisions/021-booking.md): the published `booking` document in one language, read at each
 * request and each send, so a publish applies to the next page and the next email
 * (docs/decisions/018-content-editing.md). The code's words (app/content/booking.ts) are only the seed.
 */

/** The values a text with placeholders takes: exactly the names BOOKING_PLACEHOLDERS gives it. */
export type BookingValues<F extends BookingPlaceholderField> = Record<(typeof BOOKING_PLACEHOLDERS)[F][number], string>;

export interface BookingWords {
  lang: Lang;
  /** Every text with its facts resolved, for the texts without placeholders. */
  texts: BookingTexts;
  /** The company details the emails name (brand, phone, email). */
  company: Company;
  /** The site's interface words, for the booking pages' header and legal line (docs/decisions/029-booking-for-the-visitor.md). */
  ui: UiCopy;
  /**
   * A text that takes placeholders, its facts and placeholders filled in one pass: a value put in
   * (a time, a link) is never read again. Nothing a visitor typed is ever a value.
   */
  fill<F extends BookingPlaceholderField>(field: F, values: BookingValues<F>): string;
}

/** The words of one language from the `booking`, `facts` and `company` documents. */
export function bookingWords(
  documents: { booking: unknown; facts: unknown; company: unknown; interface?: unknown },
  lang: Lang,
): BookingWords {
  const raw = pickLanguage(documents.booking, lang) as BookingTexts;
  const facts = factValuesOf(documents.facts, lang);
  const shared = pickLanguage(documents.interface ?? seedOf("interface"), lang) as { ui: UiCopy };
  return {
    lang,
    texts: withFactsResolved(raw, facts),
    company: documents.company as Company,
    ui: withFactsResolved(shared.ui, facts),
    fill(field, values) {
      // "$.mail.text" → raw.mail.text: the unresolved text, so facts and placeholders go in together.
      const text = field
        .slice(2)
        .split(".")
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], raw) as string;
      return fillText(text, values, facts);
    },
  };
}

const seedOf = (id: string) => seedDocuments().get(id as never);

/** The seed's words: for a page the server must answer while the database cannot be read. */
export function seedBookingWords(lang: Lang): BookingWords {
  return bookingWords(
    { booking: seedOf("booking"), facts: seedOf("facts"), company: seedOf("company"), interface: seedOf("interface") },
    lang,
  );
}

/** The published words of one language; a document the database lacks is the seed's. */
export async function liveBookingWords(db: Kysely<Database>, lang: Lang): Promise<BookingWords> {
  const body = async (id: string) => (await liveRevision(db, id))?.body ?? seedOf(id);
  const [booking, facts, company, shared] = await Promise.all([
    body("booking"),
    body("facts"),
    body("company"),
    body("interface"),
  ]);
  return bookingWords({ booking, facts, company, interface: shared }, lang);
}
