import type { FormName } from "~/forms";
import type { Lang } from "~/i18n/lang";

/**
 * The database as Kysely sees it: one interface per table, column names as stored.
 * Times are ISO-8601 UTC strings in both SQLite and PostgreSQL, so the same code and the same
 * comparisons (they sort as text) run on both.
 */
export const SUBMISSION_STATUSES = ["new", "handled", "spam"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** `confirmation`: the email to the visitor that their enquiry arrived (docs/decisions/011-spam-defence.md). */
/**
 * `booking-visitor`, `booking-owner`, `booking-webhook`: a booked call's invitation or
 * cancellation to the visitor and to the owner, and its webhook (docs/decisions/021-booking.md).
 */
export const OUTBOX_CHANNELS = [
  "email",
  "webhook",
  "confirmation",
  "booking-visitor",
  "booking-owner",
  "booking-webhook",
] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxStatus = "pending" | "sent" | "failed";

export interface SubmissionsTable {
  id: string;
  form: FormName;
  status: SubmissionStatus;
  created_at: string;
  language: Lang;
  /** The path of the page the form was sent from (same-origin Referer), or "/". */
  page: string;
  /** The validated values as JSON text, under the field names of docs/product.md#forms. */
  fields: string;
  /** The visitor's address, lower-cased: the key for erasure requests. */
  email: string;
  /** HMAC-SHA256 of the client IP with the day's salt (deleted two days later): groups a day's spam. */
  ip_hash: string;
  user_agent: string;
  /** When the owner marked it kept (it led to an assignment): exempt from the retention purge. */
  kept_at: string | null;
  /** When it became spam (at capture, or marked by an operator): the spam purge counts from this. */
  spam_at: string | null;
  /** Spam defence: the check at capture as JSON ({ score, reasons, proof }), null before it existed. */
  screening: string | null;
  /** Spam defence: SHA-256 of the normalised text, to spot one text from several addresses in a day. */
  text_hash: string | null;
  /** Site statistics: the page the sender entered the site on that day, when known (never the visitor hash). */
  entry_page: string | null;
  /** Site statistics: where the sender came from that day (UTM source, referrer host or "direct"), when known. */
  source: string | null;
}

export interface OutboxTable {
  id: string;
  /** The enquiry it notifies about; null for a booking's rows. */
  submission_id: string | null;
  /** The booking it notifies about (docs/decisions/021-booking.md); null for an enquiry's rows. */
  booking_id: string | null;
  /** A booking's row: the invitation (`request`) or the cancellation (`cancel`). */
  booking_event: BookingEvent | null;
  channel: OutboxChannel;
  status: OutboxStatus;
  attempts: number;
  /** Due time; while a worker holds the row it is the end of that worker's lease. */
  next_attempt_at: string;
  last_error: string | null;
  /** JSON array of every failed attempt: [{ at, error }]. */
  errors: string;
  created_at: string;
  sent_at: string | null;
  /** Set by the worker that claimed the row, so a late worker cannot overwrite a newer claim. */
  claim_token: string | null;
}

export const BOOKING_STATUSES = ["confirmed", "cancelled", "spam"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type BookingEvent = "request" | "cancel";
/** Who made a booking's last change (docs/decisions/030-the-owners-bookings.md). */
export type BookingChangedBy = "visitor" | "owner";
/** How a call that has started went, as the owner marked it; null while unmarked. */
export const BOOKING_OUTCOMES = ["held", "no-show"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

/** A booked call (docs/decisions/021-booking.md). */
export interface BookingsTable {
  id: string;
  status: BookingStatus;
  starts_at: string;
  ends_at: string;
  /** The start while confirmed, else null: unique, so one slot holds one booking across instances. */
  live_slot: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** The invitation's SEQUENCE: raised on every move and on cancellation. */
  sequence: number;
  language: Lang;
  name: string;
  /** Lower-cased: the key for erasure requests. */
  email: string;
  company: string;
  note: string;
  /** SHA-256 of the secret in the visitor's cancel/move link, hex. */
  token_hash: string;
  ip_hash: string;
  user_agent: string;
  /** The spam check at booking, as for enquiries. */
  screening: string | null;
  /** Who made the last change: the visitor (their link) or the owner (the console). */
  changed_by: BookingChangedBy;
  /** The owner's message to the visitor with their last change ("" for none or a visitor's change). */
  owner_message: string;
  /** How the call went, once it has started: `held` or `no-show`; null while unmarked. */
  outcome: BookingOutcome | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** One random salt per UTC day (YYYY-MM-DD) for the IP hashes; deleted two days later. */
export interface IpSaltsTable {
  day: string;
  salt: string;
}

export interface OperatorsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  created_at: string;
  /** Set when removed: the row stays so the audit log keeps naming who did what. */
  revoked_at: string | null;
  /** Owners manage operators and roles (docs/decisions/008-operator-roles-and-step-up.md). */
  role: OperatorRole;
}

/** Editors edit and publish content only, never enquiries (docs/decisions/018-content-editing.md). */
export const OPERATOR_ROLES = ["owner", "operator", "editor"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export interface PasskeysTable {
  /** The WebAuthn credential ID, base64url. */
  id: string;
  operator_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** JSON array of transports the authenticator reported. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /**
   * When the passkey was trusted for step-up; null: added without a passkey check, so it passes
   * a step-up only 24 hours after it was added, or once an owner or the command line confirms it.
   */
  confirmed_at: string | null;
}

export interface OperatorSessionsTable {
  /** SHA-256 of the cookie's random token, hex: the token itself is never stored. */
  token_hash: string;
  operator_id: string;
  /** The passkey that signed in (null for an emailed sign-in link); removing it ends the session. */
  passkey_id: string | null;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  /** When this session last proved a passkey (sign-in, enrolment, step-up); null after an emailed link. */
  verified_at: string | null;
}

export type ChallengePurpose = "enrol" | "sign-in" | "add-passkey" | "step-up";

export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: ChallengePurpose;
  operator_id: string | null;
  expires_at: string;
}

export type LinkPurpose = "enrol" | "sign-in";

export interface OperatorLinksTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  operator_id: string;
  purpose: LinkPurpose;
  created_at: string;
  expires_at: string;
  /** Used, or voided by a newer link or a sign-in. */
  used_at: string | null;
  /** Sign-in links: SHA-256 of the asking browser's nonce cookie; the link works only with it. */
  nonce_hash: string | null;
  /** Sign-in links: the asking client's network, keyed with the day's salt (the per-client limit). */
  client_hash: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  /** The operator's email, or "cli" for the command line. */
  actor: string;
  action: string;
  /** What was acted on: an enquiry id, an email address, a passkey name. */
  target: string;
  /** JSON object with anything else worth keeping (counts, formats, statuses). */
  detail: string;
}

/** Site statistics (docs/decisions/012-cookieless-statistics.md): one daily counter per dimension and value. */
export interface SiteStatsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  dimension: string;
  value: string;
  /** bigint: PostgreSQL returns it as a string. */
  count: number | string;
}

/** Site statistics: the day's keyed visitor hashes, emptied with the day's IP salt. */
export interface StatsVisitorsTable {
  day: string;
  hash: string;
  entry_page: string;
  source: string;
}

/** Content editing (docs/decisions/018-content-editing.md): every published revision, kept. */
export interface ContentRevisionsTable {
  id: string;
  document: string;
  /** Per document, from 1 (the seed). */
  number: number;
  /** The document as JSON text. */
  body: string;
  /** JSON array of the field paths whose translation may be out of date ("$.hero.slogan.en"). */
  stale: string;
  /** The editor's email, "seed", "cli" or "migration". */
  author: string;
  published_at: string;
  note: string | null;
  /** The site's content version this revision went live with. */
  content_version: number;
}

export interface ContentLiveTable {
  document: string;
  revision_id: string;
}

export interface ContentDraftsTable {
  document: string;
  body: string;
  stale: string;
  /** Bumped by every save; a save must name the version it started from. */
  version: number;
  /** The published revision number the draft started from. */
  base_revision: number | null;
  updated_by: string;
  updated_at: string;
}

export interface ContentStateTable {
  /** Always "site". */
  id: string;
  version: number;
  published_at: string;
}

export interface ContentMigrationsTable {
  name: string;
  applied_at: string;
}

/** The media library (docs/decisions/024-media.md): one row per image, with its original bytes. */
export interface MediaTable {
  id: string;
  file_name: string;
  type: string;
  /** After orientation. */
  width: number;
  height: number;
  /** The original's size in bytes. */
  size: number;
  alt_sv: string;
  alt_en: string;
  /** 1 when the image is decorative (rendered with alt=""), else 0. */
  decorative: number;
  /** The focal point as fractions of the width and height (0.5, 0.5 is the middle). */
  focal_x: number;
  focal_y: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  original: Buffer;
}

/** One width and format of an image, named by its hash (its URL is /media/<hash>.<ext>). */
export interface MediaVariantsTable {
  hash: string;
  media_id: string;
  /** "full" (the whole picture), "square" (team cards) or "og" (1200×630), cropped around the focal point. */
  crop: string;
  format: string;
  width: number;
  height: number;
  body: Buffer;
}

export interface Database {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  bookings: BookingsTable;
  settings: SettingsTable;
  ip_salts: IpSaltsTable;
  operators: OperatorsTable;
  passkeys: PasskeysTable;
  operator_sessions: OperatorSessionsTable;
  webauthn_challenges: WebauthnChallengesTable;
  operator_links: OperatorLinksTable;
  audit_log: AuditLogTable;
  site_stats: SiteStatsTable;
  stats_visitors: StatsVisitorsTable;
  content_revisions: ContentRevisionsTable;
  content_live: ContentLiveTable;
  content_drafts: ContentDraftsTable;
  content_state: ContentStateTable;
  content_migrations: ContentMigrationsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
}
