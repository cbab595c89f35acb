import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// One random salt per UTC day for the IP hashes, deleted two days later (server/db/settings.ts).
// The single permanent salt kept until now is deleted: with it gone, the hashes made with it
// can no longer be turned back into addresses, by anyone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("ip_salts")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();
  await db.deleteFrom("settings").where("key", "=", "ip_hash_salt").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("ip_salts").execute();
}
