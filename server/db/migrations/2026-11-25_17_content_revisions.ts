import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Content editing (docs/decisions/018-content-editing.md):
// - content_revisions: every published revision of every content document, kept (who, when,
//   an optional note, the fields whose translation may be out of date). `number` counts per
//   document from 1; the seed is revision 1 of a new database.
// - content_live: which revision of each document the site serves.
// - content_drafts: the one working draft per document, with a version counter that a save
//   must name (a second editor's save with an older one is refused, and keeps its text).
// - content_state: the site's published content version, bumped by every publish in the same
//   transaction; instances re-read it to learn of a publish they were not told about.
// - content_migrations: the content migrations already applied (server/content/migrations.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_revisions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("document", "text", (col) => col.notNull())
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("stale", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("published_at", "text", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("content_version", "integer", (col) => col.notNull())
    .addUniqueConstraint("content_revisions_number_uq", ["document", "number"])
    .execute();
  await db.schema
    .createTable("content_live")
    .addColumn("document", "text", (col) => col.primaryKey())
    .addColumn("revision_id", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("content_drafts")
    .addColumn("document", "text", (col) => col.primaryKey())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("stale", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("base_revision", "integer")
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("content_state")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("published_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("content_migrations")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("applied_at", "text", (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["content_migrations", "content_state", "content_drafts", "content_live", "content_revisions"]) {
    await db.schema.dropTable(table).execute();
  }
}
