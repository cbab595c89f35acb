import type { FastifyReply, FastifyRequest } from "fastify";
import { readCookie } from "~/http/cookie";
import { LINK_LIFETIME_MS, SESSION_MAX_MS } from "../db";

/** What the server's tokens look like (base64url of random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The console's session cookie: HttpOnly and SameSite=Strict always; on https also Secure with
 * the __Host- prefix, which pins it to this exact host and path / (docs/operations.md).
 */
export interface SessionCookie {
  name: string;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
  read(request: FastifyRequest): string | undefined;
}

export function sessionCookie(siteUrl: string): SessionCookie {
  return consoleCookie(siteUrl, "console", SESSION_MAX_MS);
}

/**
 * The nonce cookie of a browser that asked for an emailed sign-in link: the link works only
 * where this cookie is (docs/decisions/008-operator-roles-and-step-up.md). Lives as long as
 * the link.
 */
export function linkNonceCookie(siteUrl: string): SessionCookie {
  return consoleCookie(siteUrl, "console-link", LINK_LIFETIME_MS["sign-in"]);
}

function consoleCookie(siteUrl: string, baseName: string, maxAgeMs: number): SessionCookie {
  const https = new URL(siteUrl).protocol === "https:";
  const name = https ? `__Host-${baseName}` : baseName;
  const attributes = ["Path=/", "HttpOnly", "SameSite=Strict", ...(https ? ["Secure"] : [])];
  const write = (reply: FastifyReply, value: string, maxAge: number): void => {
    reply.header("Set-Cookie", [`${name}=${value}`, `Max-Age=${maxAge}`, ...attributes].join("; "));
  };
  return {
    name,
    set: (reply, token) => write(reply, token, Math.floor(maxAgeMs / 1000)),
    clear: (reply) => write(reply, "", 0),
    read(request) {
      const value = readCookie(request.headers.cookie, name);
      // Tokens are base64url: anything else is not one of ours.
      return value !== undefined && TOKEN.test(value) ? value : undefined;
    },
  };
}
