import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { SPAM_SCORE_THRESHOLD } from "~/admin/spam-reasons";
import type { FormSchema, SubmissionValues } from "~/forms";
import { sendersOfText, type Database, type Screening, type ScreeningReason } from "../db";
import { contentReasons, enquiryText, normalise } from "./content";
import type { ProofCheck } from "./proof";

/**
 * The spam check of one enquiry (docs/decisions/011-spam-defence.md): every layer gives
 * reasons with points, and at SPAM_THRESHOLD or more the enquiry is stored as spam. No single
 * weak signal reaches it alone: no proof of work (no JavaScript), one link, a pitch-like
 * greeting; the honeypot, a shortener in a pitch, a recovery scam or a name that is a URL do.
 */
export const SPAM_THRESHOLD = SPAM_SCORE_THRESHOLD;

/** A post this soon after the form was first touched was not typed by a person. */
export const TOO_FAST_MS = 3_000;

/** How far back the same text from other addresses counts. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;

/** Shorter bodies ("Ring mig", "Please call") are said alike by different people. */
const DUPLICATE_MIN_LENGTH = 40;

export interface ScreeningInput {
  schema: FormSchema;
  fields: SubmissionValues;
  /** The sender's address, lower-cased. */
  email: string;
  honeypotFilled: boolean;
  proof: ProofCheck;
  now: Date;
}

export interface ScreeningResult {
  spam: boolean;
  screening: Screening;
  /** The body's hash, stored with the enquiry to find the same text from others; null when too short to tell. */
  textHash: string | null;
}

/** The body as duplicates are compared: case, spacing and digits (counters, phone numbers) aside. */
export function textHash(schema: FormSchema, fields: SubmissionValues): string | null {
  const body = normalise(enquiryText(schema, fields).body).replace(/\d+/g, "0").replace(/\s+/g, " ").trim();
  if (body.length < DUPLICATE_MIN_LENGTH) return null;
  return createHash("sha256").update(body).digest("hex");
}

function proofReasons(proof: ProofCheck, now: Date): ScreeningReason[] {
  if (proof.status === "unverified") return [{ code: "no-proof", points: 1 }];
  if (proof.status === "invalid") {
    const points = proof.problem === "expired" ? 2 : 4;
    return [{ code: `proof-${proof.problem ?? "forged"}`, points }];
  }
  const elapsed = now.getTime() - (proof.issuedAt ?? 0);
  return elapsed < TOO_FAST_MS
    ? [{ code: "too-fast", points: 3, detail: `${Math.max(0, Math.round(elapsed / 100) / 10)} s` }]
    : [];
}

/** Runs every layer on one enquiry; reads the database only to look for the same text from others. */
export async function screenEnquiry(db: Kysely<Database>, input: ScreeningInput): Promise<ScreeningResult> {
  const reasons: ScreeningReason[] = [];
  if (input.honeypotFilled) reasons.push({ code: "honeypot", points: 10 });
  reasons.push(...proofReasons(input.proof, input.now));
  reasons.push(...contentReasons(enquiryText(input.schema, input.fields)));

  const hash = textHash(input.schema, input.fields);
  if (hash) {
    const since = new Date(input.now.getTime() - DUPLICATE_WINDOW_MS);
    const others = (await sendersOfText(db, hash, since)).filter((email) => email !== input.email).length;
    if (others >= 2) reasons.push({ code: "same-text-many-senders", points: 6, detail: String(others + 1) });
    else if (others === 1) reasons.push({ code: "same-text-many-senders", points: 4, detail: "2" });
  }

  const score = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return { spam: score >= SPAM_THRESHOLD, screening: { score, reasons, proof: input.proof.status }, textHash: hash };
}
