/**
 * Wall-clock time in one IANA time zone, with nothing but Intl (docs/decisions/021-booking.md):
 * the owner's hours are Swedish wall-clock times, and the hour an instant falls on moves
 * with summer time.
 */
export const BOOKING_TIME_ZONE = "Europe/Stockholm";

export interface LocalDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
export function wallClock(instant: number, timeZone: string): LocalDate & { hour: number; minute: number; second: number } {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour!,
    minute: fields.minute!,
    second: fields.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Stockholm: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time names in a zone, or undefined when that time does not exist
 * (the hour skipped when summer time starts). In the hour that repeats when it ends, the
 * earlier of the two instants.
 */
export function zonedInstant(date: LocalDate, minutesOfDay: number, timeZone: string): number | undefined {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minutesOfDay);
  // The offset can differ between the naive guess and the answer only near a change; two
  // candidates cover both sides of it.
  const candidates = [
    naive - zoneOffsetMs(naive - 3 * 3_600_000, timeZone),
    naive - zoneOffsetMs(naive + 3 * 3_600_000, timeZone),
  ];
  const exact = candidates.filter((instant) => instant + zoneOffsetMs(instant, timeZone) === naive).sort((a, b) => a - b);
  return exact[0];
}

/** The local date of an instant in a zone. */
export function localDateOf(instant: number, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** `YYYY-MM-DD`. */
export function formatLocalDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** A calendar date `days` later (no zone involved: dates, not instants). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 = Monday … 6 = Sunday (ISO order, as the owner's weekly hours are listed). */
export function isoWeekday(date: LocalDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}
