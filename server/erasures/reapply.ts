import type { Kysely } from "kysely";
import { normalizeEmail } from "~/forms/email";
import { maskEmail, recordAudit, removeAddressFromAudit } from "../db/audit";
import { checkpointAfterErase, type CheckpointState } from "../db/checkpoint";
import { randomBytes } from "node:crypto";
import { revokeOperator, setOperatorRole } from "../db/operators";
import { OPERATOR_ROLES, type Database, type OperatorRole } from "../db/schema";
import { BOOKING_FEED_TOKEN_KEY } from "../booking/settings";
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
  /** Passkeys removed after the backup, removed again (docs/decisions/028-security-m4-m6.md). */
  passkeys: number;
  /** Roles changed after the backup, set again: the operator's address and the role. */
  roles: { email: string; role: OperatorRole }[];
  /** Demoted after the backup, but the last owner of the restored copy: left an owner. */
  rolesKept: string[];
  /** The restored booking feed's address had been renewed since: renewed again. */
  feedRenewed: boolean;
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

  // Revocations (M6): passkeys removed after the backup go again (with the sessions they signed
  // in, which end below anyway), roles are set as last changed, and a feed address renewed since
  // is renewed again, so the address that leaked stops working.
  let passkeys = 0;
  for (const passkey of await db.selectFrom("passkeys").select(["id", "operator_id", "name"]).execute()) {
    if (!erasures.passkeyRemoved(passkey.id)) continue;
    await db.deleteFrom("passkeys").where("id", "=", passkey.id).execute();
    passkeys += 1;
    const owner = await db.selectFrom("operators").select("email").where("id", "=", passkey.operator_id).executeTakeFirst();
    await recordAudit(
      db,
      {
        actor: "cli",
        action: "passkey-removed",
        target: passkey.name,
        detail: { operator: owner?.email ?? null, restore: true },
      },
      now,
    );
  }
  const roles: RestoreCleanup["roles"] = [];
  const rolesKept: string[] = [];
  const operatorsNow = await db.selectFrom("operators").select(["id", "email", "role"]).where("revoked_at", "is", null).execute();
  const changes = operatorsNow
    .map((operator) => ({ operator, last: erasures.lastRole(operator.email) }))
    .filter(
      (change): change is typeof change & { last: { role: OperatorRole; at: string } } =>
        change.last !== undefined &&
        (OPERATOR_ROLES as readonly string[]).includes(change.last.role) &&
        change.last.role !== change.operator.role,
    )
    // Promotions to owner first, so a demotion does not meet a copy without another owner.
    .sort((a, b) => Number(b.last.role === "owner") - Number(a.last.role === "owner"));
  for (const { operator, last } of changes) {
    const result = await setOperatorRole(db, operator.id, last.role);
    if (result === "last-owner") {
      rolesKept.push(operator.email);
      continue;
    }
    if (result !== "changed") continue;
    roles.push({ email: operator.email, role: last.role });
    await recordAudit(
      db,
      { actor: "cli", action: "role-changed", target: operator.email, detail: { role: last.role, restore: true } },
      now,
    );
  }
  let feedRenewed = false;
  const feed = await db.selectFrom("settings").select("value").where("key", "=", BOOKING_FEED_TOKEN_KEY).executeTakeFirst();
  if (feed && erasures.feedTokenState(feed.value) === "outdated") {
    const token = randomBytes(24).toString("base64url");
    await db.updateTable("settings").set({ value: token }).where("key", "=", BOOKING_FEED_TOKEN_KEY).execute();
    erasures.recordFeedToken(token, now);
    await recordAudit(db, { actor: "cli", action: "booking-feed-renewed", target: "booking", detail: { restore: true } }, now);
    feedRenewed = true;
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
    passkeys,
    roles,
    rolesKept,
    feedRenewed,
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
  lines.splice(
    1,
    0,
    `Revocations re-applied: ${result.passkeys} removed passkey(s) removed again; ${result.roles.length} role change(s) made again${result.roles.length ? ` (${result.roles.map(({ email, role }) => `${email} is ${role === "owner" ? "an owner" : role === "editor" ? "an editor" : "an operator"}`).join(", ")})` : ""}; ${result.feedRenewed ? "the booking feed's address was renewed after this backup, so it is renewed again: the old address stops working, the new one is in the console under Bookings (subscribe your calendar to it again)" : "the booking feed's address is unchanged"}.`,
  );
  for (const email of result.rolesKept) {
    lines.push(
      `${email} was demoted after this backup was taken but is its last owner, so stays an owner: make another operator an owner, then change ${email}'s role.`,
    );
  }
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
