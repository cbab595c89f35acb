import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { FormSchema, RawValues, SubmissionValues } from "~/forms";
import type { Lang } from "~/i18n/lang";
import { insertSubmission, type Database, type OutboxChannel, type Submission } from "../db";

export interface SubmissionContext {
  lang: Lang;
  page: string;
  ip: string;
  userAgent: string;
  ipSalt: string;
  now: Date;
}

/** A salted hash of the client address: lets repeated spam be grouped, never reveals the IP. */
export function hashIp(ip: string, salt: string): string {
  return createHmac("sha256", salt).update(ip).digest("hex");
}

// Anything that is not a tab or a line break among the C0 controls, and DEL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * What a honeypot submission keeps: the form's own fields, cut to their limits and without
 * control characters. Spam is stored even when invalid (a human whose browser autofilled the
 * honeypot can be found and answered), but never stored raw.
 */
export function spamFields(schema: FormSchema, raw: RawValues): SubmissionValues {
  const clean = (value: string, max: number) => value.replace(CONTROL, "").slice(0, max);
  const fields: SubmissionValues = {};
  for (const field of schema.fields) {
    const value = raw[field.name];
    if (Array.isArray(value)) fields[field.name] = value.slice(0, 20).map((item) => clean(item, field.maxLength));
    else fields[field.name] = clean(value ?? "", field.maxLength);
  }
  return fields;
}

/** Stores a submission with its notifications to send (none for spam); resolves after commit. */
export async function storeSubmission(
  db: Kysely<Database>,
  input: { schema: FormSchema; fields: SubmissionValues; spam: boolean; channels: readonly OutboxChannel[] },
  context: SubmissionContext,
): Promise<Submission> {
  const email = input.fields.email;
  return insertSubmission(
    db,
    {
      form: input.schema.name,
      status: input.spam ? "spam" : "new",
      language: context.lang,
      page: context.page,
      fields: input.fields,
      email: typeof email === "string" ? email : "",
      ipHash: hashIp(context.ip, context.ipSalt),
      userAgent: context.userAgent.replace(CONTROL, "").slice(0, 500),
    },
    input.spam ? [] : input.channels,
    context.now,
  );
}
