import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

async function headersFor(siteUrl: string, options: { hstsIncludeSubdomains?: boolean } = {}, csp?: string) {
  const app = Fastify();
  await app.register(securityHeaders, { siteUrl, ...options });
  app.get("/", async (_request, reply) => {
    if (csp) reply.header("Content-Security-Policy", csp);
    return { ok: true };
  });
  const response = await app.inject({ url: "/" });
  await app.close();
  return response.headers;
}

describe("the headers every response carries", () => {
  it("sets each one to its exact value, with HSTS for two years on https and no subdomains by default", async () => {
    const headers = await headersFor("https://nordlegend.se");
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-site",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      "strict-transport-security": "max-age=63072000",
    });
  });

  it("adds includeSubDomains only when asked, and no HSTS at all on http", async () => {
    expect((await headersFor("https://nordlegend.se", { hstsIncludeSubdomains: true }))["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect((await headersFor("http://localhost:3000"))["strict-transport-security"]).toBeUndefined();
  });

  it("leaves a response's own policy alone", async () => {
    expect((await headersFor("https://nordlegend.se", {}, "default-src 'self'"))["content-security-policy"]).toBe(
      "default-src 'self'",
    );
  });
});
