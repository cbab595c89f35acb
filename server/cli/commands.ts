import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { FORM_NAMES, isFormName, parseEmail } from "~/forms";
import {
  createLink,
  ensureOperator,
  eraseAddress,
  OPERATOR_ROLES,
  setOperatorRole,
  type OperatorRole,
  findOperatorByEmail,
  confirmPasskeys,
  listAudit,
  listOperators,
  maskEmail,
  recordAudit,
  revokeOperator,
  deleteSubmissions,
  getSubmission,
  listSubmissions,
  reclassify,
  reclassifyAction,
  outboxForSubmission,
  listOutbox,
  listBookings,
  getBooking,
  cancelBooking,
  outboxStats,
  purgeableIds,
  purgePlan,
  purgeSubmissions,
  purgeBookings,
  describePurge,
  retryOutbox,
  setKept,
  SUBMISSION_STATUSES,
  type Database,
  type OutboxChannel,
  type SubmissionFilter,
  type SubmissionStatus,
} from "../db";
import { openErasureList, type ErasureList } from "../erasures/list";
import { cleanUpAfterRestore, describeCleanup } from "../erasures/reapply";
import { CONTENT_USAGE, ContentUsageError, runContentCommand } from "./content-commands";
import {
  auditTable,
  bookingTable,
  csv,
  csvCell,
  details,
  isCsvSeparator,
  jsonLines,
  operatorTable,
  outboxTable,
  table,
  terminalSafe,
} from "./format";
import { OWNER_MESSAGE_MAX, ownerMessage } from "../booking/owner-message";
import { parseDayOrTime } from "../dates";
import { MEDIA_USAGE, MediaUsageError, runMediaCommand } from "./media-commands";
import { statsCommand } from "./stats";
import type { SecurityEvent } from "../admin/security-notice";

export const USAGE = `Usage: npm run inbox -- <command> [options]

Commands:
  list   [--form F] [--status S] [--since DATE] [--until DATE] [--email A] [--limit N]
                              submissions, newest first, as a table
  show   <id>                 every field verbatim, and the notification state
  export --format csv|jsonl [--separator ';'] [--form F] [--status S] [--since DATE] [--until DATE] [--email A]
                              all matching submissions, oldest first, to stdout; CSV is
                              UTF-8 with a byte order mark, comma-separated, or with
                              --separator ';' as Excel with Swedish settings wants it
  mark   <id...> handled|spam|new
  keep   <id...>              exempt from the retention purge (the enquiry led to an assignment)
  unkeep <id...>              subject to the retention purge again
  delete <id...>              erase submissions (and their notifications)
  delete --email <address>    erase everything a visitor sent (GDPR erasure)
  purge  [--dry-run]          erase spam 30 days after it became spam, and everything older
                              than RETENTION_DAYS; never what is kept (the server does this daily)
  bookings list [--all] [--limit N]
                              booked calls: upcoming ones soonest first (Swedish time), or
                              with --all every booking, cancelled and spam too, newest first
  bookings cancel <id> [--message TEXT]
                              cancel a call as the owner: the visitor gets the cancellation
                              in their language, with the message (docs/decisions/030-the-owners-bookings.md)
  outbox list [--failed] [--limit N]
                              notifications waiting or failed, with their last error
  outbox retry <id...>        send these notifications again now
  outbox retry --all-failed   send every failed notification again now
  operator invite <email>     print a one-time enrolment link to the console (24 hours);
                              the first operator is an owner, later ones operators
  operator list               operators, their roles, passkeys and last sign-in
  operator role <email> owner|operator|editor
                              change a role (the last owner cannot be demoted)
  operator revoke <email>     remove an operator: passkeys and sessions stop working
  operator confirm <email>    trust at once the passkeys the operator added without a
                              passkey check (otherwise they pass no step-up for 24 hours)
  audit  [--limit N]          the console's audit log, newest first
${CONTENT_USAGE}
${MEDIA_USAGE}
  backup [file]               a checked backup of the SQLite database now (default: in BACKUP_DIR)
  backup --list               the backups in BACKUP_DIR: time, size and row counts
  restore <file>              check a backup and put it in place of the database, keeping a copy
                              of what it replaces; refused while a server uses the database.
                              Then re-applies the erasure list (erasures and operator removals
                              made since) and ends every session, link and passkey challenge
  after-restore               the same re-application and endings, after a pg_restore (PostgreSQL)
  stats  [--days N] [--format text|json|csv]
                              site statistics of the last N days (default 30, at most 800):
                              visitors, page views, enquiries, sources, pages, 404s

Forms: contact, project, otc-network-request. Statuses: new, handled, spam.
DATE is a day as YYYY-MM-DD or a UTC time as YYYY-MM-DDTHH:MM:SSZ; --until is exclusive.
Reads DATABASE_URL (default file:./data/site.db) and SITE_URL like the server.
Options a command does not take are a usage error.
Exit codes: 0 done, 1 not found, 2 usage error, 3 erased but the WAL checkpoint is pending.`;

export class UsageError extends Error {
  override name = "UsageError";
}

export interface CommandIo {
  db: Kysely<Database>;
  retentionDays: number;
  /** SITE_URL: the console's links start with it. */
  siteUrl: string;
  out(text: string): void;
  now?: () => Date;
  /**
   * The owner's channels (server/notify/channels.ts): an enquiry marked out of spam gets an
   * outbox row for each it never had. Email only unless given.
   */
  notifyChannels?: readonly OutboxChannel[];
  /** A booked call's channels (server/notify/channels.ts): the visitor's and the owner's email, the webhook when set. */
  bookingChannels?: readonly OutboxChannel[];
  /**
   * The erasure list a restore re-applies (server/erasures/list.ts); main() always opens the
   * configured one. Tests that run commands directly may leave it out: an in-memory list then.
   */
  erasures?: ErasureList;
  /**
   * Emails a security notice (server/admin/security-notice.ts) and waits for it; unset without
   * SMTP_URL. The shell's role changes are told like the console's.
   */
  notifySecurity?: (account: { id: string; email: string; role: OperatorRole }, event: SecurityEvent) => Promise<void>;
}

let memoryList: ErasureList | undefined;
function erasuresOf(io: CommandIo): ErasureList {
  return io.erasures ?? (memoryList ??= openErasureList(":memory:"));
}

function isStatus(value: string | undefined): value is SubmissionStatus {
  return (SUBMISSION_STATUSES as readonly (string | undefined)[]).includes(value);
}

/** An address by the one rule of app/forms/email.ts, normalised as stored. */
function emailOption(value: string): string {
  const email = parseEmail(value);
  if (email === undefined) throw new UsageError(`not a valid email address: ${value}`);
  return email;
}

function isoDate(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  const time = parseDayOrTime(value);
  if (time === undefined) {
    throw new UsageError(`${flag}: not a date: ${value} (a day as YYYY-MM-DD, or a UTC time as YYYY-MM-DDTHH:MM:SSZ)`);
  }
  return time;
}

const FILTER_OPTIONS = {
  form: { type: "string" },
  status: { type: "string" },
  since: { type: "string" },
  until: { type: "string" },
  limit: { type: "string" },
  format: { type: "string" },
  separator: { type: "string" },
  email: { type: "string" },
  "dry-run": { type: "boolean" },
  failed: { type: "boolean" },
  "all-failed": { type: "boolean" },
  publish: { type: "boolean" },
  all: { type: "boolean" },
  days: { type: "string" },
  "alt-sv": { type: "string" },
  "alt-en": { type: "string" },
  decorative: { type: "boolean" },
  message: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type OptionName = keyof typeof FILTER_OPTIONS;
const FILTERS: OptionName[] = ["form", "status", "since", "until", "email"];

/** The options each command takes; any other is a usage error, never silently ignored. */
const COMMAND_OPTIONS: Record<string, readonly OptionName[]> = {
  list: [...FILTERS, "limit"],
  show: [],
  "after-restore": [],
  export: [...FILTERS, "format", "separator"],
  mark: [],
  keep: [],
  unkeep: [],
  delete: ["email"],
  purge: ["dry-run"],
  operator: [],
  audit: ["limit"],
  stats: ["days", "format"],
  "outbox list": ["failed", "limit"],
  "bookings list": ["all", "limit"],
  "bookings cancel": ["message"],
  "outbox retry": ["all-failed"],
};

/** `stats` options: --days from 1 to 800 (the 25 months counters are kept), --format text, json or csv. */
function statsOptions(values: { days?: string; format?: string }): { days: number; format: "text" | "json" | "csv" } {
  const days = values.days === undefined ? 30 : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 800) throw new UsageError("--days: a whole number from 1 to 800");
  const format = values.format ?? "text";
  if (format !== "text" && format !== "json" && format !== "csv") throw new UsageError("stats: --format text, json or csv");
  return { days, format };
}

function checkOptions(command: string, values: Record<string, unknown>): void {
  const allowed = COMMAND_OPTIONS[command];
  if (!allowed) throw new UsageError(`Unknown command: ${command}`);
  for (const name of Object.keys(values)) {
    if (values[name] !== undefined && !allowed.includes(name as OptionName)) {
      throw new UsageError(`${command}: --${name} is not an option of this command`);
    }
  }
}

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: FILTER_OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function filterOf(values: ReturnType<typeof parse>["values"]): SubmissionFilter {
  if (values.status !== undefined && !isStatus(values.status))
    throw new UsageError(`--status: one of ${SUBMISSION_STATUSES.join(", ")}`);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError("--limit: a positive whole number");
  if (values.form !== undefined && !isFormName(values.form)) throw new UsageError(`--form: one of ${FORM_NAMES.join(", ")}`);
  return {
    form: values.form,
    status: values.status,
    since: isoDate(values.since, "--since"),
    until: isoDate(values.until, "--until"),
    email: values.email === undefined ? undefined : emailOption(values.email),
    limit,
  };
}

/** Runs one inbox command; returns the exit code. Usage errors are thrown as UsageError. */
export async function runCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parse(argv);
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === "help") {
    io.out(USAGE);
    return command === undefined && !values.help ? 2 : 0;
  }
  if (command === "outbox") return runOutboxCommand(rest, values, io);
  if (command === "media") {
    const { "alt-sv": altSv, "alt-en": altEn, decorative, ...others } = values;
    const other = Object.entries(others).find(([, value]) => value !== undefined);
    if (other) throw new UsageError(`media: --${other[0]} is not an option of this command`);
    try {
      return await runMediaCommand(rest, { "alt-sv": altSv, "alt-en": altEn, decorative }, io);
    } catch (error) {
      if (error instanceof MediaUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (command === "content") {
    const { publish, limit, ...others } = values;
    const other = Object.entries(others).find(([, value]) => value !== undefined);
    if (other) throw new UsageError(`content: --${other[0]} is not an option of this command`);
    try {
      return await runContentCommand(rest, { publish, limit }, io);
    } catch (error) {
      if (error instanceof ContentUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (command === "bookings") return runBookingsCommand(rest, values, io);
  const args = rest;
  checkOptions(command, values);
  switch (command) {
    case "list": {
      const submissions = await listSubmissions(io.db, filterOf(values));
      io.out(submissions.length === 0 ? "No submissions." : table(submissions));
      return 0;
    }
    case "after-restore": {
      // PostgreSQL's restore is pg_restore's; this is what `inbox restore` does after it on SQLite.
      if (args.length > 0) throw new UsageError("after-restore: takes no arguments");
      const result = await cleanUpAfterRestore(io.db, erasuresOf(io), io.now?.() ?? new Date());
      for (const line of describeCleanup(result)) io.out(line);
      return 0;
    }
    case "show": {
      if (args.length !== 1) throw new UsageError("show: one id");
      const submission = await getSubmission(io.db, args[0]!);
      if (!submission) {
        io.out(`No submission ${args[0]}.`);
        return 1;
      }
      io.out(details(submission, await outboxForSubmission(io.db, submission.id)));
      return 0;
    }
    case "export": {
      if (values.format !== "csv" && values.format !== "jsonl") throw new UsageError("export: --format csv or --format jsonl");
      const separator = values.separator ?? ",";
      if (!isCsvSeparator(separator) || (values.separator !== undefined && values.format !== "csv")) {
        throw new UsageError("export: --separator ',' or --separator ';', with --format csv");
      }
      const submissions = await listSubmissions(io.db, { ...filterOf(values), order: "asc" });
      if (submissions.length > 0) io.out(values.format === "csv" ? csv(submissions, separator) : jsonLines(submissions));
      return 0;
    }
    case "mark": {
      const status = args.at(-1);
      const ids = [...new Set(args.slice(0, -1))];
      if (!isStatus(status) || ids.length === 0) throw new UsageError("mark: <id...> handled|spam|new");
      // As the console does (docs/decisions/011-spam-defence.md): out of spam, the owner's
      // notifications it never got are queued (the server sends them); into spam, unsent ones
      // are withdrawn; each change is audited.
      const now = io.now?.() ?? new Date();
      const changed = await reclassify(io.db, ids, status, io.notifyChannels ?? ["email"], now);
      for (const { id, from } of changed) {
        await recordAudit(io.db, { actor: "cli", action: reclassifyAction(status, from), target: id, detail: { status } }, now);
      }
      const unchanged = ids.filter((id) => !changed.some((change) => change.id === id));
      const found = changed.length + (await Promise.all(unchanged.map((id) => getSubmission(io.db, id)))).filter(Boolean).length;
      io.out(`Marked ${found} of ${ids.length} as ${status}.`);
      const outOfSpam = changed.filter(({ from }) => from === "spam").length;
      if (outOfSpam > 0) io.out(`${outOfSpam} moved out of spam: the owner's notifications are queued.`);
      return found === ids.length ? 0 : 1;
    }
    case "keep":
    case "unkeep": {
      if (args.length === 0) throw new UsageError(`${command}: <id...>`);
      const changed = await setKept(io.db, args, command === "keep" ? (io.now?.() ?? new Date()) : null);
      io.out(`${command === "keep" ? "Kept" : "Unkept"} ${changed} of ${args.length}.`);
      return changed === args.length ? 0 : 1;
    }
    case "delete": {
      if ((values.email === undefined) === (args.length === 0)) throw new UsageError("delete: <id...> or --email <address>");
      if (values.email !== undefined) {
        // An erasure: the enquiries, the address in the audit log, then the WAL checkpoint.
        const email = emailOption(values.email);
        const { erased, bookings, checkpoint } = await eraseAddress(io.db, email, erasuresOf(io), io.now?.() ?? new Date());
        // As the console records it: enquiries as `count`, booked calls apart when there were some.
        await recordAudit(
          io.db,
          {
            actor: "cli",
            action: "erased",
            target: maskEmail(email),
            detail: { count: erased - bookings, ...(bookings > 0 ? { bookings } : {}) },
          },
          io.now?.(),
        );
        io.out(
          bookings > 0
            ? `Deleted ${erased - bookings} submission(s) and ${bookings} booked call(s).`
            : `Deleted ${erased} submission(s).`,
        );
        if (checkpoint === "pending") {
          io.out(
            "Warning: the WAL checkpoint could not finish (another process is reading the database), so the erased data is still in the -wal file. Run this command again once that process is done.",
          );
          return 3;
        }
        return 0;
      }
      const deleted = await deleteSubmissions(io.db, args);
      io.out(`Deleted ${deleted} submission(s).`);
      return deleted === args.length ? 0 : 1;
    }
    case "purge": {
      const plan = purgePlan(io.now?.() ?? new Date(), io.retentionDays);
      if (values["dry-run"]) {
        io.out(`Would delete ${(await purgeableIds(io.db, plan)).length} submission(s): ${describePurge(plan)}.`);
        return 0;
      }
      io.out(`Deleted ${await purgeSubmissions(io.db, plan)} submission(s): ${describePurge(plan)}.`);
      const bookings = await purgeBookings(io.db, plan);
      if (bookings > 0) io.out(`Deleted ${bookings} booking(s) whose call ended before ${plan.cutoff}, or spam.`);
      return 0;
    }
    case "operator":
      return operatorCommand(args, io);
    case "audit": {
      const entries = await listAudit(io.db, { limit: filterOf(values).limit ?? 100 });
      io.out(entries.length === 0 ? "The audit log is empty." : auditTable(entries));
      return 0;
    }
    case "stats":
      if (args.length > 0) throw new UsageError("stats: takes no arguments");
      return statsCommand(statsOptions(values), io, csvCell);
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

async function operatorCommand([sub, ...args]: string[], io: CommandIo): Promise<number> {
  const now = io.now?.() ?? new Date();
  if (sub === "list" && args.length === 0) {
    const operators = await listOperators(io.db);
    io.out(
      operators.length === 0 ? "No operators. Invite one: npm run inbox -- operator invite <email>" : operatorTable(operators),
    );
    return 0;
  }
  const usage = "operator: invite <email> | list | role <email> owner|operator|editor | revoke <email> | confirm <email>";
  if (sub === "role") {
    const [address, role] = args;
    if (args.length !== 2 || !address || !OPERATOR_ROLES.includes(role as OperatorRole)) throw new UsageError(usage);
    const operator = await findOperatorByEmail(io.db, emailOption(address));
    const result =
      operator && !operator.revoked_at ? await setOperatorRole(io.db, operator.id, role as OperatorRole) : "not-found";
    if (result === "not-found" || !operator) {
      io.out(`No operator ${address}.`);
      return 1;
    }
    if (result === "last-owner") {
      io.out(`${operator.email} is the last owner: make another operator an owner first.`);
      return 1;
    }
    // Listed, so a restore of an older backup sets it again (docs/decisions/028-security-m4-m6.md).
    erasuresOf(io).recordRole(operator.email, role as OperatorRole, now);
    await recordAudit(io.db, { actor: "cli", action: "role-changed", target: operator.email, detail: { role } }, now);
    if (operator.role !== role)
      await io.notifySecurity?.(operator, { kind: "role-changed", role: role as OperatorRole, by: "cli" });
    io.out(`${operator.email} is now ${role === "owner" ? "an owner" : role === "editor" ? "an editor" : "an operator"}.`);
    return 0;
  }
  if (args.length !== 1 || !args[0]) throw new UsageError(usage);
  const email = emailOption(args[0]);
  if (sub === "invite") {
    const operator = await ensureOperator(io.db, email, now);
    // Invited again after a removal: a restore must not remove them once more.
    erasuresOf(io).forget("operator", operator.email);
    const token = await createLink(io.db, operator.id, "enrol", now);
    await recordAudit(io.db, { actor: "cli", action: "operator-invited", target: operator.email }, now);
    // The link alone on its line, so it can be copied (or piped) without the words around it.
    io.out(
      `Enrolment link for ${operator.email}, ${operator.role === "owner" ? "an owner" : "an operator"} (works once, for 24 hours):`,
    );
    io.out(`${io.siteUrl}/admin/enrol#${token}`);
    return 0;
  }
  if (sub === "confirm") {
    const operator = await findOperatorByEmail(io.db, email);
    if (!operator || operator.revoked_at) {
      io.out(`No operator ${email}.`);
      return 1;
    }
    const names = await confirmPasskeys(io.db, operator.id, now);
    if (names.length === 0) {
      io.out(`${operator.email} has no passkey waiting to be confirmed.`);
      return 1;
    }
    for (const name of names) {
      await recordAudit(io.db, { actor: "cli", action: "passkey-confirmed", target: operator.email, detail: { name } }, now);
    }
    io.out(`Confirmed ${names.length} passkey(s) of ${operator.email}: ${names.map((name) => JSON.stringify(name)).join(", ")}.`);
    return 0;
  }
  if (sub === "revoke") {
    const operator = await findOperatorByEmail(io.db, email);
    const removed = operator ? await revokeOperator(io.db, operator.id, now, { keepLastOwner: true }) : false;
    if (removed === "last-owner") {
      io.out(`${email} is the last owner: make another operator an owner first.`);
      return 1;
    }
    if (!operator || !removed) {
      io.out(`No operator ${email}.`);
      return 1;
    }
    // Listed, so a restore of an older backup removes them again (server/erasures/list.ts).
    erasuresOf(io).record("operator", operator.email, now);
    await recordAudit(io.db, { actor: "cli", action: "operator-removed", target: operator.email }, now);
    io.out(`Removed ${operator.email}: their passkeys, sessions and links no longer work.`);
    return 0;
  }
  throw new UsageError(usage);
}

/** `bookings list` (docs/decisions/021-booking.md). */
async function runBookingsCommand(argv: string[], values: ReturnType<typeof parse>["values"], io: CommandIo): Promise<number> {
  const [sub, ...args] = argv;
  if (sub === "cancel") return cancelFromShell(args, values, io);
  if (sub !== "list" || args.length > 0)
    throw new UsageError("bookings: list [--all] [--limit N] | cancel <id> [--message TEXT]");
  checkOptions("bookings list", values);
  const limit = filterOf({ limit: values.limit }).limit;
  const now = io.now?.() ?? new Date();
  const bookings = await listBookings(io.db, values.all ? { limit } : { upcomingFrom: now, status: "confirmed", limit });
  io.out(bookings.length === 0 ? "No bookings." : bookingTable(bookings));
  return 0;
}

/**
 * `bookings cancel <id> [--message TEXT]`: the console's cancel from the server's shell
 * (docs/decisions/030-the-owners-bookings.md), the same rule for the message, the same
 * cancellation to the visitor and MAIL_TO (sent by the running server's outbox), audited as `cli`.
 */
async function cancelFromShell(args: string[], values: ReturnType<typeof parse>["values"], io: CommandIo): Promise<number> {
  checkOptions("bookings cancel", values);
  const [id, ...extra] = args;
  if (!id || extra.length > 0) throw new UsageError("bookings cancel <id> [--message TEXT]");
  const message = ownerMessage(values.message);
  if (!message.ok) {
    throw new UsageError(
      message.problem === "message-hidden"
        ? "--message: holds invisible or control characters; remove them"
        : `--message: at most ${OWNER_MESSAGE_MAX} characters`,
    );
  }
  const booking = await getBooking(io.db, id);
  if (!booking || booking.status === "spam") {
    io.out(`No booked call ${terminalSafe(id)}.`);
    return 1;
  }
  const now = io.now?.() ?? new Date();
  const cancelled = await cancelBooking(io.db, booking.id, {
    now,
    channels: io.bookingChannels ?? ["booking-visitor", "booking-owner"],
    owner: { message: message.text },
  });
  if (!cancelled) {
    io.out("That call is already cancelled.");
    return 1;
  }
  await recordAudit(
    io.db,
    {
      actor: "cli",
      action: "booking-cancelled",
      target: booking.id,
      detail: { visitor: maskEmail(booking.email), startsAt: booking.startsAt, message: message.text !== "" },
    },
    now,
  );
  io.out("Cancelled. The visitor's cancellation goes out from the server's outbox.");
  return 0;
}

async function runOutboxCommand(argv: string[], values: ReturnType<typeof parse>["values"], io: CommandIo): Promise<number> {
  const [sub, ...ids] = argv;
  const command = `outbox ${sub ?? ""}`.trim();
  if (sub !== "list" && sub !== "retry") throw new UsageError("outbox: list [--failed] or retry <id...>|--all-failed");
  checkOptions(command, values);
  if (sub === "list") {
    if (ids.length > 0) throw new UsageError("outbox list: takes no ids");
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError("--limit: a positive whole number");
    const rows = await listOutbox(io.db, { failed: values.failed, limit });
    const stats = await outboxStats(io.db);
    io.out(rows.length === 0 ? "No notifications waiting or failed." : outboxTable(rows));
    io.out(`\n${stats.pending} pending, ${stats.failed} failed.`);
    return 0;
  }
  if (Boolean(values["all-failed"]) === ids.length > 0) throw new UsageError("outbox retry: <id...> or --all-failed");
  const now = io.now?.() ?? new Date();
  const queued = await retryOutbox(io.db, values["all-failed"] ? "all-failed" : { ids }, now);
  io.out(`Queued ${queued} notification(s) to be sent again now (the running server picks them up).`);
  return values["all-failed"] || queued === ids.length ? 0 : 1;
}
