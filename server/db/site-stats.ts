import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Storage of the cookieless site statistics (docs/decisions/012-cookieless-statistics.md):
 * daily counters per dimension and value, added to by upserted increments, and the day's
 * visitor hashes, which go with the day's IP salt (deleteExpiredIpSalts).
 */

export interface StatIncrement {
  day: string;
  dimension: string;
  value: string;
  count: number;
}

export interface VisitorRow {
  day: string;
  hash: string;
  entryPage: string;
  source: string;
}

/** What a counter's values are capped to per day: the rest is counted as OTHER_VALUE. */
export const OTHER_VALUE = "(other)";

/** Rows per INSERT statement: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 200;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Adds increments to the daily counters. A capped dimension keeps at most `cap` values a day:
 * a value the day does not have yet, once the day is full, is added to OTHER_VALUE instead, so
 * crafted referrers or campaign names cannot grow the table without bound. Several instances
 * may add at once: each adds its own increments (`count = count + excluded.count`).
 */
export async function addStatIncrements(
  db: Kysely<Database>,
  increments: readonly StatIncrement[],
  capOf: (dimension: string) => number | undefined,
): Promise<void> {
  if (increments.length === 0) return;
  const merged = new Map<string, StatIncrement>();
  const add = (inc: StatIncrement) => {
    const key = `${inc.day}\u0000${inc.dimension}\u0000${inc.value}`;
    const existing = merged.get(key);
    if (existing) existing.count += inc.count;
    else merged.set(key, { ...inc });
  };
  const groups = new Map<string, StatIncrement[]>();
  for (const inc of increments) {
    const key = `${inc.day}\u0000${inc.dimension}`;
    groups.set(key, [...(groups.get(key) ?? []), inc]);
  }
  await db.transaction().execute(async (trx) => {
    for (const group of groups.values()) {
      const { day, dimension } = group[0]!;
      const cap = capOf(dimension);
      if (cap === undefined) {
        group.forEach(add);
        continue;
      }
      const values = [...new Set(group.map((inc) => inc.value))];
      const known = new Set<string>();
      for (const part of chunks(values)) {
        const rows = await trx
          .selectFrom("site_stats")
          .select("value")
          .where("day", "=", day)
          .where("dimension", "=", dimension)
          .where("value", "in", part)
          .execute();
        rows.forEach((row) => known.add(row.value));
      }
      const { n } = await trx
        .selectFrom("site_stats")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("day", "=", day)
        .where("dimension", "=", dimension)
        .where("value", "!=", OTHER_VALUE)
        .executeTakeFirstOrThrow();
      let room = cap - Number(n);
      for (const inc of group) {
        if (known.has(inc.value) || inc.value === OTHER_VALUE) add(inc);
        else if (room > 0) {
          known.add(inc.value);
          room--;
          add(inc);
        } else add({ ...inc, value: OTHER_VALUE });
      }
    }
    for (const part of chunks([...merged.values()])) {
      await trx
        .insertInto("site_stats")
        .values(part)
        .onConflict((oc) =>
          oc.columns(["day", "dimension", "value"]).doUpdateSet({ count: sql`site_stats.count + excluded.count` }),
        )
        .execute();
    }
  });
}

/**
 * Records visitors of the day; returns those that were new to the database (another instance,
 * or this one earlier, may have recorded the same hash): only they are counted as visitors,
 * with the entry page and source they arrived with.
 */
export async function insertVisitors(db: Kysely<Database>, visitors: readonly VisitorRow[]): Promise<VisitorRow[]> {
  const inserted: VisitorRow[] = [];
  for (const part of chunks(visitors)) {
    const rows = await db
      .insertInto("stats_visitors")
      .values(part.map((v) => ({ day: v.day, hash: v.hash, entry_page: v.entryPage, source: v.source })))
      .onConflict((oc) => oc.columns(["day", "hash"]).doNothing())
      .returning(["day", "hash", "entry_page", "source"])
      .execute();
    inserted.push(...rows.map((row) => ({ day: row.day, hash: row.hash, entryPage: row.entry_page, source: row.source })));
  }
  return inserted;
}

/** The entry page and source a visitor hash arrived with on a day, if it was recorded. */
export async function findVisitor(
  db: Kysely<Database>,
  day: string,
  hash: string,
): Promise<{ entryPage: string; source: string } | undefined> {
  const row = await db
    .selectFrom("stats_visitors")
    .select(["entry_page", "source"])
    .where("day", "=", day)
    .where("hash", "=", hash)
    .executeTakeFirst();
  return row && { entryPage: row.entry_page, source: row.source };
}

/** Every counter of the days from `fromDay` to `toDay`, both included. */
export async function readStats(db: Kysely<Database>, fromDay: string, toDay: string): Promise<StatIncrement[]> {
  const rows = await db.selectFrom("site_stats").selectAll().where("day", ">=", fromDay).where("day", "<=", toDay).execute();
  return rows.map((row) => ({ day: row.day, dimension: row.dimension, value: row.value, count: Number(row.count) }));
}

/** Deletes the counters of every day before `beforeDay` (the 25-month retention); returns how many rows went. */
export async function purgeSiteStats(db: Kysely<Database>, beforeDay: string): Promise<number> {
  const result = await db.deleteFrom("site_stats").where("day", "<", beforeDay).executeTakeFirst();
  return Number(result.numDeletedRows);
}
