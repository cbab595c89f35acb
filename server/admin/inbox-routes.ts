import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { FORM_NAMES } from "~/forms";
import { LANGS } from "~/i18n/lang";
import {
  countNewByForm,
  deleteSubmissions,
  eraseAddress,
  maskEmail,
  getSubmission,
  listAudit,
  listBookings,
  listSubmissions,
  outboxForSubmission,
  reclassify,
  reclassifyAction,
  recordAudit,
  retryNow,
  setKept,
  SUBMISSION_STATUSES,
  type SubmissionFilter,
} from "../db";
import { csv, CSV_SEPARATORS, jsonLines } from "../cli/format";
import { ConsoleError, EMAIL, ID, noStore, operatorOf, parseWith, requireFreshCheck, type ConsoleContext } from "./context";
import { ISO_DAY, startOfDay } from "../dates";
import { detailOf, summaryOf } from "./present";

const PAGE_SIZE = 50;

/** An audit entry names booked calls only when there were some, so the entries of old stay as they were. */
const bookingCount = (count: number) => (count > 0 ? { bookings: count } : {});

/** A position in a newest-first list: the created time and id of the last row shown. */
const CURSOR = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const [createdAt, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
    if (!createdAt || !id) {
      ctx.addIssue({ code: "custom", message: "cursor" });
      return z.NEVER;
    }
    return { createdAt, id };
  });

const FILTER = z.object({
  form: z.enum(FORM_NAMES).optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  language: z.enum(LANGS).optional(),
  from: ISO_DAY.optional(),
  to: ISO_DAY.optional(),
  q: z.string().trim().max(200).optional(),
});

/** The console's filter as the repository's: dates are whole UTC days, `to` included. */
function filterOf(query: z.infer<typeof FILTER>): SubmissionFilter {
  return {
    form: query.form,
    status: query.status,
    language: query.language,
    since: query.from ? startOfDay(query.from) : undefined,
    until: query.to ? startOfDay(query.to, 1) : undefined,
    search: query.q || undefined,
  };
}

/**
 * What the audit log records of a filter: which filters were used and their values, except the
 * search, recorded only as used (its text may be a visitor's name or address).
 */
function auditedFilter(query: z.infer<typeof FILTER>): Record<string, string | true> {
  const { form, status, language, from, to, q } = query;
  const used = Object.fromEntries(
    Object.entries({ form, status, language, from, to }).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
  return q ? { ...used, search: true } : used;
}

const IDS = z.array(ID).min(1).max(500);

/** The inbox: list, detail, actions, exports, requests by email, and the audit log. */
export async function inboxRoutes(app: FastifyInstance, ctx: ConsoleContext): Promise<void> {
  app.get("/enquiries", async (request, reply) => {
    const query = parseWith(FILTER.extend({ after: CURSOR.optional() }), request.query);
    const rows = await listSubmissions(ctx.db, { ...filterOf(query), after: query.after, limit: PAGE_SIZE + 1 });
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    // Reads are audited as exports are: who looked at how many, with which filter.
    await recordAudit(
      ctx.db,
      {
        actor: operatorOf(request).email,
        action: "enquiries-listed",
        detail: { count: page.length, filter: auditedFilter(query), ...(query.after ? { more: true } : {}) },
      },
      ctx.now(),
    );
    return noStore(reply).send({
      items: page.map(summaryOf),
      next: rows.length > PAGE_SIZE && last ? Buffer.from(`${last.createdAt}|${last.id}`).toString("base64url") : null,
    });
  });

  // Polled by an open console: cheap, and enough to tell whether anything arrived.
  app.get("/counts", async (_request, reply) => {
    const [newest] = await listSubmissions(ctx.db, { limit: 1 });
    return noStore(reply).send({ newByForm: await countNewByForm(ctx.db), newest: newest?.id ?? null });
  });

  app.get("/enquiries/:id", async (request, reply) => {
    const { id } = parseWith(z.object({ id: ID }), request.params);
    const { lang } = parseWith(z.object({ lang: z.enum(LANGS).default("en") }), request.query);
    const submission = await getSubmission(ctx.db, id);
    if (!submission) throw new ConsoleError(404, "not-found");
    await recordAudit(ctx.db, { actor: operatorOf(request).email, action: "enquiry-opened", target: id }, ctx.now());
    return noStore(reply).send(detailOf(submission, await outboxForSubmission(ctx.db, id), lang));
  });

  app.post("/enquiries/status", async (request, reply) => {
    const operator = operatorOf(request);
    const { ids, status } = parseWith(z.object({ ids: IDS, status: z.enum(SUBMISSION_STATUSES) }), request.body);
    // Out of spam, an enquiry gets the notifications it never got; into spam, unsent ones are
    // withdrawn (docs/decisions/011-spam-defence.md). Both are audited as such.
    const changed = await reclassify(ctx.db, ids, status, ctx.notifyChannels ?? [], ctx.now());
    for (const { id, from } of changed) {
      await recordAudit(
        ctx.db,
        { actor: operator.email, action: reclassifyAction(status, from), target: id, detail: { status } },
        ctx.now(),
      );
    }
    if (changed.some(({ from }) => from === "spam")) ctx.kickNotifications?.();
    return noStore(reply).send({ changed: changed.length });
  });

  app.post("/enquiries/keep", async (request, reply) => {
    const operator = operatorOf(request);
    const { ids, kept } = parseWith(z.object({ ids: IDS, kept: z.boolean() }), request.body);
    // Without its keep mark an enquiry can be purged, so taking it off is a deletion in waiting
    // and needs a fresh passkey check like one (docs/decisions/016-step-up-and-security-notices.md).
    if (!kept) requireFreshCheck(request, ctx.now());
    const changed = await setKept(ctx.db, ids, kept ? ctx.now() : null);
    for (const id of ids)
      await recordAudit(ctx.db, { actor: operator.email, action: kept ? "kept" : "unkept", target: id }, ctx.now());
    return noStore(reply).send({ changed });
  });

  app.post("/enquiries/delete", async (request, reply) => {
    const operator = operatorOf(request);
    requireFreshCheck(request, ctx.now());
    const { ids } = parseWith(z.object({ ids: IDS }), request.body);
    const deleted = await deleteSubmissions(ctx.db, ids);
    for (const id of ids) await recordAudit(ctx.db, { actor: operator.email, action: "deleted", target: id }, ctx.now());
    return noStore(reply).send({ deleted });
  });

  app.post("/enquiries/:id/retry", async (request, reply) => {
    const operator = operatorOf(request);
    const { id } = parseWith(z.object({ id: ID }), request.params);
    const retried = await retryNow(ctx.db, id, ctx.now());
    await recordAudit(
      ctx.db,
      { actor: operator.email, action: "retried", target: id, detail: { notifications: retried } },
      ctx.now(),
    );
    return noStore(reply).send({ retried });
  });

  // The CLI's export (same repository query, same formatters): oldest first, the whole filter.
  app.get("/export", async (request, reply) => {
    const operator = operatorOf(request);
    requireFreshCheck(request, ctx.now());
    const query = parseWith(
      FILTER.extend({ format: z.enum(["csv", "jsonl"]), separator: z.enum(CSV_SEPARATORS).default(",") }),
      request.query,
    );
    const submissions = await listSubmissions(ctx.db, { ...filterOf(query), order: "asc" });
    await recordAudit(
      ctx.db,
      {
        actor: operator.email,
        action: "exported",
        detail: { format: query.format, count: submissions.length, filter: auditedFilter(query) },
      },
      ctx.now(),
    );
    const stamp = ctx.now().toISOString().slice(0, 10);
    return noStore(reply)
      .type(query.format === "csv" ? "text/csv; charset=utf-8" : "application/jsonl; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="enquiries-${stamp}.${query.format}"`)
      .send(
        submissions.length === 0
          ? ""
          : `${query.format === "csv" ? csv(submissions, query.separator) : jsonLines(submissions)}\n`,
      );
  });

  app.get("/people", async (request, reply) => {
    const { email } = parseWith(z.object({ email: EMAIL }), request.query);
    const submissions = await listSubmissions(ctx.db, { email });
    // The calls this address booked, beside its enquiries (docs/decisions/021-booking.md).
    const bookings = await listBookings(ctx.db, { email });
    // The address masked, as for every visitor address in the log.
    await recordAudit(
      ctx.db,
      {
        actor: operatorOf(request).email,
        action: "people-looked-up",
        target: maskEmail(email),
        detail: { count: submissions.length, ...bookingCount(bookings.length) },
      },
      ctx.now(),
    );
    return noStore(reply).send({ items: submissions.map(summaryOf), bookings });
  });

  app.get("/people/export", async (request, reply) => {
    const operator = operatorOf(request);
    requireFreshCheck(request, ctx.now());
    const { email } = parseWith(z.object({ email: EMAIL }), request.query);
    const submissions = await listSubmissions(ctx.db, { email, order: "asc" });
    const bookings = await listBookings(ctx.db, { email });
    await recordAudit(
      ctx.db,
      {
        actor: operator.email,
        action: "exported",
        target: maskEmail(email),
        detail: { format: "json", count: submissions.length, ...bookingCount(bookings.length) },
      },
      ctx.now(),
    );
    const body = submissions.map(({ ipHash: _ip, userAgent: _ua, ...rest }) => rest);
    return noStore(reply)
      .type("application/json; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="enquiries-by-email.json"`)
      .send(JSON.stringify({ email, exportedAt: ctx.now().toISOString(), enquiries: body, bookings }, null, 2));
  });

  app.post("/people/erase", async (request, reply) => {
    const operator = operatorOf(request);
    requireFreshCheck(request, ctx.now());
    const { email } = parseWith(z.object({ email: EMAIL }), request.body);
    const { erased, bookings, checkpoint } = await eraseAddress(ctx.db, email, ctx.erasures, ctx.now());
    await recordAudit(
      ctx.db,
      {
        actor: operator.email,
        action: "erased",
        target: maskEmail(email),
        detail: { count: erased - bookings, ...bookingCount(bookings) },
      },
      ctx.now(),
    );
    // Another process reading the database kept the checkpoint from finishing: the erased rows
    // are still in site.db-wal until the next erasure, delete or daily run (docs/operations.md).
    if (checkpoint === "pending")
      request.log.warn("erasure done, but the WAL checkpoint could not finish: another process holds a read transaction");
    return noStore(reply).send({ erased, checkpoint });
  });

  app.get("/audit", async (request, reply) => {
    const { before } = parseWith(z.object({ before: CURSOR.optional() }), request.query);
    const entries = await listAudit(ctx.db, { limit: PAGE_SIZE + 1, before: before && { at: before.createdAt, id: before.id } });
    const page = entries.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    return noStore(reply).send({
      items: page,
      next: entries.length > PAGE_SIZE && last ? Buffer.from(`${last.at}|${last.id}`).toString("base64url") : null,
    });
  });
}
