import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema";

import type { AuditAction } from "~/admin/audit";

/**
 * The audit log: one row per operator action, appended and never changed. No function here
 * updates or deletes a row; erasing enquiries keeps the entries that say it happened.
 */
export { AUDIT_ACTIONS, type AuditAction } from "~/admin/audit";

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  target: string;
  detail: Record<string, unknown>;
}

/**
 * Ids sort in the order entries were written within one process (a high-resolution clock),
 * so entries with the same time stamp still list in order.
 */
function auditId(): string {
  return `${process.hrtime.bigint().toString().padStart(20, "0")}-${randomBytes(4).toString("hex")}`;
}

export async function recordAudit(
  db: Kysely<Database>,
  entry: { actor: string; action: AuditAction; target?: string; detail?: Record<string, unknown> },
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: auditId(),
      at: now.toISOString(),
      actor: entry.actor,
      action: entry.action,
      target: entry.target ?? "",
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

/** Newest first; `before` is the cursor of the last entry already shown. */
export async function listAudit(
  db: Kysely<Database>,
  options: { limit: number; before?: { at: string; id: string } },
): Promise<AuditEntry[]> {
  let query = db.selectFrom("audit_log").selectAll();
  const before = options.before;
  if (before) {
    query = query.where((eb) => eb.or([eb("at", "<", before.at), eb.and([eb("at", "=", before.at), eb("id", "<", before.id)])]));
  }
  const rows = await query.orderBy("at", "desc").orderBy("id", "desc").limit(options.limit).execute();
  return rows.map((row) => ({
    ...row,
    action: row.action as AuditAction,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));
}
