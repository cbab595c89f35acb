import { describe, expect, it } from "vitest";
import { formBody, JSON_FORM_HEADERS, startTestApp } from "../../test/support/enquiry-app";
import { clientKey } from "./client-address";

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["2001:db8:85a3:1234:8a2e:370:7334:1", "2001:db8:85a3:1234::/64"],
    ["2001:0DB8:85A3:1234:ffff:ffff:ffff:ffff", "2001:db8:85a3:1234::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:1::", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["not an address", "not an address"],
  ])("%s → %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it("counts every address of one /64 as one client, and neighbouring /64s apart", () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => clientKey(`2001:db8:1:2:${i.toString(16)}::${i + 1}`)));
    expect(keys).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
  });
});

describe("the form rate limit", () => {
  it("counts an IPv6 /64 as one client and other networks apart", async () => {
    const limited = await startTestApp({ FORM_RATE_LIMIT: "3" });
    try {
      const post = (remoteAddress: string) =>
        limited.app.inject({ method: "POST", url: "/", remoteAddress, headers: JSON_FORM_HEADERS, payload: formBody("contact") });
      for (let i = 1; i <= 3; i++) expect((await post(`2001:db8:1:2::${i}`)).statusCode).toBe(200);
      expect((await post("2001:db8:1:2:ffff:ffff:ffff:ffff")).statusCode).toBe(429);
      expect((await post("2001:db8:1:3::1")).statusCode).toBe(200);
      expect((await post("203.0.113.7")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
