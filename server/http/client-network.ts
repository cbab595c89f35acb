import { isIPv4, isIPv6 } from "node:net";

/**
 * The client network a request comes from, for limits that one client must not get around by
 * changing address (docs/operations.md, "Confirmation emails" and "Statistics"): an IPv4
 * address is itself (also when it arrives IPv4-mapped), an IPv6 address is its /64, because
 * one subscriber usually holds a whole /64 and can take a fresh address from it for every
 * request. The same rule as the form's rate limit (@fastify/rate-limit's ipv6Subnet: 64).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const address = ip.replace(/%.*$/, "");
  if (!isIPv6(address)) return ip;
  const groupsOf = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const [head = "", tail] = address.split("::");
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
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
      const network = clientNetwork(ip);
      const used = counts.get(network) ?? 0;
      if (used >= limit) return false;
      counts.set(network, used + 1);
      return true;
    },
  };
}
