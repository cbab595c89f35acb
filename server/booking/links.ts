import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The secret in a visitor's cancel/move link (docs/decisions/021-booking.md): an HMAC of the
 * booking's id under a key kept in the `settings` table, so the outbox can write the link into
 * an email on any instance and at any retry while the database keeps only the link's hash.
 */
export const BOOKING_LINK_SECRET_KEY = "booking-link-secret";

export function bookingLinkToken(secret: string, bookingId: string): string {
  return createHmac("sha256", secret).update(`booking-link:${bookingId}`).digest("base64url");
}

/** The key, created by the first instance that needs it. */
export async function bookingLinkSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key: BOOKING_LINK_SECRET_KEY, value: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", BOOKING_LINK_SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Where the visitor manages a call. */
export function manageUrl(siteUrl: string, lang: string, token: string): string {
  return `${new URL(siteUrl).origin}/${lang}/booking/manage/${token}`;
}
