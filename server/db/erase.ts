import type { Kysely } from "kysely";
import type { ErasureList } from "../erasures/list";
import { removeAddressFromAudit } from "./audit";
import { checkpointAfterErase, type CheckpointState } from "./checkpoint";
import { deleteBookingsByEmail } from "./bookings";
import type { Database } from "./schema";
import { deleteSubmissions, listSubmissions } from "./submissions";

export interface ErasureResult {
  /** How many enquiries and booked calls went. */
  erased: number;
  /** How many of them were booked calls. */
  bookings: number;
  /** "pending": the WAL checkpoint could not finish yet; the old rows are still in site.db-wal. */
  checkpoint: CheckpointState;
}

/**
 * A visitor's erasure request: listed first in the erasure list (so a restore of an older
 * backup erases it again, docs/decisions/017-restores-and-erasures.md), then every enquiry sent
 * from the address with its notifications, and the address in the audit log (replaced by its
 * mask, except in the entries that record an operator's own account: server/db/audit.ts), every
 * call it booked, then the checkpoint.
 */
export async function eraseAddress(
  db: Kysely<Database>,
  email: string,
  erasures: ErasureList,
  now: Date = new Date(),
): Promise<ErasureResult> {
  erasures.record("address", email, now);
  const ids = (await listSubmissions(db, { email })).map((submission) => submission.id);
  const enquiries = await deleteSubmissions(db, ids, { checkpoint: false });
  const bookings = await deleteBookingsByEmail(db, email);
  await removeAddressFromAudit(db, email);
  return { erased: enquiries + bookings, bookings, checkpoint: await checkpointAfterErase(db) };
}
