import { describe, expect, it } from "vitest";
import { campaignOf, cleanValue, deviceClass, externalReferrerHost, isBot, isPrefetch, optsOut, sourceOf } from "./classify";

describe("what the statistics read from a request", () => {
  it("keeps only an external referrer's host", () => {
    const ref = (referer: string, host = "nordlegend.se") => externalReferrerHost({ referer, host }, "nordlegend.se");
    expect(ref("https://www.Google.com/search?q=secret")).toBe("www.google.com");
    expect(ref("https://news.example:8443/a/b")).toBe("news.example");
    expect(ref("https://example.org./")).toBe("example.org");
    expect(ref("android-app://com.google.android.gm/")).toBe("com.google.android.gm");
    expect(ref("http://[2001:db8::1]/x")).toBe("[2001:db8::1]");
    expect(ref("https://nordlegend.se/sv")).toBeUndefined();
    expect(ref("http://localhost:3000/en", "localhost:3000")).toBeUndefined();
    expect(ref("not a url")).toBeUndefined();
    expect(ref("")).toBeUndefined();
  });

  it("reads campaigns cleaned, lower-cased and cut, and names the source", () => {
    expect(campaignOf("utm_source=News%20Letter&utm_medium=%20Email%20&utm_campaign=(x)")).toEqual({
      source: "news letter",
      medium: "email",
      campaign: "x",
    });
    expect(campaignOf("a=1")).toEqual({});
    expect(cleanValue(`a\u0000\u202Eb${"c".repeat(200)}`)).toHaveLength(100);
    expect(sourceOf({ source: "mail" }, "www.google.com")).toBe("mail");
    expect(sourceOf({}, "www.google.com")).toBe("www.google.com");
    expect(sourceOf({}, undefined)).toBe("(direct)");
  });

  it("tells bots, prefetches, opt-outs and devices apart", () => {
    expect(isBot({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" })).toBe(true);
    expect(isBot({ "user-agent": "curl/8.5.0" })).toBe(true);
    expect(isBot({})).toBe(true);
    expect(isBot({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" })).toBe(false);
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({})).toBe(false);
    expect(optsOut({ "sec-gpc": "1" })).toBe(true);
    expect(optsOut({ dnt: "1" })).toBe(true);
    expect(optsOut({ dnt: "0" })).toBe(false);
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36")).toBe(
      "mobile",
    );
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131 Safari/537.36")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Windows NT 10.0; Win64; x64)")).toBe("desktop");
  });
});
