import { describe, expect, it } from "vitest";
import { assetsOf, breaches, inlineScriptBytes, kindOf, staticImportsOf, type PageWeight } from "./page-weight";

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

  it("counts the inline scripts that run, not JSON-LD", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Thing"}</script><script>var a=1;</script><script type="module" src="/x.js"></script>';
    expect(inlineScriptBytes(html)).toBe("var a=1;".length);
  });

  it("holds home and OTC to 100 KB and every other page to no framework JavaScript", () => {
    const weight = (path: string, js: number, inline = 0): PageWeight => ({
      path,
      kind: kindOf(path),
      html: 9_000,
      css: 7_000,
      js,
      inline,
    });
    expect(kindOf("/sv")).toBe("hydrated");
    expect(kindOf("/en/otc")).toBe("hydrated");
    expect(kindOf("/sv/services/ai-agents")).toBe("plain");
    expect(kindOf("/info/en")).toBe("plain");
    expect(breaches(weight("/sv", 100_000))).toEqual([]);
    expect(breaches(weight("/sv", 100_001))).toHaveLength(1);
    expect(breaches(weight("/en/privacy-policy", 0, 1024))).toEqual([]);
    expect(breaches(weight("/en/privacy-policy", 1))).toHaveLength(1);
    expect(breaches(weight("/en/privacy-policy", 0, 1025))).toHaveLength(1);
  });
});
