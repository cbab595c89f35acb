import type { Kysely } from "kysely";
import { removeAddressFromAudit } from "./audit";
import { deleteBookingsByEmail } from "./bookings";
import { checkpointAfterErase } from "./checkpoint";
import type { Database } from "./schema";
import { deleteSubmissions, listSubmissions } from "./submissions";

/**
 * A visitor's erasure request: every enquiry sent from the address and every call it booked,
 * with their notifications, and the address in the audit log (replaced by its mask), then the
 * checkpoint. Returns how many enquiries and bookings went.
 */
export async function eraseAddress(db: Kysely<Database>, email: string): Promise<number> {
  const ids = (await listSubmissions(db, { email })).map((submission) => submission.id);
  const erased = (await deleteSubmissions(db, ids, { checkpoint: false })) + (await deleteBookingsByEmail(db, email));
  await removeAddressFromAudit(db, email);
  await checkpointAfterErase(db);
  return erased;
}
