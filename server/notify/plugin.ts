import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { CONFIRMATION_INTERVAL_MS, confirmationQueuedSince, type OutboxChannel } from "../db";
import { dailyNetworkBudget } from "../http/client-network";
import { ownerChannels } from "./channels";
import { createConfirmationChannel, liveConfirmationDocuments } from "./confirmation";
import { seedDocuments } from "../content/seed";
import type { DocumentId } from "~/content/model/documents";
import { createEmailChannel } from "./email";
import { createWebhookChannel } from "./webhook";
import { createOutboxWorker, type Deliver, type DeliverBooking, type OutboxTiming } from "./worker";
import { createBookingMail } from "./booking-mail";
import { readOwnerLanguage } from "./owner-language";
import { liveBookingWords } from "../booking/copy";
import { bookingLinkSecret } from "../booking/links";

/** What the rest of the app needs to know about notifications. */
export interface Notifications {
  /** The channels a new enquiry gets an outbox row for: email always, webhook when configured. */
  readonly channels: readonly OutboxChannel[];
  /** A new enquiry was committed: deliver now instead of at the next poll. */
  kick(): void;
  /**
   * The channels a new genuine enquiry from this address gets: `channels`, plus the
   * confirmation to the sender when it is on, none went to the address in the last day, and
   * the client's network (`ip`: its IPv4 address or IPv6 /64) has not had
   * CONFIRMATION_DAILY_LIMIT confirmations today.
   */
  channelsFor(email: string, now: Date, ip: string): Promise<readonly OutboxChannel[]>;
  /**
   * The channels a booked call's invitation and cancellation go on (docs/decisions/021-booking.md):
   * the visitor's and the owner's emails always (they wait while SMTP is not set up), the webhook
   * when configured.
   */
  readonly bookingChannels: readonly OutboxChannel[];
  /**
   * The channels of a visitor's booking, cancellation or move from client `ip`: `bookingChannels`,
   * without the visitor's email once the client's network had CONFIRMATION_DAILY_LIMIT emails
   * today, counted together with enquiry confirmations: a book-cancel-move loop stops mailing
   * strangers (docs/decisions/028-security-m4-m6.md, M5). The owner is still told.
   */
  bookingChannelsFor(ip: string, now: Date): readonly OutboxChannel[];
}

declare module "fastify" {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export interface NotificationsOptions {
  config: Config;
  now?: () => Date;
  timing?: Partial<OutboxTiming>;
}

/**
 * The outbox worker as part of the app: started when the app is ready, stopped before it
 * closes (rows in flight stay pending and are retried by the next start). This plugin alone
 * decides which channels are configured.
 */
export const notifications = fp(
  async (app: FastifyInstance, { config, now, timing }: NotificationsOptions) => {
    const channels: Partial<Record<OutboxChannel, Deliver>> = {};
    const email =
      config.SMTP_URL && config.MAIL_TO
        ? createEmailChannel({
            smtpUrl: config.SMTP_URL,
            from: config.MAIL_FROM,
            to: config.MAIL_TO,
            siteUrl: config.SITE_URL,
            language: () => readOwnerLanguage(app.db),
          })
        : undefined;
    if (email) channels.email = email.deliver;
    else app.log.warn("SMTP_URL or MAIL_TO is not set: enquiries are stored, their emails wait in the outbox until it is");
    const enquiryChannels = ownerChannels(config);
    const bookingChannels: Partial<Record<OutboxChannel, DeliverBooking>> = {};
    if (config.WEBHOOK_URL && config.WEBHOOK_SECRET) {
      const webhook = createWebhookChannel({ url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET, now });
      channels.webhook = webhook.deliver;
      bookingChannels["booking-webhook"] = webhook.deliverBooking;
    }
    // A booked call's emails: the visitor's and the owner's, once SMTP and MAIL_TO are set.
    const bookingMail =
      config.SMTP_URL && config.MAIL_TO
        ? createBookingMail({
            smtpUrl: config.SMTP_URL,
            from: config.MAIL_FROM,
            owner: config.MAIL_TO,
            siteUrl: config.SITE_URL,
            linkSecret: () => bookingLinkSecret(app.db),
            words: (lang) => liveBookingWords(app.db, lang),
            ownerLanguage: () => readOwnerLanguage(app.db),
            now,
          })
        : undefined;
    if (bookingMail) {
      bookingChannels["booking-visitor"] = bookingMail.visitor;
      bookingChannels["booking-owner"] = bookingMail.owner;
    }

    // Spam defence: the sender's confirmation, on by default once SMTP is set up.
    const confirmation =
      config.SMTP_URL && config.CONFIRMATION_EMAIL === "on"
        ? createConfirmationChannel({
            smtpUrl: config.SMTP_URL,
            from: config.MAIL_FROM,
            replyTo: config.MAIL_TO,
            siteUrl: config.SITE_URL,
            documents: () => liveConfirmationDocuments(app.db, (id) => seedDocuments().get(id as DocumentId)),
          })
        : undefined;
    if (confirmation) channels.confirmation = confirmation.deliver;

    const confirmationBudget = dailyNetworkBudget(config.CONFIRMATION_DAILY_LIMIT);
    const allBookingChannels: readonly OutboxChannel[] = [
      "booking-visitor",
      "booking-owner",
      ...(config.WEBHOOK_URL && config.WEBHOOK_SECRET ? (["booking-webhook"] as const) : []),
    ];
    const worker = createOutboxWorker({ db: app.db, channels, bookingChannels, timing, now, log: app.log });
    app.decorate("notifications", {
      channels: enquiryChannels,
      bookingChannels: allBookingChannels,
      bookingChannelsFor(ip: string, at: Date) {
        if (confirmationBudget.take(ip, at)) return allBookingChannels;
        app.log.warn("booking email to the visitor left out: a client network reached CONFIRMATION_DAILY_LIMIT today");
        return allBookingChannels.filter((channel) => channel !== "booking-visitor");
      },
      kick: () => worker.kick(),
      async channelsFor(email: string, at: Date, ip: string) {
        if (!confirmation || !email) return enquiryChannels;
        // A first look, outside the transaction; the store decides for good (insertSubmissions).
        const recent = await confirmationQueuedSince(app.db, email, new Date(at.getTime() - CONFIRMATION_INTERVAL_MS));
        if (recent) return enquiryChannels;
        // One client must not make the site mail thousands of addresses: the enquiry is stored
        // and the owner told as usual, only the confirmation is left out.
        if (!confirmationBudget.take(ip, at)) {
          app.log.warn("confirmation left out: a client network reached CONFIRMATION_DAILY_LIMIT today");
          return enquiryChannels;
        }
        return [...enquiryChannels, "confirmation"];
      },
    } satisfies Notifications);
    app.addHook("onReady", async () => worker.start());
    app.addHook("preClose", async () => {
      await worker.stop();
      email?.close();
      confirmation?.close();
      bookingMail?.close();
    });
  },
  { name: "notifications", dependencies: ["database"] },
);
