import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MIGRATIONS, migrateToLatest, openDatabase } from ".";

describe("migration 2026-11-24_12_operator_roles", () => {
  let dir: string;
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it("makes existing operators owners and brings old audit entries under the audit rules", async () => {
    dir = await mkdtemp(join(tmpdir(), "roles-migration-"));
    const db = openDatabase(`file:${join(dir, "site.db")}`);
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "2026-11-24_12"));
    await migrateToLatest(db, before);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as any;
    await raw
      .insertInto("operators")
      .values({ id: "o1", email: "a@nordlegend.se", created_at: "2026-01-01", revoked_at: null })
      .execute();
    await raw
      .insertInto("operators")
      .values({ id: "o2", email: "b@nordlegend.se", created_at: "2026-01-01", revoked_at: "2026-02-01" })
      .execute();
    const audit = (id: string, action: string, target: string, detail: object) =>
      raw
        .insertInto("audit_log")
        .values({ id, at: "2026-01-01", actor: "a@nordlegend.se", action, target, detail: JSON.stringify(detail) })
        .execute();
    await audit("1", "exported", "", { format: "csv", count: 1, filter: { status: "new", search: "jane.doe@janedoe.se" } });
    await audit("2", "erased", "j…@janedoe.se", { count: 2 });
    await audit("3", "sign-in", "", { with: "passkey" });

    await migrateToLatest(db);
    expect(await db.selectFrom("operators").select(["id", "role"]).orderBy("id").execute()).toEqual([
      { id: "o1", role: "owner" },
      { id: "o2", role: "operator" },
    ]);
    const rows = await db.selectFrom("audit_log").select(["id", "target", "detail"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "1", target: "", detail: JSON.stringify({ format: "csv", count: 1, filter: { status: "new", search: true } }) },
      { id: "2", target: "j…@j….se", detail: JSON.stringify({ count: 2 }) },
      { id: "3", target: "", detail: JSON.stringify({ with: "passkey" }) },
    ]);
    await db.destroy();
  });
});
