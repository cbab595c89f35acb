import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Cookieless site statistics (docs/decisions/012-cookieless-statistics.md):
// - site_stats: one counter per UTC day, dimension and value (page views by page, referrer
//   host, campaign…), added to by upserted increments so several instances add up. Kept 25
//   months, then purged by the daily retention job.
// - stats_visitors: the day's keyed visitor hashes with their entry page and source, so a
//   visitor is counted once per day across instances and an enquiry can learn where its sender
//   came from. Emptied with the day's IP salt (server/db/settings.ts): after that no hash can
//   be recomputed, and none is kept.
// - submissions.entry_page and submissions.source: where an enquiry's sender entered the site
//   and from where, copied at capture; never the hash.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_stats")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("dimension", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("count", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("site_stats_pk", ["day", "dimension", "value"])
    .execute();
  await db.schema
    .createTable("stats_visitors")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("entry_page", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("stats_visitors_pk", ["day", "hash"])
    .execute();
  await db.schema.alterTable("submissions").addColumn("entry_page", "text").execute();
  await db.schema.alterTable("submissions").addColumn("source", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("submissions").dropColumn("source").execute();
  await db.schema.alterTable("submissions").dropColumn("entry_page").execute();
  await db.schema.dropTable("stats_visitors").execute();
  await db.schema.dropTable("site_stats").execute();
}
