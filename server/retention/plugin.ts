import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  checkpointAfterErase,
  claimDailyPurge,
  deleteExpiredIpSalts,
  deleteOldAudit,
  deleteStaleConsoleRows,
  purgePlan,
  purgeSiteStats,
  purgeSubmissions,
  purgeBookings,
  releaseDailyPurge,
} from "../db";
import { AUDIT_RETENTION_DAYS, statisticsCutoffDay } from "./policy";

export interface RetentionOptions {
  /** RETENTION_DAYS: enquiries that are not kept go this many days after they arrived. */
  retentionDays: number;
  now?: () => Date;
  /** How often the server looks whether today's housekeeping is done (tests: shorter). */
  checkIntervalMs?: number;
}

const HOUR_MS = 60 * 60_000;

/**
 * The retention the privacy policy promises, kept by the server itself, no cron needed
 * (docs/operations.md, "Retention"): at start and then every hour it deletes IP salts past
 * their 48 hours, and, once per UTC day across every instance on the database, purges spam
 * older than 30 days and every enquiry older than RETENTION_DAYS that is not marked kept,
 * deletes audit entries older than AUDIT_RETENTION_DAYS, expired console sessions, used and
 * expired sign-in and enrolment links and stale WebAuthn challenges, and ends with the WAL
 * checkpoint of an erasure (server/db/checkpoint.ts); and the site statistics' daily counters
 * older than 25 months (their visitor hashes go with the salts).
 * A failure is logged and tried again at the next check; it never stops the site.
 */
export const retention = fp(
  async (app: FastifyInstance, { retentionDays, now = () => new Date(), checkIntervalMs = HOUR_MS }: RetentionOptions) => {
    let running: Promise<void> | undefined;

    async function housekeeping(): Promise<void> {
      const at = now();
      try {
        await deleteExpiredIpSalts(app.db, at);
        if (!(await claimDailyPurge(app.db, at))) {
          app.log.debug("retention purge already done today");
          return;
        }
      } catch (error) {
        app.log.warn({ err: error }, "retention check failed; tried again at the next check");
        return;
      }
      try {
        const plan = purgePlan(at, retentionDays);
        const deleted = await purgeSubmissions(app.db, plan);
        const bookings = await purgeBookings(app.db, plan);
        const audit = await deleteOldAudit(app.db, at, AUDIT_RETENTION_DAYS);
        const console = await deleteStaleConsoleRows(app.db, at);
        // Site statistics: daily counters older than 25 months.
        const statsBefore = statisticsCutoffDay(at);
        const statsDeleted = await purgeSiteStats(app.db, statsBefore);
        await checkpointAfterErase(app.db);
        app.log.info(
          { deleted, bookings, before: plan.cutoff, spamBefore: plan.spamCutoff, audit, ...console, statsDeleted, statsBefore },
          "retention purge done",
        );
      } catch (error) {
        app.log.warn({ err: error }, "retention purge failed; tried again at the next check");
        await releaseDailyPurge(app.db, at).catch(() => undefined);
      }
    }

    const check = () => {
      running ??= housekeeping().finally(() => (running = undefined));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      // Deferred, not awaited: the first purge of a long-idle database must not delay the start.
      setImmediate(check);
      timer = setInterval(check, checkIntervalMs).unref();
    });
    app.addHook("preClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "retention", dependencies: ["database"] },
);
