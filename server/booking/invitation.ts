import ICAL from "ical.js";
import type { Booking } from "../db";
import { STOCKHOLM_VTIMEZONE } from "./stockholm-vtimezone";
import { BOOKING_TIME_ZONE, wallClock } from "./zone";

/**
 * iCalendar invitations for a booked call (docs/decisions/021-booking.md), written with
 * ical.js: METHOD:REQUEST for a new or moved call, METHOD:CANCEL for a cancelled one. The UID
 * is the booking's id at the site's host, so every update and the cancellation name the same
 * event; SEQUENCE is the booking's, raised on each change. Times are Swedish wall-clock times
 * with the zone's VTIMEZONE, so every calendar shows them right across summer time.
 */

export type InvitationMethod = "REQUEST" | "CANCEL";

export interface InvitationInput {
  booking: Pick<Booking, "id" | "startsAt" | "endsAt" | "sequence" | "email">;
  method: InvitationMethod;
  /** The owner: the organizer of the call. */
  organizer: { name: string; email: string };
  /** The visitor's display name, only on the owner's copy (the visitor's copy holds only our words). */
  attendeeName?: string;
  summary: string;
  description: string;
  /** The site's host: the UID's domain. */
  host: string;
  now: Date;
}

/**
 * A parameter value (CN) on one line: ical.js quotes and escapes `"` and line feeds (RFC 6868)
 * but not a carriage return, which a mail's encoding turns into a new content line. Controls
 * and bidi characters become spaces (docs/decisions/028-security-m4-m6.md, L12).
 */
export function icsParameter(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 200)
  );
}

/** A TEXT value: line breaks as LF (ical.js escapes them as `\n`), no other control character. */
export function icsText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, " ")
  );
}

// ical.js folds into segments of up to this many octets and puts a space before each
// continuation: 74 keeps every line within RFC 5545's 75 octets (L12).
ICAL.foldLength = 74;

let vtimezone: InstanceType<typeof ICAL.Component> | undefined;

function stockholmZone(): InstanceType<typeof ICAL.Component> {
  if (!vtimezone) {
    vtimezone = new ICAL.Component(ICAL.parse(STOCKHOLM_VTIMEZONE) as unknown[]);
  }
  return vtimezone;
}

/** An instant as Swedish wall-clock time, tagged with the zone. */
function zonedTime(iso: string): InstanceType<typeof ICAL.Time> {
  const wall = wallClock(Date.parse(iso), BOOKING_TIME_ZONE);
  return new ICAL.Time(
    {
      year: wall.year,
      month: wall.month,
      day: wall.day,
      hour: wall.hour,
      minute: wall.minute,
      second: wall.second,
      isDate: false,
    },
    new ICAL.Timezone(stockholmZone()),
  );
}

export function invitationUid(bookingId: string, host: string): string {
  return `${bookingId}@${host}`;
}

export function invitation(input: InvitationInput): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", `-//${input.host}//Booking//EN`);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", input.method);
  calendar.addSubcomponent(new ICAL.Component(ICAL.parse(stockholmZone().toString()) as unknown[]));

  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", invitationUid(input.booking.id, input.host));
  event.addPropertyWithValue("sequence", input.booking.sequence);
  event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(input.now, true));
  const start = event.addPropertyWithValue("dtstart", zonedTime(input.booking.startsAt));
  start.setParameter("tzid", BOOKING_TIME_ZONE);
  const end = event.addPropertyWithValue("dtend", zonedTime(input.booking.endsAt));
  end.setParameter("tzid", BOOKING_TIME_ZONE);
  event.addPropertyWithValue("summary", icsText(input.summary));
  event.addPropertyWithValue("description", icsText(input.description));
  event.addPropertyWithValue("status", input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
  event.addPropertyWithValue("transp", "OPAQUE");
  const organizer = event.addPropertyWithValue("organizer", `mailto:${input.organizer.email}`);
  organizer.setParameter("cn", icsParameter(input.organizer.name));
  const attendee = event.addPropertyWithValue("attendee", `mailto:${input.booking.email}`);
  if (input.attendeeName) attendee.setParameter("cn", icsParameter(input.attendeeName));
  attendee.setParameter("role", "REQ-PARTICIPANT");
  attendee.setParameter("partstat", input.method === "CANCEL" ? "DECLINED" : "ACCEPTED");
  calendar.addSubcomponent(event);
  return calendar.toString() + "\r\n";
}

/** A feed of calls for the owner's calendar app (METHOD:PUBLISH, one event per live booking). */
export function bookingsFeed(
  bookings: readonly Pick<Booking, "id" | "startsAt" | "endsAt" | "sequence" | "email" | "name" | "company" | "note">[],
  options: {
    host: string;
    organizer: { name: string; email: string };
    summary: (booking: { name: string; company: string }) => string;
    now: Date;
  },
): string {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", `-//${options.host}//Booked calls//EN`);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", `${options.host}: booked calls`);
  calendar.addSubcomponent(new ICAL.Component(ICAL.parse(stockholmZone().toString()) as unknown[]));
  for (const booking of bookings) {
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", invitationUid(booking.id, options.host));
    event.addPropertyWithValue("sequence", booking.sequence);
    event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(options.now, true));
    event.addPropertyWithValue("dtstart", zonedTime(booking.startsAt)).setParameter("tzid", BOOKING_TIME_ZONE);
    event.addPropertyWithValue("dtend", zonedTime(booking.endsAt)).setParameter("tzid", BOOKING_TIME_ZONE);
    event.addPropertyWithValue("summary", icsText(options.summary(booking)));
    event.addPropertyWithValue("description", icsText([booking.email, booking.company, booking.note].filter(Boolean).join("\n")));
    event.addPropertyWithValue("status", "CONFIRMED");
    calendar.addSubcomponent(event);
  }
  return calendar.toString() + "\r\n";
}
