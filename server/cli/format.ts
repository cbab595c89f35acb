import { FORM_SCHEMAS, senderOf } from "~/forms";
import { BOOKING_TIME_ZONE } from "../booking/zone";
import type { AttemptError, AuditEntry, Booking, OperatorSummary, OutboxRow, Submission } from "../db";

/**
 * How the inbox command prints submissions. Stored text is data: `show` and the exports print
 * it verbatim; only the one-line table view neutralises characters a terminal would act on.
 */

// C0/C1 controls (escape sequences start with ESC or CSI), DEL, and bidi overrides that could
// make a cell read differently from what it contains.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export function terminalSafe(value: string): string {
  return value.replace(TERMINAL_UNSAFE, (char) =>
    char === "\n" ? "⏎" : `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function truncate(value: string, width: number): string {
  return value.length > width ? `${value.slice(0, width - 1)}…` : value;
}

export function fieldText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** Who sent it: the person's name, else the company or project. */
function sender(submission: Submission): string {
  const { name, detail } = senderOf(FORM_SCHEMAS[submission.form], submission.fields, submission.email);
  return name || detail;
}

export function table(submissions: readonly Submission[]): string {
  const header = ["ID", "CREATED", "FORM", "STATUS", "LANG", "FROM", "EMAIL"];
  const rows = submissions.map((s) =>
    [
      s.id,
      s.createdAt.slice(0, 16).replace("T", " "),
      s.form,
      s.status,
      s.language,
      truncate(sender(s), 28),
      truncate(s.email, 32),
    ].map(terminalSafe),
  );
  return columns(header, rows);
}

/** Outbox rows: one line each, then the recent errors of each row that has any, indented. */
export function outboxTable(rows: readonly OutboxRow[]): string {
  const header = ["ID", "SUBMISSION", "CHANNEL", "STATUS", "ATTEMPTS", "CREATED", "NEXT ATTEMPT"];
  const cells = rows.map((row) => [
    row.id,
    row.submission_id ?? (row.booking_id ? `booking ${row.booking_id}` : "-"),
    row.channel,
    row.status,
    String(row.attempts),
    row.created_at.slice(0, 16).replace("T", " "),
    row.status === "pending" ? row.next_attempt_at.slice(0, 19).replace("T", " ") : "-",
  ]);
  const line = aligned(header, cells);
  const lines = [line(header)];
  rows.forEach((row, index) => {
    lines.push(line(cells[index]!));
    for (const entry of JSON.parse(row.errors) as AttemptError[]) {
      lines.push(`    ${entry.at.slice(0, 19).replace("T", " ")}  ${terminalSafe(entry.error)}`);
    }
  });
  return lines.join("\n");
}

/** Every field under its spec name, values verbatim (multi-line values indented), and the outbox. */
export function details(submission: Submission, outbox: readonly OutboxRow[]): string {
  const lines = [
    `id:        ${submission.id}`,
    `form:      ${submission.form}`,
    `status:    ${submission.status}`,
    `createdAt: ${submission.createdAt}`,
    `language:  ${submission.language}`,
    `page:      ${submission.page}`,
    `entryPage: ${submission.entryPage ?? "-"}`,
    `source:    ${submission.source ?? "-"}`,
    `userAgent: ${submission.userAgent}`,
    `ipHash:    ${submission.ipHash}`,
    "",
    "fields:",
  ];
  for (const name of fieldOrder([submission])) {
    const value = fieldText(submission.fields[name]);
    lines.push(value.includes("\n") ? `  ${name}:\n${value.replace(/^/gm, "    ")}` : `  ${name}: ${value}`);
  }
  lines.push("", "notifications:");
  if (outbox.length === 0) lines.push("  (none)");
  for (const row of outbox) {
    const state = row.status === "sent" ? `sent ${row.sent_at}` : `${row.status}, next attempt ${row.next_attempt_at}`;
    lines.push(
      `  ${row.channel}: ${state}, ${row.attempts} attempt(s)${row.last_error ? `, last error: ${row.last_error}` : ""}`,
    );
  }
  return lines.join("\n");
}

/** Field names in schema order across the given submissions' forms, then any others. */
export function fieldOrder(submissions: readonly Submission[]): string[] {
  const names = new Set<string>();
  for (const form of new Set(submissions.map((s) => s.form))) {
    FORM_SCHEMAS[form].fields.forEach((field) => names.add(field.name));
  }
  submissions.forEach((s) => Object.keys(s.fields).forEach((name) => names.add(name)));
  return [...names];
}

/** One JSON object a line: id, form, status, createdAt, language, page, entryPage, source, then the fields by spec name. */
export function jsonLines(submissions: readonly Submission[]): string {
  return submissions
    .map((s) =>
      JSON.stringify({
        id: s.id,
        form: s.form,
        status: s.status,
        createdAt: s.createdAt,
        language: s.language,
        page: s.page,
        entryPage: s.entryPage,
        source: s.source,
        ...s.fields,
      }),
    )
    .join("\n");
}

/**
 * The separators an export can use: "," (RFC 4180), or ";", which Excel expects wherever the
 * decimal separator is a comma, as in Sweden: there a comma file opens as one column.
 */
export const CSV_SEPARATORS = [",", ";"] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

export function isCsvSeparator(value: string): value is CsvSeparator {
  return (CSV_SEPARATORS as readonly string[]).includes(value);
}

/** UTF-8's byte order mark: without it Excel reads the file as Windows-1252 and å, ä, ö break. */
export const UTF8_BOM = "\uFEFF";

// What a spreadsheet runs as a formula: a cell starting with = + - @ tab or CR (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
// A phone number or a signed number (+46 70-123 45 67, +1 (555) 010-0199, -2): digits, spaces
// and ( ) . - / can name no function, cell or other program, so there is nothing to defuse.
const NUMBER_LIKE = /^[+-][\d ().\-/]*\d[\d ().\-/]*$/;

/**
 * A CSV cell: quoted when needed (RFC 4180, either separator), and defused when a spreadsheet
 * would run it as a formula: a leading apostrophe, as OWASP recommends. Phone numbers stay
 * as typed.
 */
export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) && !NUMBER_LIKE.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** The export as CSV: a byte order mark, a header row, then one row per submission, CRLF-separated. */
export function csv(submissions: readonly Submission[], separator: CsvSeparator = ","): string {
  const fields = fieldOrder(submissions);
  const header = ["id", "form", "status", "createdAt", "language", "page", "entryPage", "source", ...fields];
  const rows = submissions.map((s) => [
    s.id,
    s.form,
    s.status,
    s.createdAt,
    s.language,
    s.page,
    s.entryPage ?? "",
    s.source ?? "",
    ...fields.map((name) => fieldText(s.fields[name])),
  ]);
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(separator)).join("\r\n");
}

/** Formats a row to the widths of the header and rows given: columns two spaces apart. */
function aligned(header: string[], rows: string[][]): (cells: string[]) => string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  return (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
}

function columns(header: string[], rows: string[][]): string {
  const line = aligned(header, rows);
  return [line(header), ...rows.map(line)].join("\n");
}

export function operatorTable(operators: readonly OperatorSummary[]): string {
  return columns(
    ["EMAIL", "ROLE", "PASSKEYS", "LAST SIGN-IN", "SINCE"],
    operators.map((o) =>
      [o.email, o.role, String(o.passkeys), o.lastUsedAt?.slice(0, 16).replace("T", " ") ?? "-", o.createdAt.slice(0, 10)].map(
        terminalSafe,
      ),
    ),
  );
}

export function auditTable(entries: readonly AuditEntry[]): string {
  return columns(
    ["WHEN", "WHO", "ACTION", "TARGET", "DETAIL"],
    entries.map((e) =>
      [
        e.at.slice(0, 19).replace("T", " "),
        e.actor,
        e.action,
        e.target,
        Object.keys(e.detail).length ? JSON.stringify(e.detail) : "",
      ].map(terminalSafe),
    ),
  );
}

/** Booked calls: when (Swedish time), status, who, and the note's first line. */
export function bookingTable(bookings: readonly Booking[]): string {
  const when = new Intl.DateTimeFormat("sv-SE", {
    timeZone: BOOKING_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  return columns(
    ["WHEN (SWEDISH TIME)", "STATUS", "NAME", "EMAIL", "COMPANY", "LANG", "NOTE", "ID"],
    bookings.map((booking) =>
      [
        when.format(Date.parse(booking.startsAt)),
        booking.status,
        booking.name,
        booking.email,
        booking.company || "-",
        booking.language,
        (booking.note.split("\n")[0] ?? "").slice(0, 40) || "-",
        booking.id,
      ].map(terminalSafe),
    ),
  );
}
