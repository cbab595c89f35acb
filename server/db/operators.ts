import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, LinkPurpose, OperatorRole, OperatorsTable, PasskeysTable } from "./schema";

export type OperatorRow = Selectable<OperatorsTable>;
export type PasskeyRow = Selectable<PasskeysTable>;

/** A random token for a cookie or a link, and the SHA-256 under which it is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export async function findOperatorByEmail(db: Kysely<Database>, email: string): Promise<OperatorRow | undefined> {
  return db.selectFrom("operators").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export async function getOperator(db: Kysely<Database>, id: string): Promise<OperatorRow | undefined> {
  return db.selectFrom("operators").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The operator of this address for the server's own shell (`inbox operator invite`): created,
 * or brought back after a removal, if needed. The shell is the root of trust, so it may also
 * give an existing operator a new enrolment link (a lost passkey). The first active operator
 * is an owner, so a fresh site always has one; later ones are operators.
 */
export async function ensureOperator(db: Kysely<Database>, email: string, now: Date): Promise<OperatorRow> {
  const existing = await findOperatorByEmail(db, email);
  if (existing && existing.revoked_at === null) return existing;
  const role: OperatorRole = (await countOwners(db)) === 0 ? "owner" : "operator";
  return existing ? reviveOperator(db, existing, role) : createOperator(db, email, role, now);
}

/**
 * An invitation from the console: a new operator, or a removed one brought back, always with
 * the role "operator". An address whose operator has enrolled a passkey is refused
 * (undefined): an invitation must never open someone's existing account. An invitee who has
 * not enrolled yet may be invited again (the new link goes to their own address).
 */
export async function inviteOperator(db: Kysely<Database>, email: string, now: Date): Promise<OperatorRow | undefined> {
  const existing = await findOperatorByEmail(db, email);
  if (existing && existing.revoked_at === null) return (await passkeysOf(db, existing.id)).length > 0 ? undefined : existing;
  return existing ? reviveOperator(db, existing, "operator") : createOperator(db, email, "operator", now);
}

async function createOperator(db: Kysely<Database>, email: string, role: OperatorRole, now: Date): Promise<OperatorRow> {
  const row: OperatorRow = {
    id: randomUUID(),
    email: email.trim().toLowerCase(),
    created_at: now.toISOString(),
    revoked_at: null,
    role,
  };
  await db.insertInto("operators").values(row).execute();
  return row;
}

async function reviveOperator(db: Kysely<Database>, existing: OperatorRow, role: OperatorRole): Promise<OperatorRow> {
  await db.updateTable("operators").set({ revoked_at: null, role }).where("id", "=", existing.id).execute();
  return { ...existing, revoked_at: null, role };
}

/** How many active owners there are. */
export async function countOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("operators")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("role", "=", "owner")
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets an active operator's role. Refuses ("last-owner") to demote the only active owner, in
 * one transaction so two owners demoting each other at once cannot leave none.
 */
export async function setOperatorRole(
  db: Kysely<Database>,
  id: string,
  role: OperatorRole,
): Promise<"changed" | "not-found" | "last-owner"> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom("operators")
      .selectAll()
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!target) return "not-found";
    if (target.role === "owner" && role !== "owner" && (await countOwners(trx)) <= 1) return "last-owner";
    await trx.updateTable("operators").set({ role }).where("id", "=", id).execute();
    return "changed";
  });
}

export interface OperatorSummary {
  id: string;
  email: string;
  role: OperatorRole;
  createdAt: string;
  passkeys: number;
  lastUsedAt: string | null;
}

/** Operators who are not removed, with how many passkeys each has. */
export async function listOperators(db: Kysely<Database>): Promise<OperatorSummary[]> {
  const rows = await db
    .selectFrom("operators")
    .leftJoin("passkeys", "passkeys.operator_id", "operators.id")
    .select((eb) => [
      "operators.id",
      "operators.email",
      "operators.role",
      "operators.created_at",
      eb.fn.count<number | string>("passkeys.id").as("passkeys"),
      eb.fn.max("passkeys.last_used_at").as("last_used_at"),
    ])
    .where("operators.revoked_at", "is", null)
    .groupBy(["operators.id", "operators.email", "operators.role", "operators.created_at"])
    .orderBy("operators.email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    passkeys: Number(row.passkeys),
    lastUsedAt: (row.last_used_at as string | null) ?? null,
  }));
}

/**
 * Removes an operator: marks the row, and deletes their passkeys, sessions and open links, so
 * nothing they hold works any more. The row stays for the audit log.
 */
export async function revokeOperator(
  db: Kysely<Database>,
  id: string,
  now: Date,
  options: { keepLastOwner?: boolean } = {},
): Promise<boolean | "last-owner"> {
  return db.transaction().execute(async (trx) => {
    if (options.keepLastOwner) {
      const target = await trx.selectFrom("operators").select("role").where("id", "=", id).executeTakeFirst();
      if (target?.role === "owner" && (await countOwners(trx)) <= 1) return "last-owner";
    }
    const result = await trx
      .updateTable("operators")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    await trx.deleteFrom("passkeys").where("operator_id", "=", id).execute();
    await trx.deleteFrom("operator_sessions").where("operator_id", "=", id).execute();
    await trx.deleteFrom("operator_links").where("operator_id", "=", id).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  enrol: 24 * 60 * 60_000,
  "sign-in": 15 * 60_000,
};

/**
 * A single-use link token for an operator; only its hash is stored. A new link voids the
 * operator's earlier ones of the same purpose (one live link per address), except that a
 * sign-in link voids only those asked for by the same client (`client`, a keyed hash of its
 * network): asks from elsewhere cannot void the link the operator is about to click. A sign-in
 * link is bound to the hash of the asking browser's nonce cookie.
 */
export async function createLink(
  db: Kysely<Database>,
  operatorId: string,
  purpose: LinkPurpose,
  now: Date,
  nonce?: string,
  client?: string,
): Promise<string> {
  const { token, hash } = newToken();
  await db.transaction().execute(async (trx) => {
    let earlier = trx
      .updateTable("operator_links")
      .set({ used_at: now.toISOString() })
      .where("operator_id", "=", operatorId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null);
    if (client !== undefined) earlier = earlier.where("client_hash", "=", client);
    await earlier.execute();
    await trx
      .insertInto("operator_links")
      .values({
        token_hash: hash,
        operator_id: operatorId,
        purpose,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
        used_at: null,
        nonce_hash: nonce === undefined ? null : hashToken(nonce),
        client_hash: client ?? null,
      })
      .execute();
  });
  return token;
}

/** Marks every unused link of an operator (of one purpose) as used, so none works any more. */
export async function voidLinks(db: Kysely<Database>, operatorId: string, purpose: LinkPurpose, now: Date): Promise<void> {
  await db
    .updateTable("operator_links")
    .set({ used_at: now.toISOString() })
    .where("operator_id", "=", operatorId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}

/**
 * How many links of a purpose an operator was sent since a time (the per-address limit), of
 * those asked for by one client when `client` is given.
 */
export async function linksSentSince(
  db: Kysely<Database>,
  operatorId: string,
  purpose: LinkPurpose,
  since: Date,
  client?: string,
): Promise<number> {
  let query = db
    .selectFrom("operator_links")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("operator_id", "=", operatorId)
    .where("purpose", "=", purpose)
    .where("created_at", ">", since.toISOString());
  if (client !== undefined) query = query.where("client_hash", "=", client);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The operator a link is for, if it is unused, unexpired and its operator not removed. Does not use it up. */
export async function peekLink(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<OperatorRow | undefined> {
  return db
    .selectFrom("operator_links")
    .innerJoin("operators", "operators.id", "operator_links.operator_id")
    .selectAll("operators")
    .where("operator_links.token_hash", "=", hashToken(token))
    .where("operator_links.purpose", "=", purpose)
    .where("operator_links.used_at", "is", null)
    .where("operator_links.expires_at", ">", now.toISOString())
    .where("operators.revoked_at", "is", null)
    .executeTakeFirst();
}

/**
 * Uses a link up: true only for the one caller that changed it from unused to used. A sign-in
 * link is used only with the nonce it was made for; a wrong or missing one leaves it unused.
 */
export async function consumeLink(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
  now: Date,
  nonce?: string,
): Promise<boolean> {
  const result = await db
    .updateTable("operator_links")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    // A sign-in link needs the nonce it was made for; an enrolment link has none.
    .where((eb) =>
      purpose === "sign-in" ? eb("nonce_hash", "=", nonce === undefined ? "" : hashToken(nonce)) : eb("nonce_hash", "is", null),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * How long a passkey added without a passkey check (an emailed-link session of an operator with
 * no usable passkey) waits before it passes a step-up, unless an owner or the command line
 * confirms it first (docs/decisions/016-step-up-and-security-notices.md).
 */
export const PASSKEY_COOLING_OFF_MS = 24 * 60 * 60_000;

/** `confirmed`: added after a passkey check (or from an enrolment link), so trusted at once. */
export async function addPasskey(
  db: Kysely<Database>,
  passkey: { id: string; operatorId: string; publicKey: string; counter: number; transports: string[]; name: string },
  now: Date,
  confirmed = true,
): Promise<void> {
  await db
    .insertInto("passkeys")
    .values({
      id: passkey.id,
      operator_id: passkey.operatorId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: now.toISOString(),
      last_used_at: null,
      confirmed_at: confirmed ? now.toISOString() : null,
    })
    .execute();
}

/** Whether a passkey may prove a step-up (or make a sign-in fresh): confirmed, or past its cooling-off. */
export function isTrustedPasskey(passkey: Pick<PasskeyRow, "confirmed_at" | "created_at">, now: Date): boolean {
  return passkey.confirmed_at !== null || now.getTime() - Date.parse(passkey.created_at) >= PASSKEY_COOLING_OFF_MS;
}

/** When an unconfirmed passkey starts to pass a step-up by itself. */
export function trustedFrom(passkey: Pick<PasskeyRow, "confirmed_at" | "created_at">): string {
  return passkey.confirmed_at ?? new Date(Date.parse(passkey.created_at) + PASSKEY_COOLING_OFF_MS).toISOString();
}

export async function hasTrustedPasskey(db: Kysely<Database>, operatorId: string, now: Date): Promise<boolean> {
  return (await passkeysOf(db, operatorId)).some((passkey) => isTrustedPasskey(passkey, now));
}

/**
 * Confirms an operator's passkeys that still wait out their cooling-off (all of them, or the
 * one given); returns the names of those confirmed.
 */
export async function confirmPasskeys(db: Kysely<Database>, operatorId: string, now: Date, id?: string): Promise<string[]> {
  let query = db
    .updateTable("passkeys")
    .set({ confirmed_at: now.toISOString() })
    .where("operator_id", "=", operatorId)
    .where("confirmed_at", "is", null)
    .where("created_at", ">", new Date(now.getTime() - PASSKEY_COOLING_OFF_MS).toISOString());
  if (id !== undefined) query = query.where("id", "=", id);
  const rows = await query.returning("name").execute();
  return rows.map((row) => row.name);
}

/** Passkeys still waiting out their cooling-off, of every active operator (the owners' list). */
export async function waitingPasskeys(
  db: Kysely<Database>,
  now: Date,
): Promise<{ id: string; operatorId: string; name: string; createdAt: string; trustedFrom: string }[]> {
  const rows = await db
    .selectFrom("passkeys")
    .innerJoin("operators", "operators.id", "passkeys.operator_id")
    .selectAll("passkeys")
    .where("operators.revoked_at", "is", null)
    .where("passkeys.confirmed_at", "is", null)
    .where("passkeys.created_at", ">", new Date(now.getTime() - PASSKEY_COOLING_OFF_MS).toISOString())
    .orderBy("passkeys.created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    operatorId: row.operator_id,
    name: row.name,
    createdAt: row.created_at,
    trustedFrom: trustedFrom(row),
  }));
}

/**
 * Removes the passkeys an operator added since a time (with "sign out everywhere": a key an
 * intruder added survives a sign-out otherwise); returns them.
 */
export async function removePasskeysAddedSince(db: Kysely<Database>, operatorId: string, since: Date): Promise<PasskeyRow[]> {
  return db
    .deleteFrom("passkeys")
    .where("operator_id", "=", operatorId)
    .where("created_at", ">", since.toISOString())
    .returningAll()
    .execute();
}

/** A passkey whose operator is still an operator. */
export async function findPasskey(db: Kysely<Database>, id: string): Promise<PasskeyRow | undefined> {
  return db
    .selectFrom("passkeys")
    .innerJoin("operators", "operators.id", "passkeys.operator_id")
    .selectAll("passkeys")
    .where("passkeys.id", "=", id)
    .where("operators.revoked_at", "is", null)
    .executeTakeFirst();
}

export async function passkeysOf(db: Kysely<Database>, operatorId: string): Promise<PasskeyRow[]> {
  return db.selectFrom("passkeys").selectAll().where("operator_id", "=", operatorId).orderBy("created_at").execute();
}

export async function touchPasskey(db: Kysely<Database>, id: string, counter: number, now: Date): Promise<void> {
  await db.updateTable("passkeys").set({ counter, last_used_at: now.toISOString() }).where("id", "=", id).execute();
}

/** Removes one of an operator's passkeys and ends the sessions it signed in. */
export async function removePasskey(db: Kysely<Database>, operatorId: string, id: string): Promise<PasskeyRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("passkeys")
      .where("id", "=", id)
      .where("operator_id", "=", operatorId)
      .returningAll()
      .executeTakeFirst();
    if (row) await trx.deleteFrom("operator_sessions").where("passkey_id", "=", id).execute();
    return row;
  });
}
