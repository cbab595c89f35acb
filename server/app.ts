import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { trustProxySetting, type Config } from "./config";
import { operatorConsole } from "./admin/plugin";
import { enquiries, type EnquiriesOptions } from "./forms/plugin";
import { securityHeaders } from "./plugins/security-headers";
import { sitePages } from "./plugins/site-pages";

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions["logger"];
  /** Tests of the enquiry capture: a clock and a fast outbox. */
  now?: EnquiriesOptions["now"];
  outboxTiming?: EnquiriesOptions["outboxTiming"];
}

/**
 * The whole HTTP application as one Fastify instance, not yet listening: server.ts listens,
 * tests call `inject`. Plugins are registered in dependency order.
 */
export async function buildApp({ config, logger = false, now, outboxTiming }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Enquiry bodies are small; anything larger is refused with 413 (DESIGN §3).
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  app.get("/healthz", async () => ({ ok: true }));

  await app.register(securityHeaders, { siteUrl: config.SITE_URL });
  await app.register(enquiries, { config, now, outboxTiming });
  await app.register(operatorConsole, { config, now });
  await app.register(sitePages, { clientDir: config.CLIENT_DIR });

  return app;
}
