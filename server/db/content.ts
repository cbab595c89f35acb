import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { isPostgres } from "./connect";
import type { Database } from "./schema";

/**
 * Content revisions (docs/decisions/018-content-editing.md). Drafts are one mutable row per
 * document, guarded by a version counter; publishing turns a set of bodies into new revisions,
 * points the live table at them and bumps the site's content version, all in one transaction,
 * so a reader sees either every document of a publish or none. On PostgreSQL the transaction
 * also sends `NOTIFY content_published`, delivered to other instances when it commits.
 */
export const CONTENT_CHANNEL = "content_published";

export interface PublishedRevision {
  id: string;
  document: string;
  number: number;
  body: unknown;
  stale: string[];
  author: string;
  publishedAt: string;
  note: string | null;
  contentVersion: number;
}

export interface Draft {
  document: string;
  body: unknown;
  stale: string[];
  version: number;
  baseRevision: number | null;
  updatedBy: string;
  updatedAt: string;
}

type Db = Kysely<Database> | Transaction<Database>;

function toRevision(row: Database["content_revisions"]): PublishedRevision {
  return {
    id: row.id,
    document: row.document,
    number: Number(row.number),
    body: JSON.parse(row.body) as unknown,
    stale: JSON.parse(row.stale) as string[],
    author: row.author,
    publishedAt: row.published_at,
    note: row.note,
    contentVersion: Number(row.content_version),
  };
}

function toDraft(row: Database["content_drafts"]): Draft {
  return {
    document: row.document,
    body: JSON.parse(row.body) as unknown,
    stale: JSON.parse(row.stale) as string[],
    version: Number(row.version),
    baseRevision: row.base_revision === null ? null : Number(row.base_revision),
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

/** The site's published content version: 0 before the seed. */
export async function contentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("content_state").select("version").where("id", "=", "site").executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** The live revision of every document, with the version they make up, read in one transaction. */
export async function liveContent(db: Kysely<Database>): Promise<{ version: number; revisions: Map<string, PublishedRevision> }> {
  return db.transaction().execute(async (trx) => {
    const version = await contentVersion(trx);
    const rows = await trx
      .selectFrom("content_live")
      .innerJoin("content_revisions", "content_revisions.id", "content_live.revision_id")
      .selectAll("content_revisions")
      .execute();
    return { version, revisions: new Map(rows.map((row) => [row.document, toRevision(row)])) };
  });
}

export async function liveRevision(db: Db, document: string): Promise<PublishedRevision | undefined> {
  const row = await db
    .selectFrom("content_live")
    .innerJoin("content_revisions", "content_revisions.id", "content_live.revision_id")
    .selectAll("content_revisions")
    .where("content_live.document", "=", document)
    .executeTakeFirst();
  return row && toRevision(row);
}

export async function getDraft(db: Db, document: string): Promise<Draft | undefined> {
  const row = await db.selectFrom("content_drafts").selectAll().where("document", "=", document).executeTakeFirst();
  return row && toDraft(row);
}

export async function listDrafts(db: Db): Promise<Draft[]> {
  return (await db.selectFrom("content_drafts").selectAll().orderBy("document").execute()).map(toDraft);
}

export type SaveDraftResult = { saved: Draft } | { conflict: Draft | undefined };

/**
 * Saves a draft if nobody saved since `expectedVersion` (0: there was no draft). Otherwise
 * nothing is written and the caller gets the draft that is there now: the second of two
 * editors is told, and keeps their own text to merge.
 */
export async function saveDraft(
  db: Kysely<Database>,
  draft: {
    document: string;
    body: unknown;
    stale: string[];
    expectedVersion: number;
    baseRevision: number | null;
    author: string;
  },
  now: Date = new Date(),
): Promise<SaveDraftResult> {
  const values = {
    body: JSON.stringify(draft.body),
    stale: JSON.stringify(draft.stale),
    version: draft.expectedVersion + 1,
    base_revision: draft.baseRevision,
    updated_by: draft.author,
    updated_at: now.toISOString(),
  };
  // One conditional statement either way: two saves racing cannot both win, on either database.
  const written =
    draft.expectedVersion === 0
      ? await db
          .insertInto("content_drafts")
          .values({ document: draft.document, ...values })
          .onConflict((oc) => oc.column("document").doNothing())
          .executeTakeFirst()
          .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
      : await db
          .updateTable("content_drafts")
          .set(values)
          .where("document", "=", draft.document)
          .where("version", "=", draft.expectedVersion)
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows));
  const current = await getDraft(db, draft.document);
  if (written === 1 && current) return { saved: current };
  return { conflict: current };
}

/** Drops a draft (after it was published, or when an editor discards it). */
export async function discardDraft(db: Db, document: string): Promise<boolean> {
  const result = await db.deleteFrom("content_drafts").where("document", "=", document).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface PublishItem {
  document: string;
  body: unknown;
  stale: string[];
}

/**
 * Publishes bodies as the next revision of each document, in one transaction with the new
 * content version: either all of them go live or none. `dropDrafts` names the documents whose
 * draft this publish consumes.
 */
export async function publishRevisions(
  db: Kysely<Database>,
  publish: { items: PublishItem[]; author: string; note?: string | null; dropDrafts?: string[]; onlyMissing?: boolean },
  now: Date = new Date(),
): Promise<{ version: number; revisions: PublishedRevision[] }> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    // The increment comes first: it locks the state row, so concurrent publishes take turns
    // and each reads the revisions the previous one wrote.
    const state = await trx
      .insertInto("content_state")
      .values({ id: "site", version: 1, published_at: at })
      .onConflict((oc) => oc.column("id").doUpdateSet({ version: sql`content_state.version + 1`, published_at: at }))
      .returning("version")
      .executeTakeFirstOrThrow();
    const version = Number(state.version);
    let items = publish.items;
    if (publish.onlyMissing) {
      const present = new Set((await trx.selectFrom("content_live").select("document").execute()).map((row) => row.document));
      items = items.filter((item) => !present.has(item.document));
    }
    const revisions: PublishedRevision[] = [];
    for (const item of items) {
      const last = await trx
        .selectFrom("content_revisions")
        .select((eb) => eb.fn.max("number").as("number"))
        .where("document", "=", item.document)
        .executeTakeFirst();
      const row = {
        id: randomUUID(),
        document: item.document,
        number: Number(last?.number ?? 0) + 1,
        body: JSON.stringify(item.body),
        stale: JSON.stringify(item.stale),
        author: publish.author,
        published_at: at,
        note: publish.note ?? null,
        content_version: version,
      };
      await trx.insertInto("content_revisions").values(row).execute();
      await trx
        .insertInto("content_live")
        .values({ document: item.document, revision_id: row.id })
        .onConflict((oc) => oc.column("document").doUpdateSet({ revision_id: row.id }))
        .execute();
      revisions.push(toRevision(row));
    }
    for (const document of publish.dropDrafts ?? []) await discardDraft(trx, document);
    if (isPostgres(db)) await sql`select pg_notify(${CONTENT_CHANNEL}, ${String(version)})`.execute(trx);
    return { version, revisions };
  });
}

/** Published revisions, newest first; of one document when named. */
export async function listRevisions(db: Db, options: { document?: string; limit?: number } = {}): Promise<PublishedRevision[]> {
  let query = db.selectFrom("content_revisions").selectAll();
  if (options.document) query = query.where("document", "=", options.document);
  const rows = await query
    // The content version orders publishes as they committed, whatever the clocks said.
    .orderBy("content_version", "desc")
    .orderBy("number", "desc")
    .limit(options.limit ?? 200)
    .execute();
  return rows.map(toRevision);
}

export async function getRevision(db: Db, document: string, number: number): Promise<PublishedRevision | undefined> {
  const row = await db
    .selectFrom("content_revisions")
    .selectAll()
    .where("document", "=", document)
    .where("number", "=", number)
    .executeTakeFirst();
  return row && toRevision(row);
}

/**
 * Makes the seed the first published revision of every document the database does not have
 * yet: all of them in a new database, a new page's in an upgraded one. Returns the new
 * content version, or undefined when nothing was missing.
 */
export async function seedMissingDocuments(
  db: Kysely<Database>,
  seed: ReadonlyMap<string, unknown>,
  now: Date = new Date(),
): Promise<number | undefined> {
  const present = new Set((await db.selectFrom("content_live").select("document").execute()).map((row) => row.document));
  const items = [...seed]
    .filter(([document]) => !present.has(document))
    .map(([document, body]) => ({ document, body, stale: [] }));
  if (items.length === 0) return undefined;
  // Two instances starting on a new database both get here: the second publishes nothing.
  const published = await publishRevisions(db, { items, author: "seed", note: "seed", onlyMissing: true }, now);
  return published.revisions.length > 0 ? published.version : undefined;
}
