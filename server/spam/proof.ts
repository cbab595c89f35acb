import { randomBytes } from "node:crypto";
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Kysely } from "kysely";
import type { Database, ProofStatus } from "../db";

/**
 * The proof of work (docs/decisions/011-spam-defence.md): an ALTCHA v2 challenge in its
 * deterministic mode. The server picks a secret counter between PROOF_DIFFICULTY.min and .max
 * and signs the key it derives; the browser finds the counter by trying 0, 1, 2, ... (one
 * SHA-256 each), which costs it that many hashes, while checking costs the server two HMACs.
 * The challenge also signs when it was issued, i.e. when the visitor started on the form.
 */
export const PROOF_DIFFICULTY = {
  /**
   * The forms' solver (app/components/forms/proof-of-work.ts) does about 190 000 to 530 000
   * hashes a second in Chromium slowed down four times, as Lighthouse models a mid-range phone
   * (`npm run bench` measures it), so even the worst case is well under a second while the
   * visitor types; a bot pays the same for every post.
   */
  min: 10_000,
  max: 100_000,
} as const;

/** How long a challenge may be used: longer than anyone spends on a form; the page fetches a fresh one after. */
export const PROOF_LIFETIME_MS = 2 * 60 * 60_000;

/** The settings key of the HMAC secrets: one per site, shared by every instance through the database. */
const SECRET_KEY = "spam-proof-secret";

/** The form field that carries the solved challenge (added by the page's script; absent without JavaScript). */
export { PROOF_FIELD } from "~/forms";

export interface ProofSecrets {
  signature: string;
  key: string;
}

/** The site's two HMAC secrets, created by the first instance that needs them. */
export async function proofSecrets(db: Kysely<Database>): Promise<ProofSecrets> {
  await db
    .insertInto("settings")
    .values({ key: SECRET_KEY, value: `${randomBytes(32).toString("hex")}:${randomBytes(32).toString("hex")}` })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", SECRET_KEY).executeTakeFirstOrThrow();
  const [signature = "", key = ""] = row.value.split(":");
  return { signature, key };
}

/** A new challenge, issued at `now`, for the browser to solve. */
export async function issueChallenge(secrets: ProofSecrets, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(PROOF_DIFFICULTY.max, PROOF_DIFFICULTY.min),
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
    // Our own clock (tests inject one), so the expiry is checked here rather than by altcha-lib.
    data: { issuedAt: now.getTime() },
  });
}

export interface ProofCheck {
  status: ProofStatus;
  /** Why a sent proof was refused: forged, expired or reused. */
  problem?: "forged" | "expired" | "reused";
  /** When the challenge was issued (signed), for a verified proof. */
  issuedAt?: number;
}

/**
 * Checks the proof a post carries. Each solved challenge is accepted once per process: a
 * reused one (a bot replaying one solution) counts as invalid. The memory is bounded; a
 * challenge expires before a busy site could push it out.
 */
export function createProofChecker(secrets: () => Promise<ProofSecrets>) {
  const used = new CappedMap<string, number>({ maxSize: 50_000 });
  return async function checkProof(payload: string | undefined, now: Date): Promise<ProofCheck> {
    if (payload === undefined || payload === "") return { status: "unverified" };
    let parsed: { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as typeof parsed;
      if (typeof parsed?.challenge?.parameters !== "object" || typeof parsed.solution !== "object") throw new Error("shape");
    } catch {
      return { status: "invalid", problem: "forged" };
    }
    const { signature, key } = await secrets();
    let verified: boolean;
    try {
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
      // Only the key-signature path is accepted: without it the server would have to hash.
      verified = result.verified && typeof parsed.challenge.parameters.keySignature === "string";
    } catch {
      verified = false;
    }
    if (!verified) return { status: "invalid", problem: "forged" };
    const issuedAt = Number(parsed.challenge.parameters.data?.issuedAt);
    if (!Number.isFinite(issuedAt) || now.getTime() - issuedAt > PROOF_LIFETIME_MS)
      return { status: "invalid", problem: "expired" };
    const id = parsed.challenge.signature ?? "";
    if (!used.setIfAbsent(id, issuedAt)) return { status: "invalid", problem: "reused" };
    return { status: "verified", issuedAt };
  };
}

export type CheckProof = ReturnType<typeof createProofChecker>;
