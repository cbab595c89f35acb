import { describe, expect, it } from "vitest";
import { assetsOf, staticImportsOf } from "./page-weight";

describe("page weight accounting", () => {
  it("finds a page's stylesheets and entry modules", () => {
    const html =
      '<link rel="stylesheet" href="/assets/root.css"/><script type="module">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>';
    expect(assetsOf(html)).toEqual({
      css: ["/assets/root.css"],
      js: ["/assets/manifest.js", "/assets/root.js", "/assets/entry.client.js"],
    });
  });

  it("follows static imports of minified chunks, not dynamic ones", () => {
    const code =
      'import{a as e,b as t}from"./jsx-runtime-1.js";import"./side-2.js";export{x}from"../y-3.js";const l=()=>import("./lazy-4.js");';
    expect(staticImportsOf(code)).toEqual(["./jsx-runtime-1.js", "./side-2.js", "../y-3.js"]);
  });
});
