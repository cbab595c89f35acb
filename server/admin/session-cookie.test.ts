import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { linkNonceCookie, sessionCookie } from "./session-cookie";

const TOKEN = "A".repeat(22) + "_-9z";
const request = (cookie: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;
function written(write: (reply: FastifyReply) => void): string {
  let value = "";
  write({ header: (_name: string, set: string) => (value = set) } as unknown as FastifyReply);
  return value;
}

describe("the console's cookies", () => {
  it("on https: __Host- prefix, Secure, HttpOnly, SameSite=Strict, path / and the session's 7 days", () => {
    const cookie = sessionCookie("https://nordlegend.se");
    expect(cookie.name).toBe("__Host-console");
    expect(written((reply) => cookie.set(reply, TOKEN))).toBe(
      `__Host-console=${TOKEN}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(written((reply) => cookie.clear(reply))).toBe("__Host-console=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict; Secure");
  });

  it("on http (a developer's machine): no prefix and no Secure, which the browser would refuse", () => {
    const cookie = sessionCookie("http://localhost:3000");
    expect(cookie.name).toBe("console");
    expect(written((reply) => cookie.set(reply, TOKEN))).toBe(
      `console=${TOKEN}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict`,
    );
  });

  it("the sign-in link's nonce lives as long as the link: 15 minutes", () => {
    expect(written((reply) => linkNonceCookie("https://nordlegend.se").set(reply, TOKEN))).toContain(
      "__Host-console-link=" + TOKEN + "; Max-Age=900;",
    );
  });

  it("reads its own token among others, wherever it stands in the header", () => {
    const cookie = sessionCookie("http://localhost:3000");
    expect(cookie.read(request(`console=${TOKEN}`))).toBe(TOKEN);
    expect(cookie.read(request(`theme=dark;  console=${TOKEN}`))).toBe(TOKEN);
    expect(cookie.read(request(`other=${"B".repeat(30)}; console=${TOKEN}`))).toBe(TOKEN);
    expect(cookie.read(request(`console-link=${TOKEN}`))).toBeUndefined();
    expect(cookie.read(request("theme=dark"))).toBeUndefined();
  });

  it("refuses a value that is not a token: too short, too long, foreign characters, an equals sign", () => {
    const cookie = sessionCookie("http://localhost:3000");
    expect(cookie.read(request(`console=${"a".repeat(19)}`))).toBeUndefined();
    expect(cookie.read(request(`console=${"a".repeat(20)}`))).toBe("a".repeat(20));
    expect(cookie.read(request(`console=${"a".repeat(100)}`))).toBe("a".repeat(100));
    expect(cookie.read(request(`console=${"a".repeat(101)}`))).toBeUndefined();
    expect(cookie.read(request(`console=${TOKEN}.x`))).toBeUndefined();
    expect(cookie.read(request(`console=<${TOKEN}`))).toBeUndefined();
    expect(cookie.read(request(`console=${TOKEN}=x`))).toBeUndefined();
  });

  it("does not look into a Cookie header over 8 KiB", () => {
    const cookie = sessionCookie("http://localhost:3000");
    const own = `console=${TOKEN}`;
    const padded = (length: number) => `${own}; pad=${"p".repeat(length - own.length - 6)}`;
    expect(padded(8192)).toHaveLength(8192);
    expect(cookie.read(request(padded(8192)))).toBe(TOKEN);
    expect(cookie.read(request(padded(8193)))).toBeUndefined();
  });
});
