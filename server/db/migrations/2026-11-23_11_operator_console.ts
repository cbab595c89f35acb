import type { Kysely } from "kysely";

// Frozen once shipped: add a new migration instead of editing this one.
// Kysely<any> on purpose: a migration must not depend on today's Database interface.
// The operator console (docs/decisions/006-operator-console.md): operators, their passkeys,
// sessions and one-time links (only hashes of tokens are stored), WebAuthn challenges, and
// the append-only audit log.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("operators")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("operator_id", "text", (col) => col.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("counter", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("transports", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_operator_idx").on("passkeys").column("operator_id").execute();

  await db.schema
    .createTable("operator_sessions")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("operator_id", "text", (col) => col.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("passkey_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .addColumn("user_agent", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("operator_sessions_operator_idx").on("operator_sessions").column("operator_id").execute();

  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("challenge", "text", (col) => col.notNull())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("operator_id", "text")
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("operator_links")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("operator_id", "text", (col) => col.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("submissions_form_status_idx").on("submissions").columns(["form", "status"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("submissions_form_status_idx").execute();
  for (const table of ["audit_log", "operator_links", "webauthn_challenges", "operator_sessions", "passkeys", "operators"]) {
    await db.schema.dropTable(table).execute();
  }
}
