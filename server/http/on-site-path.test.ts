import { describe, expect, it } from "vitest";
import { decodePath, encodeSearch, normalisePath, onSiteLocation, splitTarget } from "./on-site-path";

describe("paths made safe for this site's Location headers", () => {
  it("splits a target at its first question mark, and keeps a target without one whole", () => {
    expect(splitTarget("/a?b=1?c")).toEqual({ path: "/a", search: "?b=1?c" });
    expect(splitTarget("//evil.com")).toEqual({ path: "//evil.com", search: "" });
  });

  it("decodes percent escapes, and answers undefined for escapes that are not UTF-8", () => {
    expect(decodePath("/%C3%A5r")).toBe("/år");
    expect(decodePath("/%E0")).toBeUndefined();
    expect(decodePath("/%")).toBeUndefined();
  });

  it("drops controls, reads backslashes as slashes, collapses slashes and adds the leading one", () => {
    expect(normalisePath("/a\r\nb\u0000c\u007fd\u0085e")).toBe("/abcde");
    expect(normalisePath("/a\\b")).toBe("/a/b");
    expect(normalisePath("/\\evil.com")).toBe("/evil.com");
    expect(normalisePath("///a//b")).toBe("/a/b");
    expect(normalisePath("a")).toBe("/a");
    expect(normalisePath("")).toBe("/");
  });

  it("percent-encodes the query outside printable ASCII, and drops a lone surrogate", () => {
    expect(encodeSearch("?q=å b")).toBe("?q=%C3%A5%20b");
    expect(encodeSearch("?q=a\uD800b")).toBe("?q=ab");
  });

  it("builds an on-site location that cannot name another host", () => {
    expect(onSiteLocation("/en/")).toBe("/en/");
    expect(onSiteLocation("//evil.com/x", "?a=1")).toBe("/evil.com/x?a=1");
    expect(onSiteLocation("/år")).toBe("/%C3%A5r");
  });
});
