import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Crops around the focal point (docs/decisions/024-media.md): each variant says what it shows,
// the whole picture ("full", every variant made before this), a square for team cards
// ("square") or the 1200×630 Open Graph image ("og").
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media_variants")
    .addColumn("crop", "text", (col) => col.notNull().defaultTo("full"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media_variants").dropColumn("crop").execute();
}
