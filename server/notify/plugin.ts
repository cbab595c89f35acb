import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { OutboxChannel } from "../db";
import { createEmailChannel } from "./email";
import { createWebhookChannel } from "./webhook";
import { createOutboxWorker, type Deliver, type OutboxTiming, type OutboxWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

export interface NotificationsOptions {
  config: Config;
  now?: () => Date;
  timing?: Partial<OutboxTiming>;
}

/**
 * The outbox worker as part of the app: started when the app is ready, stopped before it
 * closes (rows in flight stay pending and are retried by the next start).
 */
export const notifications = fp(
  async (app: FastifyInstance, { config, now, timing }: NotificationsOptions) => {
    const channels: Partial<Record<OutboxChannel, Deliver>> = {};
    const email =
      config.SMTP_URL && config.MAIL_TO
        ? createEmailChannel({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, to: config.MAIL_TO, siteUrl: config.SITE_URL })
        : undefined;
    if (email) channels.email = email.deliver;
    else app.log.warn("SMTP_URL or MAIL_TO is not set: enquiries are stored, their emails wait in the outbox until it is");
    if (config.WEBHOOK_URL && config.WEBHOOK_SECRET) {
      channels.webhook = createWebhookChannel({ url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET, now }).deliver;
    }

    const worker = createOutboxWorker({ db: app.db, channels, timing, now, log: app.log });
    app.decorate("outbox", worker);
    app.addHook("onReady", async () => worker.start());
    app.addHook("preClose", async () => {
      await worker.stop();
      email?.close();
    });
  },
  { name: "notifications", dependencies: ["database"] },
);
