import { Webhook } from "standardwebhooks";
import type { Booking, OutboxRow, Submission } from "../db";
import { bookingWebhookPayload, webhookPayload } from "./compose";
import { isPermanentHttpStatus, PermanentDeliveryError } from "./delivery-error";

export interface WebhookSettings {
  url: string;
  /** WEBHOOK_SECRET: `whsec_` and the base64 of 24 to 64 random bytes. */
  secret: string;
  timeoutMs?: number;
  now?: () => Date;
}

const SECRET_PREFIX = "whsec_";
const MIN_SECRET_BYTES = 24;
const MAX_SECRET_BYTES = 64;

/**
 * Why a WEBHOOK_SECRET cannot be used, or undefined when it can. The Standard Webhooks
 * specification asks for 24 to 64 random bytes; a secret of few distinct bytes
 * ("whsec_AAAA…") is refused as well, as a placeholder nobody replaced.
 */
export function webhookSecretProblem(secret: string): string | undefined {
  const hint = "generate one with: echo whsec_$(openssl rand -base64 32)";
  if (!secret.startsWith(SECRET_PREFIX)) return `must start with ${SECRET_PREFIX} (${hint})`;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) {
    return `must be ${SECRET_PREFIX} followed by standard base64 (${hint})`;
  }
  const bytes = Buffer.from(encoded, "base64");
  if (bytes.length < MIN_SECRET_BYTES || bytes.length > MAX_SECRET_BYTES) {
    return `must hold ${MIN_SECRET_BYTES} to ${MAX_SECRET_BYTES} bytes, not ${bytes.length} (${hint})`;
  }
  if (new Set(bytes).size < bytes.length / 3) return `is too weak: it is not random (${hint})`;
  return undefined;
}

/**
 * POSTs the submission as JSON signed per Standard Webhooks (docs/operations.md, "Webhook"):
 * `webhook-id` is the outbox row's id, the same on every retry, so receivers can drop
 * duplicates; `webhook-timestamp` is the time of this attempt, so a receiver refusing old
 * timestamps refuses a replayed capture; `webhook-signature` covers id, timestamp and body.
 * Anything but a 2xx within the timeout is a failure.
 */
export function createWebhookChannel(settings: WebhookSettings) {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const now = settings.now ?? (() => new Date());
  const signer = new Webhook(settings.secret);
  async function post(payload: object, row: OutboxRow, signal?: AbortSignal): Promise<void> {
    {
      const body = JSON.stringify(payload);
      const sentAt = now();
      const response = await fetch(settings.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "nordlegend-site-webhook/2",
          "webhook-id": row.id,
          "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
          "webhook-signature": signer.sign(row.id, sentAt, body),
        },
        body,
        redirect: "manual",
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status <= 299) return;
      const message = `Webhook answered HTTP ${response.status}`;
      throw isPermanentHttpStatus(response.status) ? new PermanentDeliveryError(message) : new Error(message);
    }
  }
  return {
    deliver: (submission: Submission, row: OutboxRow, signal?: AbortSignal) => post(webhookPayload(submission), row, signal),
    /** A booked, moved or cancelled call (docs/decisions/021-booking.md), signed the same way. */
    deliverBooking: (booking: Booking, row: OutboxRow, signal?: AbortSignal) =>
      post(bookingWebhookPayload(booking, row), row, signal),
  };
}
