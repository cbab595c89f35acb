import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The owner's bookings (docs/decisions/030-the-owners-bookings.md): who made a call's last
// change (the visitor through their link, or the owner in the console), the owner's message to
// the visitor with that change, and how a past call went (held or no-show). Every booking made
// before this was last changed by its visitor, with no message and no outcome.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("changed_by", "text", (col) => col.notNull().defaultTo("visitor"))
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("owner_message", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("bookings").addColumn("outcome", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("outcome").execute();
  await db.schema.alterTable("bookings").dropColumn("owner_message").execute();
  await db.schema.alterTable("bookings").dropColumn("changed_by").execute();
}
