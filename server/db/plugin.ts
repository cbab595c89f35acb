import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { openDatabase } from "./connect";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Opens DATABASE_URL, brings the schema up to date, and closes the pool with the app. */
export const database = fp(
  async (app: FastifyInstance, { url }: { url: string }) => {
    const db = openDatabase(url, {
      // A pooled connection that died while idle (e.g. PostgreSQL restarted): the pool drops it
      // and connects again on the next query; without a listener the process would exit.
      onPoolError: (error) => app.log.warn({ err: error }, "database connection lost; it is replaced on next use"),
    });
    try {
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate("db", db);
    app.addHook("onClose", async () => db.destroy());
  },
  { name: "database" },
);
