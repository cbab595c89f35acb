import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";
import { FAKE_INLINE_SCRIPT } from "../../test/support/fake-build";

let site: TestApp;

beforeAll(async () => {
  site = await startTestApp({}, { fakeBuild: true });
});
afterAll(async () => site.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: "GET", url, headers });
const titleOf = (body: string) => /<title>(.*?)<\/title>/.exec(body)?.[1];

describe("prefixed pages", () => {
  it.each([
    "/sv",
    "/en",
    "/sv/otc",
    "/en/services/ai-agents",
    "/sv/services/no-code-low-code",
    "/info/sv",
    "/info/en",
    "/en/privacy-policy",
    "/sv/thanks/contact",
  ])("%s answers 200 with its own page, revalidated", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(url);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toBe("Accept-Encoding");
  });
});

describe("unprefixed pages are served in the visitor's language, never redirected", () => {
  it.each([
    ["no language at all (a crawler): Swedish", {}, "/sv/otc"],
    ["Accept-Language sv-SE", { "accept-language": "sv-SE,sv;q=0.9" }, "/sv/otc"],
    ["Accept-Language se", { "accept-language": "se" }, "/sv/otc"],
    ["Accept-Language en-GB", { "accept-language": "en-GB,en;q=0.8" }, "/en/otc"],
    ["any other language: English", { "accept-language": "de-DE" }, "/en/otc"],
    ["a saved choice beats the browser", { "accept-language": "sv-SE", cookie: "a=b; i18nextLng=en" }, "/en/otc"],
    ["an invalid saved value is ignored", { "accept-language": "sv", cookie: "i18nextLng=fr" }, "/sv/otc"],
  ])("%s", async (_name, headers, expected) => {
    const response = await get("/otc", headers);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(expected);
    expect(response.headers.vary).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(response.headers["content-language"]).toBe(expected.slice(1, 3));
  });

  it("maps every unprefixed spelling to its page", async () => {
    expect(titleOf((await get("/", { "accept-language": "en" })).body)).toBe("/en");
    expect(titleOf((await get("/info")).body)).toBe("/info/sv");
    expect(titleOf((await get("/services/no-code-low-code-mvp", { "accept-language": "en" })).body)).toBe(
      "/en/services/no-code-low-code",
    );
    expect(titleOf((await get("/services/ai-agents")).body)).toBe("/sv/services/ai-agents");
  });
});

describe("a malformed language cookie is no saved choice, never a 500", () => {
  it.each(["i18nextLng=%E0", "i18nextLng=%", "i18nextLng=%ZZ; other=1", "i18nextLng=%C3%28"])("Cookie: %s", async (cookie) => {
    for (const [url, status, page] of [
      ["/", 200, "/en"],
      ["/otc", 200, "/en/otc"],
      ["/no-such-page", 404, "/en/404"],
    ] as const) {
      const response = await get(url, { cookie, "accept-language": "en" });
      expect(response.statusCode, url).toBe(status);
      expect(titleOf(response.body), url).toBe(page);
    }
  });
});

describe("aliases answer 301", () => {
  it.each([
    ["/sv/info", "/info/sv"],
    ["/en/info", "/info/en"],
    ["/sv/services/no-code-low-code-mvp", "/sv/services/no-code-low-code"],
    ["/en/services/no-code-low-code-mvp", "/en/services/no-code-low-code"],
    ["/services/no-code-low-code", "/services/no-code-low-code-mvp"],
    ["/en/otc/", "/en/otc"],
    ["/sv/info?x=1", "/info/sv?x=1"],
  ])("%s → %s", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});

describe("unknown paths get the localized not-found page with 404", () => {
  it.each([
    ["/en/nope", {}, "/en/404"],
    ["/sv/nope/deeper", {}, "/sv/404"],
    ["/nope", { "accept-language": "en-US" }, "/en/404"],
    ["/nope", {}, "/sv/404"],
    ["/sv/404", {}, "/sv/404"],
    ["/index.html", {}, "/sv/404"],
    ["/sv/otc/index.html", {}, "/sv/404"],
    ["/services/unknown-service", { cookie: "i18nextLng=en" }, "/en/404"],
  ])("%s", async (url, headers, page) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe(page);
  });
});

describe("files, compression and caching", () => {
  it("sends the precompressed brotli or gzip variant the client accepts", async () => {
    const plain = await get("/assets/entry-AbC123.js");
    const br = await get("/assets/entry-AbC123.js", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/assets/entry-AbC123.js", { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it.each([
    ["br;q=0, gzip", "gzip"],
    ["gzip, br;q=0", "gzip"],
    ["br;q=0.000, gzip;q=0.5", "gzip"],
    ["BR;Q=0, GZIP", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["gzip;q=0.2, br;q=0.9", "br"],
    ["gzip, br", "br"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*;q=0", undefined],
    ["identity", undefined],
    ["identity;q=1, br;q=0.5", undefined],
    ["br;q=2, gzip", "gzip"],
    ["br;q=-1", undefined],
    ["br;q=abc, gzip;q=0.1", "gzip"],
    ["x-gzip", "gzip"],
    ["deflate, compress", undefined],
    [`${"zstd;q=0.1, ".repeat(40)}br`, undefined],
  ])("honours q-values in Accept-Encoding: %s gets %s", async (acceptEncoding, expected) => {
    const plain = await get("/assets/entry-AbC123.js");
    const response = await get("/assets/entry-AbC123.js", { "accept-encoding": acceptEncoding });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(expected);
    expect(response.headers.vary).toBe("Accept-Encoding");
    const suffix = expected === "br" ? "-br" : expected === "gzip" ? "-gz" : "";
    expect(response.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}${suffix}"`);
    const bytes = response.rawPayload;
    const decoded =
      expected === "br" ? brotliDecompressSync(bytes) : expected === "gzip" ? gunzipSync(bytes) : Buffer.from(bytes);
    expect(decoded.toString()).toBe(plain.body);
  });

  it("a page follows the same rule: br;q=0 gets gzip, and the 304 is per encoding", async () => {
    const page = await get("/sv", { "accept-encoding": "br;q=0, gzip" });
    expect(page.headers["content-encoding"]).toBe("gzip");
    const again = await get("/sv", { "accept-encoding": "br;q=0, gzip", "if-none-match": String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    const brotli = await get("/sv", { "accept-encoding": "br", "if-none-match": String(page.headers.etag) });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
  });

  it.each([
    ["avif", "image/avif"],
    ["webp", "image/webp"],
    ["jpg", "image/jpeg"],
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
  ])("serves .%s images as %s, cached for a year", async (extension, type) => {
    const response = await get(`/assets/photo-AbC123.${extension}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe(`image bytes (${extension})`);
  });

  it("caches hashed assets for a year, route data and pages with revalidation", async () => {
    expect((await get("/assets/entry-AbC123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/sv.data")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/robots.txt")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/sv");
    const again = await get("/sv", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("security headers", () => {
  it("pages get a CSP allowing exactly their inline scripts' hashes", async () => {
    const response = await get("/en");
    const hash = createHash("sha256").update(FAKE_INLINE_SCRIPT).digest("base64");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.match(/sha256-/g)).toHaveLength(1); // the JSON-LD block is data, not hashed
  });

  it("every response carries the common headers, HSTS for an https SITE_URL", async () => {
    for (const url of ["/en", "/assets/entry-AbC123.js", "/healthz", "/nope"]) {
      const response = await get(url);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["strict-transport-security"]).toContain("max-age=");
    }
  });

  it("no HSTS when the site is plain http", async () => {
    const local = await startTestApp({ SITE_URL: "http://localhost:3000" }, { dir: site.dir });
    try {
      const response = await local.app.inject({ method: "GET", url: "/en" });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await local.app.close();
    }
  });
});

describe("health", () => {
  it("GET /healthz", async () => {
    const response = await get("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
