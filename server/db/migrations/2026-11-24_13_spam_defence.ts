import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Spam defence (docs/decisions/011-spam-defence.md):
// - `screening`: JSON of the spam check an enquiry got at capture ({ score, reasons, proof });
//   NULL for enquiries stored before the check existed.
// - `text_hash`: SHA-256 of the enquiry's normalised text, to see the same text sent from
//   several addresses within a day. Kept in the enquiry's own row, so it goes when the
//   enquiry goes: the text is never kept longer than the enquiry.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("submissions").addColumn("screening", "text").execute();
  await db.schema.alterTable("submissions").addColumn("text_hash", "text").execute();
  await db.schema.createIndex("submissions_text_hash_idx").on("submissions").columns(["text_hash", "created_at"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("submissions_text_hash_idx").execute();
  await db.schema.alterTable("submissions").dropColumn("text_hash").execute();
  await db.schema.alterTable("submissions").dropColumn("screening").execute();
}
