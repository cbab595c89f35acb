import type { Kysely } from "kysely";

// Frozen once shipped: add a new migration instead of editing this one.
// Kysely<any> on purpose: a migration must not depend on today's Database interface.
// Roles and step-up (docs/decisions/008-operator-roles-and-step-up.md):
// - operators.role: "owner" or "operator". Every operator who exists now becomes an owner, so
//   nobody loses a power they had; owners demote the others in the console.
// - operator_sessions.verified_at: when the session last proved a passkey (sign-in, enrolment
//   or a step-up); NULL for a session started from an emailed link.
// - operator_links.nonce_hash: SHA-256 of the nonce cookie of the browser that asked for a
//   sign-in link; the link works only with it.
// - audit_log: entries written before the audit rules of decision 008 are brought under them:
//   an export's search text becomes `search: true`, and a mask that kept the whole domain
//   (v…@example.com) becomes v…@e….com.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("operators")
    .addColumn("role", "text", (col) => col.notNull().defaultTo("operator"))
    .execute();
  await db.updateTable("operators").set({ role: "owner" }).where("revoked_at", "is", null).execute();
  await db.schema.alterTable("operator_sessions").addColumn("verified_at", "text").execute();
  await db.schema.alterTable("operator_links").addColumn("nonce_hash", "text").execute();
  const entries = await db
    .selectFrom("audit_log")
    .select(["id", "target", "detail"])
    .where("action", "in", ["exported", "erased"])
    .execute();
  for (const entry of entries as { id: string; target: string; detail: string }[]) {
    const detail = JSON.parse(entry.detail) as { filter?: Record<string, unknown> };
    if (detail.filter && "search" in detail.filter) detail.filter.search = true;
    const mask = /^(.*)…@([^…]+)$/u.exec(entry.target);
    const domain = mask?.[2] ?? "";
    const target = mask
      ? `${mask[1]}…@${[...domain].slice(0, 1).join("")}…${domain.includes(".") ? domain.slice(domain.lastIndexOf(".")) : ""}`
      : entry.target;
    await db
      .updateTable("audit_log")
      .set({ target, detail: JSON.stringify(detail) })
      .where("id", "=", entry.id)
      .execute();
  }
  await db.schema
    .createIndex("operator_links_operator_idx")
    .on("operator_links")
    .columns(["operator_id", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("operator_links_operator_idx").execute();
  await db.schema.alterTable("operator_links").dropColumn("nonce_hash").execute();
  await db.schema.alterTable("operator_sessions").dropColumn("verified_at").execute();
  await db.schema.alterTable("operators").dropColumn("role").execute();
}
