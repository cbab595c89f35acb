import type { Kysely } from "kysely";
import { isPostgres } from "../connect";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The media library (docs/decisions/024-media.md): the original upload and every variant are
// kept in the database, so a backup holds them and every instance serves the same files.
// - media: one row per image: its alt texts (empty until set), whether it is decorative, its
//   focal point (fractions of width and height) and the original bytes.
// - media_variants: each width and format made of it, named by the hash of its bytes (the URL).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = isPostgres(db) ? "bytea" : "blob";
  await db.schema
    .createTable("media")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("alt_sv", "text", (col) => col.notNull())
    .addColumn("alt_en", "text", (col) => col.notNull())
    .addColumn("decorative", "integer", (col) => col.notNull())
    .addColumn("focal_x", "real", (col) => col.notNull())
    .addColumn("focal_y", "real", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("original", bytes, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("media_variants")
    .addColumn("hash", "text", (col) => col.primaryKey())
    .addColumn("media_id", "text", (col) => col.notNull())
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("body", bytes, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("media_variants_media_idx").on("media_variants").column("media_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media_variants").execute();
  await db.schema.dropTable("media").execute();
}
