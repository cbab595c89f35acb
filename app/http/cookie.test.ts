import { describe, expect, it } from "vitest";
import { MAX_COOKIE_HEADER, readCookie } from "./cookie";

describe("readCookie", () => {
  it("finds one cookie among others, wherever it stands, by its exact name", () => {
    expect(readCookie("a=1; i18nextLng=en; b=2", "i18nextLng")).toBe("en");
    expect(readCookie("i18nextLng=en", "i18nextLng")).toBe("en");
    expect(readCookie("theme=dark;  console=abc", "console")).toBe("abc");
    expect(readCookie("xi18nextLng=sv", "i18nextLng")).toBeUndefined();
    expect(readCookie("console-link=abc", "console")).toBeUndefined();
    expect(readCookie("console", "console")).toBeUndefined();
    // A pair without "=" is no cookie, not one whose name is all but its last character.
    expect(readCookie("ab", "a")).toBeUndefined();
    expect(readCookie("ab; a=1", "a")).toBe("1");
    expect(readCookie("a= x ", "a")).toBe("x");
    expect(readCookie(undefined, "i18nextLng")).toBeUndefined();
    expect(readCookie("", "i18nextLng")).toBeUndefined();
  });

  it("keeps an equals sign inside the value, and takes the first of two cookies of one name", () => {
    expect(readCookie("console=abc=x", "console")).toBe("abc=x");
    expect(readCookie("i18nextLng=sv; i18nextLng=en", "i18nextLng")).toBe("sv");
    expect(readCookie("console=", "console")).toBe("");
  });

  it("percent-decodes, and treats a value with broken percent-encoding as absent instead of throwing", () => {
    expect(readCookie("name=%C3%A5sa", "name")).toBe("åsa");
    expect(readCookie("i18nextLng=%E0", "i18nextLng")).toBeUndefined();
    expect(readCookie("i18nextLng=%", "i18nextLng")).toBeUndefined();
    expect(readCookie("i18nextLng=%E0; i18nextLng=en", "i18nextLng")).toBeUndefined();
  });

  it("does not look into a header over 8 KiB", () => {
    const own = "console=abc";
    const padded = (length: number) => `${own}; pad=${"p".repeat(length - own.length - 6)}`;
    expect(padded(MAX_COOKIE_HEADER)).toHaveLength(8192);
    expect(readCookie(padded(MAX_COOKIE_HEADER), "console")).toBe("abc");
    expect(readCookie(padded(MAX_COOKIE_HEADER + 1), "console")).toBeUndefined();
  });

  it("never throws on hostile headers", () => {
    for (const header of ["=", ";;;", "=;=", " ; = ; ", "%", "a=%ZZ", "__proto__=x", "constructor=y"]) {
      expect(() => readCookie(header, "a")).not.toThrow();
    }
    expect(readCookie("__proto__=x", "__proto__")).toBe("x");
    expect(readCookie("a=%ZZ", "a")).toBeUndefined();
  });
});
