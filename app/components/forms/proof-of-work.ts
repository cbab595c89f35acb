/**
 * The solver of the proof of work a form sends with JavaScript (docs/decisions/011-spam-defence.md):
 * an ALTCHA v2 challenge (SHA-256, cost 1) from our own server. A few lines instead of a widget:
 * no request leaves our origin, no cookie, and no WebCrypto (which needs a secure context and is
 * slower per hash than this loop). It runs in a Worker (app/workers/proof.worker.ts), or on the
 * main thread in slices where there is none (prove-work.ts, docs/decisions/033-main-thread-off.md).
 */

export interface Challenge {
  parameters: { algorithm: string; cost: number; keyLength?: number; keyPrefix: string; nonce: string; salt: string };
  signature?: string;
}

// SHA-256's constants are the fractional parts of the roots of the first primes: computed, not shipped.
const K = new Uint32Array(64);
const INITIAL = new Uint32Array(8);
for (let n = 2, found = 0; found < 64; n++) {
  let prime = true;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false;
  if (!prime) continue;
  const frac = (x: number) => ((x - Math.floor(x)) * 2 ** 32) >>> 0;
  if (found < 8) INITIAL[found] = frac(Math.sqrt(n));
  K[found++] = frac(Math.cbrt(n));
}

const W = new Uint32Array(64);
const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of a message that fits one block: `block` is its 16 padded big-endian words. */
export function sha256Block(block: Uint32Array, out: Uint32Array): void {
  for (let i = 0; i < 16; i++) W[i] = block[i]!;
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15]!;
    const b = W[i - 2]!;
    W[i] = (W[i - 16]! + (rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)) + W[i - 7]! + (rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10))) | 0;
  }
  let a = INITIAL[0]!,
    b = INITIAL[1]!,
    c = INITIAL[2]!,
    d = INITIAL[3]!;
  let e = INITIAL[4]!,
    f = INITIAL[5]!,
    g = INITIAL[6]!,
    h = INITIAL[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  out[0] = (INITIAL[0]! + a) >>> 0;
  out[1] = (INITIAL[1]! + b) >>> 0;
  out[2] = (INITIAL[2]! + c) >>> 0;
  out[3] = (INITIAL[3]! + d) >>> 0;
  out[4] = (INITIAL[4]! + e) >>> 0;
  out[5] = (INITIAL[5]! + f) >>> 0;
  out[6] = (INITIAL[6]! + g) >>> 0;
  out[7] = (INITIAL[7]! + h) >>> 0;
}

const words = (hex: string) => Array.from({ length: hex.length / 8 }, (_, i) => parseInt(hex.slice(i * 8, i * 8 + 8), 16) >>> 0);
const hexOf = (values: Uint32Array) => Array.from(values, (v) => v.toString(16).padStart(8, "0")).join("");
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Finds the counter whose hash of salt‖nonce‖counter starts with the key prefix, in slices
 * that leave the page responsive. Resolves to the form field's value, or null for a challenge
 * this solver does not handle (the post then goes without a proof and counts as unverified).
 */
export async function solveChallenge(challenge: Challenge, maxCounter = 2_000_000): Promise<string | null> {
  const { algorithm, cost, keyLength = 32, keyPrefix, nonce, salt } = challenge.parameters;
  if (algorithm !== "SHA-256" || cost !== 1 || keyLength !== 32 || salt.length !== 32 || nonce.length !== 32) return null;
  if (!/^[0-9a-f]{8,}$/.test(keyPrefix) || keyPrefix.length % 8 !== 0) return null;
  const target = words(keyPrefix);
  // 36 bytes: salt (4 words), nonce (4 words), the counter, then the padding and the length in bits.
  const block = new Uint32Array([...words(salt), ...words(nonce), 0, 0x80000000, 0, 0, 0, 0, 0, 36 * 8]);
  const out = new Uint32Array(8);
  for (let counter = 0; counter <= maxCounter; counter++) {
    block[8] = counter;
    sha256Block(block, out);
    if (target.every((word, i) => out[i] === word)) {
      const payload = JSON.stringify({ challenge, solution: { counter, derivedKey: hexOf(out) } });
      return btoa(payload);
    }
    if (counter % 20_000 === 19_999) await pause();
  }
  return null;
}
