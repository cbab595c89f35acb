import { describe, expect, it } from "vitest";
import { editorShape } from "./editor-shape";

type Shape = { properties?: Record<string, Shape>; items?: Shape; media?: string };

/** Every field of a shape marked as a media library image, by its path. */
function imageFields(shape: Shape, path = "$"): string[] {
  const own = shape.media === "image" ? [path] : [];
  const items = shape.items ? imageFields(shape.items, `${path}[]`) : [];
  const properties = Object.entries(shape.properties ?? {}).flatMap(([key, child]) => imageFields(child, `${path}.${key}`));
  return [...own, ...items, ...properties];
}

describe("the editor's shape", () => {
  it("marks the page's Open Graph image, a team member's photo and a portfolio project's image for the library's picker, and nothing else", () => {
    expect(imageFields(editorShape("home") as Shape).sort()).toEqual([
      "$.meta.ogImage",
      "$.portfolio.projects[].image",
      "$.team.members[].photo",
    ]);
  });
});
