import type { Kysely } from "kysely";
import type { Database } from "../db";
import { dailyCsv, reportText, statsReport } from "../stats/report";

/**
 * `inbox stats [--days N] [--format text|json|csv]`: the console overview's figures
 * (server/stats/report.ts) for the last N UTC days, today included.
 */
export async function statsCommand(
  { days, format }: { days: number; format: "text" | "json" | "csv" },
  io: { db: Kysely<Database>; out(text: string): void; now?: () => Date },
  csvCell: (value: string) => string,
): Promise<number> {
  const report = await statsReport(io.db, days, io.now?.() ?? new Date());
  if (format === "json") io.out(JSON.stringify(report, null, 2));
  else if (format === "csv") io.out(dailyCsv(report, csvCell));
  else io.out(reportText(report));
  return 0;
}
