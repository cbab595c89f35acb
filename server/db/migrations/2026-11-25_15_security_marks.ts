import { sql, type Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Step-up that cannot be got around (docs/decisions/016-step-up-and-security-notices.md):
// - `submissions.spam_at`: when the enquiry became spam; the spam purge counts from it, not
//   from arrival. Existing spam gets the time of its last "marked-spam" audit entry, or its
//   arrival when it has none (it was screened as spam when it came in).
// - `passkeys.confirmed_at`: when the passkey was trusted for step-up. NULL: added by a
//   session without a passkey check, usable for step-up only 24 hours after it was added,
//   or once an owner or the command line confirms it. Existing passkeys count as confirmed
//   when they were added.
// - `operator_links.client_hash`: the asking client's network, keyed with the day's salt, so
//   the per-address limit on emailed sign-in links counts each client on its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("submissions").addColumn("spam_at", "text").execute();
  await sql`
    UPDATE submissions SET spam_at = coalesce(
      (SELECT max(audit_log.at) FROM audit_log
        WHERE audit_log.action = 'marked-spam' AND audit_log.target = submissions.id),
      submissions.created_at)
    WHERE status = 'spam'`.execute(db);
  await db.schema.alterTable("passkeys").addColumn("confirmed_at", "text").execute();
  await sql`UPDATE passkeys SET confirmed_at = created_at`.execute(db);
  await db.schema.alterTable("operator_links").addColumn("client_hash", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("operator_links").dropColumn("client_hash").execute();
  await db.schema.alterTable("passkeys").dropColumn("confirmed_at").execute();
  await db.schema.alterTable("submissions").dropColumn("spam_at").execute();
}
