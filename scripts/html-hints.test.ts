import { describe, expect, it } from "vitest";
import { consoleShell, withoutModulePreloads } from "./html-hints";

describe("withoutModulePreloads", () => {
  it("removes the hints and nothing else", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/root.css"/></head><body><p>x</p><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/><script type="module">import "/assets/a.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/root.css"/></head><body><p>x</p><script type="module">import "/assets/a.js";</script></body>',
    );
  });
});

describe("consoleShell", () => {
  it("adds noindex and a title, and leaves the body as React rendered it", () => {
    const html =
      '<html><head><meta charSet="utf-8"/></head><body><script>window.__reactRouterContext = {};</script></body></html>';
    expect(consoleShell(html, "Nordlegend")).toBe(
      '<html><head><meta name="robots" content="noindex, nofollow"/><title>Nordlegend</title><meta charSet="utf-8"/></head><body><script>window.__reactRouterContext = {};</script></body></html>',
    );
  });
});
