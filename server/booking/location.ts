import type { Booking } from "../db";
import type { BookingWords } from "./copy";
import type { BookingSettings } from "./settings";

/**
 * Where a call happens (docs/decisions/029-booking-for-the-visitor.md), as the invitation's
 * LOCATION, the emails and the manage page say it: the owner's video link (a booking setting),
 * or, before the owner set one, that the link follows; for a phone call "we call you on …".
 */
export function callLocation(
  words: BookingWords,
  settings: Pick<BookingSettings, "videoLink">,
  booking: Pick<Booking, "meeting" | "phone">,
): string {
  if (booking.meeting === "phone") return words.fill("$.phoneLocation", { phone: booking.phone });
  return settings.videoLink || words.texts.videoLater;
}
