import type { Kysely } from "kysely";
import { normalizeEmail } from "~/forms/email";
import { maskEmail, recordAudit, removeAddressFromAudit } from "../db/audit";
import { checkpointAfterErase, type CheckpointState } from "../db/checkpoint";
import { revokeOperator } from "../db/operators";
import type { Database } from "../db/schema";
import { deleteSubmissions } from "../db/submissions";
import type { ErasureList } from "./list";

export interface RestoreCleanup {
  /** Addresses of the erasure list that still had enquiries in the restored copy. */
  addresses: number;
  /** Enquiries erased again. */
  enquiries: number;
  /** Booked calls erased again (with their notifications). */
  bookings: number;
  /** Operators removed again (their addresses: operators are named in the log anyway). */
  operators: string[];
  /** Removed after the backup, but the last owner of the restored copy: kept, to be removed by hand. */
  lastOwnersKept: string[];
  sessions: number;
  links: number;
  challenges: number;
  checkpoint: CheckpointState;
}

/**
 * What a restore does to the database it put in place (docs/decisions/017-restores-and-erasures.md):
 *
 * - every enquiry and booked call from an address in the erasure list that arrived before its
 *   erasure goes again, with the address in the audit log (one sent after the erasure is a new
 *   one and stays);
 * - every operator in the list is removed again, passkeys, sessions and links with them;
 * - every session, sign-in or enrolment link (spent or live) and WebAuthn challenge ends: the
 *   copy knows nothing of what was signed out, spent or used since it was taken.
 *
 * The same for SQLite (`inbox restore`) and PostgreSQL (`inbox after-restore`, after pg_restore).
 */
export async function cleanUpAfterRestore(db: Kysely<Database>, erasures: ErasureList, now: Date): Promise<RestoreCleanup> {
  const rows = await db.selectFrom("submissions").select(["id", "email", "created_at"]).execute();
  const byAddress = new Map<string, { ids: string[]; address: string }>();
  const erasedAt = new Map<string, string | undefined>();
  for (const row of rows) {
    // Matched as the erasure list hashes it (trimmed, NFC, lower-case), so a row stored before
    // addresses were always normalised is found too.
    if (!erasedAt.has(row.email)) erasedAt.set(row.email, erasures.lastAt("address", row.email));
    const at = erasedAt.get(row.email);
    if (at === undefined || row.created_at > at) continue;
    const address = normalizeEmail(row.email);
    const entry = byAddress.get(address) ?? { ids: [], address };
    entry.ids.push(row.id);
    byAddress.set(address, entry);
  }
  let enquiries = 0;
  for (const { ids, address } of byAddress.values()) {
    const count = await deleteSubmissions(db, ids, { checkpoint: false });
    enquiries += count;
    await removeAddressFromAudit(db, address);
    await recordAudit(db, { actor: "cli", action: "erased", target: maskEmail(address), detail: { count, restore: true } }, now);
  }

  // Booked calls the same way; their notifications go with them (ON DELETE CASCADE).
  const booked = await db.selectFrom("bookings").select(["id", "email", "created_at"]).execute();
  const erasedBookings = booked.filter((row) => {
    const at = erasures.lastAt("address", row.email);
    return at !== undefined && row.created_at <= at;
  });
  let bookings = 0;
  if (erasedBookings.length > 0) {
    const result = await db
      .deleteFrom("bookings")
      .where(
        "id",
        "in",
        erasedBookings.map((row) => row.id),
      )
      .executeTakeFirst();
    bookings = Number(result.numDeletedRows);
    for (const address of new Set(erasedBookings.map((row) => normalizeEmail(row.email)))) {
      await removeAddressFromAudit(db, address);
    }
  }

  const operators: string[] = [];
  const lastOwnersKept: string[] = [];
  const active = await db.selectFrom("operators").select(["id", "email"]).where("revoked_at", "is", null).execute();
  for (const operator of active) {
    if (erasures.lastAt("operator", operator.email) === undefined) continue;
    const removed = await revokeOperator(db, operator.id, now, { keepLastOwner: true });
    if (removed === "last-owner") {
      lastOwnersKept.push(operator.email);
      continue;
    }
    operators.push(operator.email);
    await recordAudit(db, { actor: "cli", action: "operator-removed", target: operator.email, detail: { restore: true } }, now);
  }

  const ended = await db.transaction().execute(async (trx) => ({
    sessions: Number((await trx.deleteFrom("operator_sessions").executeTakeFirst()).numDeletedRows),
    links: Number((await trx.deleteFrom("operator_links").executeTakeFirst()).numDeletedRows),
    challenges: Number((await trx.deleteFrom("webauthn_challenges").executeTakeFirst()).numDeletedRows),
  }));
  return {
    addresses: byAddress.size,
    enquiries,
    bookings,
    operators,
    lastOwnersKept,
    ...ended,
    checkpoint: await checkpointAfterErase(db),
  };
}

/** The lines `inbox restore` and `inbox after-restore` print about it. */
export function describeCleanup(result: RestoreCleanup): string[] {
  const lines = [
    `Erasure list re-applied: ${result.enquiries} enquiry(ies) from ${result.addresses} erased address(es) erased again; ${result.bookings} booked call(s) erased again; ${result.operators.length} operator(s) removed again${result.operators.length ? ` (${result.operators.join(", ")})` : ""}.`,
    `Ended: ${result.sessions} session(s), ${result.links} sign-in or enrolment link(s), ${result.challenges} passkey challenge(s). Every operator signs in again.`,
  ];
  for (const email of result.lastOwnersKept) {
    lines.push(
      `${email} was removed after this backup was taken but is its last owner, so was kept: make another operator an owner, then remove ${email}.`,
    );
  }
  if (result.checkpoint === "pending") {
    lines.push(
      "The WAL checkpoint could not finish (another process is reading the database); it finishes at the server's next start.",
    );
  }
  return lines;
}
