import { createHash } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { sha256Block, solveChallenge } from "./proof-of-work";

describe("the forms' proof-of-work solver", () => {
  it("hashes one block exactly as SHA-256 does", () => {
    for (const text of ["", "abc", "x".repeat(55)]) {
      const bytes = Buffer.alloc(64);
      Buffer.from(text).copy(bytes);
      bytes[text.length] = 0x80;
      bytes.writeUInt32BE(text.length * 8, 60);
      const block = new Uint32Array(16).map((_, i) => bytes.readUInt32BE(i * 4));
      const out = new Uint32Array(8);
      sha256Block(block, out);
      const digest = Buffer.alloc(32);
      out.forEach((word, i) => digest.writeUInt32BE(word, i * 4));
      expect(digest.toString("hex")).toBe(createHash("sha256").update(text).digest("hex"));
    }
  });

  it("solves the server's challenge so that altcha-lib verifies it", async () => {
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: randomInt(3_000, 1_000),
      deriveKey,
      hmacSignatureSecret: "s1",
      hmacKeySignatureSecret: "s2",
    });
    const field = await solveChallenge(challenge);
    const payload = JSON.parse(Buffer.from(field!, "base64").toString()) as { solution: { counter: number; derivedKey: string } };
    const result = await verifySolution({
      challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: "s1",
      hmacKeySignatureSecret: "s2",
    });
    expect(result.verified).toBe(true);
  });

  it("declines a challenge it does not handle instead of running forever", async () => {
    const challenge = { parameters: { algorithm: "SCRYPT", cost: 1, keyPrefix: "00", nonce: "00", salt: "00" } };
    expect(await solveChallenge(challenge)).toBeNull();
  });
});
