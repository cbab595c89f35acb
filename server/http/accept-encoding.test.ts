import { describe, expect, it } from "vitest";
import { chooseEncoding, parseAcceptEncoding } from "./accept-encoding";

describe("parseAcceptEncoding", () => {
  it("reads codings with their weights, lower-cased, x-gzip as gzip, the first mention counting", () => {
    expect([...parseAcceptEncoding("gzip, deflate, br;q=0.8, *;q=0.1")]).toEqual([
      ["gzip", 1],
      ["deflate", 1],
      ["br", 0.8],
      ["*", 0.1],
    ]);
    expect([...parseAcceptEncoding("BR ; Q=0.5")]).toEqual([["br", 0.5]]);
    expect([...parseAcceptEncoding("x-gzip;q=0.3, gzip")]).toEqual([["gzip", 0.3]]);
    expect([...parseAcceptEncoding("br;q=0, br")]).toEqual([["br", 0]]);
  });

  it("reads only the q parameter, with spaces around its parts", () => {
    expect([...parseAcceptEncoding("br;level=0")]).toEqual([["br", 1]]);
    expect([...parseAcceptEncoding("br;qq")]).toEqual([["br", 1]]);
    expect([...parseAcceptEncoding("br;q =0.5")]).toEqual([["br", 0.5]]);
    expect([...parseAcceptEncoding("br;q= 0.5")]).toEqual([["br", 0.5]]);
  });

  it("leaves out entries with a malformed weight, and empty ones", () => {
    for (const bad of ["2", "1.5", "-1", "0.1234", "abc", "", "1.01", "0x1", "Infinity", "NaN"]) {
      expect(parseAcceptEncoding(`br;q=${bad}`).has("br"), bad).toBe(false);
    }
    expect([...parseAcceptEncoding(" , ;q=1, ,gzip")]).toEqual([["gzip", 1]]);
    expect(parseAcceptEncoding(undefined).size).toBe(0);
  });

  it("looks at the first 32 entries only", () => {
    const header = [...Array.from({ length: 32 }, (_, i) => `c${i}`), "br"].join(",");
    expect(parseAcceptEncoding(header).size).toBe(32);
    expect(parseAcceptEncoding(header).has("br")).toBe(false);
  });
});

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const;
  it("refuses a coding at q=0, whatever else the header says", () => {
    expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0", both)).toBeUndefined();
    expect(chooseEncoding("*, br;q=0", both)).toBe("gzip");
    expect(chooseEncoding("*;q=0", both)).toBeUndefined();
  });

  it("takes the higher weight, and brotli on equal weight", () => {
    expect(chooseEncoding("gzip;q=0.9, br;q=0.8", both)).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.8, br;q=0.9", both)).toBe("br");
    expect(chooseEncoding("gzip, br", both)).toBe("br");
    expect(chooseEncoding("*", both)).toBe("br");
  });

  it("offers only what the file has", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeUndefined();
    expect(chooseEncoding("br, gzip", [])).toBeUndefined();
  });

  it("sends the file as it is when nothing fits or identity is preferred", () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding("", both)).toBeUndefined();
    expect(chooseEncoding("deflate", both)).toBeUndefined();
    expect(chooseEncoding("identity;q=1, br;q=0.5", both)).toBeUndefined();
    expect(chooseEncoding("identity;q=0.5, br", both)).toBe("br");
    expect(chooseEncoding("identity, br", both)).toBe("br");
    expect(chooseEncoding("br;level=0", both)).toBe("br");
    expect(chooseEncoding("identity;q=0, br;q=0", both)).toBeUndefined();
  });
});
