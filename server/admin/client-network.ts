import { normalizeIP } from "@fastify/rate-limit";

/**
 * The network a client asks from, as the rate limits count it: an IPv4 address on its own, an
 * IPv6 address by its /64 (one household or server gets a whole /64), an IPv4-mapped IPv6
 * address as the IPv4 address. The same normalisation the rate limiter uses.
 */
export function clientNetwork(ip: string): string {
  return normalizeIP(ip, 64);
}
