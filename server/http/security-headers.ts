import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { RESOURCE_POLICY } from "./csp";

export interface SecurityHeadersOptions {
  siteUrl: string;
  /** HSTS_INCLUDE_SUBDOMAINS: only when every subdomain of the site's domain serves HTTPS. */
  hstsIncludeSubdomains?: boolean;
}

/**
 * The headers every response carries (docs/architecture.md#budgets). Pages set their own CSP with script
 * hashes (server/site/plugin.ts); anything else gets a policy under which nothing runs.
 */
async function securityHeadersPlugin(app: FastifyInstance, { siteUrl, hstsIncludeSubdomains = false }: SecurityHeadersOptions) {
  const https = siteUrl.startsWith("https://");
  const hsts = `max-age=63072000${hstsIncludeSubdomains ? "; includeSubDomains" : ""}`;
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    // Nothing is framed, but the console's own preview of a page (SAMEORIGIN, set by its route).
    if (reply.getHeader("X-Frame-Options") !== "SAMEORIGIN") reply.header("X-Frame-Options", "DENY");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    // Other sites may not embed our responses (images, scripts, data) in their pages.
    reply.header("Cross-Origin-Resource-Policy", "same-site");
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", RESOURCE_POLICY);
    if (https) reply.header("Strict-Transport-Security", hsts);
    return payload;
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: "security-headers" });
