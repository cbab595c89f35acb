/**
 * Content-coding negotiation (RFC 9110, 12.5.3) for the precompressed files the server holds.
 * A coding the client gives `q=0` is refused (`br;q=0, gzip` gets gzip), `*` stands for every
 * coding not named, a higher q wins, and on equal q the smaller file (brotli) wins. Without
 * an acceptable coding the file goes uncompressed: the server never answers 406.
 */

export type Coding = "br" | "gzip";

/** The server's order of preference on equal q: brotli files are the smallest. */
const SERVER_ORDER: readonly Coding[] = ["br", "gzip"];

/** Entries looked at: a real browser sends four or five. */
const MAX_ENTRIES = 32;

/** A q-value as RFC 9110 writes it: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Each named coding (lower case) with its weight; an entry whose q is malformed is left out. */
export function parseAcceptEncoding(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  if (!header) return weights;
  for (const entry of header.split(",").slice(0, MAX_ENTRIES)) {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim());
    if (name === "") continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const eq = param.indexOf("=");
      if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== "q") continue;
      const value = param.slice(eq + 1).trim();
      if (QVALUE.test(value)) q = Number(value);
      else valid = false;
    }
    const coding = name.toLowerCase() === "x-gzip" ? "gzip" : name.toLowerCase();
    // The first mention of a coding counts, as for a repeated header.
    if (valid && !weights.has(coding)) weights.set(coding, q);
  }
  return weights;
}

/** The coding to send, among those the file has, or undefined for the file as it is. */
export function chooseEncoding(header: string | undefined, available: readonly Coding[]): Coding | undefined {
  const weights = parseAcceptEncoding(header);
  const any = weights.get("*");
  const weightOf = (coding: string) => weights.get(coding) ?? any ?? 0;
  // Uncompressed is always acceptable unless refused; it beats a coding only when the client
  // names it with a higher weight (`identity;q=1, br;q=0.5`).
  const identity = weights.get("identity");
  let best: { coding: Coding; q: number } | undefined;
  for (const coding of SERVER_ORDER) {
    if (!available.includes(coding)) continue;
    const q = weightOf(coding);
    if (q > 0 && (best === undefined || q > best.q)) best = { coding, q };
  }
  if (best === undefined || (identity !== undefined && identity > best.q)) return undefined;
  return best.coding;
}
