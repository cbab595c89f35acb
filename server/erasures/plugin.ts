import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { BACKUP_LIFETIME_DAYS } from "../retention/policy";
import { openErasureList, type ErasureList } from "./list";

declare module "fastify" {
  interface FastifyInstance {
    /** The erasure list a restore re-applies (server/erasures/list.ts). */
    erasures: ErasureList;
  }
}

const HOUR_MS = 60 * 60_000;

/**
 * Opens the erasure list at `path` and prunes it hourly: a row outlives every backup it could
 * be needed for (the policy's backup lifetime), then goes.
 */
export const erasureList = fp(
  async (app: FastifyInstance, { path, now = () => new Date() }: { path: string; now?: () => Date }) => {
    const erasures = openErasureList(path);
    app.decorate("erasures", erasures);
    const prune = () => {
      try {
        erasures.prune(now(), BACKUP_LIFETIME_DAYS);
      } catch (error) {
        app.log.warn({ err: error }, "erasure list pruning failed; tried again in an hour");
      }
    };
    prune();
    const timer = setInterval(prune, HOUR_MS).unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      erasures.close();
    });
  },
  { name: "erasure-list" },
);
