import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_MAX_MS } from "../db";

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
  const https = new URL(siteUrl).protocol === "https:";
  const name = https ? "__Host-console" : "console";
  const attributes = ["Path=/", "HttpOnly", "SameSite=Strict", ...(https ? ["Secure"] : [])];
  const write = (reply: FastifyReply, value: string, maxAge: number) =>
    reply.header("Set-Cookie", [`${name}=${value}`, `Max-Age=${maxAge}`, ...attributes].join("; "));
  return {
    name,
    set: (reply, token) => write(reply, token, Math.floor(SESSION_MAX_MS / 1000)),
    clear: (reply) => write(reply, "", 0),
    read(request) {
      const header = request.headers.cookie;
      if (typeof header !== "string" || header.length > 8192) return undefined;
      for (const part of header.split(";")) {
        const [key, ...rest] = part.trim().split("=");
        // Tokens are base64url: anything else is not one of ours.
        if (key === name) return /^[A-Za-z0-9_-]{20,100}$/.test(rest.join("=")) ? rest.join("=") : undefined;
      }
      return undefined;
    },
  };
}
