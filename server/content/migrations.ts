/**
 * Content migrations (docs/decisions/018-content-editing.md): when a document kind's schema
 * changes, a dated migration here rewrites every stored body of that kind (every revision, so
 * an old one can still be restored, and every draft), and the owner's edits survive the
 * upgrade. They run at start, after the database migrations, each once, in name order, each in
 * one transaction; the migrated live documents must pass today's schema or the start fails
 * with the migration's name. Frozen once shipped, like the database's.
 */
import { sql, type Kysely } from "kysely";
import { kindOf, isDocumentId, validateDocument, type Kind } from "~/content/model/documents";
import { textProblem } from "~/content/model/text-rules";
import { removeHiddenCharacters } from "~/forms/characters";
import { contentVersion, seedMissingDocuments, type Database } from "../db";
import { bookingForTheVisitor } from "./migrations/2026-11-27_02_booking_for_the_visitor";
import { ownerBookings } from "./migrations/2026-11-27_30_owner_bookings";
import { shorterProjectEnquiry } from "./migrations/2026-11-27_44_shorter_project_enquiry";
import { storiesNote } from "./migrations/2026-12-02_01_stories_note";

export interface ContentMigration {
  /** The kinds of document it rewrites. */
  kinds: readonly Kind[];
  /** The body in the new shape; gets a copy it may change. */
  up(body: unknown, document: string): unknown;
}

/** Every text of a body (`{ sv, en }` leaves), rewritten by `map`; everything else kept as it is. */
function mapTexts(value: unknown, map: (text: { sv: string; en: string }) => { sv: string; en: string }): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 2 && typeof record.sv === "string" && typeof record.en === "string")
      return map({ sv: record.sv, en: record.en });
    return Object.fromEntries(keys.map((key) => [key, mapTexts(record[key], map)]));
  }
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, map));
  return value;
}

/** A kronor range typed in front of a price reference: the price now shows its kronor itself. */
const TYPED_KRONOR_BEFORE_PRICE =
  /\d{1,3}(?:[ \u00A0]\d{3})*–\d{1,3}(?:[ \u00A0]\d{3})* kr \((\{\{fact:price\.[a-zA-Z][a-zA-Z0-9]*\}\})\)/gu;

/**
 * 2026-11-27 (docs/decisions/031-copy-and-proof.md): a price fact shows in kronor and in its own
 * currency from the one fact and the facts document's one conversion rule, `conversion`. Stored
 * facts get the rule the code used until now (10 kr per dollar, 11 per euro); a Swedish text that
 * typed the kronor in front of a price reference ("50 000–250 000 kr ({{fact:price.noCodeMvp}})")
 * keeps only the reference, which now shows both. Nothing else in any text changes.
 */
/**
 * The notes beside a price as the seed had them before 2026-11-27, and what they say now: a note
 * still word for word the old seed's is no edit of the owner's, and the old one now repeats the
 * kronor the price shows itself (English) or gives a reason about clients' markets (C3).
 */
const OLD_PRICE_NOTES: Record<"usd" | "eur", { sv: [string, string]; en: [string, string] }> = {
  usd: {
    sv: [
      "Kronbeloppen är avrundade; dollarbeloppen står med eftersom plattformarna och jämförelsesiffrorna anges i dollar. Vår offert till er lämnas i kronor.",
      "Kronbeloppen är omräknade med 10 kr per dollar och avrundade; vår offert lämnas i kronor.",
    ],
    en: [
      "The figures are in US dollars, as the platforms and the benchmarks are; for a no-code or low-code MVP they come to roughly SEK 50,000–250,000. Our quote to you will be in Swedish kronor.",
      "The kronor figures are converted at SEK 10 to the dollar and rounded; our quote to you is in Swedish kronor.",
    ],
  },
  eur: {
    sv: [
      "Kronbeloppen är avrundade; eurobeloppen står med eftersom de flesta av våra SaaS-kunder säljer på den europeiska marknaden. Vår offert till er lämnas i kronor.",
      "Kronbeloppen är omräknade med 11 kr per euro och avrundade; vår offert lämnas i kronor.",
    ],
    en: [
      "The figures are in euros, because most of our SaaS clients sell in the European market; in kronor they come to roughly SEK 550,000–1,650,000 for an MVP and SEK 1,650,000–5,500,000 for a full-scale platform. Our quote to you will be in Swedish kronor.",
      "The kronor figures are converted at SEK 11 to the euro and rounded; our quote to you is in Swedish kronor.",
    ],
  },
};

/** A stored price note, with each language that is still the old seed's word for word brought up to date. */
function updatedPriceNote(note: unknown, which: "usd" | "eur"): unknown {
  if (!note || typeof note !== "object") return note;
  const { sv, en } = note as { sv?: unknown; en?: unknown };
  const old = OLD_PRICE_NOTES[which];
  return {
    ...note,
    sv: sv === old.sv[0] ? old.sv[1] : sv,
    en: en === old.en[0] ? old.en[1] : en,
  };
}

export const factsConversion: ContentMigration = {
  kinds: ["facts", "service", "home", "legal", "info", "otc"],
  up(body, document) {
    if (document === "facts") {
      const facts = body as Record<string, unknown> & { texts?: Record<string, unknown> };
      const notes = facts.texts?.priceNote as Record<string, unknown> | undefined;
      const texts =
        facts.texts && notes
          ? {
              ...facts.texts,
              priceNote: { ...notes, usd: updatedPriceNote(notes.usd, "usd"), eur: updatedPriceNote(notes.eur, "eur") },
            }
          : facts.texts;
      return { ...facts, texts, conversion: facts.conversion ?? { USD: 10, EUR: 11 } };
    }
    return mapTexts(body, (text) => ({ sv: text.sv.replace(TYPED_KRONOR_BEFORE_PRICE, "$1"), en: text.en }));
  },
};

/**
 * A line of the company document as the text rules now want it (docs/decisions/028-security-m4-m6.md,
 * L12): control, line and bidi characters become spaces, markup's angle brackets go; the rest of
 * the owner's text stays.
 */
function oneLine(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const cleaned = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, " ")
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned === "" ? value : cleaned;
}

/**
 * A one-line value made to pass the text rules with every word kept: `oneLine`, then, if an event
 * handler or a script URL is still there ("onerror=", "javascript:"), its `=` and `:` as spaces.
 */
function ruleAbiding(value: unknown): unknown {
  const line = oneLine(value);
  if (typeof line !== "string" || textProblem(line, 80) === undefined) return line;
  const plain = removeHiddenCharacters(line)
    .replace(/[\u202A-\u202E\u2066-\u2069<>=:]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  // Nothing a reader could see was there (only hidden characters): the field goes.
  return plain === "" ? undefined : plain;
}

/** The address part of a company email that carried more (`info@x.se?bcc=…` becomes `info@x.se`). */
function addressOnly(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return (
    value
      .trim()
      .toLowerCase()
      .split(/[\s?&#,;<>()"]/)[0] ?? value
  );
}

/** Every content migration, by its ISO-dated name. */
export const CONTENT_MIGRATIONS: Record<string, ContentMigration> = {
  "2026-11-27_01_facts_conversion": factsConversion,
  "2026-11-27_02_booking_for_the_visitor": bookingForTheVisitor,
  "2026-11-27_30_owner_bookings": ownerBookings,
  "2026-11-27_44_shorter_project_enquiry": shorterProjectEnquiry,
  // The company document's lines follow the text rules, its email the one address rule (L12).
  "2026-11-27_company_text_rules": {
    kinds: ["company"],
    up(body) {
      const company = body as Record<string, unknown> & {
        brandParts?: unknown[];
        offices?: Record<string, unknown>[];
        socials?: Record<string, unknown>[];
      };
      for (const key of ["brand", "legalName"]) company[key] = oneLine(company[key]);
      if (Array.isArray(company.brandParts)) company.brandParts = company.brandParts.map(oneLine);
      company.email = addressOnly(company.email);
      for (const office of Array.isArray(company.offices) ? company.offices : []) {
        office.city = oneLine(office.city);
        office.street = oneLine(office.street);
      }
      for (const social of Array.isArray(company.socials) ? company.socials : []) social.name = oneLine(social.name);
      return company;
    },
  },
  "2026-12-02_01_stories_note": storiesNote,
  // The registered office and a story's "led by" follow the same one-line text rules (L12).
  "2026-12-02_02_proof_text_rules": {
    kinds: ["company", "service"],
    up(body, document) {
      const object = body as Record<string, unknown> & { stories?: { items?: unknown } };
      if (document === "company") {
        if (object.registeredOffice !== undefined) object.registeredOffice = ruleAbiding(object.registeredOffice);
        return object;
      }
      const items = Array.isArray(object.stories?.items) ? (object.stories.items as Record<string, unknown>[]) : [];
      for (const story of items) {
        const origin = story?.origin as Record<string, unknown> | undefined;
        if (origin && typeof origin === "object" && origin.ledBy !== undefined) origin.ledBy = ruleAbiding(origin.ledBy);
      }
      return object;
    },
  },
};

const ofKinds = (kinds: readonly Kind[]) => (document: string) => isDocumentId(document) && kinds.includes(kindOf(document));

async function applyOne(db: Kysely<Database>, name: string, migration: ContentMigration, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Claimed first: an instance starting at the same time finds the name taken and skips it.
    const claimed = await trx
      .insertInto("content_migrations")
      .values({ name, applied_at: now.toISOString() })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    const applies = ofKinds(migration.kinds);
    let liveChanged = false;
    const live = new Set((await trx.selectFrom("content_live").select("revision_id").execute()).map((row) => row.revision_id));
    for (const row of await trx.selectFrom("content_revisions").select(["id", "document", "body"]).execute()) {
      if (!applies(row.document)) continue;
      const body = migration.up(JSON.parse(row.body), row.document);
      if (live.has(row.id)) {
        liveChanged = true;
        const check = validateDocument(row.document as never, body);
        if (!check.ok)
          throw new Error(`Content migration ${name} left ${row.document} invalid: ${JSON.stringify(check.issues.slice(0, 3))}`);
      }
      await trx
        .updateTable("content_revisions")
        .set({ body: JSON.stringify(body) })
        .where("id", "=", row.id)
        .execute();
    }
    for (const row of await trx.selectFrom("content_drafts").select(["document", "body"]).execute()) {
      if (!applies(row.document)) continue;
      const body = migration.up(JSON.parse(row.body), row.document);
      await trx
        .updateTable("content_drafts")
        .set({ body: JSON.stringify(body) })
        .where("document", "=", row.document)
        .execute();
    }
    // What the site serves changed: a new content version makes every instance render again.
    if (liveChanged) {
      await trx
        .updateTable("content_state")
        .set({ version: sql`version + 1`, published_at: now.toISOString() })
        .where("id", "=", "site")
        .execute();
    }
    return true;
  });
}

/**
 * Brings the content up to date at start: a new database gets the seed (already in today's
 * shape, so every migration counts as applied); an existing one runs the pending migrations,
 * then gets the seed of any document it lacks (a page added in code). Returns the names run.
 */
export async function prepareContent(
  db: Kysely<Database>,
  seed: () => ReadonlyMap<string, unknown>,
  { migrations = CONTENT_MIGRATIONS, now = new Date() }: { migrations?: Record<string, ContentMigration>; now?: Date } = {},
): Promise<string[]> {
  const names = Object.keys(migrations).sort();
  if ((await contentVersion(db)) === 0) {
    for (const name of names) {
      await db
        .insertInto("content_migrations")
        .values({ name, applied_at: now.toISOString() })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    }
    await seedMissingDocuments(db, seed(), now);
    return [];
  }
  const done = new Set((await db.selectFrom("content_migrations").select("name").execute()).map((row) => row.name));
  const ran: string[] = [];
  for (const name of names) {
    if (done.has(name)) continue;
    if (await applyOne(db, name, migrations[name] as ContentMigration, now)) ran.push(name);
  }
  await seedMissingDocuments(db, seed(), now);
  return ran;
}
