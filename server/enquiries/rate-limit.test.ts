import { describe, expect, it } from "vitest";
import { formBody, JSON_FORM_HEADERS, startTestApp } from "../../test/support/enquiry-app";

/** The rate limiter's own client key (@fastify/rate-limit groups IPv6 by /64), through the real route. */
describe("the form rate limit", () => {
  async function withLimit(limit: number, run: (post: (remoteAddress: string) => Promise<number>) => Promise<void>) {
    const limited = await startTestApp({ FORM_RATE_LIMIT: String(limit) });
    try {
      await run(async (remoteAddress) => {
        const response = await limited.app.inject({
          method: "POST",
          url: "/",
          remoteAddress,
          headers: JSON_FORM_HEADERS,
          payload: formBody("contact"),
        });
        return response.statusCode;
      });
    } finally {
      await limited.close();
    }
  }

  it("counts an IPv6 /64 as one client and other networks apart", async () => {
    await withLimit(3, async (post) => {
      for (let i = 1; i <= 3; i++) expect(await post(`2001:db8:1:2::${i}`)).toBe(200);
      // Another address of the same /64, written out in full and in capitals: still the same client.
      expect(await post("2001:0DB8:0001:0002:FFFF:FFFF:FFFF:FFFF")).toBe(429);
      expect(await post("2001:db8:1:3::1")).toBe(200);
      expect(await post("203.0.113.7")).toBe(200);
    });
  });

  it("counts an IPv4 address the same whether it arrives plain or IPv4-mapped", async () => {
    await withLimit(2, async (post) => {
      expect(await post("203.0.113.7")).toBe(200);
      expect(await post("::ffff:203.0.113.7")).toBe(200);
      expect(await post("203.0.113.7")).toBe(429);
      expect(await post("203.0.113.8")).toBe(200);
    });
  });
});
