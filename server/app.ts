import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { trustProxySetting, type Config } from "./config";
import { database } from "./db/plugin";
import { enquiries } from "./enquiries/plugin";
import { securityHeaders } from "./http/security-headers";
import { notifications, type NotificationsOptions } from "./notify/plugin";
import { sitePages } from "./site/plugin";

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions["logger"];
  /** Tests: a fixed clock for stored times and retry schedules. */
  now?: () => Date;
  /** Tests: a fast outbox (poll interval, backoff). */
  outboxTiming?: NotificationsOptions["timing"];
}

/**
 * The whole HTTP application as one Fastify instance, not yet listening: server.ts listens,
 * tests call `inject`. The plugins are registered here, in dependency order: each needs only
 * what is registered above it.
 */
export async function buildApp({ config, logger = false, now, outboxTiming }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Enquiry bodies are small; anything larger is refused with 413 (docs/decisions/002-enquiry-capture.md).
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  app.get("/healthz", async () => ({ ok: true }));

  // Every response: security headers and the default CSP.
  await app.register(securityHeaders, { siteUrl: config.SITE_URL });
  // app.db: opened and migrated before anything uses it.
  await app.register(database, { url: config.DATABASE_URL });
  // app.notifications: the outbox worker and the channels enquiries are sent on.
  await app.register(notifications, { config, now, timing: outboxTiming });
  // POST /: the three enquiry forms (needs app.db and app.notifications).
  await app.register(enquiries, {
    siteUrl: config.SITE_URL,
    rateLimitPerMinute: config.FORM_RATE_LIMIT,
    ipHashSalt: config.IP_HASH_SALT,
    now,
  });
  // GET: the prerendered pages and every other build file; registered last, it is the catch-all.
  await app.register(sitePages, { clientDir: config.CLIENT_DIR });

  return app;
}
