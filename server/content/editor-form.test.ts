import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contentCopy } from "~/content/console-content";
import { fieldId, type Path, type Shape } from "~/content/console-shape";
import { factValuesOfDocument } from "~/content/model/fact-values";
import { KINDS, kindOf, type DocumentId } from "~/content/model/documents";
import { Field, type FormContext } from "~/components/admin/content-form";
import { editorShape } from "./editor-shape";
import { seedDocuments } from "./seed";

// The editor draws an editable control for every value of every kind
// (docs/decisions/027-editor-shapes-and-owners-language.md): for each kind, the seed's documents
// and a document with every optional field, every kind of block and an entry in every keyed
// group. The values are walked as JSON, not through the form's mapping: every string, number
// and boolean at a path must have a control whose id is that path's (`fieldId`, what a "go to
// field" link targets).

const seed = seedDocuments();
const facts = factValuesOfDocument(seed.get("facts"));
const factTable = { sv: Object.fromEntries(facts.sv), en: Object.fromEntries(facts.en) };

function context(lang: "sv" | "en"): FormContext {
  return {
    copy: contentCopy[lang],
    lang,
    facts: factTable,
    stale: new Set(),
    issues: new Map(),
    servicePages: [{ id: "ai-agents", title: { sv: "AI-agenter", en: "AI agents" }, state: "live" }],
    change: () => {},
    confirmStale: () => {},
  };
}

/** A value of a shape with everything it may hold: optional fields, one entry per option. */
function fullOf(shape: Shape): unknown {
  if (shape.media === "image") return "img-0123456789abcdef";
  const options = (shape.oneOf ?? shape.anyOf)?.filter((option) => option.type !== "null");
  if (options) return fullOf(options[0]!);
  if (shape.const !== undefined) return shape.const;
  if (shape.enum) return shape.enum[0];
  if (shape.type === "object" && shape.properties)
    return Object.fromEntries(Object.entries(shape.properties).map(([key, child]) => [key, fullOf(child)]));
  if (shape.type === "object" && typeof shape.additionalProperties === "object") {
    const entry = shape.additionalProperties;
    const kinds = (entry.oneOf ?? entry.anyOf ?? [entry]).filter((option) => option.type !== "null");
    return Object.fromEntries(kinds.map((option, index) => [`entry${index}`, fullOf(option)]));
  }
  if (shape.type === "array" && shape.prefixItems) return shape.prefixItems.map(fullOf);
  if (shape.type === "array" && shape.items) {
    const kinds = (shape.items.oneOf ?? shape.items.anyOf ?? [shape.items]).filter((option) => option.type !== "null");
    return kinds.map(fullOf);
  }
  if (shape.type === "number" || shape.type === "integer") return shape.minimum ?? 1;
  if (shape.type === "boolean") return true;
  if (shape.format === "date") return "2026-11-27";
  return "x";
}

/** Every leaf of a JSON value with its path. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  return [path];
}

const CONTROL = /<(input|textarea|select|div|fieldset|p|details)\b([^>]*)>/g;

/** The ids of the editable controls in the form's HTML, and of the top-level folds' contents. */
function controls(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(CONTROL)) {
    const [, tag, attributes] = match as unknown as [string, string, string];
    const id = /\bid="([^"]+)"/.exec(attributes)?.[1];
    if (!id) continue;
    const editable = ["input", "textarea", "select", "fieldset"].includes(tag) || /role="(textbox|group)"/.test(attributes);
    if (editable) {
      expect(ids.has(id), `two controls with the id ${id}`).toBe(false);
      ids.add(id);
    }
  }
  return ids;
}

function render(document: DocumentId, body: unknown, lang: "sv" | "en" = "sv"): string {
  return renderToString(
    createElement(Field, { shape: editorShape(document) as Shape, value: body, path: [], label: document, ctx: context(lang) }),
  );
}

/** One document of each kind, to take the kind's shape from. */
const ONE_OF_EACH = new Map<string, DocumentId>();
for (const id of seed.keys()) if (!ONE_OF_EACH.has(kindOf(id))) ONE_OF_EACH.set(kindOf(id), id);

describe("the editor draws every shape the schemas use", () => {
  it("has a document of every kind to draw", () => {
    expect([...ONE_OF_EACH.keys()].sort()).toEqual(Object.keys(KINDS).sort());
  });

  for (const [id, body] of seed)
    it(`draws an editable control for every value of the seed's ${id}`, () => {
      const ids = controls(render(id, body));
      const missing = leaves(body).filter((path) => !ids.has(fieldId(path)));
      expect(missing).toEqual([]);
    });

  for (const [kind, id] of ONE_OF_EACH)
    it(`draws every optional field, every kind of block and every keyed entry of the ${kind} kind`, () => {
      const full = fullOf(editorShape(id) as Shape);
      const paths = leaves(full);
      expect(paths.length).toBeGreaterThan(0);
      const ids = controls(render(id, full, "en"));
      expect(paths.filter((path) => !ids.has(fieldId(path)))).toEqual([]);
    });

  it("opens no top-level group empty", () => {
    for (const [id, body] of seed) {
      const html = render(id, body);
      for (const fold of html.split("<details").slice(1)) {
        const inside = fold.slice(0, fold.indexOf("</details>"));
        expect(controls(inside).size + (inside.match(/<button/g)?.length ?? 0), `an empty group in ${id}`).toBeGreaterThan(0);
      }
    }
  });

  it("names the facts' prices by label and shows each figure: 'No-code MVP: from [5000] to [25000] [USD]'", () => {
    const html = render("facts", seed.get("facts"), "en");
    const row = html.slice(html.indexOf(">No-code MVP:"));
    expect(row).toMatch(/^>No-code MVP:<\/p>/);
    // The figures first, the currency last.
    expect(row.indexOf("noCodeMvp.to")).toBeLessThan(row.indexOf("noCodeMvp.currency"));
    const input = (name: string) => new RegExp(`<input id="${fieldId(["prices", "noCodeMvp", name])}"[^>]*type="number"[^>]*>`);
    expect(row).toMatch(input("from"));
    expect(row.match(input("from"))![0]).toContain('value="5000"');
    expect(row.match(input("to"))![0]).toContain('value="25000"');
    expect(row).toMatch(
      new RegExp(
        `<select id="${fieldId(["prices", "noCodeMvp", "currency"])}"[^>]*>(<option[^>]*>[A-Z]+</option>)*<option value="USD" selected=""`,
      ),
    );
  });

  it("adds a paragraph, a subheading or a bulleted list to a block list, and names each block's kind", () => {
    const html = render("privacy", seed.get("privacy"), "en");
    for (const kind of ["paragraph", "subheading", "bulleted list"]) expect(html).toContain(`Add ${kind}<`);
    expect(html).toContain(`id="${fieldId(["sections", 0, "blocks", 0, "type"])}"`);
    expect(html).toContain(">Subheading</option>");
  });
});
