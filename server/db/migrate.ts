import { sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import * as enquiryCapture from "./migrations/2025-11-21_01_enquiry_capture";
import * as dailyIpSalts from "./migrations/2026-11-23_09_daily_ip_salts";
import * as keptSubmissions from "./migrations/2026-11-23_10_kept_submissions";
import * as operatorConsole from "./migrations/2026-11-23_11_operator_console";
import * as operatorRoles from "./migrations/2026-11-24_12_operator_roles";
import * as spamDefence from "./migrations/2026-11-24_13_spam_defence";
import { isPostgres } from "./connect";
import * as siteStatistics from "./migrations/2026-11-24_14_site_statistics";
import * as securityMarks from "./migrations/2026-11-25_15_security_marks";
import * as normalisedEmails from "./migrations/2026-11-25_16_normalised_emails";
import * as contentRevisions from "./migrations/2026-11-25_17_content_revisions";
import * as bookings from "./migrations/2026-11-25_19_bookings";
import * as media from "./migrations/2026-11-25_20_media";
import * as mediaCrops from "./migrations/2026-11-26_21_media_crops";
import * as ownerBookings from "./migrations/2026-11-27_30_owner_bookings";
import type { Database } from "./schema";

/**
 * Every migration, by its ISO-dated name. Listed here rather than read from the folder so
 * the same code runs under tsx, in tests and in any bundle.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "2025-11-21_01_enquiry_capture": enquiryCapture,
  "2026-11-23_09_daily_ip_salts": dailyIpSalts,
  "2026-11-23_10_kept_submissions": keptSubmissions,
  "2026-11-23_11_operator_console": operatorConsole,
  "2026-11-24_12_operator_roles": operatorRoles,
  "2026-11-24_13_spam_defence": spamDefence,
  "2026-11-24_14_site_statistics": siteStatistics,
  "2026-11-25_15_security_marks": securityMarks,
  "2026-11-25_16_normalised_emails": normalisedEmails,
  "2026-11-25_17_content_revisions": contentRevisions,
  "2026-11-25_19_bookings": bookings,
  "2026-11-25_20_media": media,
  "2026-11-26_21_media_crops": mediaCrops,
  "2026-11-27_30_owner_bookings": ownerBookings,
};

/**
 * Brings the schema up to date. Pending migrations run in one transaction on both databases
 * (on SQLite a BEGIN IMMEDIATE one, server/db/sqlite-dialect.ts): a crash halfway leaves the
 * schema as it was, and a second instance starting at the same time waits, then finds nothing
 * to do. `migrations` is for tests.
 */
export async function migrateToLatest(db: Kysely<Database>, migrations: Record<string, Migration> = MIGRATIONS): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(db),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, { cause: error });
  }
}

/**
 * On PostgreSQL, the schema the session works in (search_path). Kysely looks for its own
 * tables in every schema the user may read unless told one: in a database with other schemas
 * (the tests' private ones, side by side) it would find another schema's and skip making its
 * own. SQLite has one schema.
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
