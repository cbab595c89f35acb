import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/enquiry-app";

let site: TestApp;

beforeAll(async () => {
  site = await startTestApp({}, { fakeBuild: true });
});
afterAll(async () => site.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: "GET", url, headers });

describe("common headers", () => {
  it("every response is same-site only and asks for no obsolete features", async () => {
    for (const url of ["/en", "/assets/entry-AbC123.js", "/healthz", "/nope"]) {
      const response = await get(url);
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-site");
      expect(response.headers["permissions-policy"]).not.toContain("interest-cohort");
    }
  });

  it("HSTS covers subdomains only when HSTS_INCLUDE_SUBDOMAINS=true", async () => {
    expect((await get("/en")).headers["strict-transport-security"]).toBe("max-age=63072000");
    const wide = await startTestApp({ HSTS_INCLUDE_SUBDOMAINS: "true" }, { dir: site.dir });
    try {
      const response = await wide.app.inject({ method: "GET", url: "/en" });
      expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    } finally {
      await wide.app.close();
    }
  });
});

describe("ETags", () => {
  it("differ per encoding, and a 304 answers only the representation the tag names", async () => {
    const plain = await get("/sv");
    const br = await get("/sv", { "accept-encoding": "br" });
    const gz = await get("/sv", { "accept-encoding": "gzip" });
    const tags = [plain, br, gz].map((response) => String(response.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);

    expect((await get("/sv", { "accept-encoding": "br", "if-none-match": tags[1]! })).statusCode).toBe(304);
    // A tag of the plain file does not validate the brotli body (a cache would serve the wrong bytes).
    const mismatch = await get("/sv", { "accept-encoding": "br", "if-none-match": tags[0]! });
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.headers["content-encoding"]).toBe("br");
  });

  it("read If-None-Match lists, weak validators and *", async () => {
    const gz = await get("/sv", { "accept-encoding": "gzip" });
    const tag = String(gz.headers.etag);
    const conditional = (value: string) => get("/sv", { "accept-encoding": "gzip", "if-none-match": value });
    expect((await conditional(`"other", W/${tag}`)).statusCode).toBe(304);
    expect((await conditional("*")).statusCode).toBe(304);
    expect((await conditional('"other"')).statusCode).toBe(200);
  });
});
