import { describe, expect, it } from "vitest";
import { validateDocument } from "./documents";
import { linkProblem, textProblem } from "./text-rules";
import { pickLanguage, zipLocalized } from "./localize";

describe("the rules every text of a document follows", () => {
  it.each([
    ["<script>alert(1)</script>", "markup"],
    ["Hej <img src=x onerror=alert(1)>", "markup"],
    ["click onmouseover=alert(1) here", "event-handler"],
    ["see javascript:alert(1)", "script-url"],
    ["data:text/html;base64,PHNjcmlwdD4=", "script-url"],
    ["abc\u202Edef", "bidi"],
    ["abc\u2066def", "bidi"],
    ["a\u0000b", "control"],
    ["x".repeat(1_048_576), "too-long"],
  ])("refuses %#", (value, problem) => {
    expect(textProblem(value)).toBe(problem);
  });

  it("lets ordinary copy through, colons, ampersands and figures included", () => {
    for (const value of ["Personuppgifter och data: vad vi sparar", "R&D, 30–40 % och 2 < 3", "Priset: 5 000–25 000 USD"]) {
      expect(textProblem(value)).toBeUndefined();
    }
  });

  it("takes https, mailto, tel and site paths as links, nothing else", () => {
    expect(linkProblem("https://example.com/x")).toBeUndefined();
    expect(linkProblem("/sv/services/ai-agents")).toBeUndefined();
    expect(linkProblem("mailto:info@example.com")).toBeUndefined();
    expect(linkProblem("http://example.com")).toBe("not-https");
    expect(linkProblem("javascript:alert(1)")).toBe("script-url");
    expect(linkProblem("data:text/html,<b>")).toBe("script-url");
    expect(linkProblem("//evil.example")).toBe("bad-link");
  });

  it("names the field a hostile value is in", () => {
    const result = validateDocument("company", { brand: "x" });
    expect(result.ok).toBe(false);
    const slogan = validateDocument("interface", {});
    expect(slogan.ok).toBe(false);
  });
});

describe("per-field localisation", () => {
  it("zips two parallel trees into one and picks each language back", () => {
    const doc = zipLocalized({
      sv: { title: "Hej", icon: "brain", items: ["a", "b"] },
      en: { title: "Hi", icon: "brain", items: ["c", "d"] },
    });
    expect(doc).toEqual({
      title: { sv: "Hej", en: "Hi" },
      icon: "brain",
      items: [
        { sv: "a", en: "c" },
        { sv: "b", en: "d" },
      ],
    });
    expect(pickLanguage(doc, "en")).toEqual({ title: "Hi", icon: "brain", items: ["c", "d"] });
  });

  it("refuses trees that are not parallel, naming where", () => {
    expect(() => zipLocalized({ sv: { items: ["a"] }, en: { items: [] } })).toThrow("$.items: 1 items in sv, 0 in en");
  });
});
