import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ICAL from "ical.js";
import type { Interval } from "./availability";
import { BOOKING_TIME_ZONE, zonedInstant } from "./zone";

/**
 * The owner's busy times, read from their own calendar's ICS feed (docs/decisions/021-booking.md).
 * Every calendar service publishes one; ical.js parses it and expands its repeating events.
 */

/**
 * The most occurrences one repeating event may add inside the window (a daily event over two
 * weeks needs 15), and the most it may walk through from its first one to get there (a daily
 * meeting since 2000 is about 10,000). Either limit reached before the window's end fails the
 * feed rather than dropping the event: a busy hour must never become bookable
 * (docs/decisions/028-security-m4-m6.md, L18).
 */
const MAX_OCCURRENCES = 500;
const MAX_STEPS = 20_000;

type IcalTime = InstanceType<typeof ICAL.Time>;

/** An instant from an iCalendar time: dates and floating times are the owner's (Swedish) wall clock. */
function instantOf(time: IcalTime, timeZone: string): number | undefined {
  const zone = time.zone;
  const floating = time.isDate || !zone || zone === ICAL.Timezone.localTimezone;
  if (!floating) return time.toJSDate().getTime();
  return zonedInstant(
    { year: time.year, month: time.month, day: time.day },
    time.isDate ? 0 : time.hour * 60 + time.minute,
    timeZone,
  );
}

function isFree(component: InstanceType<typeof ICAL.Component>): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status === "CANCELLED" || transparency === "TRANSPARENT";
}

/**
 * The busy intervals of an ICS text that touch `window`. Events marked free (TRANSP:TRANSPARENT)
 * or cancelled are not busy; all-day events fill their whole days. Throws on a text that is
 * not iCalendar.
 */
export function busyTimesFromIcs(text: string, window: Interval, timeZone = BOOKING_TIME_ZONE): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  if (calendar.name !== "vcalendar") throw new Error("Not an iCalendar feed");
  for (const vtimezone of calendar.getAllSubcomponents("vtimezone")) {
    const timezone = new ICAL.Timezone(vtimezone);
    if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone);
  }

  const vevents = calendar.getAllSubcomponents("vevent");
  // Changed single occurrences of a repeating event (RECURRENCE-ID) belong to their series.
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const exceptions: InstanceType<typeof ICAL.Event>[] = [];
  const events: InstanceType<typeof ICAL.Event>[] = [];
  for (const vevent of vevents) {
    const event = new ICAL.Event(vevent);
    if (vevent.hasProperty("recurrence-id")) exceptions.push(event);
    else {
      masters.set(event.uid, event);
      events.push(event);
    }
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else events.push(exception);
  }

  const busy: Interval[] = [];
  const add = (start: IcalTime, end: IcalTime | undefined, component: InstanceType<typeof ICAL.Component>) => {
    if (isFree(component)) return;
    const from = instantOf(start, timeZone);
    let to = end ? instantOf(end, timeZone) : undefined;
    // No end: a date lasts its day, a time is a point (RFC 5545 §3.6.1).
    if (to === undefined && start.isDate) {
      const next = start.clone();
      next.day += 1;
      to = instantOf(next, timeZone);
    }
    if (from === undefined) return;
    const interval = { start: from, end: Math.max(from, to ?? from) };
    if (interval.start < window.end && interval.end > window.start) busy.push(interval);
  };

  for (const event of events) {
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate, event.component);
      continue;
    }
    // Occurrences that end before the window are stepped over cheaply (their start alone, no
    // details); only those near or in it count against MAX_OCCURRENCES. An occurrence moved
    // from far away into the window is its own VEVENT (RECURRENCE-ID), added below.
    const length = Math.max(0, event.duration?.toSeconds() ?? 0) * 1000;
    const skipBefore = window.start - length - 2 * 24 * 3_600_000;
    const iterator = event.iterator();
    let inWindow = 0;
    let steps = 0;
    for (;;) {
      if (++steps > MAX_STEPS || inWindow >= MAX_OCCURRENCES)
        throw new Error(
          `A repeating event in the calendar feed (${event.summary ?? "no title"}) has too many occurrences to read`,
        );
      const next = iterator.next();
      if (!next) break;
      const at = instantOf(next, timeZone);
      if (at !== undefined && at < skipBefore) continue;
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate, timeZone);
      if (start !== undefined && start >= window.end && (at === undefined || at >= window.end)) break;
      inWindow += 1;
      add(details.startDate, details.endDate, details.item.component);
    }
  }
  // A moved occurrence (RECURRENCE-ID) counts where it was moved to, even from outside the walk.
  for (const exception of exceptions) add(exception.startDate, exception.endDate, exception.component);
  busy.sort((a, b) => a.start - b.start || a.end - b.end);
  return busy.filter(
    (interval, index) => index === 0 || interval.start !== busy[index - 1]!.start || interval.end !== busy[index - 1]!.end,
  );
}

export interface FetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
  /**
   * Production: only an https address whose host resolves to public addresses, at every
   * redirect (at most 3), so the owner's feed address cannot probe the server's own network
   * (docs/decisions/028-security-m4-m6.md, I13). Development and tests read local feeds.
   */
  publicOnly?: boolean;
}

const MAX_REDIRECTS = 3;

/** Loopback, private, link-local, carrier-grade NAT, unique-local, multicast and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) {
    const [a, b] = address.split(".").map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (kind === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isPrivateAddress(mapped[1]!);
    return (
      lower === "::" ||
      lower === "::1" ||
      /^f[cd]/.test(lower) ||
      /^fe[89ab]/.test(lower) ||
      lower.startsWith("ff") ||
      lower.startsWith("64:ff9b:") ||
      lower.startsWith("2001:db8:")
    );
  }
  return true;
}

async function checkPublic(url: URL): Promise<void> {
  if (url.protocol !== "https:") throw new Error("The calendar feed's address must start with https://");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
  if (!addresses.length) throw new Error("The calendar feed's host could not be found");
  if (addresses.some(({ address }) => isPrivateAddress(address)))
    throw new Error("The calendar feed's address is on a private network; only public calendar services are read");
}

/** Reads a body up to `maxBytes`, stopping (and failing) as soon as it is past it. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error("The calendar feed is too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Fetches and parses the feed; throws with a short reason on anything but a readable iCalendar answer. */
export async function fetchBusyTimes(url: string, window: Interval, options: FetchOptions = {}): Promise<Interval[]> {
  const { timeoutMs = 10_000, maxBytes = 5 * 1024 * 1024, fetch: doFetch = fetch, publicOnly = false } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  let response: Response;
  for (let hop = 0; ; hop++) {
    if (publicOnly) await checkPublic(target);
    response = await doFetch(target, { signal, headers: { accept: "text/calendar, */*;q=0.5" }, redirect: "manual" });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) break;
    await response.body?.cancel().catch(() => undefined);
    if (hop >= MAX_REDIRECTS) throw new Error("The calendar feed redirects too often");
    target = new URL(location, target);
  }
  if (!response.ok) throw new Error(`The calendar feed answered ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > maxBytes) throw new Error("The calendar feed is too large");
  const body = await readCapped(response, maxBytes);
  return busyTimesFromIcs(new TextDecoder().decode(body), window);
}
