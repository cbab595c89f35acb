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
  subject: (input: { reference: string; received: string }) => string;
  text: (input: { reference: string; formName: string; received: string; siteHost: string }) => string;
}

/** Which form it came through, as a sentence names it ("via kontaktformuläret"). */
export const FORM_IN_SENTENCE: Record<Submission["form"], Record<Lang, string>> = {
  contact: { sv: "kontaktformuläret", en: "the contact form" },
  project: { sv: "formuläret för projektförfrågningar", en: "the project enquiry form" },
  "otc-network-request": { sv: "formuläret för OTC-introduktioner", en: "the OTC introduction request form" },
};

/**
 * What was received, as the subject and the first sentence name it ("Vi har tagit emot ert
 * meddelande"): a contact message is a message, as its thank-you page says; a project enquiry and
 * an OTC introduction request are enquiries (the ninth cold review, N49).
 */
export const RECEIVED_IN_SENTENCE: Record<Submission["form"], Record<Lang, string>> = {
  contact: { sv: "ert meddelande", en: "your message" },
  project: { sv: "er förfrågan", en: "your enquiry" },
  "otc-network-request": { sv: "er förfrågan", en: "your enquiry" },
};

// The text as the code wrote it: the seed of the `confirmation-email` document (server/content/seed.ts
// turns its variable parts into {placeholders}). What is sent is the published document's text.
const COPY: Record<Lang, ConfirmationCopy> = {
  sv: {
    // Addressed as ni, like every confirmation on the site (docs/style-guide.md, "Form of address").
    subject: ({ reference, received }) => `Vi har tagit emot ${received} (${reference})`,
    text: ({ reference, formName, received, siteHost }) =>
      [
        "Hej!",
        "",
        `Tack för att ni hörde av er till ${site.brand}. Vi har tagit emot ${received} via ${formName}.`,
        `Referensnummer: ${reference}`,
        "",
        "Vad händer nu?",
        `En av oss läser igenom det ni har skickat och svarar er ${facts.sv.reply}. Behöver vi veta mer hör vi av oss med frågor.`,
        "",
        "Vill ni lägga till något? Svara på det här e-postmeddelandet eller kontakta oss och ange referensnumret:",
        `E-post: ${site.email}`,
        `Telefon: ${phoneDisplay("sv")}`,
        "",
        `Ni får det här e-postmeddelandet för att ett formulär på ${siteHost} skickades med den här adressen. Om det inte var ni kan ni bortse från det. Skickar ni fler formulär inom ett dygn bekräftar vi bara det första, men vi läser alla.`,
        "",
        "Vänliga hälsningar",
        `Teamet på ${site.brand}`,
        // A business letter names the firm, its organisation number and registered office (D119).
        legalIdentityLine(site, "sv"),
      ].join("\n"),
  },
  en: {
    subject: ({ reference, received }) => `We have received ${received} (${reference})`,
    text: ({ reference, formName, received, siteHost }) =>
      [
        "Hello,",
        "",
        `Thank you for contacting ${site.brand}. We have received ${received} via ${formName}.`,
        `Reference number: ${reference}`,
        "",
        "What happens next?",
        `One of us will read what you sent and reply ${facts.en.reply}. If we need to know more, we will get back to you with questions.`,
        "",
        "Want to add something? Reply to this email or contact us and quote the reference number:",
        `Email: ${site.email}`,
        `Phone: ${phoneDisplay("en")}`,
        "",
        `You are receiving this email because a form on ${siteHost} was sent with your address. If that was not you, you can ignore it. If you send more than one form within a day, we confirm only the first, but we read them all.`,
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
  const received = RECEIVED_IN_SENTENCE[submission.form][lang];
  return {
    subject: COPY[lang].subject({ reference, received }),
    text: COPY[lang].text({
      reference,
      formName: FORM_IN_SENTENCE[submission.form][lang],
      received,
      siteHost: new URL(siteUrl).hostname,
    }),
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
    received: RECEIVED_IN_SENTENCE[submission.form][lang],
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
