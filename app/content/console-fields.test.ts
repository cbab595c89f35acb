import { describe, expect, it } from "vitest";
import { z } from "zod";
import { KINDS } from "~/content/model/documents";
import { LANGS } from "~/i18n/lang";
import { FIELD_LABELS, fieldLabel } from "./console-fields";

// Every field of every content schema has its own label in both languages, so the editor never
// shows a schema name made readable (docs/decisions/018-content-editing.md).

type Schema = { properties?: Record<string, Schema>; items?: Schema; additionalProperties?: Schema } & Record<string, unknown>;

function fieldNames(schema: Schema, into = new Set<string>()): Set<string> {
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    // `sv`/`en` are the two languages of one text, shown as its two inputs.
    if (!(LANGS as readonly string[]).includes(key)) into.add(key);
    fieldNames(child, into);
  }
  for (const nested of [schema.items, schema.additionalProperties])
    if (nested && typeof nested === "object") fieldNames(nested, into);
  for (const union of ["oneOf", "anyOf", "allOf", "prefixItems"]) {
    const options = schema[union];
    if (Array.isArray(options)) for (const option of options as Schema[]) fieldNames(option, into);
  }
  return into;
}

describe("the editor's field labels", () => {
  const names = new Set<string>();
  for (const kind of Object.values(KINDS))
    fieldNames(z.toJSONSchema(kind as z.ZodType, { unrepresentable: "any", io: "input" }) as Schema, names);

  it("name every field of every schema, in Swedish and English, each its own", () => {
    expect(names.size).toBeGreaterThan(150);
    const missing = [...names].filter((name) => !Object.hasOwn(FIELD_LABELS, name));
    expect(missing).toEqual([]);
    for (const name of names) {
      const label = FIELD_LABELS[name]!;
      for (const lang of LANGS) expect(label[lang].trim(), `${name} (${lang})`).not.toBe("");
    }
    expect(fieldLabel("primaryCta", "sv")).toBe("Huvudknapp");
    expect(fieldLabel("primaryCta", "en")).toBe("Primary button");
  });

  it("lists no label for a field no schema has", () => {
    expect(Object.keys(FIELD_LABELS).filter((name) => !names.has(name))).toEqual([]);
  });

  it("shows a data key as written, and an inherited property name is no label", () => {
    expect(fieldLabel("ai-agents", "sv")).toBe("ai-agents");
    expect(fieldLabel("constructor", "en")).toBe("constructor");
    expect(fieldLabel("__proto__", "sv")).toBe("__proto__");
  });
});
