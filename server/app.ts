import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { backupDirOf, erasureListPathOf, trustProxySetting, type Config } from "./config";
import { backups, type BackupsOptions } from "./backup/plugin";
import { operatorConsole } from "./admin/plugin";
import { database } from "./db/plugin";
import { enquiries } from "./enquiries/plugin";
import { erasureList } from "./erasures/plugin";
import { booking } from "./booking/plugin";
import { loadShedding, NO_SHEDDING, SHEDDING_LIMITS, type SheddingOptions } from "./http/load-shedding";
import { securityHeaders } from "./http/security-headers";
import { timeoutOptions, TIMEOUTS, type Timeouts } from "./http/timeouts";
import { notifications, type NotificationsOptions } from "./notify/plugin";
import { retention } from "./retention/plugin";
import { POLICY_RETENTION_DAYS } from "./retention/policy";
import { readiness } from "./notify/readiness";
import { sitePages } from "./site/plugin";
import { siteContent } from "./content/plugin";
import { mediaFiles } from "./media/plugin";
import { spamDefence } from "./spam/plugin";
import { siteStatistics } from "./stats/plugin";

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions["logger"];
  /** Tests: a fixed clock for stored times and retry schedules. */
  now?: () => Date;
  /** Tests: a fast outbox (poll interval, backoff). */
  outboxTiming?: NotificationsOptions["timing"];
  /** Tests of slow clients and overload: shorter deadlines, lower thresholds, a fake delay monitor. */
  timeouts?: Timeouts;
  shedding?: SheddingOptions;
  /** Tests: backup timing (check interval, pages per step). */
  backupTiming?: Pick<BackupsOptions, "checkIntervalMs" | "pagesPerStep">;
}

/**
 * The whole HTTP application as one Fastify instance, not yet listening: server.ts listens,
 * tests call `inject`. The plugins are registered here, in dependency order: each needs only
 * what is registered above it.
 */
export async function buildApp({
  config,
  logger = false,
  now,
  outboxTiming,
  timeouts = TIMEOUTS,
  shedding,
  backupTiming,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...timeoutOptions(timeouts),
    logger,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Enquiry bodies are small; anything larger is refused with 413 (docs/decisions/002-enquiry-capture.md).
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  if (config.TRUST_PROXY === "true") {
    app.log.warn(
      "TRUST_PROXY=true trusts the leftmost X-Forwarded-For, which the client chooses: rate limits and IP hashes can be dodged. Set the number of proxies in front (e.g. TRUST_PROXY=1) or their addresses instead.",
    );
  }

  // First, so a shed request is answered before any work is done on it (by cost class:
  // server/http/load-shedding.ts).
  await app.register(loadShedding, config.LOAD_SHEDDING === "off" ? NO_SHEDDING : (shedding ?? SHEDDING_LIMITS));
  app.get("/healthz", async () => ({ ok: true }));

  // Every response: security headers and the default CSP.
  await app.register(securityHeaders, {
    siteUrl: config.SITE_URL,
    hstsIncludeSubdomains: config.HSTS_INCLUDE_SUBDOMAINS === "true",
  });
  // app.db: opened and migrated before anything uses it.
  await app.register(database, { url: config.DATABASE_URL });
  // app.erasures: the erasure list a restore re-applies, outside the database (docs/decisions/017-restores-and-erasures.md).
  await app.register(erasureList, { path: erasureListPathOf(config), now });
  // app.backups: daily online backups of a SQLite store, and the lock that keeps a restore out.
  await app.register(backups, {
    databaseUrl: config.DATABASE_URL,
    dir: backupDirOf(config) ?? "",
    keepDays: config.BACKUP_KEEP_DAYS,
    now,
    ...backupTiming,
  });
  // Daily purge and hourly IP-salt expiry: what the privacy policy promises, without cron.
  if (config.RETENTION_DAYS > POLICY_RETENTION_DAYS) {
    app.log.warn(
      `RETENTION_DAYS=${config.RETENTION_DAYS} keeps enquiries longer than the privacy policy's ${POLICY_RETENTION_DAYS} days (app/content/facts.ts): change one of them`,
    );
  }
  await app.register(retention, { retentionDays: config.RETENTION_DAYS, now });
  // app.notifications: the outbox worker and the channels enquiries are sent on.
  await app.register(notifications, { config, now, timing: outboxTiming });
  // GET /readyz: the database and the notification backlog (/healthz above is liveness only).
  await app.register(readiness, { now });
  // GET /api/form-challenge and app.spamDefence: proof of work and the spam check (docs/decisions/011-spam-defence.md).
  await app.register(spamDefence, { now });
  // app.siteStats: the cookieless statistics the pages and the enquiry capture count into.
  await app.register(siteStatistics, { siteUrl: config.SITE_URL, ipHashSalt: config.IP_HASH_SALT, now });
  // POST /: the three enquiry forms (needs app.db, app.notifications, app.spamDefence and app.siteStats).
  await app.register(enquiries, {
    siteUrl: config.SITE_URL,
    rateLimitPerMinute: config.FORM_RATE_LIMIT,
    ipHashSalt: config.IP_HASH_SALT,
    now,
  });
  // /{lang}/booking and the rest of booking a free call (needs the same as the capture).
  await app.register(booking, {
    siteUrl: config.SITE_URL,
    rateLimitPerMinute: config.FORM_RATE_LIMIT,
    dailyLimit: config.BOOKING_DAILY_LIMIT,
    publicFeedsOnly: config.NODE_ENV === "production",
    ipHashSalt: config.IP_HASH_SALT,
    now,
  });
  // /admin and /api/admin/*: the operator console (needs app.db and app.notifications).
  // Content editing: the seed, content migrations, and the pages rendered at each publish.
  await app.register(siteContent, { clientDir: config.CLIENT_DIR, databaseUrl: config.DATABASE_URL });
  await app.register(operatorConsole, { config, now });
  // GET /media/<hash>.<ext>: the media library's variants, from the database.
  await app.register(mediaFiles);
  // GET: the prerendered pages and every other build file; registered last, it is the catch-all.
  await app.register(sitePages, { clientDir: config.CLIENT_DIR, stats: app.siteStats, overlay: app.siteContent.overlay });

  return app;
}
