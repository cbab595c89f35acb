import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

import type { AuditAction } from "~/admin/audit";

/**
 * The audit log: one row per operator action, appended and never changed, with two exceptions
 * the privacy policy states (docs/decisions/008-operator-roles-and-step-up.md): the daily
 * retention run deletes entries older than AUDIT_RETENTION_DAYS, and an erasure removes the
 * erased address from every entry that names it. Visitors' addresses are recorded masked
 * (maskEmail), and searches as "a search was used", never their text.
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

/**
 * How the audit log names a visitor's address: the first character of the local part and of
 * the domain, and the top-level domain (j…@j….se). Enough to recognise a request being
 * handled, not enough to name the person (a personal domain such as janedoe.se is masked too).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? "" : email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const top = dot < 0 ? "" : domain.slice(dot);
  return `${[...local].slice(0, 1).join("")}…@${[...domain].slice(0, 1).join("")}…${top}`;
}

/** The mask of the first console (v…@example.com): still met in entries written before it changed. */
function legacyMask(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}…@${domain}`;
}

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The audit actions about enquiries (a visitor's data), as opposed to operators' accounts. */
const ENQUIRY_ACTIONS: AuditAction[] = [
  "status-changed",
  "deleted",
  "exported",
  "erased",
  "retried",
  "kept",
  "unkept",
  "not-spam",
  "marked-spam",
];

/**
 * Part of an erasure: every entry whose target or detail names the address (verbatim, as an
 * old search text, or under the first console's mask, which kept the domain) gets the mask
 * instead; for an operator's address, only entries about enquiries. Returns how many entries changed.
 */
export async function removeAddressFromAudit(db: Kysely<Database>, email: string): Promise<number> {
  const address = email.toLowerCase();
  const needles = [address, JSON.stringify(address).slice(1, -1), legacyMask(address)];
  // An operator's address names their account in the log ("the log must say who did what",
  // docs/decisions/008-operator-roles-and-step-up.md): an erasure of it only reaches entries
  // about enquiries, where the same person may appear as a visitor.
  const isOperator =
    (await db.selectFrom("operators").select("id").where("email", "=", address).executeTakeFirst()) !== undefined;
  const operatorAddresses = new Set(
    (await db.selectFrom("operators").select("email").execute()).map((row) => row.email.toLowerCase()),
  );
  let query = db.selectFrom("audit_log").select(["id", "action", "target", "detail"]);
  if (isOperator) query = query.where("action", "in", ENQUIRY_ACTIONS);
  const rows = await query
    .where((eb) =>
      eb.or(
        needles.flatMap((needle) => [
          sql<boolean>`lower(${eb.ref("target")}) like ${escapeLike(needle)} escape '\\'`,
          sql<boolean>`lower(${eb.ref("detail")}) like ${escapeLike(needle)} escape '\\'`,
        ]),
      ),
    )
    .execute();
  const masked = maskEmail(address);
  // Whole addresses only (docs/decisions/028-security-m4-m6.md, L13): `a@example.com` is not the
  // tail of `olga@example.com`. The LIKE above is only a first filter; the address must stand
  // between the start or end of the text, or a character no address holds (a final full stop
  // before a space or the end, too).
  const replace = (text: string) => {
    let out = text;
    for (const needle of needles)
      out = out.replace(
        new RegExp(`(?<=^|${NOT_IN_ADDRESS})${escapeRegExp(needle)}(?=$|${NOT_IN_ADDRESS}|\\.(?:$|\\s))`, "gi"),
        masked,
      );
    return out;
  };
  let changed = 0;
  for (const row of rows) {
    // Another operator's account entries stay as they are, whatever was erased.
    if (
      !(ENQUIRY_ACTIONS as readonly string[]).includes(row.action) &&
      row.target.toLowerCase() !== address &&
      operatorAddresses.has(row.target.toLowerCase())
    )
      continue;
    const target = replace(row.target);
    const detail = replace(row.detail);
    if (target === row.target && detail === row.detail) continue;
    changed += 1;
    await db.updateTable("audit_log").set({ target, detail }).where("id", "=", row.id).execute();
  }
  return changed;
}

/** A character that cannot be part of an address: whitespace, quotes, brackets and separators. */
const NOT_IN_ADDRESS = `[\\s"'<>()\\[\\]{},;:\\\\]`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The retention of the audit log: entries older than this many days are deleted daily. */
export async function deleteOldAudit(db: Kysely<Database>, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60_000).toISOString();
  const result = await db.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
