import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { notifications } from "../notify/plugin";
import type { OutboxTiming } from "../notify/worker";
import { database } from "../plugins/db";
import { enquiryCapture } from "./capture";

export interface EnquiriesOptions {
  config: Config;
  /** Tests: a fixed clock for stored times and retry schedules. */
  now?: () => Date;
  /** Tests: a fast outbox (poll interval, backoff). */
  outboxTiming?: Partial<OutboxTiming>;
}

/** Everything behind POST /: the database, the notification outbox and the capture route. */
export const enquiries = fp(
  async (app: FastifyInstance, { config, now, outboxTiming }: EnquiriesOptions) => {
    await app.register(database, { url: config.DATABASE_URL });
    await app.register(notifications, { config, now, timing: outboxTiming });
    await app.register(enquiryCapture, {
      siteUrl: config.SITE_URL,
      rateLimitPerMinute: config.FORM_RATE_LIMIT,
      ipHashSalt: config.IP_HASH_SALT,
      webhook: Boolean(config.WEBHOOK_URL && config.WEBHOOK_SECRET),
      now,
    });
  },
  { name: "enquiries" },
);
