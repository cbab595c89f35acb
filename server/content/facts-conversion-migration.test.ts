import { describe, expect, it } from "vitest";
import { validateDocument } from "~/content/model/documents";
import { factValuesOf } from "~/content/model/fact-values";
import { resolveFacts } from "~/content/model/fact-refs";
import { factsConversion } from "./migrations";
import { seedDocuments } from "./seed";

/**
 * The 2026-11-27 content migration (docs/decisions/031-copy-and-proof.md): stored facts get the one
 * conversion rule, and a Swedish text that typed kronor in front of a price reference keeps only the
 * reference. No other edit of the owner's is touched.
 */
const SEED = seedDocuments();
const clone = <T>(value: T): T => structuredClone(value);

describe("the facts-conversion content migration", () => {
  it("adds the conversion rule to facts stored before it, and keeps every edited figure", () => {
    const stored = clone(SEED.get("facts")) as Record<string, unknown> & {
      prices: Record<string, { from: number; to: number }>;
    };
    delete stored.conversion;
    stored.prices.noCodeMvp!.to = 30_000; // the owner's edit
    expect(validateDocument("facts", stored).ok).toBe(false);
    const migrated = factsConversion.up(clone(stored), "facts") as typeof stored;
    expect(migrated.conversion).toEqual({ USD: 10, EUR: 11 });
    expect(migrated.prices.noCodeMvp!.to).toBe(30_000);
    expect({ ...migrated, conversion: undefined }).toEqual({ ...stored, conversion: undefined });
    expect(validateDocument("facts", migrated).ok).toBe(true);
    // A rule the owner already set stays theirs.
    const ruled = { ...stored, conversion: { USD: 9, EUR: 12 } };
    expect((factsConversion.up(clone(ruled), "facts") as typeof ruled).conversion).toEqual({ USD: 9, EUR: 12 });
  });

  it("brings a price note still word for word the old seed's up to date, and keeps one the owner wrote", () => {
    const stored = clone(SEED.get("facts")) as { texts: { priceNote: Record<"usd" | "eur", { sv: string; en: string }> } };
    stored.texts.priceNote.usd = {
      sv: "Kronbeloppen är avrundade; dollarbeloppen står med eftersom plattformarna och jämförelsesiffrorna anges i dollar. Vår offert till er lämnas i kronor.",
      en: "Our own note about dollars.",
    };
    const migrated = factsConversion.up(clone(stored), "facts") as typeof stored;
    // The note as the seed had it on the migration's date: a later copy round (cold review 8b, D87:
    // "ungefärliga", never "avrundade") rewrites no stored text, so the migration keeps its own target.
    expect(migrated.texts.priceNote.usd).toEqual({
      sv: "Kronbeloppen är omräknade med 10 kr per dollar och avrundade; vår offert lämnas i kronor.",
      en: "Our own note about dollars.",
    });
    expect(migrated.texts.priceNote.eur).toEqual(stored.texts.priceNote.eur);
  });

  it("drops kronor typed in front of a price reference, so the price does not show its kronor twice", () => {
    const page = clone(SEED.get("service/no-code-low-code-mvp")) as {
      hero: { title: { sv: string; en: string } };
      intro: { paragraphs: { sv: string; en: string }[] };
    };
    page.hero.title.sv = "Ägarens egen rubrik"; // the owner's edit
    page.intro.paragraphs[1] = {
      sv: "Den kostar normalt ungefär 50 000–250 000 kr ({{fact:price.noCodeMvp}}) och mer.",
      en: "It typically costs {{fact:price.noCodeMvp}}.",
    };
    const migrated = factsConversion.up(clone(page), "service/no-code-low-code-mvp") as typeof page;
    expect(migrated.intro.paragraphs[1]).toEqual({
      sv: "Den kostar normalt ungefär {{fact:price.noCodeMvp}} och mer.",
      en: "It typically costs {{fact:price.noCodeMvp}}.",
    });
    expect(migrated.hero.title.sv).toBe("Ägarens egen rubrik");
    expect({ ...migrated, intro: undefined }).toEqual({ ...page, intro: undefined });
    const values = factValuesOf(SEED.get("facts"), "sv");
    expect(resolveFacts(migrated.intro.paragraphs[1]!.sv, values)).toBe(
      "Den kostar normalt ungefär 50\u00A0000–250\u00A0000\u00A0kr och mer.",
    );
  });

  it("changes nothing in today's seed", () => {
    for (const [id, body] of SEED) {
      if (!/^(facts|service\/|home|legal|info|otc|privacy|terms|support)/u.test(id)) continue;
      expect(factsConversion.up(clone(body), id), id).toEqual(body);
    }
  });
});

describe("a price shows from the one fact by the facts' conversion rule", () => {
  it("kronor only in Swedish (cold review 9A, N01), the price's own currency with kronor beside it in English", () => {
    const facts = clone(SEED.get("facts")) as { conversion: { USD: number; EUR: number } };
    expect(factValuesOf(facts, "sv").get("price.saasMvp")).toBe("550\u00A0000–1\u00A0650\u00A0000\u00A0kr");
    expect(factValuesOf(facts, "en").get("price.noCodeMvp")).toBe("$5,000–25,000 (about SEK\u00A050,000–250,000)");
    facts.conversion.USD = 11;
    expect(factValuesOf(facts, "sv").get("price.noCodeMvp")).toBe("55\u00A0000–275\u00A0000\u00A0kr");
    expect(factValuesOf(facts, "sv").get("conversion.usd")).toBe("11\u00A0kr per dollar");
    expect(factValuesOf(facts, "en").get("conversion.usd")).toBe("SEK\u00A011 to the dollar");
  });
});
