import { legalIdentityLine } from "~/config/legal-identity";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import { phoneDisplay, site } from "~/config/site";
import { facts } from "~/content/facts";
import { factValuesOf } from "~/content/model/fact-values";
import { fillText, type ConfirmationPlaceholder } from "~/content/model/placeholders";
import type { Company } from "~/content/site-copy";
import type { Lang } from "~/i18n/lang";
import { liveRevision, type Database, type OutboxRow, type Submission } from "../db";
import { defaultFrom, transportUrl } from "./email";

/**
 * The confirmation to the sender of a genuine enquiry (docs/decisions/011-spam-defence.md):
 * in the page's language, what happens next, the reply time, how to reach us and a reference
 * number. It never repeats a word the visitor typed (not even the name), so a stranger who
 * types someone else's address can make us send that person nothing but our own text; and it
 * goes at most once a day per address, and never for spam.
 */

/** The reference the visitor quotes: short, from the enquiry's id, so the owner can find it. */
export function referenceOf(submissionId: string): string {
  return `NL-${submissionId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

interface ConfirmationCopy {
  subject: (reference: string) => string;
  text: (input: { reference: string; formName: string; siteHost: string }) => string;
}

/** Which form it came through, as a sentence names it ("via kontaktformuläret"). */
export const FORM_IN_SENTENCE: Record<Submission["form"], Record<Lang, string>> = {
  contact: { sv: "kontaktformuläret", en: "the contact form" },
  project: { sv: "formuläret för projektförfrågningar", en: "the project enquiry form" },
  "otc-network-request": { sv: "formuläret för OTC-introduktioner", en: "the OTC introduction request form" },
};

// The text as the code wrote it: the seed of the `confirmation-email` document (server/content/seed.ts
// turns its variable parts into {placeholders}). What is sent is the published document's text.
const COPY: Record<Lang, ConfirmationCopy> = {
  sv: {
    // Addressed as ni, like every confirmation on the site (docs/style-guide.md, "Form of address").
    subject: (reference) => `Vi har tagit emot er förfrågan (${reference})`,
    text: ({ reference, formName, siteHost }) =>
      [
        "Hej!",
        "",
        `Tack för att ni hörde av er till ${site.brand}. Vi har tagit emot er förfrågan via ${formName}.`,
        `Referensnummer: ${reference}`,
        "",
        "Vad händer nu?",
        `En av oss läser igenom förfrågan och svarar er ${facts.sv.reply}. Behöver vi veta mer hör vi av oss med frågor.`,
        "",
        "Vill ni lägga till något? Svara på det här e-postmeddelandet eller kontakta oss och ange referensnumret:",
        `E-post: ${site.email}`,
        `Telefon: ${phoneDisplay("sv")}`,
        "",
        `Ni får det här e-postmeddelandet för att ett formulär på ${siteHost} skickades med den här adressen. Om det inte var ni kan ni bortse från det. Skickar ni fler förfrågningar inom ett dygn bekräftar vi bara den första, men vi läser alla.`,
        "",
        "Vänliga hälsningar",
        `Teamet på ${site.brand}`,
        // A business letter names the firm, its organisation number and registered office (D119).
        legalIdentityLine(site, "sv"),
      ].join("\n"),
  },
  en: {
    subject: (reference) => `We have received your enquiry (${reference})`,
    text: ({ reference, formName, siteHost }) =>
      [
        "Hello,",
        "",
        `Thank you for contacting ${site.brand}. We have received your enquiry via ${formName}.`,
        `Reference number: ${reference}`,
        "",
        "What happens next?",
        `One of us will read your enquiry and reply ${facts.en.reply}. If we need to know more, we will get back to you with questions.`,
        "",
        "Want to add something? Reply to this email or contact us and quote the reference number:",
        `Email: ${site.email}`,
        `Phone: ${phoneDisplay("en")}`,
        "",
        `You are receiving this email because a form on ${siteHost} was sent with your address. If that was not you, you can ignore it. If you send more than one enquiry within a day, we confirm only the first, but we read them all.`,
        "",
        "Kind regards",
        `The ${site.brand} team`,
        legalIdentityLine(site, "en"),
      ].join("\n"),
  },
};

/** The seed's subject and text (the code's wording), from which the `confirmation-email` document starts. */
export function confirmationMail(submission: Pick<Submission, "id" | "form" | "language">, siteUrl: string) {
  const lang = submission.language;
  const reference = referenceOf(submission.id);
  return {
    subject: COPY[lang].subject(reference),
    text: COPY[lang].text({ reference, formName: FORM_IN_SENTENCE[submission.form][lang], siteHost: new URL(siteUrl).hostname }),
  };
}

/** The published documents a confirmation is written from (docs/decisions/018-content-editing.md). */
export interface ConfirmationDocuments {
  email: { subject: Record<Lang, string>; body: Record<Lang, string> };
  facts: unknown;
  company: Company;
}

/**
 * Subject and text of a submission's confirmation from the published document, in the page's
 * language: the editor's words with the facts and placeholders filled in. Only our words, the
 * form's name and the reference: nothing the visitor typed is ever a value here.
 */
export function confirmationFromDocument(
  documents: ConfirmationDocuments,
  submission: Pick<Submission, "id" | "form" | "language">,
  siteUrl: string,
): { subject: string; text: string } {
  const lang = submission.language;
  const { company } = documents;
  const values: Record<ConfirmationPlaceholder, string> = {
    brand: company.brand,
    formName: FORM_IN_SENTENCE[submission.form][lang],
    reference: referenceOf(submission.id),
    siteHost: new URL(siteUrl).hostname,
    email: company.email,
    phone: phoneDisplay(lang, company.phone.display),
    legalName: company.legalName,
    legalIdentity: legalIdentityLine(company, lang),
  };
  const factValues = factValuesOf(documents.facts, lang);
  return {
    // A subject is one line: a line break typed into it would start a header of its own.
    subject: fillText(documents.email.subject[lang], values, factValues).replace(/\s+/g, " ").trim(),
    text: fillText(documents.email.body[lang], values, factValues),
  };
}

/** The live documents of a confirmation, read at each send so a publish applies to the next one. */
export async function liveConfirmationDocuments(
  db: Kysely<Database>,
  seed: (id: string) => unknown,
): Promise<ConfirmationDocuments> {
  const body = async (id: string) => (await liveRevision(db, id))?.body ?? seed(id);
  const [email, factsDocument, company] = await Promise.all([body("confirmation-email"), body("facts"), body("company")]);
  return { email: email as ConfirmationDocuments["email"], facts: factsDocument, company: company as Company };
}

export interface ConfirmationSettings {
  smtpUrl: string;
  from?: string;
  /** Where the visitor's reply goes: MAIL_TO when set, else the public address. */
  replyTo?: string;
  siteUrl: string;
  /** The published documents to write from (`liveConfirmationDocuments`). */
  documents: () => Promise<ConfirmationDocuments>;
}

/** The outbox channel that sends confirmations. */
export function createConfirmationChannel(settings: ConfirmationSettings) {
  const transport = nodemailer.createTransport(transportUrl(settings.smtpUrl));
  const from = settings.from ?? defaultFrom(settings.siteUrl);
  const domain = new URL(settings.siteUrl).hostname;
  return {
    async deliver(submission: Submission, row: OutboxRow): Promise<void> {
      if (!submission.email) throw new Error("The enquiry has no address to confirm to");
      const documents = await settings.documents();
      await transport.sendMail({
        from,
        // Validated at capture (one @, no whitespace or controls).
        to: submission.email,
        replyTo: settings.replyTo ?? documents.company.email,
        ...confirmationFromDocument(documents, submission, settings.siteUrl),
        headers: { "Auto-Submitted": "auto-replied" },
        messageId: `<${row.id}@${domain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
