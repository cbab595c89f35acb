import type { Config } from "../config";
import type { OutboxChannel } from "../db";

/**
 * The owner's channels every genuine enquiry gets, one outbox row each: email always (it waits
 * in the outbox until SMTP is set up), the webhook when it is configured. The server queues them
 * on capture, and both the console and `inbox mark` queue the missing ones for an enquiry moved
 * out of spam (docs/decisions/011-spam-defence.md).
 */
export function ownerChannels(config: Pick<Config, "WEBHOOK_URL" | "WEBHOOK_SECRET">): OutboxChannel[] {
  return config.WEBHOOK_URL && config.WEBHOOK_SECRET ? ["email", "webhook"] : ["email"];
}

/**
 * A booked call's channels (docs/decisions/021-booking.md): the visitor's and the owner's email
 * always (they wait in the outbox until SMTP is set up), the webhook when it is configured. The
 * notifications plugin queues the same; `inbox bookings cancel` uses this.
 */
export function bookingChannelsOf(config: Pick<Config, "WEBHOOK_URL" | "WEBHOOK_SECRET">): OutboxChannel[] {
  return [
    "booking-visitor",
    "booking-owner",
    ...(config.WEBHOOK_URL && config.WEBHOOK_SECRET ? (["booking-webhook"] as const) : []),
  ];
}
