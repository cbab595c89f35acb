/**
 * The seed (docs/decisions/018-content-editing.md): the documents the copy modules under
 * app/content/ hold, written per field as stored (`{ sv, en }` side by side, facts as
 * `{{fact:…}}` references), plus the facts and app/config/site.ts, and the confirmation email
 * computed from server/notify/confirmation.ts. An edit to a copy module is the next seed: a new
 * database starts with it as its first published revision, and the tests use it.
 */
import { phoneDisplay, site } from "~/config/site";
import { legalIdentityLine } from "~/config/legal-identity";
import { facts, KRONOR_PER, OTC, PERCENTAGES, PRICES, REPLY_HOURS, TEAM, TIMELINES } from "~/content/facts";
import { formsDocument } from "~/content/forms";
import { homeDocument } from "~/content/home";
import { infoDocument } from "~/content/info";
import { privacyDocument } from "~/content/legal/privacy";
import { supportDocument } from "~/content/legal/support";
import { termsDocument } from "~/content/legal/terms";
import { otcDocument } from "~/content/otc";
import { serviceDocuments, serviceLayoutDocument } from "~/content/services";
import { socialDocument } from "~/content/social";
import { uiDocument } from "~/content/ui";
import { DOCUMENT_IDS, type DocumentId } from "~/content/model/documents";
import { factValues, referFacts, type FactValues } from "~/content/model/fact-refs";
import { isLocalText, zipLocalized, type LocalText } from "~/content/model/localize";
import type { Lang, Localized } from "~/i18n/lang";
import { SERVICE_SLUGS } from "~/i18n/pages";
import { seedServicePagesDocument } from "~/content/model/service-pages";
import { confirmationMail, FORM_IN_SENTENCE, RECEIVED_IN_SENTENCE } from "../notify/confirmation";
import { bookingDocument } from "~/content/booking";

const FACT_VALUES: Record<Lang, FactValues> = { sv: factValues({ ...facts.sv }), en: factValues({ ...facts.en }) };

/** Every text of a document with the facts it states turned into references. */
function withFactRefs(id: string, value: unknown, path = "$"): unknown {
  if (isLocalText(value)) return referFacts(value.sv, value.en, `${id} ${path}`, FACT_VALUES);
  if (Array.isArray(value)) return value.map((item, index) => withFactRefs(id, item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFactRefs(id, item, `${path}.${key}`)]));
  }
  return value;
}

/** A copy module's document, as written (per field, facts as references), in a copy of its own. */
const copy = (document: unknown) => structuredClone(document);

const PLACEHOLDER_SUBMISSION = { id: "00000000-0000-0000-0000-000000000000", form: "contact", language: "sv" } as const;

/** The confirmation email with its variable parts as {placeholders} (server/notify/confirmation.ts fills them). */
function confirmationSeed(): { subject: LocalText; body: LocalText } {
  const host = "example.invalid";
  const one = (lang: Lang) => {
    const mail = confirmationMail({ ...PLACEHOLDER_SUBMISSION, language: lang }, `https://${host}`);
    const reference = /NL-[0-9A-F]{8}/.exec(mail.subject)?.[0] ?? "";
    const swap = (text: string) =>
      text
        .replaceAll(reference, "{reference}")
        .replaceAll(host, "{siteHost}")
        .replaceAll(site.email, "{email}")
        .replaceAll(phoneDisplay(lang), "{phone}")
        .replaceAll(legalIdentityLine(site, lang), "{legalIdentity}")
        .replaceAll(site.legalName, "{legalName}")
        .replaceAll(site.brand, "{brand}");
    // The form's name and what it sent are the parts that depend on the enquiry.
    const received = (text: string) => text.replace(RECEIVED_IN_SENTENCE[PLACEHOLDER_SUBMISSION.form][lang], "{received}");
    const body = received(swap(mail.text)).replace(FORM_IN_SENTENCE[PLACEHOLDER_SUBMISSION.form][lang], "{formName}");
    return { subject: received(swap(mail.subject)), body };
  };
  const sv = one("sv");
  const en = one("en");
  return withFactRefs("confirmation-email", {
    subject: { sv: sv.subject, en: en.subject },
    body: { sv: sv.body, en: en.body },
  }) as { subject: LocalText; body: LocalText };
}

function factsSeed() {
  const { sv, en } = facts;
  const texts: Record<string, unknown> = {};
  for (const key of Object.keys(sv) as (keyof typeof sv)[]) {
    const a = sv[key];
    const b = en[key];
    // The conversion rule's wording is computed from `conversion`, not stored as a text.
    if (key === "conversion") continue;
    if (typeof a === "string" && typeof b === "string") texts[key] = { sv: a, en: b };
    else if (key === "scope" || key === "audit" || key === "priceNote")
      texts[key] = zipLocalized({ sv: a, en: b } as Localized<Record<string, string>>);
  }
  const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    timelines: plain(TIMELINES),
    prices: plain(PRICES),
    conversion: plain(KRONOR_PER),
    percentages: plain(PERCENTAGES),
    team: plain(TEAM),
    replyHours: REPLY_HOURS,
    otc: plain(OTC),
    texts,
  };
}

function companySeed() {
  return JSON.parse(JSON.stringify(site)) as unknown;
}

const BUILDERS: Record<string, () => unknown> = {
  home: () => copy(homeDocument),
  otc: () => copy(otcDocument),
  info: () => copy(infoDocument),
  social: () => copy(socialDocument),
  privacy: () => copy(privacyDocument),
  terms: () => copy(termsDocument),
  support: () => copy(supportDocument),
  interface: () => ({ ui: copy(uiDocument), serviceLayout: copy(serviceLayoutDocument) }),
  forms: () => copy(formsDocument),
  "confirmation-email": confirmationSeed,
  facts: factsSeed,
  company: companySeed,
  // The 14 service pages, live, in the grid's order (docs/decisions/025-service-pages.md).
  pages: seedServicePagesDocument,
  // Its functions are texts with {placeholders} there (app/content/booking.ts).
  booking: () => copy(bookingDocument),
  ...Object.fromEntries(SERVICE_SLUGS.map((slug) => [`service/${slug}`, () => copy(serviceDocuments[slug])])),
};

let computed: ReadonlyMap<DocumentId, unknown> | undefined;

/** Every document of the seed, by id, in DOCUMENT_IDS order (computed once per process; treat as read-only). */
export function seedDocuments(): ReadonlyMap<DocumentId, unknown> {
  computed ??= new Map(DOCUMENT_IDS.map((id) => [id, (BUILDERS[id] as () => unknown)()]));
  return computed;
}
