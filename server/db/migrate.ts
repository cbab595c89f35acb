import { Migrator, type Kysely, type Migration } from "kysely";
import * as enquiryCapture from "./migrations/2025-11-21_01_enquiry_capture";
import * as dailyIpSalts from "./migrations/2026-11-23_09_daily_ip_salts";
import * as operatorConsole from "./migrations/2026-11-23_11_operator_console";
import type { Database } from "./schema";

/**
 * Every migration, by its ISO-dated name. Listed here rather than read from the folder so
 * the same code runs under tsx, in tests and in any bundle.
 */
const MIGRATIONS: Record<string, Migration> = {
  "2025-11-21_01_enquiry_capture": enquiryCapture,
  "2026-11-23_09_daily_ip_salts": dailyIpSalts,
  "2026-11-23_11_operator_console": operatorConsole,
};

/** Brings the schema up to date; Kysely's lock keeps concurrent instances from racing. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, { cause: error });
  }
}
