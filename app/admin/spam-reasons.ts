/**
 * The reasons the spam check gives (docs/decisions/011-spam-defence.md): written by the server
 * (server/spam/), named in the operator's language by the console (app/content/spam-console.ts).
 */
export const SPAM_REASON_CODES = [
  "honeypot",
  "no-proof",
  "proof-forged",
  "proof-expired",
  "proof-reused",
  "too-fast",
  "links",
  "url-shortener",
  "link-markup",
  "name-is-link",
  "foreign-script",
  "foreign-script-named",
  "seo-pitch",
  "backlink-pitch",
  "crypto-recovery",
  "money-pitch",
  "sales-pitch",
  "opt-out-footer",
  "adult-pharma",
  "foreign-pitch",
  "gambling",
  "mass-mail-greeting",
  "messenger-contact",
  "random-name",
  "same-text-everywhere",
  "shouting",
  "many-emoji",
  "link-without-words",
  "same-text-many-senders",
] as const;
export type SpamReasonCode = (typeof SPAM_REASON_CODES)[number];

/** How the console receives an enquiry's spam check (server/db/screening.ts). */
export interface ScreeningView {
  score: number;
  reasons: { code: string; points: number; detail?: string }[];
  proof: "verified" | "unverified" | "invalid";
}

/** At or above this score an enquiry is stored as spam (server/spam/screen.ts uses the same). */
export const SPAM_SCORE_THRESHOLD = 5;
