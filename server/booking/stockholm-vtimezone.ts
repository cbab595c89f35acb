/**
 * Europe/Stockholm as an iCalendar VTIMEZONE (RFC 5545 §3.6.5), for the invitations' TZID
 * (docs/decisions/021-booking.md). Sweden has kept the EU's rule since 1996: summer time (CEST,
 * +02:00) from 01:00 UTC on the last Sunday of March, winter time (CET, +01:00) from 01:00 UTC on
 * the last Sunday of October; the DTSTARTs are those moments in the local time in force before
 * them (02:00 CET, 03:00 CEST). Should the rule change, edit it here:
 * `stockholm-vtimezone.test.ts` compares it with the zone database of the Node that runs it (Intl).
 */
export const STOCKHOLM_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Stockholm",
  "X-LIC-LOCATION:Europe/Stockholm",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");
