import { describe, expect, it } from "vitest";
import { consoleCopy } from "~/content/console";
import { AUDIT_ACTIONS } from "../db/audit";

// The copy lives in app/, which may not import server code; the server side checks the two agree.
describe("the console's copy of the audit log", () => {
  it("names every action the audit log records, in both languages", () => {
    for (const lang of ["sv", "en"] as const) {
      expect(Object.keys(consoleCopy[lang].audit.actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
    }
  });
});
