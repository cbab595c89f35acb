import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSubmission } from "../db";
import { emailSubject } from "../notify/compose";
import { table } from "../cli/format";
import { summaryOf } from "../admin/present";
import { FORM_HEADERS, JSON_FORM_HEADERS, SITE_URL, formBody, startTestApp, type TestApp } from "../../test/support/enquiry-app";

/** The project enquiry's optional name (docs/product.md#forms), against the real server. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const post = (name: string | undefined) =>
  t.app.inject({ method: "POST", url: "/", headers: JSON_FORM_HEADERS, payload: formBody("project", { name }) });

describe("the project enquiry's name", () => {
  it("is stored with the enquiry and names the person in the owner's email, inbox and command line", async () => {
    const response = await post("  Jane Doe ");
    expect(response.statusCode).toBe(200);
    const stored = await getSubmission(t.app.db, response.json<{ id: string }>().id);
    expect(stored?.fields.name).toBe("Jane Doe");
    expect(emailSubject(stored!, "en")).toBe("New project enquiry from Jane Doe (Ledger)");
    expect(summaryOf(stored!).name).toBe("Jane Doe");
    expect(table([stored!])).toContain("Jane Doe");
  });

  it("may be left out: the project name names the enquiry, as before", async () => {
    for (const name of [undefined, ""]) {
      const response = await post(name);
      expect(response.statusCode).toBe(200);
      const stored = await getSubmission(t.app.db, response.json<{ id: string }>().id);
      expect(stored?.fields.name ?? "").toBe("");
      expect(summaryOf(stored!).name).toBe("Ledger");
      expect(emailSubject(stored!, "en")).toBe("New project enquiry from p@example.se (Ledger)");
    }
  });

  it.each([
    ["a bidi override", "Jane\u202Egnp.exe", "hiddenCharacter"],
    ["a control character", "Jane\u0007Doe", "hiddenCharacter"],
    ["a zero-width character", "Ja\u200Bne", "hiddenCharacter"],
    ["a line break", "Jane\r\nBcc: x@example.com", "invalid"],
    ["an over-long value", "J".repeat(201), "tooLong"],
  ])("refuses %s, storing nothing", async (_what, name, code) => {
    const response = await post(name);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ ok: false, errors: { name: code } });
  });

  it("says why in the page's language without JavaScript, keeping what was typed, escaped", async () => {
    for (const [lang, label, message] of [
      ["sv", "Ert namn", "Fältet innehåller osynliga tecken"],
      ["en", "Your name", "This field contains invisible characters"],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: "/",
        headers: { ...FORM_HEADERS, referer: `${SITE_URL}/${lang}` },
        payload: formBody("project", { name: "<b>Jane</b>\u202E", projectGoal: "</textarea><script>x()</script>" }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(`<strong>${label}</strong>: ${message}`);
      expect(response.body).not.toContain("<script>");
      expect(response.body).not.toContain("<b>Jane</b>");
    }
  });
});
