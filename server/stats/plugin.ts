import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ipSaltSource } from "../enquiries/store";
import { StatsCollector } from "./collector";

declare module "fastify" {
  interface FastifyInstance {
    siteStats: StatsCollector;
  }
}

export interface SiteStatsOptions {
  siteUrl: string;
  /** IP_HASH_SALT: mixed into the daily salt, as for the IP hash. */
  ipHashSalt?: string;
  /** How often the counters are written (a crash loses at most this much counting). */
  flushIntervalMs?: number;
  /** Tests: a smaller cap on values per dimension and day. */
  valueCap?: number;
  now?: () => Date;
}

/** Counters are written this often: a crash loses at most these seconds of counts. */
export const STATS_FLUSH_MS = 5_000;

/**
 * The cookieless site statistics (docs/decisions/012-cookieless-statistics.md): decorates
 * `app.siteStats`, which the page server and the enquiry capture record into, and writes the
 * counts every few seconds and at shutdown. A failed write is logged and tried again; it never
 * stops the site. Needs app.db.
 */
export const siteStatistics = fp(
  async (app: FastifyInstance, { siteUrl, ipHashSalt, flushIntervalMs = STATS_FLUSH_MS, valueCap, now }: SiteStatsOptions) => {
    const collector = new StatsCollector(app.db, {
      saltOf: ipSaltSource(app.db, ipHashSalt),
      siteHost: new URL(siteUrl).hostname.toLowerCase(),
      valueCap,
      now,
    });
    app.decorate("siteStats", collector);
    const flush = () =>
      collector.flush().catch((error: unknown) => app.log.warn({ err: error }, "site statistics not written; tried again"));
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      timer = setInterval(() => void flush(), flushIntervalMs).unref();
    });
    // After the server has stopped taking requests, before the database closes: the last counts.
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: "site-statistics", dependencies: ["database"] },
);
