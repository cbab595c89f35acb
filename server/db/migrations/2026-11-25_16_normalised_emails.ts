import type { Kysely } from "kysely";

// Frozen: never edit a migration that has shipped; add a new one instead.
// Addresses stored before every post was normalised: a honeypot post that also failed
// validation kept its address only lower-cased (spaces, line breaks and all), so an erasure by
// address, which matches exactly, missed it. Every stored address now takes the stored form
// (trimmed, NFC, lower-case), the rule of app/forms/email.ts as it stood when this shipped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: string; email: string }[] = await db.selectFrom("submissions").select(["id", "email"]).execute();
  for (const row of rows) {
    const normalised = row.email.trim().normalize("NFC").toLowerCase();
    if (normalised !== row.email)
      await db.updateTable("submissions").set({ email: normalised }).where("id", "=", row.id).execute();
  }
}

// Nothing to undo: the old forms of the addresses are not kept.
export async function down(): Promise<void> {}
