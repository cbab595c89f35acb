import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { hashToken, newToken, type OperatorRow } from "./operators";
import type { ChallengePurpose, Database } from "./schema";

/** How long a session lives: 12 hours without use, 7 days at most (docs/operations.md). */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
/** A WebAuthn ceremony must finish within this. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/**
 * How long a passkey check (sign-in, enrolment or step-up) counts as fresh for the sensitive
 * actions (docs/decisions/008-operator-roles-and-step-up.md).
 */
export const STEP_UP_MS = 5 * 60_000;

export async function createSession(
  db: Kysely<Database>,
  session: { operatorId: string; passkeyId: string | null; userAgent: string; verified: boolean },
  now: Date,
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto("operator_sessions")
    .values({
      token_hash: hash,
      operator_id: session.operatorId,
      passkey_id: session.passkeyId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      user_agent: session.userAgent.slice(0, 300),
      verified_at: session.verified ? now.toISOString() : null,
    })
    .execute();
  return token;
}

export interface ActiveSession {
  tokenHash: string;
  operator: OperatorRow;
  /** When the session last proved a passkey, or null (started from an emailed link). */
  verifiedAt: string | null;
}

/**
 * The session of a cookie token if it is still alive: not idle for 12 hours, not older than
 * 7 days, its operator not removed. Each use moves the idle deadline (at most once a minute,
 * to spare the database a write per request).
 */
export async function useSession(db: Kysely<Database>, token: string, now: Date): Promise<ActiveSession | undefined> {
  const hash = hashToken(token);
  const row = await db
    .selectFrom("operator_sessions")
    .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
    .select([
      "operator_sessions.last_seen_at",
      "operator_sessions.verified_at",
      "operators.id",
      "operators.email",
      "operators.created_at",
      "operators.revoked_at",
      "operators.role",
    ])
    .where("operator_sessions.token_hash", "=", hash)
    .where("operator_sessions.last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS).toISOString())
    .where("operator_sessions.created_at", ">", new Date(now.getTime() - SESSION_MAX_MS).toISOString())
    .where("operators.revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now.getTime() - Date.parse(row.last_seen_at) > 60_000) {
    await db.updateTable("operator_sessions").set({ last_seen_at: now.toISOString() }).where("token_hash", "=", hash).execute();
  }
  const { last_seen_at: _seen, verified_at: verifiedAt, ...operator } = row;
  return { tokenHash: hash, operator, verifiedAt };
}

/** Records a passkey check (a step-up) on a session. */
export async function markSessionVerified(db: Kysely<Database>, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable("operator_sessions").set({ verified_at: now.toISOString() }).where("token_hash", "=", tokenHash).execute();
}

/** Whether a session's last passkey check is recent enough for a sensitive action. */
export function isFreshlyVerified(verifiedAt: string | null, now: Date): boolean {
  return verifiedAt !== null && now.getTime() - Date.parse(verifiedAt) < STEP_UP_MS;
}

/**
 * The daily housekeeping of the console's tables: sessions past their idle or absolute
 * lifetime, links used or expired more than an hour ago (the hour keeps the per-address limit's
 * count), and WebAuthn challenges past their five minutes.
 */
export async function deleteStaleConsoleRows(
  db: Kysely<Database>,
  now: Date,
): Promise<{ sessions: number; links: number; challenges: number }> {
  const idle = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const old = new Date(now.getTime() - SESSION_MAX_MS).toISOString();
  const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
  const sessions = await db
    .deleteFrom("operator_sessions")
    .where((eb) => eb.or([eb("last_seen_at", "<=", idle), eb("created_at", "<=", old)]))
    .executeTakeFirst();
  const links = await db
    .deleteFrom("operator_links")
    .where((eb) => eb.or([eb("expires_at", "<=", hourAgo), eb("used_at", "<=", hourAgo)]))
    .executeTakeFirst();
  const challenges = await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    links: Number(links.numDeletedRows),
    challenges: Number(challenges.numDeletedRows),
  };
}

export async function endSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom("operator_sessions").where("token_hash", "=", tokenHash).execute();
}

export async function endAllSessions(db: Kysely<Database>, operatorId: string): Promise<number> {
  const result = await db.deleteFrom("operator_sessions").where("operator_id", "=", operatorId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Stores a challenge for one ceremony; returns the id the browser sends back with its answer. */
export async function saveChallenge(
  db: Kysely<Database>,
  challenge: { challenge: string; purpose: ChallengePurpose; operatorId: string | null },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  // Expired challenges are swept whenever a new one is made, so the table stays small.
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({
      id,
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      operator_id: challenge.operatorId,
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
    })
    .execute();
  return id;
}

/** Takes a challenge out: it answers once, and not after it expired. */
export async function takeChallenge(
  db: Kysely<Database>,
  id: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ challenge: string; operatorId: string | null } | undefined> {
  const row = await db
    .deleteFrom("webauthn_challenges")
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .returning(["challenge", "operator_id", "expires_at"])
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return { challenge: row.challenge, operatorId: row.operator_id };
}
