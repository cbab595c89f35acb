import { describe, expect, it } from "vitest";
import { FORM_NAMES } from "~/forms";
import { consoleCopy } from "./console";

describe("the console's copy", () => {
  it("names every form", () => {
    for (const lang of ["sv", "en"] as const) {
      expect(Object.keys(consoleCopy[lang].forms).sort()).toEqual([...FORM_NAMES].sort());
    }
  });

  it("is really translated: the two languages differ where they should", () => {
    expect(consoleCopy.sv.signIn.passkey).not.toBe(consoleCopy.en.signIn.passkey);
    expect(consoleCopy.sv.inbox.confirmDelete(3)).toBe("Radera 3 förfrågningar för gott?");
    expect(consoleCopy.sv.inbox.confirmDelete(1)).toBe("Radera 1 förfrågan för gott?");
    expect(consoleCopy.en.people.found(1)).toBe("1 enquiry");
  });
});
