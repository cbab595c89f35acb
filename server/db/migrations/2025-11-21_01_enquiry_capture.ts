import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Kysely<any> on purpose: a migration must not depend on today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("submissions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("form", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("ip_hash", "text", (col) => col.notNull())
    .addColumn("user_agent", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("submissions_created_at_idx").on("submissions").column("created_at").execute();
  await db.schema.createIndex("submissions_email_idx").on("submissions").column("email").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("submission_id", "text", (col) => col.notNull().references("submissions.id").onDelete("cascade"))
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
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_submission_idx").on("outbox").column("submission_id").execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("settings").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("submissions").execute();
}
