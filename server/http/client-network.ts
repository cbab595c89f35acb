import { createHash, randomBytes } from "node:crypto";

/**
 * The client network a request comes from, for limits that one client must not get around by
 * changing address (docs/operations.md, "Confirmation emails" and "Statistics"): an IPv4
 * address is itself (also when it arrives IPv4-mapped), an IPv6 address is its /64, because
 * one subscriber usually holds a whole /64 and can take a fresh address from it for every
 * request. The same rule as the form's rate limit (@fastify/rate-limit's ipv6Subnet: 64).
 */
export function clientNetwork(ip: string): string {
  return ip.includes(":") ? ipv6Network(ip) : ip;
}

/**
 * The key a per-network counter is held under in memory: a hash of the network under a
 * random key of this process, so no counter kept for a day holds a client's address.
 */
export function networkKey(ip: string): string {
  return createHash("sha256").update(PROCESS_KEY).update(clientNetwork(ip)).digest("base64url");
}
const PROCESS_KEY = randomBytes(32);

/** An IPv6 address's /64 by plain string work (the address comes from the socket or a trusted proxy; a malformed one is just another key). */
function ipv6Network(ip: string): string {
  if (ip.includes(".")) {
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
    if (mapped) return mapped[1]!;
  }
  const zone = ip.indexOf("%");
  const address = zone === -1 ? ip : ip.slice(0, zone);
  const gap = address.indexOf("::");
  const groupsOf = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const front = groupsOf(gap === -1 ? address : address.slice(0, gap));
  const back = gap === -1 ? [] : groupsOf(address.slice(gap + 2));
  const groups =
    front.length >= 4 ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  let network = "";
  for (let i = 0; i < 4; i++) network += `${i === 0 ? "" : ":"}${parseInt(groups[i] ?? "0", 16).toString(16)}`;
  return `${network}::/64`;
}

/**
 * Counts per client network and UTC day, in memory: `take` says whether the network may have
 * one more today (and counts it). Forgotten at midnight UTC and at a restart; each instance
 * counts its own, like the form's rate limit.
 */
export function dailyNetworkBudget(limit: number) {
  let day = "";
  let counts = new Map<string, number>();
  return {
    take(ip: string, now: Date): boolean {
      const today = now.toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        counts = new Map();
      }
      const network = networkKey(ip);
      const used = counts.get(network) ?? 0;
      if (used >= limit) return false;
      counts.set(network, used + 1);
      return true;
    },
  };
}
