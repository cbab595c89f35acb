import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { isFormName, type FormName, type SubmissionValues } from "~/forms";
import { isLang, type Lang } from "~/i18n/lang";
import { checkpointAfterErase } from "./checkpoint";
import { isPostgres } from "./connect";
import type { Database, OutboxChannel, SubmissionStatus, SubmissionsTable } from "./schema";
import { CONFIRMATION_INTERVAL_MS, confirmationQueuedSince, parseScreening, type Screening } from "./screening";

/** A stored enquiry, with its fields parsed back from JSON. */
export interface Submission {
  id: string;
  form: FormName;
  status: SubmissionStatus;
  createdAt: string;
  language: Lang;
  page: string;
  fields: SubmissionValues;
  email: string;
  ipHash: string;
  userAgent: string;
  /** When the owner marked it kept (it led to an assignment), or null. */
  keptAt: string | null;
  /** Spam defence: the check it got at capture (null: stored before the check existed). */
  screening?: Screening | null;
  /** Spam defence: the hash of its normalised text (server/spam/duplicates.ts), or null. */
  textHash?: string | null;
  /** Site statistics: the page the sender entered the site on that day, or null when unknown. */
  entryPage: string | null;
  /** Site statistics: where the sender came from that day (UTM source, referrer host or "direct"), or null. */
  source: string | null;
}

export type NewSubmission = Omit<Submission, "id" | "createdAt" | "keptAt" | "entryPage" | "source"> &
  Partial<Pick<Submission, "entryPage" | "source">>;

export interface SubmissionFilter {
  form?: FormName;
  status?: SubmissionStatus;
  /** Inclusive lower bound, ISO time. */
  since?: string;
  /** Exclusive upper bound, ISO time. */
  until?: string;
  email?: string;
  language?: Lang;
  /** Text anywhere in the fields or the address, case-insensitive. */
  search?: string;
  order?: "asc" | "desc";
  limit?: number;
  /** Keyset pagination: only submissions after this one in the chosen order. */
  after?: { createdAt: string; id: string };
}

/**
 * A row as the rest of the code sees it. The form and language columns are plain text in the
 * database; only this code writes them, so a value outside the known sets means the row was
 * changed by hand, and it is refused here, once, instead of being re-checked by every reader.
 */
export function toSubmission(row: Selectable<SubmissionsTable>): Submission {
  if (!isFormName(row.form)) throw new Error(`Submission ${row.id} names an unknown form: ${JSON.stringify(row.form)}`);
  if (!isLang(row.language)) throw new Error(`Submission ${row.id} has an unknown language: ${JSON.stringify(row.language)}`);
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    createdAt: row.created_at,
    language: row.language,
    page: row.page,
    fields: JSON.parse(row.fields) as SubmissionValues,
    email: row.email,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    keptAt: row.kept_at,
    // Spam defence: only when set, so enquiries from before it read (and export) as they did.
    ...(row.screening === null ? {} : { screening: parseScreening(row.screening) }),
    ...(row.text_hash === null ? {} : { textHash: row.text_hash }),
    entryPage: row.entry_page,
    source: row.source,
  };
}

/** One submission to store, with the channels to notify about it and its time. */
export interface SubmissionToInsert {
  submission: NewSubmission;
  channels: readonly OutboxChannel[];
  now?: Date;
}

/**
 * Stores a submission and one pending outbox row per notification channel in ONE transaction:
 * once this resolves, the enquiry and the duty to notify about it are both durable.
 */
export async function insertSubmission(
  db: Kysely<Database>,
  submission: NewSubmission,
  channels: readonly OutboxChannel[],
  now: Date = new Date(),
): Promise<Submission> {
  const [stored] = await insertSubmissions(db, [{ submission, channels, now }]);
  return stored!;
}

/**
 * Stores several submissions, each with its outbox rows, in ONE transaction (one durable
 * commit for all: group commit, server/db/group-commit.ts): either every one is stored or none.
 */
export async function insertSubmissions(db: Kysely<Database>, items: readonly SubmissionToInsert[]): Promise<Submission[]> {
  if (items.length === 0) return [];
  const stored = items.map(({ submission, now = new Date() }): Submission => ({
    ...submission,
    id: randomUUID(),
    createdAt: now.toISOString(),
    email: submission.email.toLowerCase(),
    keptAt: null,
    entryPage: submission.entryPage ?? null,
    source: submission.source ?? null,
  }));
  const rows = items.flatMap(({ channels }, index) =>
    channels.map((channel) => ({
      id: randomUUID(),
      submission_id: stored[index]!.id,
      channel,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: stored[index]!.createdAt,
      errors: "[]",
      created_at: stored[index]!.createdAt,
    })),
  );
  await db.transaction().execute(async (trx) => {
    const outbox = await withoutRepeatedConfirmations(trx, stored, rows);
    await trx
      .insertInto("submissions")
      .values(
        stored.map((row) => ({
          id: row.id,
          form: row.form,
          status: row.status,
          created_at: row.createdAt,
          language: row.language,
          page: row.page,
          fields: JSON.stringify(row.fields),
          email: row.email,
          ip_hash: row.ipHash,
          user_agent: row.userAgent,
          screening: row.screening ? JSON.stringify(row.screening) : null,
          text_hash: row.textHash ?? null,
          // Screened as spam at capture: the spam purge counts from now.
          spam_at: row.status === "spam" ? row.createdAt : null,
          entry_page: row.entryPage,
          source: row.source,
        })),
      )
      .execute();
    if (outbox.length === 0) return;
    await trx.insertInto("outbox").values(outbox).execute();
  });
  return stored;
}

/**
 * At most one confirmation per address a day, decided inside the storing transaction so that
 * posts arriving together (one group commit, or two instances) cannot each see "none yet":
 * SQLite's write transaction is exclusive, and on PostgreSQL a transaction-scoped advisory lock
 * per address makes the look and the insert one step.
 */
async function withoutRepeatedConfirmations<Row extends { submission_id: string; channel: OutboxChannel }>(
  trx: Kysely<Database>,
  stored: readonly Submission[],
  rows: Row[],
): Promise<Row[]> {
  if (!rows.some((row) => row.channel === "confirmation")) return rows;
  const postgres = isPostgres(trx);
  const byId = new Map(stored.map((submission) => [submission.id, submission]));
  const granted = new Set<string>();
  const kept: Row[] = [];
  for (const row of rows) {
    const submission = byId.get(row.submission_id);
    if (row.channel !== "confirmation" || !submission) {
      kept.push(row);
      continue;
    }
    if (granted.has(submission.email)) continue;
    if (postgres) await sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${submission.email}`}))`.execute(trx);
    const since = new Date(Date.parse(submission.createdAt) - CONFIRMATION_INTERVAL_MS);
    if (await confirmationQueuedSince(trx, submission.email, since)) continue;
    granted.add(submission.email);
    kept.push(row);
  }
  return kept;
}

export async function getSubmission(db: Kysely<Database>, id: string): Promise<Submission | undefined> {
  const row = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toSubmission(row);
}

/** Submissions matching a filter, newest first unless `order: "asc"`. */
export async function listSubmissions(db: Kysely<Database>, filter: SubmissionFilter = {}): Promise<Submission[]> {
  let query = db.selectFrom("submissions").selectAll();
  if (filter.form) query = query.where("form", "=", filter.form);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.since) query = query.where("created_at", ">=", filter.since);
  if (filter.until) query = query.where("created_at", "<", filter.until);
  if (filter.email) query = query.where("email", "=", filter.email.toLowerCase());
  if (filter.language) query = query.where("language", "=", filter.language);
  if (filter.search) {
    // The fields are stored as JSON text; searching that text finds any field's value. LIKE's
    // wildcards in the search are escaped so they match themselves, and the text is spelled as
    // JSON spells it (quotes, backslashes, line breaks).
    const spelled = JSON.stringify(filter.search.toLowerCase()).slice(1, -1);
    const pattern = `%${spelled.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref("fields")}) like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref("email")} like ${pattern} escape '\\'`,
      ]),
    );
  }
  const order = filter.order ?? "desc";
  const after = filter.after;
  if (after) {
    const op = order === "desc" ? "<" : ">";
    query = query.where((eb) =>
      eb.or([eb("created_at", op, after.createdAt), eb.and([eb("created_at", "=", after.createdAt), eb("id", op, after.id)])]),
    );
  }
  query = query.orderBy("created_at", order).orderBy("id", order);
  if (filter.limit) query = query.limit(filter.limit);
  return (await query.execute()).map(toSubmission);
}

/**
 * Erases submissions and their outbox rows; returns how many submissions went. Ends with the
 * WAL checkpoint of an erasure (server/db/checkpoint.ts) unless the caller does it later.
 */
export async function deleteSubmissions(
  db: Kysely<Database>,
  ids: readonly string[],
  options: { checkpoint?: boolean } = {},
): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("outbox").where("submission_id", "in", ids).execute();
    const result = await trx.deleteFrom("submissions").where("id", "in", ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  if (options.checkpoint !== false) await checkpointAfterErase(db);
  return deleted;
}

/** Sets (a time) or clears (null) the keep mark of the given submissions; returns how many exist. */
export async function setKept(db: Kysely<Database>, ids: readonly string[], keptAt: Date | null): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("submissions")
    .set({ kept_at: keptAt?.toISOString() ?? null })
    .where("id", "in", ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many submissions are new, per form. */
export async function countNewByForm(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("submissions")
    .select((eb) => ["form", eb.fn.countAll<number | string>().as("n")])
    .where("status", "=", "new")
    .groupBy("form")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.form, Number(row.n)]));
}
