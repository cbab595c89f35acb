import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once shipped: add a new migration instead of editing this one.
// Kysely<any> on purpose: a migration must not depend on today's Database interface.
// Booking a call (docs/decisions/021-booking.md):
// - bookings: one row per booked call. `live_slot` holds the call's start while it is
//   confirmed and NULL once cancelled (or for spam); its UNIQUE index is what makes two
//   visitors taking one slot at the same moment, on any instance, end with one booking.
//   `token_hash` is the SHA-256 of the secret in the visitor's cancel/move link.
// - outbox: a notification now belongs to an enquiry or to a booking. `submission_id` may be
//   NULL, `booking_id` names the booking (deleted with it), `booking_event` says whether the
//   row sends the invitation (`request`) or the cancellation (`cancel`). SQLite cannot drop a
//   NOT NULL, so there the table is rebuilt, rows and indexes as they were.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("starts_at", "text", (col) => col.notNull())
    .addColumn("ends_at", "text", (col) => col.notNull())
    .addColumn("live_slot", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("cancelled_at", "text")
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("note", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull())
    .addColumn("ip_hash", "text", (col) => col.notNull())
    .addColumn("user_agent", "text", (col) => col.notNull())
    .addColumn("screening", "text")
    .execute();
  await db.schema.createIndex("bookings_live_slot_key").on("bookings").column("live_slot").unique().execute();
  await db.schema.createIndex("bookings_token_hash_idx").on("bookings").column("token_hash").unique().execute();
  await db.schema.createIndex("bookings_starts_at_idx").on("bookings").column("starts_at").execute();
  await db.schema.createIndex("bookings_email_idx").on("bookings").column("email").execute();
  await db.schema.createIndex("bookings_created_at_idx").on("bookings").column("created_at").execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table outbox alter column submission_id drop not null`.execute(db);
    await db.schema
      .alterTable("outbox")
      .addColumn("booking_id", "text", (col) => col.references("bookings.id").onDelete("cascade"))
      .execute();
    await db.schema.alterTable("outbox").addColumn("booking_event", "text").execute();
  } else {
    await db.schema
      .createTable("outbox_rebuilt")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("submission_id", "text", (col) => col.references("submissions.id").onDelete("cascade"))
      .addColumn("booking_id", "text", (col) => col.references("bookings.id").onDelete("cascade"))
      .addColumn("booking_event", "text")
      .addColumn("channel", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("last_error", "text")
      .addColumn("errors", "text", (col) => col.notNull().defaultTo("[]"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("sent_at", "text")
      .addColumn("claim_token", "text")
      .execute();
    await sql`insert into outbox_rebuilt (id, submission_id, channel, status, attempts, next_attempt_at, last_error, errors, created_at, sent_at, claim_token)
      select id, submission_id, channel, status, attempts, next_attempt_at, last_error, errors, created_at, sent_at, claim_token from outbox`.execute(
      db,
    );
    await db.schema.dropTable("outbox").execute();
    await db.schema.alterTable("outbox_rebuilt").renameTo("outbox").execute();
    await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("outbox_submission_idx").on("outbox").column("submission_id").execute();
  }
  await db.schema.createIndex("outbox_booking_idx").on("outbox").column("booking_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("outbox").where("booking_id", "is not", null).execute();
  await db.schema.dropIndex("outbox_booking_idx").execute();
  await db.schema.alterTable("outbox").dropColumn("booking_event").execute();
  await db.schema.alterTable("outbox").dropColumn("booking_id").execute();
  await db.schema.dropTable("bookings").execute();
}
