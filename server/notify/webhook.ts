import { createHmac } from "node:crypto";
import type { OutboxRow, Submission } from "../db";
import { webhookPayload } from "./compose";
import { isPermanentHttpStatus, PermanentDeliveryError } from "./delivery-error";

export interface WebhookSettings {
  url: string;
  secret: string;
  timeoutMs?: number;
}

/** The X-Signature-256 value: "sha256=" + hex HMAC-SHA256 of the exact body bytes. */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * POSTs the submission as signed JSON; anything but a 2xx within the timeout is a failure, and
 * a 4xx other than 408 and 429 a permanent one. `signal` abandons the request (shutdown).
 */
export function createWebhookChannel(settings: WebhookSettings) {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    async deliver(submission: Submission, row: OutboxRow, signal?: AbortSignal): Promise<void> {
      const body = JSON.stringify(webhookPayload(submission));
      const response = await fetch(settings.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "nordlegend-site-webhook/1",
          "x-signature-256": signWebhookBody(body, settings.secret),
          // The same id on every retry of this notification, for receivers that de-duplicate.
          "x-delivery-id": row.id,
        },
        body,
        redirect: "manual",
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status <= 299) return;
      const message = `Webhook answered HTTP ${response.status}`;
      throw isPermanentHttpStatus(response.status) ? new PermanentDeliveryError(message) : new Error(message);
    },
  };
}
