/**
 * The wait before retry number `attempt` (1 after the first failure): base × 2^(attempt-1),
 * capped, then scaled into [50%, 100%] so that many rows failing together (an SMTP outage)
 * do not all come back in the same second.
 */
export function retryDelayMs(attempt: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  return Math.round(exponential * (0.5 + random() / 2));
}
