import type { FastifyInstance } from "fastify";
import { noStore, type ConsoleContext } from "./context";

/**
 * GET /api/admin/backup: the backup status for the console's notice, with the cause of a
 * failed attempt (which /readyz, answered to monitors, leaves out). Needs `app.backups`.
 */
export async function backupRoutes(app: FastifyInstance, _ctx: ConsoleContext): Promise<void> {
  app.get("/backup", async (_request, reply) => noStore(reply).send(await app.backups.status()));
}
