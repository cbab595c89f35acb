import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { csvCell } from "../cli/format";
import { dailyCsv, REPORT_PERIODS, statsReport } from "../stats/report";
import { noStore, parseWith, type ConsoleContext } from "./context";

const PERIOD = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (REPORT_PERIODS as readonly number[]).includes(days))
    .default(30),
});

/**
 * The overview's figures (docs/decisions/012-cookieless-statistics.md): the report for 7, 30
 * or 90 days, and its daily table as CSV. This instance's latest counts are written first, so
 * the overview is never more than a few seconds behind.
 */
export async function statsRoutes(app: FastifyInstance, ctx: ConsoleContext, flush: () => Promise<void>): Promise<void> {
  const report = async (days: number) => {
    await flush().catch(() => undefined);
    return statsReport(ctx.db, days, ctx.now());
  };

  app.get("/stats", async (request, reply) => {
    const { days } = parseWith(PERIOD, request.query);
    return noStore(reply).send(await report(days));
  });

  app.get("/stats/export", async (request, reply) => {
    const { days } = parseWith(PERIOD, request.query);
    const figures = await report(days);
    return noStore(reply)
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="site-statistics-${figures.from}-${figures.to}.csv"`)
      .send(`${dailyCsv(figures, csvCell)}\r\n`);
  });
}
