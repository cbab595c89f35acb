import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// The keep mark: an enquiry that led to an assignment is exempt from the retention purge
// (docs/operations.md, "Retention"). NULL: not kept; otherwise when it was marked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("submissions").addColumn("kept_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("submissions").dropColumn("kept_at").execute();
}
