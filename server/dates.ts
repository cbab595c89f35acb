import { z } from "zod";

/**
 * The one rule for a date an operator gives (the console's filters, the inbox command's
 * --since and --until): a real calendar day as YYYY-MM-DD (zod's ISO date: no 13th month, no
 * 30 February), or for the command also an ISO time in UTC. Anything else is refused with a
 * clear answer, never read as some other day (JavaScript's Date takes "1" as the year 2001 and
 * rolls 2026-02-30 over into March).
 */

/** The issue message the console turns into its `date-invalid` error. */
export const DATE_ISSUE = "date-invalid";

export const ISO_DAY = z.iso.date({ message: DATE_ISSUE });
const ISO_TIME = z.iso.datetime({ message: DATE_ISSUE });

/** The start of a whole UTC day, `plusDays` later: 2026-02-28 → 2026-02-28T00:00:00.000Z. */
export function startOfDay(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000).toISOString();
}

/** A day (its start) or a UTC time, as an ISO time; undefined when the text is neither. */
export function parseDayOrTime(text: string): string | undefined {
  if (ISO_DAY.safeParse(text).success) return startOfDay(text);
  if (ISO_TIME.safeParse(text).success) return new Date(text).toISOString();
  return undefined;
}
