import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { parseEmail } from "~/forms/email";
import { isFreshlyVerified, type Database, type OperatorRow, type OutboxChannel } from "../db";
import type { ErasureList } from "../erasures/list";
import { DATE_ISSUE } from "../dates";
import type { RelyingParty } from "./relying-party";
import type { SecurityEvent } from "./security-notice";
import type { SessionCookie } from "./session-cookie";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the console's session check on every /api/admin route that needs one. */
    operator?: OperatorRow;
    sessionHash?: string;
    /** When the session last proved a passkey (null: started from an emailed link). */
    sessionVerifiedAt?: string | null;
  }
}

/** What every console route needs: the database, the clock, the relying party, the cookie. */
export interface ConsoleContext {
  db: Kysely<Database>;
  /** The erasure list a restore re-applies: erasures and operator removals go in it. */
  erasures: ErasureList;
  siteUrl: string;
  now: () => Date;
  rp: RelyingParty;
  cookie: SessionCookie;
  /** The nonce cookie that binds an emailed sign-in link to the browser that asked for it. */
  linkCookie: SessionCookie;
  /** Spam defence: the owner's notification channels an enquiry gets when it is moved out of spam. */
  notifyChannels?: readonly OutboxChannel[];
  /** The owner's bookings: the channels a call's cancellation or updated invitation goes to (docs/decisions/030-the-owners-bookings.md). */
  bookingChannels?: readonly OutboxChannel[];
  /** Spam defence: deliver now what was just queued. */
  kickNotifications?: () => void;
  /** Sends a sign-in link; undefined when SMTP is not configured. */
  sendSignInLink?: (to: string, url: string, lang: "sv" | "en") => Promise<void>;
  /** Sends an invitation's enrolment link to the invitee; undefined when SMTP is not configured. */
  sendInvitation?: (to: string, url: string, lang: "sv" | "en") => Promise<void>;
  /**
   * Tells an operator (and, for an owner, the other owners) by email about a security event on
   * their account (server/admin/security-notice.ts). Sent in the background: a mail failure
   * never undoes or delays the action. Does nothing when SMTP is not configured.
   */
  /**
   * The asking client's network (IPv4 address, IPv6 /64) as a keyed hash with the day's salt:
   * the per-client part of the limit on emailed sign-in links.
   */
  clientKey: (ip: string, now: Date) => Promise<string>;
  notifySecurity: (account: Pick<OperatorRow, "id" | "email" | "role">, event: SecurityEvent) => void;
}

/** A refusal with a stable code the console translates. */
export class ConsoleError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
  ) {
    super(code);
  }
}

/**
 * Parses a request part against a schema, or refuses with 400 `invalid` (`email-invalid` for
 * an address, `date-invalid` for a date: server/dates.ts).
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const messages = new Set(parsed.error.issues.map((issue) => issue.message));
    throw new ConsoleError(
      400,
      messages.has(EMAIL_ISSUE) ? "email-invalid" : messages.has(DATE_ISSUE) ? "date-invalid" : "invalid",
    );
  }
  return parsed.data;
}

/** Owners only: managing operators and roles (docs/decisions/008-operator-roles-and-step-up.md). */
export function ownerOf(request: FastifyRequest): OperatorRow {
  const operator = operatorOf(request);
  if (operator.role !== "owner") throw new ConsoleError(403, "owner-only");
  return operator;
}

/**
 * The sensitive actions (operators, roles, passkeys, erasure, export) need a passkey check of
 * this session in the last few minutes; otherwise 403 `step-up`, and the console asks for one.
 */
export function requireFreshCheck(request: FastifyRequest, now: Date): void {
  if (!isFreshlyVerified(request.sessionVerifiedAt ?? null, now)) throw new ConsoleError(403, "step-up");
}

export function operatorOf(request: FastifyRequest): OperatorRow {
  if (!request.operator) throw new ConsoleError(401, "signed-out");
  return request.operator;
}

export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header("Cache-Control", "no-store");
}

const EMAIL_ISSUE = "email";
/** The one address rule (app/forms/email.ts), normalised as stored. */
export const EMAIL = z
  .string()
  .max(320)
  .transform((value, ctx) => {
    const email = parseEmail(value);
    if (email === undefined) {
      ctx.addIssue({ code: "custom", message: EMAIL_ISSUE });
      return z.NEVER;
    }
    return email;
  });
export const TOKEN = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
export const ID = z.string().min(1).max(100);
