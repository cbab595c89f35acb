import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  addPasskey,
  consumeLink,
  createLink,
  createSession,
  endAllSessions,
  endSession,
  findPasskey,
  getOperator,
  inviteOperator,
  isFreshlyVerified,
  linksSentSince,
  listOperators,
  markSessionVerified,
  newToken,
  OPERATOR_ROLES,
  setOperatorRole,
  voidLinks,
  passkeysOf,
  peekLink,
  recordAudit,
  removePasskey,
  revokeOperator,
  saveChallenge,
  takeChallenge,
  touchPasskey,
  useSession,
  findOperatorByEmail,
  confirmPasskeys,
  hasTrustedPasskey,
  isTrustedPasskey,
  removePasskeysAddedSince,
  trustedFrom,
  waitingPasskeys,
  PASSKEY_COOLING_OFF_MS,
  type ChallengePurpose,
  type OperatorRow,
  type PasskeyRow,
} from "../db";
import {
  ConsoleError,
  EMAIL,
  ID,
  noStore,
  operatorOf,
  ownerOf,
  parseWith,
  requireFreshCheck,
  TOKEN,
  type ConsoleContext,
} from "./context";
import { authenticationOptions, registrationOptions, verifyAuthentication, verifyRegistration } from "./relying-party";

/** Where a link token goes: in the fragment, so it never reaches a server log or a Referer. */
export function consoleLink(siteUrl: string, screen: "enrol" | "link", token: string): string {
  return `${siteUrl}/admin/${screen}#${token}`;
}

// The browser's WebAuthn answer is checked by SimpleWebAuthn; here only its outer shape.
const CREDENTIAL = z.looseObject({ id: z.string().min(1).max(1400), type: z.literal("public-key") });
const PASSKEY_NAME = z.string().trim().min(1).max(60);
const LANG = z.enum(["sv", "en"]).default("en");

/**
 * The limit on emailed sign-in links per address AND asking client (its IPv4 address or IPv6
 * /64), besides the per-client rate limit: past it nothing is sent, and the answer is the same
 * as always. Counted per client, so asks from elsewhere never use up the operator's own.
 */
export const SIGN_IN_LINKS_PER_ADDRESS = [
  { windowMs: 60_000, max: 1 },
  { windowMs: 60 * 60_000, max: 5 },
] as const;

/**
 * Starts a session. `passkeyId` null: an emailed link, which may read and enrol a passkey but
 * needs a step-up for the sensitive actions; so does a passkey still waiting out its cooling-off
 * (`verified` false). Any sign-in voids the operator's open sign-in links.
 */
async function startSession(
  ctx: ConsoleContext,
  request: FastifyRequest,
  reply: FastifyReply,
  operator: OperatorRow,
  passkeyId: string | null,
  verified: boolean,
) {
  const now = ctx.now();
  const token = await createSession(
    ctx.db,
    { operatorId: operator.id, passkeyId, userAgent: String(request.headers["user-agent"] ?? ""), verified },
    now,
  );
  await voidLinks(ctx.db, operator.id, "sign-in", now);
  ctx.cookie.set(reply, token);
  await recordAudit(
    ctx.db,
    { actor: operator.email, action: "sign-in", detail: { with: passkeyId ? "passkey" : "email-link" } },
    now,
  );
  return { email: operator.email, role: operator.role };
}

/** The actor of a refused sign-in whose operator is not known (an unknown passkey or link). */
export const UNKNOWN_ACTOR = "(unknown)";

/**
 * Runs a sign-in or step-up and, when it is refused, records the refusal (who, when known, and
 * the code the client got) before the refusal goes out: failed attempts are audited too.
 */
async function auditedAttempt<T>(
  ctx: ConsoleContext,
  action: "sign-in-failed" | "step-up-failed",
  detail: Record<string, unknown>,
  attempt: (identify: (email: string) => void) => Promise<T>,
): Promise<T> {
  let actor = UNKNOWN_ACTOR;
  try {
    return await attempt((email) => (actor = email));
  } catch (error) {
    if (error instanceof ConsoleError) {
      await recordAudit(ctx.db, { actor, action, detail: { ...detail, reason: error.code } }, ctx.now());
    }
    throw error;
  }
}

/** Stores the challenge a ceremony's options carry, for one use by the same purpose. */
function storeChallenge(ctx: ConsoleContext, purpose: ChallengePurpose, operatorId: string | null, challenge: string) {
  return saveChallenge(ctx.db, { challenge, purpose, operatorId }, ctx.now());
}

/**
 * Checks a passkey's signed answer to a challenge and records its new signature counter. A
 * refused answer (bad signature, no user verification, a counter that did not move up) is 401.
 */
async function acceptAssertion(
  ctx: ConsoleContext,
  response: unknown,
  challenge: string,
  passkey: PasskeyRow,
  now: Date,
): Promise<void> {
  const counter = await verifyAuthentication(ctx.rp, response as AuthenticationResponseJSON, challenge, passkey);
  if (counter === undefined) throw new ConsoleError(401, "passkey-invalid");
  await touchPasskey(ctx.db, passkey.id, counter, now);
}

/**
 * What the console asks on every start: whether email sign-in is on, and who is signed in
 * (null for nobody: an ordinary answer, not a refusal). Read-only and cheap, so not
 * rate-limited: an operator opening many tabs is not signed out by a limit.
 */
export async function sessionStateRoutes(app: FastifyInstance, ctx: ConsoleContext): Promise<void> {
  app.get("/config", async (_request, reply) => noStore(reply).send({ emailSignIn: Boolean(ctx.sendSignInLink) }));

  app.get("/session", async (request, reply) => {
    const token = ctx.cookie.read(request);
    const session = token ? await useSession(ctx.db, token, ctx.now()) : undefined;
    return noStore(reply).send(session ? { email: session.operator.email, role: session.operator.role } : { email: null });
  });
}

/** Sign-in and enrolment: no session needed; rate-limited by the caller. */
export async function publicAuthRoutes(app: FastifyInstance, ctx: ConsoleContext): Promise<void> {
  app.post("/enrol/options", async (request, reply) => {
    const { token } = parseWith(z.object({ token: TOKEN }), request.body);
    const operator = await peekLink(ctx.db, token, "enrol", ctx.now());
    if (!operator) throw new ConsoleError(410, "link-invalid");
    const options = await registrationOptions(ctx.rp, operator, await passkeysOf(ctx.db, operator.id));
    const challengeId = await storeChallenge(ctx, "enrol", operator.id, options.challenge);
    return noStore(reply).send({ challengeId, options, email: operator.email });
  });

  app.post("/enrol/verify", async (request, reply) => {
    const body = parseWith(z.object({ token: TOKEN, challengeId: ID, response: CREDENTIAL, name: PASSKEY_NAME }), request.body);
    const now = ctx.now();
    const challenge = await takeChallenge(ctx.db, body.challengeId, "enrol", now);
    if (!challenge) throw new ConsoleError(400, "challenge-invalid");
    const operator = await peekLink(ctx.db, body.token, "enrol", now);
    if (!operator || operator.id !== challenge.operatorId) throw new ConsoleError(410, "link-invalid");
    const passkey = await verifyRegistration(ctx.rp, body.response as unknown as RegistrationResponseJSON, challenge.challenge);
    if (!passkey) throw new ConsoleError(400, "passkey-invalid");
    // Used up only now, atomically: of two racing answers exactly one gets through.
    if (!(await consumeLink(ctx.db, body.token, "enrol", now))) throw new ConsoleError(410, "link-invalid");
    // An enrolment link comes from an owner or the server's shell: its passkey is trusted at once.
    await addPasskey(ctx.db, { ...passkey, operatorId: operator.id, name: body.name }, now);
    await recordAudit(ctx.db, { actor: operator.email, action: "passkey-added", target: body.name }, now);
    ctx.notifySecurity(operator, { kind: "passkey-added", name: body.name, waiting: false });
    return noStore(reply).send(await startSession(ctx, request, reply, operator, passkey.id, true));
  });

  app.post("/sign-in/options", async (_request, reply) => {
    const options = await authenticationOptions(ctx.rp);
    const challengeId = await storeChallenge(ctx, "sign-in", null, options.challenge);
    return noStore(reply).send({ challengeId, options });
  });

  app.post("/sign-in/verify", async (request, reply) =>
    auditedAttempt(ctx, "sign-in-failed", { with: "passkey" }, async (identify) => {
      const body = parseWith(z.object({ challengeId: ID, response: CREDENTIAL }), request.body);
      const now = ctx.now();
      const challenge = await takeChallenge(ctx.db, body.challengeId, "sign-in", now);
      if (!challenge) throw new ConsoleError(400, "challenge-invalid");
      const passkey = await findPasskey(ctx.db, body.response.id);
      if (!passkey) throw new ConsoleError(401, "passkey-unknown");
      identify((await getOperator(ctx.db, passkey.operator_id))?.email ?? UNKNOWN_ACTOR);
      await acceptAssertion(ctx, body.response, challenge.challenge, passkey, now);
      // Looked up again: the operator may have been removed while the answer was checked.
      const operator = await getOperator(ctx.db, passkey.operator_id);
      if (!operator || operator.revoked_at) throw new ConsoleError(401, "passkey-unknown");
      // A passkey still waiting out its cooling-off signs in, but proves no step-up.
      const session = await startSession(ctx, request, reply, operator, passkey.id, isTrustedPasskey(passkey, now));
      return noStore(reply).send(session);
    }),
  );

  // The same answer whether or not the address is an operator's, and whether or not a limit
  // held the mail back, sent before any mail goes out, so neither the words nor the timing
  // tell. The browser gets (or keeps) a nonce cookie either way; the link works only with it.
  // One job at a time, so two asks for one address cannot both pass the per-address limit.
  let linkJobs: Promise<void> = Promise.resolve();
  app.post("/sign-in/email", async (request, reply) => {
    const send = ctx.sendSignInLink;
    if (!send) throw new ConsoleError(404, "email-sign-in-off");
    const body = parseWith(z.object({ email: EMAIL, lang: LANG }), request.body);
    const now = ctx.now();
    const nonce = ctx.linkCookie.read(request) ?? newToken().token;
    ctx.linkCookie.set(reply, nonce);
    const job = async () => {
      const operator = await findOperatorByEmail(ctx.db, body.email);
      if (!operator || operator.revoked_at) return;
      const client = await ctx.clientKey(request.ip, now);
      for (const { windowMs, max } of SIGN_IN_LINKS_PER_ADDRESS) {
        if ((await linksSentSince(ctx.db, operator.id, "sign-in", new Date(now.getTime() - windowMs), client)) >= max) {
          request.log.info("sign-in link held back by the per-address limit");
          return;
        }
      }
      const token = await createLink(ctx.db, operator.id, "sign-in", now, nonce, client);
      await send(operator.email, consoleLink(ctx.siteUrl, "link", token), body.lang);
      await recordAudit(ctx.db, { actor: operator.email, action: "sign-in-link-sent" }, now);
    };
    linkJobs = linkJobs.then(job).catch((error: unknown) => request.log.error(error, "sign-in link not sent"));
    return noStore(reply).code(202).send({ sent: true });
  });

  // Only on the click on the link page (opening the page sends nothing), and only from the
  // browser that asked for the link: a mail scanner neither uses nor spends it.
  app.post("/sign-in/link", async (request, reply) =>
    auditedAttempt(ctx, "sign-in-failed", { with: "email-link" }, async (identify) => {
      const { token } = parseWith(z.object({ token: TOKEN }), request.body);
      const now = ctx.now();
      const operator = await peekLink(ctx.db, token, "sign-in", now);
      if (!operator) throw new ConsoleError(410, "link-invalid");
      identify(operator.email);
      const nonce = ctx.linkCookie.read(request);
      if (!nonce || !(await consumeLink(ctx.db, token, "sign-in", now, nonce))) {
        // Still live but asked for elsewhere: say so, so the operator opens it where they asked.
        throw new ConsoleError(410, (await peekLink(ctx.db, token, "sign-in", now)) ? "link-browser" : "link-invalid");
      }
      const session = await startSession(ctx, request, reply, operator, null, false);
      ctx.linkCookie.clear(reply);
      // Whoever reads the mailbox can do this: the operator (and the other owners) hear of it.
      ctx.notifySecurity(operator, { kind: "email-link-sign-in" });
      return noStore(reply).send(session);
    }),
  );
}

/** The signed-in operator's session, passkeys and fellow operators. */
export async function accountRoutes(app: FastifyInstance, ctx: ConsoleContext): Promise<void> {
  app.post("/sign-out", async (request, reply) => {
    const operator = operatorOf(request);
    await endSession(ctx.db, request.sessionHash!);
    await recordAudit(ctx.db, { actor: operator.email, action: "sign-out" }, ctx.now());
    ctx.cookie.clear(reply);
    return noStore(reply).send({ ok: true });
  });

  // Optionally also removes the passkeys added in the last 24 hours: a key an intruder added
  // would otherwise outlive the sign-out. Only removes, so it needs no step-up.
  app.post("/sign-out/everywhere", async (request, reply) => {
    const operator = operatorOf(request);
    const { removeRecentPasskeys } = parseWith(
      z.object({ removeRecentPasskeys: z.boolean().default(false) }),
      request.body ?? {},
    );
    const now = ctx.now();
    const removed = removeRecentPasskeys
      ? await removePasskeysAddedSince(ctx.db, operator.id, new Date(now.getTime() - PASSKEY_COOLING_OFF_MS))
      : [];
    const ended = await endAllSessions(ctx.db, operator.id);
    for (const passkey of removed) {
      // Listed, so a restore of an older backup removes it again (docs/decisions/028-security-m4-m6.md).
      ctx.erasures.recordPasskeyRemoved(passkey.id, now);
      await recordAudit(ctx.db, { actor: operator.email, action: "passkey-removed", target: passkey.name }, now);
      ctx.notifySecurity(operator, { kind: "passkey-removed", name: passkey.name });
    }
    await recordAudit(
      ctx.db,
      { actor: operator.email, action: "sign-out-everywhere", detail: { sessions: ended, passkeys: removed.length } },
      now,
    );
    ctx.cookie.clear(reply);
    return noStore(reply).send(removeRecentPasskeys ? { ok: true, passkeysRemoved: removed.length } : { ok: true });
  });

  // `waitingUntil`: a passkey added without a passkey check passes no step-up before then.
  app.get("/passkeys", async (request, reply) => {
    const rows = await passkeysOf(ctx.db, operatorOf(request).id);
    const now = ctx.now();
    return noStore(reply).send({
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        waitingUntil: isTrustedPasskey(row, now) ? null : trustedFrom(row),
      })),
    });
  });

  /**
   * Adding a passkey needs a fresh passkey check when the operator has a passkey that can give
   * one; an operator without (recovery by emailed link) may add one, but it passes no step-up
   * for 24 hours unless an owner or the command line confirms it
   * (docs/decisions/016-step-up-and-security-notices.md).
   */
  async function mayAddPasskey(request: FastifyRequest, operator: OperatorRow, now: Date): Promise<{ trusted: boolean }> {
    if (isFreshlyVerified(request.sessionVerifiedAt ?? null, now)) return { trusted: true };
    if (await hasTrustedPasskey(ctx.db, operator.id, now)) throw new ConsoleError(403, "step-up");
    return { trusted: false };
  }

  app.post("/passkeys/options", async (request, reply) => {
    const operator = operatorOf(request);
    await mayAddPasskey(request, operator, ctx.now());
    const options = await registrationOptions(ctx.rp, operator, await passkeysOf(ctx.db, operator.id));
    const challengeId = await storeChallenge(ctx, "add-passkey", operator.id, options.challenge);
    return noStore(reply).send({ challengeId, options });
  });

  app.post("/passkeys", async (request, reply) => {
    const operator = operatorOf(request);
    const body = parseWith(z.object({ challengeId: ID, response: CREDENTIAL, name: PASSKEY_NAME }), request.body);
    const now = ctx.now();
    const challenge = await takeChallenge(ctx.db, body.challengeId, "add-passkey", now);
    if (!challenge || challenge.operatorId !== operator.id) throw new ConsoleError(400, "challenge-invalid");
    const { trusted } = await mayAddPasskey(request, operator, now);
    const passkey = await verifyRegistration(ctx.rp, body.response as unknown as RegistrationResponseJSON, challenge.challenge);
    if (!passkey) throw new ConsoleError(400, "passkey-invalid");
    await addPasskey(ctx.db, { ...passkey, operatorId: operator.id, name: body.name }, now, trusted);
    await recordAudit(
      ctx.db,
      { actor: operator.email, action: "passkey-added", target: body.name, ...(trusted ? {} : { detail: { waiting: true } }) },
      now,
    );
    ctx.notifySecurity(operator, { kind: "passkey-added", name: body.name, waiting: !trusted });
    return noStore(reply)
      .code(201)
      .send(
        trusted
          ? { id: passkey.id }
          : { id: passkey.id, waitingUntil: new Date(now.getTime() + PASSKEY_COOLING_OFF_MS).toISOString() },
      );
  });

  // A fresh passkey check of this session: the operator proves it is them before anything
  // sensitive (docs/decisions/008-operator-roles-and-step-up.md).
  app.get("/step-up", async (request, reply) =>
    noStore(reply).send({ fresh: isFreshlyVerified(request.sessionVerifiedAt ?? null, ctx.now()) }),
  );

  app.post("/step-up/options", async (request, reply) => {
    const operator = operatorOf(request);
    const options = await authenticationOptions(ctx.rp);
    const challengeId = await storeChallenge(ctx, "step-up", operator.id, options.challenge);
    return noStore(reply).send({ challengeId, options });
  });

  app.post("/step-up/verify", async (request, reply) => {
    const operator = operatorOf(request);
    return auditedAttempt(ctx, "step-up-failed", {}, async (identify) => {
      identify(operator.email);
      const body = parseWith(z.object({ challengeId: ID, response: CREDENTIAL }), request.body);
      const now = ctx.now();
      const challenge = await takeChallenge(ctx.db, body.challengeId, "step-up", now);
      if (!challenge || challenge.operatorId !== operator.id) throw new ConsoleError(400, "challenge-invalid");
      const passkey = await findPasskey(ctx.db, body.response.id);
      // Only one's own passkey: another operator's key proves nothing about this session.
      if (!passkey || passkey.operator_id !== operator.id) throw new ConsoleError(401, "passkey-unknown");
      await acceptAssertion(ctx, body.response, challenge.challenge, passkey, now);
      // A passkey added without a passkey check proves nothing until its cooling-off is over.
      if (!isTrustedPasskey(passkey, now)) throw new ConsoleError(403, "passkey-waiting");
      await markSessionVerified(ctx.db, request.sessionHash!, now);
      return noStore(reply).send({ ok: true });
    });
  });

  app.delete("/passkeys/:id", async (request, reply) => {
    const operator = operatorOf(request);
    requireFreshCheck(request, ctx.now());
    const { id } = parseWith(z.object({ id: ID }), request.params);
    const removed = await removePasskey(ctx.db, operator.id, id);
    if (!removed) throw new ConsoleError(404, "not-found");
    // Listed, so a restore of an older backup removes it again (docs/decisions/028-security-m4-m6.md).
    ctx.erasures.recordPasskeyRemoved(removed.id, ctx.now());
    await recordAudit(ctx.db, { actor: operator.email, action: "passkey-removed", target: removed.name }, ctx.now());
    ctx.notifySecurity(operator, { kind: "passkey-removed", name: removed.name });
    return noStore(reply).send({ ok: true });
  });

  // Each operator with the passkeys still waiting out their cooling-off, which owners may confirm.
  app.get("/operators", async (_request, reply) => {
    const waiting = await waitingPasskeys(ctx.db, ctx.now());
    const items = (await listOperators(ctx.db)).map((operator) => ({
      ...operator,
      waitingPasskeys: waiting
        .filter((passkey) => passkey.operatorId === operator.id)
        .map(({ id, name, createdAt, trustedFrom: until }) => ({ id, name, createdAt, waitingUntil: until })),
    }));
    return noStore(reply).send({ items });
  });

  // An owner vouches for a passkey added without a passkey check (after asking its operator in
  // person): it passes a step-up at once. Owners only, after their own fresh check.
  app.post("/operators/:id/passkeys/:passkeyId/confirm", async (request, reply) => {
    const owner = ownerOf(request);
    requireFreshCheck(request, ctx.now());
    const { id, passkeyId } = parseWith(z.object({ id: ID, passkeyId: ID }), request.params);
    const target = await getOperator(ctx.db, id);
    if (!target || target.revoked_at) throw new ConsoleError(404, "not-found");
    const now = ctx.now();
    const [name] = await confirmPasskeys(ctx.db, id, now, passkeyId);
    if (name === undefined) throw new ConsoleError(404, "not-found");
    await recordAudit(ctx.db, { actor: owner.email, action: "passkey-confirmed", target: target.email, detail: { name } }, now);
    return noStore(reply).send({ ok: true });
  });

  // Owners only, after a fresh passkey check. The enrolment link goes by email to the invitee
  // and is never shown to the inviter; an address whose operator has enrolled is refused.
  app.post("/operators", async (request, reply) => {
    const operator = ownerOf(request);
    requireFreshCheck(request, ctx.now());
    const { email, lang } = parseWith(z.object({ email: EMAIL, lang: LANG }), request.body);
    const send = ctx.sendInvitation;
    if (!send) throw new ConsoleError(503, "mail-off");
    const now = ctx.now();
    const invited = await inviteOperator(ctx.db, email, now);
    if (!invited) throw new ConsoleError(409, "operator-exists");
    // Invited again after a removal: a restore must not remove them once more.
    ctx.erasures.forget("operator", invited.email);
    const token = await createLink(ctx.db, invited.id, "enrol", now);
    await send(invited.email, consoleLink(ctx.siteUrl, "enrol", token), lang);
    await recordAudit(ctx.db, { actor: operator.email, action: "operator-invited", target: invited.email }, now);
    return noStore(reply).code(201).send({ sent: true, email: invited.email });
  });

  app.post("/operators/:id/role", async (request, reply) => {
    const operator = ownerOf(request);
    requireFreshCheck(request, ctx.now());
    const { id } = parseWith(z.object({ id: ID }), request.params);
    const { role } = parseWith(z.object({ role: z.enum(OPERATOR_ROLES) }), request.body);
    const target = await getOperator(ctx.db, id);
    if (!target) throw new ConsoleError(404, "not-found");
    // A removed operator is still found above; setOperatorRole refuses it.
    const result = await setOperatorRole(ctx.db, id, role);
    if (result === "not-found") throw new ConsoleError(404, "not-found");
    if (result === "last-owner") throw new ConsoleError(409, "last-owner");
    // Listed, so a restore of an older backup sets it again (docs/decisions/028-security-m4-m6.md).
    ctx.erasures.recordRole(target.email, role, ctx.now());
    await recordAudit(
      ctx.db,
      { actor: operator.email, action: "role-changed", target: target.email, detail: { role } },
      ctx.now(),
    );
    // Told with the role it had: an owner's demotion reaches the other owners too.
    if (target.role !== role) ctx.notifySecurity(target, { kind: "role-changed", role, by: operator.email });
    return noStore(reply).send({ ok: true });
  });

  app.delete("/operators/:id", async (request, reply) => {
    const operator = ownerOf(request);
    requireFreshCheck(request, ctx.now());
    const { id } = parseWith(z.object({ id: ID }), request.params);
    // Removing yourself would lock the console; another owner (or the CLI) can.
    if (id === operator.id) throw new ConsoleError(409, "self");
    const target = await getOperator(ctx.db, id);
    if (!target) throw new ConsoleError(404, "not-found");
    // keepLastOwner: the actor is an owner, but may have been demoted since this request began.
    const removed = await revokeOperator(ctx.db, id, ctx.now(), { keepLastOwner: true });
    if (removed === "last-owner") throw new ConsoleError(409, "last-owner");
    if (!removed) throw new ConsoleError(404, "not-found");
    // Listed, so a restore of an older backup removes them again (server/erasures/list.ts).
    ctx.erasures.record("operator", target.email, ctx.now());
    await recordAudit(ctx.db, { actor: operator.email, action: "operator-removed", target: target.email }, ctx.now());
    return noStore(reply).send({ ok: true });
  });
}
