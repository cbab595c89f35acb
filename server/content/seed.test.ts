import { legalIdentityLine } from "~/config/legal-identity";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { facts } from "~/content/facts";
import { home } from "~/content/home";
import { privacyPolicy } from "~/content/legal/privacy";
import { DOCUMENT_IDS, validateDocument } from "~/content/model/documents";
import { factNames, factValues, withFactsResolved } from "~/content/model/fact-refs";
import { pickLanguage, localTexts } from "~/content/model/localize";
import { MODULES } from "~/content/copy-index";
import { LANGS } from "~/i18n/lang";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { confirmationMail } from "../notify/confirmation";
import { seedDocuments } from "./seed";
import { factValuesOf } from "~/content/model/fact-values";

const seed = seedDocuments();
const values = { sv: factValues({ ...facts.sv }), en: factValues({ ...facts.en }) };

const MODULE_OF: Record<string, string> = {
  home: "home",
  otc: "otc",
  info: "infoHub",
  social: "social",
  privacy: "privacyPolicy",
  terms: "terms",
  support: "support",
  forms: "forms",
  ...Object.fromEntries(SERVICE_SLUGS.map((slug) => [`service/${slug}`, `services/${slug}`])),
};

describe("the seed", () => {
  it("has every document, and each is valid under its kind's schema", () => {
    expect([...seed.keys()]).toEqual(DOCUMENT_IDS);
    for (const [id, body] of seed) expect(validateDocument(id, body), id).toEqual({ ok: true, body });
  });

  it("renders back to exactly today's copy modules in both languages", () => {
    for (const [id, module] of Object.entries(MODULE_OF)) {
      for (const lang of LANGS) {
        const rendered = withFactsResolved(pickLanguage(seed.get(id as never), lang), values[lang]);
        expect(rendered, `${id} ${lang}`).toEqual(JSON.parse(JSON.stringify((MODULES[module] as Record<string, unknown>)[lang])));
      }
    }
    const ui = seed.get("interface") as { ui: unknown; serviceLayout: unknown };
    expect(pickLanguage(ui.ui, "en")).toEqual(JSON.parse(JSON.stringify(MODULES.ui?.en)));
    expect(pickLanguage(ui.serviceLayout, "sv")).toEqual(MODULES.serviceLayoutLabels?.sv);
  });

  it("names facts instead of repeating their figures, the same fact in both languages", () => {
    const texts = localTexts(seed.get("home"));
    const named = texts.filter(({ text }) => factNames(text.sv).length > 0);
    expect(named.length).toBeGreaterThan(5);
    for (const { text } of named) expect(factNames(text.sv)).toEqual(factNames(text.en));
    const card = JSON.stringify(
      (seed.get("home") as { services: { cards: Record<string, unknown> } }).services.cards["no-code-low-code-mvp"],
    );
    expect(card).toContain("{{fact:timeline.noCodeMvp}}");
    expect(card).not.toContain(facts.en.timeline.noCodeMvp);
    expect(JSON.stringify(seed.get("privacy"))).toContain("{{fact:timeline.enquiryRetention}}");
    expect(privacyPolicy.sv.title).toBe((seed.get("privacy") as { title: { sv: string } }).title.sv);
    expect(home.en.hero.slogan).toBe((seed.get("home") as { hero: { slogan: { en: string } } }).hero.slogan.en);
  });

  it("keeps the confirmation email's variable parts as placeholders that give back today's email", () => {
    const email = seed.get("confirmation-email") as { subject: { sv: string }; body: { sv: string; en: string } };
    expect(email.subject.sv).toContain("{reference}");
    expect(email.body.en).toContain("{formName}");
    expect(email.subject.sv).toBe("Vi har tagit emot {received} ({reference})");
    expect(email.body.sv).toContain("Vi har tagit emot {received} via {formName}.");
    expect(email.body.en).toContain("{{fact:reply}}");
    const mail = confirmationMail(
      { id: "12345678-0000-0000-0000-000000000000", form: "contact", language: "en" },
      "https://site.test",
    );
    const filled = withFactsResolved(email.body.en, values.en)
      .replaceAll("{received}", "your message")
      .replaceAll("{reference}", "NL-12345678")
      .replaceAll("{siteHost}", "site.test")
      .replaceAll("{email}", site.email)
      .replaceAll("{phone}", site.phone.display)
      .replaceAll("{legalIdentity}", legalIdentityLine(site, "en"))
      .replaceAll("{legalName}", site.legalName)
      .replaceAll("{brand}", site.brand);
    expect(email.body.en).toContain("{legalIdentity}");
    expect(mail.text).toContain(filled.split("{formName}")[0]);
    expect(mail.text.endsWith(filled.split("{formName}")[1] as string)).toBe(true);
  });

  it("formats the facts document's figures into exactly the values the copy modules used", () => {
    for (const lang of LANGS) {
      const fromDocument = factValuesOf(seed.get("facts"), lang);
      for (const [name, value] of values[lang]) expect(fromDocument.get(name), `${lang} ${name}`).toBe(value);
    }
  });

  it("holds the facts' figures and the company details", () => {
    const factsDoc = seed.get("facts") as { replyHours: number; timelines: Record<string, unknown> };
    expect(factsDoc.replyHours).toBeGreaterThan(0);
    expect(factsDoc.timelines.noCodeMvp).toEqual({ from: 2, to: 6, unit: "weeks" });
    expect((seed.get("company") as { orgNumber: string }).orgNumber).toBe(site.orgNumber);
  });
});
