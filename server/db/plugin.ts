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
    const db = openDatabase(url);
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
