import { describe, expect, it } from "vitest";
import {
  assetsOf,
  breaches,
  dynamicImportsOf,
  inlineScriptBytes,
  kindOf,
  lazyName,
  staticImportsOf,
  workersOf,
  type PageWeight,
} from "./page-weight";

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

  it("counts the workers a module starts, by the URL the islands' build put in it", () => {
    const code =
      'const p="/assets/islands/proof-worker-ULLGCPUR.js";new Worker("/assets/islands/rain-worker-ZUJGEK3W.js",{});const q="/assets/islands/chunk-AB12CD34.js";';
    expect(workersOf(code)).toEqual(["/assets/islands/proof-worker-ULLGCPUR.js", "/assets/islands/rain-worker-ZUJGEK3W.js"]);
    expect(lazyName("/assets/islands/proof-worker-ULLGCPUR.js")).toBe("proof-worker");
  });

  it("counts the inline scripts that run, not JSON-LD", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Thing"}</script><script>var a=1;</script><script type="module" src="/x.js"></script>';
    expect(inlineScriptBytes(html)).toBe("var a=1;".length);
  });

  it("follows lazy imports separately, and names them without the build's hash", () => {
    const code =
      'const a=()=>import("./project-enquiry-ULLGCPUR.js"),b=()=>import( "../falling-characters-ZUJGEK3W.js" );import"./c-1.js";';
    expect(dynamicImportsOf(code)).toEqual(["./project-enquiry-ULLGCPUR.js", "../falling-characters-ZUJGEK3W.js"]);
    expect(lazyName("http://127.0.0.1:1/assets/islands/project-enquiry-ULLGCPUR.js")).toBe("project-enquiry");
    expect(lazyName("/assets/islands/falling-characters-ZUJGEK3W.js")).toBe("falling-characters");
  });

  it("holds home to 25 KB, OTC to 20 KB, the modal's own code to 12 KB and every other page to no framework JavaScript", () => {
    const weight = (path: string, js: number, inline = 0, lazy: Record<string, number> = {}): PageWeight => ({
      path,
      kind: kindOf(path),
      html: 9_000,
      css: 7_000,
      js,
      jsAtStart: js,
      lazy,
      inline,
    });
    expect(kindOf("/sv")).toBe("home");
    expect(kindOf("/en")).toBe("home");
    expect(kindOf("/en/otc")).toBe("otc");
    expect(kindOf("/sv/services/ai-agents")).toBe("plain");
    expect(kindOf("/info/en")).toBe("plain");
    expect(breaches(weight("/sv", 25_000))).toEqual([]);
    expect(breaches(weight("/sv", 25_001))).toEqual(["JS 25001 B > 25000 B (home page, brotli, start and lazy modules)"]);
    expect(breaches(weight("/sv/otc", 20_000))).toEqual([]);
    expect(breaches(weight("/sv/otc", 20_001))).toHaveLength(1);
    expect(breaches(weight("/en", 20_000, 0, { "home-forms": 12_000, "falling-characters": 13_000 }))).toEqual([]);
    expect(breaches(weight("/en", 20_000, 0, { "home-forms": 12_001 }))).toEqual([
      "lazy home-forms 12001 B > 12000 B (what it adds on its own, brotli)",
    ]);
    expect(breaches(weight("/en/privacy-policy", 0, 1024))).toEqual([]);
    expect(breaches(weight("/en/privacy-policy", 1))).toHaveLength(1);
    expect(breaches(weight("/en/privacy-policy", 0, 1025))).toHaveLength(1);
  });
});
