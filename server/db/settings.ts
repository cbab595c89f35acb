import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * IP-hash salts (docs/operations.md, "Privacy"): one random salt per UTC day, shared by every
 * instance through the database, deleted once the day after it is over. Within a day, repeat
 * posts from one address hash alike and can be grouped; two days later the salt is gone and
 * no copy of the database can turn a hash back into an address by trying every IPv4 address.
 */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The salt of `now`'s UTC day, created by the first instance that needs it. */
export async function dailyIpSalt(db: Kysely<Database>, now: Date): Promise<string> {
  const day = utcDay(now);
  await db
    .insertInto("ip_salts")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db.selectFrom("ip_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * Deletes the salts of every day before yesterday: at most 48 hours after a salt's day began.
 * The site statistics' visitor hashes of those days go with them, in the same transaction
 * (docs/decisions/012-cookieless-statistics.md): no hash outlives the salt it was made with.
 */
export async function deleteExpiredIpSalts(db: Kysely<Database>, now: Date): Promise<number> {
  const yesterday = utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("stats_visitors").where("day", "<", yesterday).execute();
    const result = await trx.deleteFrom("ip_salts").where("day", "<", yesterday).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
