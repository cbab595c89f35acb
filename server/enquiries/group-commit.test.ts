import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, FORM_HEADERS, startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { listSubmissions } from "../db";

/**
 * Form posts arriving together share one transaction (server/db/group-commit.ts). A transaction
 * that fails takes every post in it down, and each visitor must get their own text back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The database refuses the notification row of one submission: its whole transaction fails.
  await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON outbox
    WHEN (SELECT email FROM submissions WHERE id = NEW.submission_id) = 'boom@example.com'
    BEGIN SELECT RAISE(ABORT, 'refused by test'); END`.execute(t.app.db);
});
afterAll(async () => t.close());

const post = (name: string, email: string) =>
  t.app.inject({
    method: "POST",
    url: "/",
    headers: { ...FORM_HEADERS, referer: "https://nordlegend.se/en/contact" },
    payload: formBody("contact", { name, email, message: `Message from ${name}` }),
  });

describe("group commit through POST /", () => {
  it("answers each post of a failed group with its own text, stores none of them, and stores the next", async () => {
    // Warm: the day's IP salt is read and cached, so the posts below reach the store together.
    expect((await post("Warm Up", "warm@example.com")).statusCode).toBe(303);
    const before = await listSubmissions(t.app.db);

    const names = ["Alva Berg", "Boom Case", "Cleo Dahl"];
    const responses = await Promise.all(
      names.map((name) =>
        post(name, name === "Boom Case" ? "boom@example.com" : `${name.split(" ")[0]!.toLowerCase()}@example.com`),
      ),
    );
    const after = await listSubmissions(t.app.db);
    const storedNames = after.slice(0, after.length - before.length).map((row) => row.fields.name);

    expect(responses[1]!.statusCode).toBe(500);
    for (const [index, response] of responses.entries()) {
      const name = names[index]!;
      if (response.statusCode === 303) {
        expect(storedNames).toContain(name);
        continue;
      }
      // Failed with its group: the visitor's own text, nobody else's, and nothing stored.
      expect(response.statusCode).toBe(500);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain(`Message from ${name}`);
      for (const other of names.filter((n) => n !== name)) expect(response.body).not.toContain(`Message from ${other}`);
      expect(storedNames).not.toContain(name);
    }
    // Sent at once, the three share one transaction: all three fail together.
    expect(responses.map((response) => response.statusCode)).toEqual([500, 500, 500]);

    expect((await post("Next Visitor", "next@example.com")).statusCode).toBe(303);
    expect((await listSubmissions(t.app.db))[0]!.fields.name).toBe("Next Visitor");
  });
});
