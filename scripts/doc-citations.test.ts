import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and docs cite only what is in the repository: every rule the code relies on is
 * written down in docs/, and a citation names a file (and heading) that exists there.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SCANNED = ["app", "server", "scripts", "test", "tests", "docs", "deploy"];
const TEXT = /\.(ts|tsx|js|css|md|conf|service|example)$|^inbox$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

const files = [...SCANNED.flatMap((dir) => filesUnder(path.join(ROOT, dir))), path.join(ROOT, "README.md")].filter(
  (file) => file !== import.meta.filename,
);

/** A heading's anchor as GitHub renders it: lower case, punctuation dropped, spaces as dashes. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchorsOf(markdownFile: string): Set<string> {
  const headings = readFileSync(markdownFile, "utf8").match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ""))));
}

// Documents outside the repository, and issue numbers, mean nothing to the next reader. The
// patterns are spelled with character classes so that this list does not read as a citation.
const FOREIGN = [
  /\bspe[c] §/,
  /\bDESIG[N](\.md)? §/,
  /\bDESIG[N]\.md\b/,
  /\.\.\/share[d]\b/,
  /product-spe[c]/,
  /\b[Ii]ssu[e] #?\d+/,
];

/**
 * The one file that reads the specification (to check its literal texts, docs/style-guide.md,
 * "The specification's own words") names its path: a file it opens, not a citation for a reader.
 */
const READS_THE_SPEC: Record<string, RegExp[]> = {
  "app/content/spec-literals.test.ts": [/\.\.\/share[d]\b/, /product-spe[c]/],
};

describe("citations in code and docs", () => {
  it("name nothing outside the repository", () => {
    const found = files.flatMap((file) => {
      const allowed = READS_THE_SPEC[path.relative(ROOT, file)] ?? [];
      return readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          FOREIGN.some((pattern) => !allowed.some((own) => own.source === pattern.source) && pattern.test(line))
            ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
            : [],
        );
    });
    expect(found).toEqual([]);
  });

  it("point at files and headings of docs/ that exist", () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const [, target = "", anchor] of readFileSync(file, "utf8").matchAll(/\bdocs\/([\w./-]*\w)(?:#([\w-]+))?/g)) {
        const doc = path.join(ROOT, "docs", target);
        if (!existsSync(doc)) broken.push(`${path.relative(ROOT, file)}: docs/${target}`);
        else if (anchor && !anchorsOf(doc).has(anchor)) broken.push(`${path.relative(ROOT, file)}: docs/${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name sections by a heading that exists (docs/x.md, "Heading")', () => {
    const headingsOf = (doc: string) =>
      (readFileSync(doc, "utf8").match(/^#{1,6} .+$/gm) ?? []).map((line) => line.replace(/^#+ /, "").trim());
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8").replace(/\n\s*(?:\/\/|\*)\s*/g, " ");
      for (const [, target = "", section = ""] of text.matchAll(/\bdocs\/([\w./-]*\.md),? "([^"]+)"/g)) {
        const doc = path.join(ROOT, "docs", target);
        // A heading may go on after the name ("Webhook (optional)"); its number is not part of it.
        const named = (heading: string) =>
          new RegExp(`^(?:\\d+\\. )?${section.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:$|[ :(])`).test(heading);
        if (existsSync(doc) && !headingsOf(doc).some(named)) {
          broken.push(`${path.relative(ROOT, file)}: docs/${target}, "${section}"`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
