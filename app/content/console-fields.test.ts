import { describe, expect, it } from "vitest";
import { z } from "zod";
import { KINDS } from "~/content/model/documents";
import { LANGS } from "~/i18n/lang";
import { fieldTitle, keyLabel } from "./console-labels";
import type { Shape } from "./console-shape";

// Every field of every content schema carries its own label in both languages on the schema
// (`.meta()`), so the editor never shows a schema name made readable and no table beside the
// schemas can fall out of step (docs/decisions/026-content-kinds-declared-once.md).

/** Every property of a shape, with where it is: `kind $.path.to.field`. */
function properties(shape: Shape, where: string, into: [string, Shape][] = []): [string, Shape][] {
  for (const [key, child] of Object.entries(shape.properties ?? {})) {
    // `sv`/`en` are the two languages of one text (or of a slug), shown as its two inputs.
    if (!(LANGS as readonly string[]).includes(key)) into.push([`${where}.${key}`, child]);
    properties(child, `${where}.${key}`, into);
  }
  for (const nested of [shape.items, shape.additionalProperties])
    if (nested && typeof nested === "object") properties(nested, `${where}[]`, into);
  for (const option of [...(shape.oneOf ?? []), ...(shape.anyOf ?? []), ...(shape.prefixItems ?? [])])
    properties(option, where, into);
  return into;
}

const shapes = Object.entries(KINDS).map(
  ([kind, schema]) => [kind, z.toJSONSchema(schema as z.ZodType, { unrepresentable: "any", io: "input" }) as Shape] as const,
);

describe("the editor's field labels", () => {
  it("are on every field of every schema, in Swedish and English", () => {
    const fields = shapes.flatMap(([kind, shape]) => properties(shape, `${kind} $`));
    expect(fields.length).toBeGreaterThan(400);
    const unlabelled = fields.filter(([, shape]) => LANGS.some((lang) => !shape.label?.[lang]?.trim())).map(([where]) => where);
    expect(unlabelled).toEqual([]);
  });

  it("name a field by section and label in the console's language, never by its path", () => {
    const home = shapes.find(([kind]) => kind === "home")![1];
    expect(fieldTitle(home, ["about", "eyebrow", "en"], "en")).toBe("About › Eyebrow (English)");
    expect(fieldTitle(home, ["about", "eyebrow", "sv"], "sv")).toBe("Om oss › Överrubrik (svenska)");
    expect(keyLabel("primaryCta", "sv", { label: { sv: "Huvudknapp", en: "Primary button" } })).toBe("Huvudknapp");
  });

  it("shows a data key as written, and an inherited property name is no label", () => {
    expect(keyLabel("ai-agents", "sv")).toBe("ai-agents");
    expect(keyLabel("constructor", "en")).toBe("constructor");
    expect(keyLabel("__proto__", "sv")).toBe("__proto__");
  });
});
