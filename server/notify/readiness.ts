import type { FastifyInstance } from "fastify";
import { outboxStats, withDeadline } from "../db";
import type { BackupWarning } from "../backup/status";

/** How long /readyz waits for the database before calling it unreachable. */
const READINESS_DEADLINE_MS = 2_000;

export interface Readiness {
  ok: boolean;
  database: "reachable" | "unreachable";
  /** SQLite only: when the last good backup was taken, and whether the console warns about it. */
  backup?: { lastGoodAt: string | null; lastAttemptFailed: boolean; warning: BackupWarning };
  outbox?: { pending: number; oldestPendingAgeSeconds: number | null; failed: number };
}

/**
 * GET /readyz (docs/operations.md, "Health and readiness"): whether this instance can take enquiries, and
 * the notification backlog. 503 while the database cannot be reached, so a load balancer or
 * monitor can tell; /healthz stays plain liveness (the process answers). Needs `app.db`.
 */
export async function readiness(app: FastifyInstance, options: { now?: () => Date } = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      const stats = await withDeadline(outboxStats(app.db), READINESS_DEADLINE_MS);
      const age =
        stats.oldestPendingAt === null
          ? null
          : Math.max(0, Math.round((now().getTime() - Date.parse(stats.oldestPendingAt)) / 1000));
      const body: Readiness = {
        ok: true,
        database: "reachable",
        outbox: { pending: stats.pending, oldestPendingAgeSeconds: age, failed: stats.failed },
      };
      const backup = app.hasDecorator("backups") ? await app.backups.status() : undefined;
      if (backup?.enabled) {
        body.backup = {
          lastGoodAt: backup.lastGood?.at ?? null,
          lastAttemptFailed: backup.lastAttempt?.ok === false,
          warning: backup.warning,
        };
      }
      return body;
    } catch (error) {
      request.log.warn({ err: error }, "readiness: database unreachable");
      const body: Readiness = { ok: false, database: "unreachable" };
      return reply.code(503).send(body);
    }
  });
}
