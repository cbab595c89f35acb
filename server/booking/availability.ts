import { addDays, BOOKING_TIME_ZONE, formatLocalDate, isoWeekday, localDateOf, zonedInstant } from "./zone";

/**
 * The booking rules (docs/decisions/021-booking.md), pure: which 30-minute calls the site
 * offers, given the owner's settings, the clock, the calls already booked and the busy times
 * of the owner's own calendar. Nothing here reads a clock, a database or the network.
 */

/** One opening in a day, as Swedish wall-clock minutes since midnight: [start, end). */
export interface Opening {
  start: number;
  end: number;
}

export interface BookingRules {
  /** Monday first: the openings of each weekday (an empty list: closed that day). */
  weeklyHours: readonly (readonly Opening[])[];
  /** Length of a call, in minutes. */
  slotMinutes: number;
  /** Free time kept before and after every call and every busy time, in minutes. */
  bufferMinutes: number;
  /** How long before a call it must be booked at the latest, in minutes. */
  noticeMinutes: number;
  /** The most calls on one (Swedish) day. */
  maxPerDay: number;
  /** Dates (YYYY-MM-DD, Swedish) with no calls at all. */
  daysOff: readonly string[];
}

/** A span of time in epoch milliseconds: [start, end). */
export interface Interval {
  start: number;
  end: number;
}

/** How far ahead calls are offered: the next two weeks. */
export const HORIZON_DAYS = 14;

const MINUTE = 60_000;

export interface AvailabilityInput {
  rules: BookingRules;
  now: Date;
  /** Calls already booked (not cancelled). */
  booked: readonly Interval[];
  /** Busy times from the owner's calendar. */
  busy: readonly Interval[];
  timeZone?: string;
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Every slot the weekly hours make, day by day, before anything is taken away. */
export function candidateSlots(rules: BookingRules, now: Date, timeZone = BOOKING_TIME_ZONE): Interval[] {
  const slots: Interval[] = [];
  const today = localDateOf(now.getTime(), timeZone);
  const daysOff = new Set(rules.daysOff);
  const step = rules.slotMinutes + rules.bufferMinutes;
  // One day more than the horizon, so the last day's late slots are still candidates; the
  // horizon itself is cut below by time.
  for (let offset = 0; offset <= HORIZON_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (daysOff.has(formatLocalDate(date))) continue;
    for (const opening of rules.weeklyHours[isoWeekday(date)] ?? []) {
      for (let minute = opening.start; minute + rules.slotMinutes <= opening.end; minute += step) {
        const start = zonedInstant(date, minute, timeZone);
        // A slot starting in the hour skipped when summer time starts does not exist; a call
        // lasts its length in real time, whatever the clock does meanwhile.
        if (start === undefined) continue;
        slots.push({ start, end: start + rules.slotMinutes * MINUTE });
      }
    }
  }
  return slots;
}

/** The Swedish date of an instant, YYYY-MM-DD: what "a day" means for the daily maximum. */
export function bookingDay(instant: number, timeZone = BOOKING_TIME_ZONE): string {
  return formatLocalDate(localDateOf(instant, timeZone));
}

/**
 * The free slots, earliest first: the weekly hours' slots of the next two weeks that are
 * after the notice, on a day that still has room, and clear (with the buffer either side) of
 * every booked call and every busy time.
 */
export function freeSlots({ rules, now, booked, busy, timeZone = BOOKING_TIME_ZONE }: AvailabilityInput): Interval[] {
  const earliest = now.getTime() + rules.noticeMinutes * MINUTE;
  const latest = now.getTime() + HORIZON_DAYS * 24 * 60 * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const perDay = new Map<string, number>();
  for (const call of booked) {
    const day = bookingDay(call.start, timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const blocked = [...booked, ...busy].map((interval) => ({ start: interval.start - buffer, end: interval.end + buffer }));
  return candidateSlots(rules, now, timeZone).filter(
    (slot) =>
      slot.start >= earliest &&
      slot.start < latest &&
      (perDay.get(bookingDay(slot.start, timeZone)) ?? 0) < rules.maxPerDay &&
      !blocked.some((interval) => overlaps(slot, interval)),
  );
}

/** Whether `start` is one of the free slots (what a booking is checked against when it arrives). */
export function isFreeSlot(input: AvailabilityInput, start: number): boolean {
  return freeSlots(input).some((slot) => slot.start === start);
}
