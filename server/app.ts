import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { trustProxySetting, type Config } from "./config";
import { loadShedding, SHEDDING_LIMITS, type SheddingLimits } from "./http/load-shedding";
import { timeoutOptions, TIMEOUTS, type Timeouts } from "./http/timeouts";
import { enquiries, type EnquiriesOptions } from "./forms/plugin";
import { securityHeaders } from "./plugins/security-headers";
import { sitePages } from "./plugins/site-pages";

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions["logger"];
  /** Tests of the enquiry capture: a clock and a fast outbox. */
  now?: EnquiriesOptions["now"];
  outboxTiming?: EnquiriesOptions["outboxTiming"];
  /** Tests of slow clients and overload: shorter deadlines, lower thresholds. */
  timeouts?: Timeouts;
  shedding?: SheddingLimits;
}

/**
 * The whole HTTP application as one Fastify instance, not yet listening: server.ts listens,
 * tests call `inject`. Plugins are registered in dependency order.
 */
export async function buildApp({
  config,
  logger = false,
  now,
  outboxTiming,
  timeouts = TIMEOUTS,
  shedding = SHEDDING_LIMITS,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...timeoutOptions(timeouts),
    logger,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Enquiry bodies are small; anything larger is refused with 413 (DESIGN §3).
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  if (config.TRUST_PROXY === "true") {
    app.log.warn(
      "TRUST_PROXY=true trusts the leftmost X-Forwarded-For, which the client chooses: rate limits and IP hashes can be dodged. Set the number of proxies in front (e.g. TRUST_PROXY=1) or their addresses instead.",
    );
  }

  // First, so an overloaded process sheds every request (/healthz too) before doing any work.
  await app.register(loadShedding, shedding);
  app.get("/healthz", async () => ({ ok: true }));

  await app.register(securityHeaders, {
    siteUrl: config.SITE_URL,
    hstsIncludeSubdomains: config.HSTS_INCLUDE_SUBDOMAINS === "true",
  });
  await app.register(enquiries, { config, now, outboxTiming });
  await app.register(sitePages, { clientDir: config.CLIENT_DIR });

  return app;
}
