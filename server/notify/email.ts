import nodemailer from "nodemailer";
import type { OutboxRow, Submission } from "../db";
import { emailSubject, emailText, headerSafe } from "./compose";

export interface EmailSettings {
  smtpUrl: string;
  /** MAIL_FROM; default "Nordlegend website <no-reply@{host of SITE_URL}>". */
  from?: string;
  to: string;
  siteUrl: string;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/**
 * The nodemailer URL for SMTP_URL. nodemailer upgrades smtp:// with STARTTLS when offered and
 * reads options from the query (e.g. ?ignoreTLS=true). For a loopback server (tests, a local
 * relay) TLS buys nothing and test servers' self-signed certificates would fail, so it is
 * skipped unless the URL says otherwise.
 */
export function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.protocol === "smtp:" && LOOPBACK_HOSTS.has(url.hostname) && !url.searchParams.has("ignoreTLS")) {
    url.searchParams.set("ignoreTLS", "true");
  }
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
      const visitor = headerSafe(String(submission.fields.name ?? submission.fields.fullName ?? ""));
      await transport.sendMail({
        from,
        to: settings.to,
        // A visitor's address passed validation (no CR/LF); nodemailer encodes the name safely.
        replyTo: submission.email ? { name: visitor, address: headerSafe(submission.email, 254) } : undefined,
        subject: emailSubject(submission),
        text: emailText(submission),
        // Stable per outbox row: a retry after a lost acknowledgement is recognisable as the same message.
        messageId: `<${row.id}@${domain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}
