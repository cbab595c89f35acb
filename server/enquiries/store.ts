import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { removeHiddenCharacters, type FormSchema, type RawValues, type SubmissionValues } from "~/forms";
import { normalizeEmail } from "~/forms/email";
import type { Lang } from "~/i18n/lang";
import {
  dailyIpSalt,
  deleteExpiredIpSalts,
  insertSubmissionGrouped,
  utcDay,
  type Database,
  type OutboxChannel,
  type Screening,
  type Submission,
} from "../db";

export interface SubmissionContext {
  lang: Lang;
  page: string;
  ip: string;
  userAgent: string;
  ipSalt: string;
  /** Site statistics: the sender's entry page and source today, when known. */
  origin?: { entryPage: string; source: string };
  now: Date;
}

/** A salted hash of the client address: lets repeated spam be grouped, never reveals the IP. */
export function hashIp(ip: string, salt: string): string {
  return createHmac("sha256", salt).update(ip).digest("hex");
}

/**
 * The salt to hash with at a given time: the day's salt from the database (read once a day),
 * with IP_HASH_SALT, a secret kept outside the database, mixed in when it is set.
 */
export function ipSaltSource(db: Kysely<Database>, secret: string | undefined): (now: Date) => Promise<string> {
  let cached: { day: string; salt: string } | undefined;
  return async (now) => {
    const day = utcDay(now);
    if (cached?.day !== day) {
      const salt = await dailyIpSalt(db, now);
      await deleteExpiredIpSalts(db, now);
      cached = { day, salt: secret ? `${secret}:${salt}` : salt };
    }
    return cached.salt;
  };
}

/**
 * What a honeypot submission keeps: the form's own fields, cut to their limits, NFC-normalised
 * and without the characters validation refuses (app/forms/characters.ts). Spam is stored even when invalid (a human whose browser autofilled the
 * honeypot can be found and answered), but never stored raw.
 */
export function spamFields(schema: FormSchema, raw: RawValues): SubmissionValues {
  const fields: SubmissionValues = {};
  for (const field of schema.fields) {
    // One-line fields by the one-line rule (no line breaks), the message by the multi-line one.
    const clean = (value: string) =>
      removeHiddenCharacters(value, field.kind === "textarea")
        .normalize("NFC")
        .slice(0, field.maxLength);
    const value = raw[field.name];
    if (Array.isArray(value)) fields[field.name] = value.slice(0, 20).map(clean);
    // The address as every other enquiry stores it, so an erasure by address finds it.
    else if (field.kind === "email") fields[field.name] = normalizeEmail(clean(value ?? ""));
    else fields[field.name] = clean(value ?? "");
  }
  return fields;
}

/**
 * Stores a submission with its notifications to send (none for spam); resolves after commit.
 * Posts arriving together share one transaction (server/db/group-commit.ts).
 */
export async function storeSubmission(
  db: Kysely<Database>,
  input: {
    schema: FormSchema;
    fields: SubmissionValues;
    spam: boolean;
    channels: readonly OutboxChannel[];
    /** The spam check and the body's hash (server/spam/screen.ts). */
    screening?: Screening;
    textHash?: string | null;
  },
  context: SubmissionContext,
): Promise<Submission> {
  const email = input.fields.email;
  return insertSubmissionGrouped(db, {
    submission: {
      form: input.schema.name,
      status: input.spam ? "spam" : "new",
      language: context.lang,
      page: context.page,
      fields: input.fields,
      // Normalised whatever the status (trimmed, NFC, lower-case): the key of an erasure.
      email: typeof email === "string" ? normalizeEmail(email) : "",
      ipHash: hashIp(context.ip, context.ipSalt),
      userAgent: removeHiddenCharacters(context.userAgent).slice(0, 500),
      screening: input.screening ?? null,
      textHash: input.textHash ?? null,
      entryPage: context.origin?.entryPage,
      source: context.origin?.source,
    },
    channels: input.spam ? [] : input.channels,
    now: context.now,
  });
}
