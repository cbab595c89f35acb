import type { ConsoleCopy } from "~/content/console";
import { contentCopy } from "~/content/console-content";
import type { Lang } from "~/i18n/lang";
import { noteText } from "./content-note";

/** One entry of the audit log as the server sends it. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
}

function filterValue(copy: ConsoleCopy, key: string, value: unknown): string {
  const text = String(value);
  if (key === "form") return copy.forms[text as keyof ConsoleCopy["forms"]] ?? text;
  if (key === "status") return copy.statuses[text as keyof ConsoleCopy["statuses"]] ?? text;
  if (key === "language") return copy.languages[text as keyof ConsoleCopy["languages"]] ?? text;
  // Exports record that a search was used, never its text.
  if (key === "search") return copy.trust.searchUsed;
  if (key === "role") return copy.trust.roles[text as keyof ConsoleCopy["trust"]["roles"]] ?? text;
  return text;
}

/**
 * What an entry concerns, in the operator's language: its target, then each detail the
 * server recorded (how someone signed in, how many enquiries, which status or selection).
 * A detail this console does not know is shown as recorded, never dropped.
 */
export function auditConcerns(copy: ConsoleCopy, entry: AuditEntry, lang: Lang = "en"): string {
  if (entry.action.startsWith("content-")) return contentConcerns(entry, lang);
  const words = copy.audit.details;
  const parts = [entry.target];
  for (const [key, value] of Object.entries(entry.detail)) {
    if (key === "with") parts.push(value === "passkey" ? words.passkey : words.emailLink);
    else if (key === "count") parts.push(words.enquiries(Number(value)));
    else if (key === "bookings") parts.push(words.bookings(Number(value)));
    else if (key === "sessions") parts.push(words.sessions(Number(value)));
    else if (key === "notifications") parts.push(words.notifications(Number(value)));
    else if (key === "status" || key === "form" || key === "language" || key === "role")
      parts.push(filterValue(copy, key, value));
    else if (key === "format") parts.push(String(value).toUpperCase());
    // Security entries (docs/decisions/016-step-up-and-security-notices.md).
    else if (key === "reason" && typeof value === "string") parts.push(copy.errors[value] ?? value);
    else if (key === "passkeys") parts.push(copy.security.audit.passkeys(Number(value)));
    else if (key === "name" && typeof value === "string") parts.push(`"${value}"`);
    else if (key === "waiting" && value === true) parts.push(copy.security.audit.waiting);
    else if (key === "more" && value === true) parts.push(copy.security.audit.more);
    else if (key === "filter" && value && typeof value === "object") {
      const values = Object.entries(value).map(([name, chosen]) => filterValue(copy, name, chosen));
      if (values.length > 0) parts.push(`${words.filter}: ${values.join(", ")}`);
    } else parts.push(`${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
  }
  return parts.filter(Boolean).join(" · ");
}

/**
 * A content entry in the console's language (docs/decisions/027-editor-shapes-and-owners-language.md):
 * the pages by their names, the revisions by number, the system's own notes translated, and
 * what was confirmed counted; never document ids or field paths.
 */
function contentConcerns(entry: AuditEntry, lang: Lang): string {
  const copy = contentCopy[lang];
  const words = copy.audit;
  const detail = entry.detail;
  const revisions = Array.isArray(detail.revisions) ? (detail.revisions as string[]) : [];
  const parts = revisions.length
    ? revisions.map((revision) => {
        const [document = "", number = ""] = revision.split("#");
        return `${copy.documentName(document)}: ${copy.history.revision(Number(number)).toLowerCase()}`;
      })
    : entry.target
        .split(", ")
        .filter(Boolean)
        .map((document) => copy.documentName(document));
  if (typeof detail.from === "number") parts.push(words.from(detail.from));
  if (detail.as === "draft") parts.push(words.asDraft);
  if (detail.as === "drafts" && typeof detail.count === "number") parts.push(words.drafts(detail.count));
  if (detail.discarded === true) parts.push(words.discarded);
  if (typeof detail.note === "string" && detail.note) parts.push(`${copy.history.note}: ${noteText(copy, detail.note)}`);
  if (Array.isArray(detail.confirmedWarnings) && detail.confirmedWarnings.length > 0)
    parts.push(words.warnings(detail.confirmedWarnings.length));
  if (Array.isArray(detail.marks)) parts.push(words.confirmed(detail.marks.length));
  if (typeof detail.stale === "number" && detail.stale > 0) parts.push(copy.state.stale(detail.stale));
  return parts.join(" · ");
}
