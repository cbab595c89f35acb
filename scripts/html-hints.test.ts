import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./html-hints";

describe("withoutModulePreloads", () => {
  it("removes the hints and nothing else", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/root.css"/></head><body><p>x</p><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/><script type="module">import "/assets/a.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/root.css"/></head><body><p>x</p><script type="module">import "/assets/a.js";</script></body>',
    );
  });
});
