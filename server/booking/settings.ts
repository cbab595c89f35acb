import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema";
import type { BookingRules } from "./availability";

/**
 * The owner's booking settings (docs/decisions/021-booking.md): the rules and the address of
 * their own calendar's ICS feed, kept as one JSON value in the `settings` table so every
 * instance reads the same, and changed in the console without a restart.
 */
export interface BookingSettings extends BookingRules {
  /** The owner's calendar as an ICS URL (http or https); "" for none. */
  busyFeedUrl: string;
  /**
   * Where a video call happens: the owner's fixed meeting link (Teams, Meet, Jitsi…), written
   * into the invitation's LOCATION and the emails; "" while none is set (the emails then say a
   * link follows). docs/decisions/029-booking-for-the-visitor.md.
   */
  videoLink: string;
  /**
   * How many hours before a call the visitor can still move or cancel it by the emailed link;
   * closer to the call the manage page says to write or call instead. 0: up to the start.
   */
  changeCutoffHours: number;
}

export const BOOKING_SETTINGS_KEY = "booking-settings";
/** The secret in the URL of the owner's ICS feed of upcoming calls. */
export const BOOKING_FEED_TOKEN_KEY = "booking-feed-token";

const MINUTES_PER_DAY = 24 * 60;

/** Weekdays 09:00–12:00 and 13:00–17:00, 30-minute calls, 15 minutes between them, a day's notice, four a day. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday < 5
      ? [
          { start: 9 * 60, end: 12 * 60 },
          { start: 13 * 60, end: 17 * 60 },
        ]
      : [],
  ),
  slotMinutes: 30,
  bufferMinutes: 15,
  noticeMinutes: 24 * 60,
  maxPerDay: 4,
  daysOff: [],
  busyFeedUrl: "",
  videoLink: "",
  changeCutoffHours: 12,
};

const opening = z
  .object({ start: z.number().int().min(0).max(MINUTES_PER_DAY), end: z.number().int().min(0).max(MINUTES_PER_DAY) })
  .refine((value) => value.start < value.end, { message: "an opening must end after it starts" });

function realDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Strict: a key the settings do not have is refused, never stored. */
export const bookingSettingsSchema = z.strictObject({
  weeklyHours: z.array(z.array(opening).max(4)).length(7),
  slotMinutes: z.number().int().min(15).max(120),
  bufferMinutes: z.number().int().min(0).max(120),
  noticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(14 * MINUTES_PER_DAY),
  maxPerDay: z.number().int().min(1).max(20),
  daysOff: z
    .array(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .refine(realDate, { message: "not a date" }),
    )
    .max(366),
  busyFeedUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(2000)]),
  // Added after the first settings were stored: a stored value without them reads with the defaults.
  videoLink: z.union([z.literal(""), z.url({ protocol: /^https$/ }).max(500)]).default(DEFAULT_BOOKING_SETTINGS.videoLink),
  changeCutoffHours: z.number().int().min(0).max(168).default(DEFAULT_BOOKING_SETTINGS.changeCutoffHours),
});

/** The stored settings, or the defaults while the owner has set none (or a stored value no longer reads). */
export async function readBookingSettings(db: Kysely<Database>): Promise<BookingSettings> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", BOOKING_SETTINGS_KEY).executeTakeFirst();
  if (!row) return DEFAULT_BOOKING_SETTINGS;
  try {
    const parsed = bookingSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
  } catch {
    return DEFAULT_BOOKING_SETTINGS;
  }
}

export async function writeBookingSettings(db: Kysely<Database>, settings: BookingSettings): Promise<void> {
  const value = JSON.stringify(bookingSettingsSchema.parse(settings));
  await db
    .insertInto("settings")
    .values({ key: BOOKING_SETTINGS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** The feed's secret, created by the first instance that needs it. */
export async function bookingFeedToken(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key: BOOKING_FEED_TOKEN_KEY, value: randomBytes(24).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", BOOKING_FEED_TOKEN_KEY).executeTakeFirstOrThrow();
  return row.value;
}

/** A new feed secret: the old feed URL stops working at once. */
export async function rotateBookingFeedToken(db: Kysely<Database>): Promise<string> {
  const value = randomBytes(24).toString("base64url");
  await db
    .insertInto("settings")
    .values({ key: BOOKING_FEED_TOKEN_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  return value;
}
