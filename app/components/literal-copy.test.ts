// Components take every word a visitor reads or hears from app/content (docs/style-guide.md), so
// both languages get it and the style tests see it. This walks the JSX of every component and
// route and fails on text or an accessible name written into the markup itself.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** Attributes whose value a visitor reads or a screen reader speaks. */
const SPOKEN = new Set(["aria-label", "aria-description", "aria-roledescription", "alt", "title", "placeholder"]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".tsx") && !path.includes(".test.") ? [path] : [];
  });
}

function literalCopy(path: string, source = readFileSync(path, "utf8")): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2}/u.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      SPOKEN.has(node.name.getText(file)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}{2}/u.test(node.initializer.text)
    )
      found.push(`${node.name.getText(file)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.map((text) => `${relative(ROOT, path)}: ${text}`);
}

describe("components carry no copy of their own", () => {
  it("no text or spoken attribute is written into the JSX", () => {
    const files = [...sources(join(ROOT, "components")), ...sources(join(ROOT, "routes")), join(ROOT, "root.tsx")];
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((path) => literalCopy(path))).toEqual([]);
  });

  it("the check sees both kinds of literal copy", () => {
    const path = join(ROOT, "components", "example.tsx");
    const source = `export const A = () => (
      <ul aria-label="Keywords" className="flex">
        <li>Info Hub</li>
        <li aria-label={label}>{label} · 24/7</li>
      </ul>
    );`;
    expect(literalCopy(path, source)).toEqual([
      'components/example.tsx: aria-label="Keywords"',
      "components/example.tsx: Info Hub",
    ]);
  });
});
