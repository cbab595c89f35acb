import { describe, expect, it } from "vitest";
import { consoleCopy } from "~/content/console";
import { auditConcerns, type AuditEntry } from "./audit-text";

const entry = (detail: Record<string, unknown>, target = ""): AuditEntry => ({
  id: "1",
  at: "2026-11-23T09:00:00.000Z",
  actor: "owner@example.test",
  action: "exported",
  target,
  detail,
});

describe("what an audit entry concerns", () => {
  it("reads each recorded detail in the operator's language", () => {
    expect(auditConcerns(consoleCopy.en, entry({ with: "passkey" }))).toBe("with a passkey");
    expect(auditConcerns(consoleCopy.sv, entry({ with: "email-link" }))).toBe("med e-postlänk");
    expect(auditConcerns(consoleCopy.en, entry({ count: 2 }, "g…@example.se"))).toBe("g…@example.se · 2 enquiries");
    expect(auditConcerns(consoleCopy.sv, entry({ status: "handled" }, "abc"))).toBe("abc · Hanterad");
    expect(
      auditConcerns(consoleCopy.en, entry({ format: "csv", count: 1, filter: { status: "handled", form: "project" } })),
    ).toBe("CSV · 1 enquiry · selection: Handled, Project");
    // A search is recorded as used, never its text; a role by its name.
    expect(auditConcerns(consoleCopy.sv, entry({ filter: { status: "new", search: true } }))).toBe("urval: Ny, sökning");
    expect(auditConcerns(consoleCopy.en, entry({ role: "owner" }, "a@nordlegend.se"))).toBe("a@nordlegend.se · Owner");
  });

  it("reads the security entries: refusals by their message, passkeys removed, a waiting or confirmed key, a next page", () => {
    expect(auditConcerns(consoleCopy.en, entry({ with: "passkey", reason: "passkey-waiting" }))).toBe(
      `with a passkey · ${consoleCopy.en.errors["passkey-waiting"]}`,
    );
    expect(auditConcerns(consoleCopy.sv, entry({ reason: "made-up" }))).toBe("made-up");
    expect(auditConcerns(consoleCopy.sv, entry({ sessions: 2, passkeys: 1 }))).toBe("2 inloggningar · 1 nyckel borttagen");
    expect(auditConcerns(consoleCopy.en, entry({ name: "Laptop" }, "c@nordlegend.se"))).toBe('c@nordlegend.se · "Laptop"');
    expect(auditConcerns(consoleCopy.en, entry({ waiting: true }, "Phone"))).toBe("Phone · waits a day");
    expect(auditConcerns(consoleCopy.sv, entry({ count: 50, filter: {}, more: true }))).toBe("50 förfrågningar · nästa sida");
  });

  it("shows a detail it does not know as recorded", () => {
    expect(auditConcerns(consoleCopy.en, entry({ reason: { code: 7 } }))).toBe('reason: {"code":7}');
  });

  it("reads a content entry in the console's language: pages by name, revisions by number, the system's notes translated", () => {
    const published = {
      ...entry(
        { version: 3, revisions: ["home#2", "facts#4"], note: null, confirmedWarnings: ["stale home $.a.en"], staleConfirmed: 1 },
        "home, facts",
      ),
      action: "content-published",
    };
    expect(auditConcerns(consoleCopy.sv, published, "sv")).toBe(
      "Startsidan: version 2 · Fakta och siffror: version 4 · 1 varning bekräftad",
    );
    expect(auditConcerns(consoleCopy.en, published, "en")).toBe(
      "Home page: revision 2 · Facts and figures: revision 4 · 1 warning confirmed",
    );
    const restored = {
      ...entry({ from: 1, revisions: ["home#3"], note: "restored revision 1" }, "home"),
      action: "content-restored",
    };
    expect(auditConcerns(consoleCopy.sv, restored, "sv")).toBe(
      "Startsidan: version 3 · från version 1 · Anteckning: Återställd från version 1",
    );
    const confirmed = { ...entry({ marks: ["$.hero.slogan.en"] }, "home"), action: "content-stale-confirmed" };
    expect(auditConcerns(consoleCopy.sv, confirmed, "sv")).toBe("Startsidan · 1 översättning bekräftad");
    expect(auditConcerns(consoleCopy.en, confirmed, "en")).not.toContain("$.");
  });
});
