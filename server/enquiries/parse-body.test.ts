import { describe, expect, it } from "vitest";
import { BODY_LIMITS, MalformedBodyError, parseUrlEncoded, TooManyFieldsError } from "./parse-body";

const BODY_LIMIT = 64 * 1024;
const body = (text: string) => Buffer.from(text);
/** A body of `unit` repeated up to the byte limit. */
const fill = (unit: string) => body(unit.repeat(Math.floor(BODY_LIMIT / unit.length)));

describe("parseUrlEncoded", () => {
  it("groups a repeated key into a list, in order, and keeps single values as strings", () => {
    const values = parseUrlEncoded(body("a=1&b=x+y&a=2&c&a=%C3%A5"));
    expect(values).toEqual({ a: ["1", "2", "å"], b: "x y", c: "" });
    expect(Object.getPrototypeOf(values)).toBeNull();
  });

  it("keeps __proto__, constructor and prototype as plain own keys", () => {
    const values = parseUrlEncoded(body("__proto__=x&constructor=y&prototype=z"));
    expect(Object.keys(values)).toEqual(["__proto__", "constructor", "prototype"]);
    expect(values["__proto__"]).toBe("x");
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("accepts exactly the limits", () => {
    const pairs = Array.from({ length: BODY_LIMITS.pairs }, (_, i) => `k${i % 10}x${Math.floor(i / 10)}=v`).join("&");
    expect(Object.keys(parseUrlEncoded(body(pairs)))).toHaveLength(BODY_LIMITS.pairs);
    const repeats = Array.from({ length: BODY_LIMITS.repeatsPerKey }, () => "k=v").join("&");
    expect(parseUrlEncoded(body(repeats)).k).toHaveLength(BODY_LIMITS.repeatsPerKey);
    expect(parseUrlEncoded(body(`${"k".repeat(BODY_LIMITS.keyLength)}=v`))).toHaveProperty("k".repeat(BODY_LIMITS.keyLength));
  });

  // The worst-case bodies within the byte limit: each is refused after a bounded amount of
  // work instead of being parsed (a repeated key used to copy its whole list each time).
  it.each([
    ["one key repeated (a&a&a…)", fill("a&"), 400],
    ["one key with values repeated", fill("a=1&"), 400],
    ["the empty key repeated", fill("=&"), 400],
    ["distinct keys", body(Array.from({ length: 10_000 }, (_, i) => `k${i}`).join("&")), 413],
    ["distinct encoded keys", body(Array.from({ length: 10_000 }, (_, i) => `%6B${i}=`).join("&")), 413],
    ["one enormous key", fill("k"), 400],
    ["one enormous encoded key", fill("%41"), 400],
    ["a key just over the limit", body(`${"k".repeat(BODY_LIMITS.keyLength + 1)}=v`), 400],
  ])("refuses %s with %i", (_label, payload, status) => {
    let thrown: unknown;
    try {
      parseUrlEncoded(payload);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MalformedBodyError);
    expect((thrown as MalformedBodyError).statusCode).toBe(status);
  });

  it("parses the largest acceptable value and skips empty pairs without counting them", () => {
    expect(parseUrlEncoded(body(`m=${"x".repeat(BODY_LIMIT - 2)}`)).m).toHaveLength(BODY_LIMIT - 2);
    expect(parseUrlEncoded(body(`${"&".repeat(BODY_LIMIT - 3)}a=1`))).toEqual({ a: "1" });
  });

  it("answers 413 for too many pairs and 400 for the other limits", () => {
    expect(new TooManyFieldsError("x").statusCode).toBe(413);
    expect(new MalformedBodyError("x").statusCode).toBe(400);
  });
});
