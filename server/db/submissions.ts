import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { isFormName, type FormName, type SubmissionValues } from "~/forms";
import { isLang, type Lang } from "~/i18n/lang";
import type { Database, OutboxChannel, SubmissionStatus, SubmissionsTable } from "./schema";

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
    entryPage: row.entry_page,
    source: row.source,
  };
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
  const createdAt = now.toISOString();
  const stored: Submission = {
    ...submission,
    id: randomUUID(),
    createdAt,
    email: submission.email.toLowerCase(),
    keptAt: null,
    entryPage: submission.entryPage ?? null,
    source: submission.source ?? null,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("submissions")
      .values({
        id: stored.id,
        form: stored.form,
        status: stored.status,
        created_at: createdAt,
        language: stored.language,
        page: stored.page,
        fields: JSON.stringify(stored.fields),
        email: stored.email,
        ip_hash: stored.ipHash,
        user_agent: stored.userAgent,
        entry_page: stored.entryPage,
        source: stored.source,
      })
      .execute();
    if (channels.length === 0) return;
    await trx
      .insertInto("outbox")
      .values(
        channels.map((channel) => ({
          id: randomUUID(),
          submission_id: stored.id,
          channel,
          status: "pending" as const,
          attempts: 0,
          next_attempt_at: createdAt,
          errors: "[]",
          created_at: createdAt,
        })),
      )
      .execute();
  });
  return stored;
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

/** Sets the status of the given submissions; returns how many exist. */
export async function markSubmissions(db: Kysely<Database>, ids: readonly string[], status: SubmissionStatus): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.updateTable("submissions").set({ status }).where("id", "in", ids).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Erases submissions and their outbox rows; returns how many submissions went. */
export async function deleteSubmissions(db: Kysely<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("outbox").where("submission_id", "in", ids).execute();
    const result = await trx.deleteFrom("submissions").where("id", "in", ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
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
