/**
 * How a failed delivery is judged and recorded (docs/operations.md, "Retries and the outbox"): a
 * permanent failure is marked failed at once instead of being retried for weeks, and the
 * recorded text carries the causes (a bare "fetch failed" says nothing).
 */

/** A failure that the same attempt later cannot fix (a refused address, a webhook that says 404). */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

/** The message and, after ": ", each cause's message (connect ECONNREFUSED ..., the SMTP reply). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    const code = (current as { code?: unknown }).code;
    const text = typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message;
    if (text && !parts.includes(text)) parts.push(text);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(": ").slice(0, 1000);
}

/**
 * Permanent: our own PermanentDeliveryError, or an SMTP reply in the 5xx range (nodemailer puts
 * the reply code on the error as `responseCode`). Timeouts, refused connections and 4xx SMTP
 * replies are temporary.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof PermanentDeliveryError) return true;
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/** Whether a webhook's HTTP status will not change on retry: 4xx, except 408 (timeout) and 429 (slow down). */
export function isPermanentHttpStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
