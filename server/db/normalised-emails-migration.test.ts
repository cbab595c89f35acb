import { afterEach, describe, expect, it } from "vitest";
import { enrolledFromShell } from "../../test/support/console-browser";
import { makeTempDir, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { join } from "node:path";
import { MIGRATIONS, migrateToLatest, openDatabase } from ".";

describe("migration 2026-11-25_16_normalised_emails", () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>> | undefined;
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.app.close();
    await temp?.remove();
  });

  it("gives addresses stored un-normalised the stored form, so an erasure by address reaches them", async () => {
    temp = await makeTempDir("normalised-emails-");
    const db = openDatabase(`file:${join(temp.dir, "site.db")}`);
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "2026-11-25_16"));
    await migrateToLatest(db, before);
    const row = (id: string, email: string) => ({
      id,
      form: "contact" as const,
      status: "spam" as const,
      created_at: "2026-11-20T10:00:00.000Z",
      language: "sv" as const,
      page: "/sv",
      fields: JSON.stringify({ email }),
      email,
      ip_hash: "",
      user_agent: "",
    });
    await db
      .insertInto("submissions")
      .values([row("a", "  jane.autofill@example.se \n"), row("b", "åsa@exempel.se")])
      .execute();
    await db.destroy();

    // The server migrates on start; the console's erasure then finds both.
    app = await startTestApp({}, { dir: temp.dir });
    const stored = await app.app.db.selectFrom("submissions").select(["id", "email"]).orderBy("id").execute();
    expect(stored).toEqual([
      { id: "a", email: "jane.autofill@example.se" },
      { id: "b", email: "åsa@exempel.se" },
    ]);
    const { browser } = await enrolledFromShell(() => app!, app.app.db, "owner@nordlegend.se");
    expect((await browser.post("/api/admin/people/erase", { email: "Jane.Autofill@Example.se" })).json()).toMatchObject({
      erased: 1,
    });
  });
});
