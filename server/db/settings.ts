import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema";

const IP_SALT_KEY = "ip_hash_salt";

/**
 * The salt for IP hashes: IP_HASH_SALT when set, otherwise a random one generated once and
 * kept in the database, so hashes stay comparable across restarts and instances.
 */
export async function ipHashSalt(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("settings")
    .values({ key: IP_SALT_KEY, value: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", IP_SALT_KEY).executeTakeFirstOrThrow();
  return row.value;
}
