import type { Kysely } from "kysely";

// Frozen once shipped: add a new migration instead of editing this one.
// Kysely<any> on purpose: a migration must not depend on today's Database interface.
// Booking for the visitor (docs/decisions/029-booking-for-the-visitor.md):
// - bookings.meeting: how the call happens, `video` (the owner's meeting link) or `phone`;
// - bookings.phone: the number to call, only for a phone call ("" otherwise);
// - bookings.about: the service the visitor came from ("" when none was carried);
// - bookings.cancel_reason: the visitor's optional reason when they cancelled ("" otherwise).
// Rows booked before keep a video call with no phone, no service and no reason.
// The outbox's `booking_event` also takes `reminder` (a text column: no schema change).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("meeting", "text", (col) => col.notNull().defaultTo("video"))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("about", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("cancel_reason", "text", (col) => col.notNull().defaultTo(""))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("outbox").where("booking_event", "=", "reminder").execute();
  for (const column of ["cancel_reason", "about", "phone", "meeting"]) {
    await db.schema.alterTable("bookings").dropColumn(column).execute();
  }
}
