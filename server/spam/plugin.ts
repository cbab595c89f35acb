import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FormSchema, SubmissionValues } from "~/forms";
import { createProofChecker, issueChallenge, proofSecrets, type ProofSecrets } from "./proof";
import { screenEnquiry, type ScreeningResult } from "./screen";

/** Where a form's script fetches its challenge: our own origin, so the page's `connect-src 'self'` covers it. */
export const CHALLENGE_PATH = "/api/form-challenge";

export interface SpamDefence {
  /** Every layer on one post: the honeypot, its proof of work (the `altcha` field), its words, and its twins. */
  screen(input: {
    schema: FormSchema;
    fields: SubmissionValues;
    email: string;
    honeypotFilled: boolean;
    proof: string | undefined;
    now: Date;
  }): Promise<ScreeningResult>;
}

declare module "fastify" {
  interface FastifyInstance {
    spamDefence: SpamDefence;
  }
}

export interface SpamDefenceOptions {
  now?: () => Date;
  /** Challenges per client IP per minute: a page asks for one or two. */
  challengeRateLimit?: number;
}

/**
 * Spam defence (docs/decisions/011-spam-defence.md): serves proof-of-work challenges and
 * screens enquiries. Nothing here talks to a third party or sets a cookie. Needs `app.db`.
 */
export const spamDefence = fp(
  async (app: FastifyInstance, { now = () => new Date(), challengeRateLimit = 30 }: SpamDefenceOptions) => {
    let secrets: Promise<ProofSecrets> | undefined;
    const loadSecrets = () => {
      secrets ??= proofSecrets(app.db).catch((error: unknown) => {
        secrets = undefined; // the database was unavailable: try again next time
        throw error;
      });
      return secrets;
    };
    const checkProof = createProofChecker(loadSecrets);

    app.decorate("spamDefence", {
      async screen(input) {
        const proof = await checkProof(input.proof, input.now);
        return screenEnquiry(app.db, { ...input, proof });
      },
    } satisfies SpamDefence);

    await app.register(async (scope) => {
      await scope.register(rateLimit, { global: false, ipv6Subnet: 64 });
      scope.get(
        CHALLENGE_PATH,
        { config: { rateLimit: { max: challengeRateLimit, timeWindow: 60_000 } } },
        async (_request, reply) => {
          const challenge = await issueChallenge(await loadSecrets(), now());
          // Each challenge is single-use and signs its issue time: never cached, by anyone.
          return reply.header("Cache-Control", "no-store").send(challenge);
        },
      );
    });
  },
  { name: "spam-defence", dependencies: ["database"] },
);
