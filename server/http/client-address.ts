import { isIPv4, isIPv6 } from "node:net";

/**
 * The key under which a client is counted (rate limits): an IPv4 address as it is, an IPv6
 * address by its /64 network. One IPv6 subscriber usually holds a whole /64 and can pick a
 * fresh address from it for every request, so counting single addresses limits nobody.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, ""); // no zone id
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  const mapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (mapped)
    return [groups[6]!, groups[7]!].map((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 255].join(".")).join(".");
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, lower-case without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
