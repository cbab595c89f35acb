import { describe, expect, it } from "vitest";
import { FORM_SCHEMAS } from "~/forms";
import { controlId } from "./control-id";

/** What HTML allows in an ID, narrowed to what a CSS `#id` selector takes without escaping. */
const SAFE_ID = /^[A-Za-z][A-Za-z0-9-]*$/;

describe("controlId", () => {
  it("turns every part into a slug with no whitespace", () => {
    expect(controlId("otc", "settlementMethods", "Bank Wire")).toBe("otc-settlementMethods-Bank-Wire");
    expect(controlId("otc", "settlementMethods", "  Escrow   Service ")).toBe("otc-settlementMethods-Escrow-Service");
    expect(controlId("contact", "Överföring & Co")).toBe("contact-Overforing-Co");
    expect(controlId("project", "500k+")).toBe("project-500k");
    expect(controlId("project", "?!")).toBe("project-x");
  });

  it("gives every control of every form a distinct, selector-safe ID", () => {
    for (const schema of Object.values(FORM_SCHEMAS)) {
      const ids: string[] = [];
      for (const field of schema.fields) {
        const base = controlId(schema.name, field.name);
        ids.push(base);
        if (field.kind === "multi") for (const option of field.options ?? []) ids.push(controlId(base, option));
      }
      for (const id of ids) expect(id, `${schema.name}: ${id}`).toMatch(SAFE_ID);
      expect(new Set(ids).size, `${schema.name}: duplicate control IDs`).toBe(ids.length);
    }
  });
});
