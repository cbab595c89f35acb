import { FORM_SCHEMAS, isEmailAddress, senderOf } from "~/forms";
import nodemailer from "nodemailer";
import type { Lang } from "~/i18n/lang";
import type { OutboxRow, Submission } from "../db";
import { emailSubject, emailText, headerSafe } from "./compose";

export interface EmailSettings {
  smtpUrl: string;
  /** MAIL_FROM; default "Nordlegend website <no-reply@{host of SITE_URL}>". */
  from?: string;
  to: string;
  siteUrl: string;
  /** The owner's language, read at each send (server/notify/owner-language.ts). */
  language: () => Promise<Lang>;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/**
 * Timeouts well inside the outbox lease (2 min), so a hung SMTP server fails the attempt
 * instead of letting another worker claim the row while this one still waits on it.
 */
const SMTP_TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "60000" };

/**
 * The nodemailer URL for SMTP_URL; nodemailer reads options from the query, and options already
 * in the URL win (docs/operations.md, "Email notifications").
 * - smtp:// to another host must upgrade with STARTTLS (`requireTLS`): the login and every
 *   enquiry would otherwise cross the network in clear text whenever someone on the path strips
 *   the server's STARTTLS offer. `?requireTLS=false` (or `?ignoreTLS=true`) opts out explicitly.
 * - smtp:// on loopback (tests, a local relay) skips TLS: it buys nothing there, and test
 *   servers' self-signed certificates would fail.
 */
export function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults: Record<string, string> = { ...SMTP_TIMEOUTS };
  if (url.protocol === "smtp:" && LOOPBACK_HOSTS.has(url.hostname)) defaults.ignoreTLS = "true";
  else if (url.protocol === "smtp:" && !url.searchParams.has("ignoreTLS")) defaults.requireTLS = "true";
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

export function defaultFrom(siteUrl: string): string {
  return `Nordlegend website <no-reply@${new URL(siteUrl).hostname}>`;
}

export interface EmailChannel {
  deliver(submission: Submission, row: OutboxRow): Promise<void>;
  close(): void;
}

/** Sends one email per submission to MAIL_TO, Reply-To the visitor. */
export function createEmailChannel(settings: EmailSettings): EmailChannel {
  const transport = nodemailer.createTransport(transportUrl(settings.smtpUrl));
  const from = settings.from ?? defaultFrom(settings.siteUrl);
  const domain = new URL(settings.siteUrl).hostname;
  return {
    async deliver(submission, row) {
      const lang = await settings.language();
      const visitor = headerSafe(senderOf(FORM_SCHEMAS[submission.form], submission.fields, submission.email).name);
      await transport.sendMail({
        from,
        to: settings.to,
        // Reply-To only for an address the one rule accepts (app/forms/email.ts): checked again
        // here for rows stored before it. nodemailer encodes the name safely.
        replyTo: isEmailAddress(submission.email) ? { name: visitor, address: submission.email } : undefined,
        subject: emailSubject(submission, lang),
        text: emailText(submission, settings.siteUrl, lang),
        // Stable per outbox row: a retry after a lost acknowledgement is recognisable as the same message.
        messageId: `<${row.id}@${domain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
