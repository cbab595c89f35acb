import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database, OperatorRow, OutboxChannel } from "../db";
import type { RelyingParty } from "./relying-party";
import type { SessionCookie } from "./session-cookie";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the console's session check on every /api/admin route that needs one. */
    operator?: OperatorRow;
    sessionHash?: string;
  }
}

/** What every console route needs: the database, the clock, the relying party, the cookie. */
export interface ConsoleContext {
  db: Kysely<Database>;
  siteUrl: string;
  now: () => Date;
  rp: RelyingParty;
  cookie: SessionCookie;
  /** Spam defence: the owner's notification channels an enquiry gets when it is moved out of spam. */
  notifyChannels?: readonly OutboxChannel[];
  /** Spam defence: deliver now what was just queued. */
  kickNotifications?: () => void;
  /** Sends a sign-in link; undefined when SMTP is not configured. */
  sendSignInLink?: (to: string, url: string, lang: "sv" | "en") => Promise<void>;
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

/** Parses a request part against a schema, or refuses with 400 `invalid`. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ConsoleError(400, "invalid");
  return parsed.data;
}

export function operatorOf(request: FastifyRequest): OperatorRow {
  if (!request.operator) throw new ConsoleError(401, "signed-out");
  return request.operator;
}

export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header("Cache-Control", "no-store");
}

export const EMAIL = z.string().trim().toLowerCase().max(254).email();
export const TOKEN = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
export const ID = z.string().min(1).max(100);
