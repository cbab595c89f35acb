import type { FastifyInstance } from "fastify";
import { recordAudit } from "../db";
import {
  bookingFeedToken,
  bookingSettingsSchema,
  readBookingSettings,
  rotateBookingFeedToken,
  writeBookingSettings,
} from "../booking/settings";
import type { BusyCalendar } from "../booking/busy-calendar";
import { noStore, ownerOf, parseWith, requireFreshCheck, type ConsoleContext } from "./context";

/**
 * The console's bookings (docs/decisions/021-booking.md): every operator sees the booked calls
 * beside the enquiries; only an owner reads and changes the booking settings and the secret
 * feed address, and a new feed address needs a fresh passkey check (it is a secret).
 */
export async function bookingRoutes(app: FastifyInstance, ctx: ConsoleContext, calendar: () => BusyCalendar): Promise<void> {
  // The list of calls and what an owner does with one: server/admin/booking-actions.ts.

  const feedUrl = async () => `${new URL(ctx.siteUrl).origin}/booking/feed/${await bookingFeedToken(ctx.db)}.ics`;

  app.get("/booking-settings", async (request, reply) => {
    ownerOf(request);
    return noStore(reply).send({
      settings: await readBookingSettings(ctx.db),
      feedUrl: await feedUrl(),
      calendar: calendar().status(),
    });
  });

  app.post("/booking-settings", async (request, reply) => {
    const owner = ownerOf(request);
    const settings = parseWith(bookingSettingsSchema, request.body);
    await writeBookingSettings(ctx.db, settings);
    await recordAudit(
      ctx.db,
      {
        actor: owner.email,
        action: "booking-settings-changed",
        target: "booking",
        detail: { busyFeed: settings.busyFeedUrl !== "" },
      },
      ctx.now(),
    );
    // A new calendar address is read at once rather than at the next refresh.
    await calendar().refresh();
    return noStore(reply).send({ settings, calendar: calendar().status() });
  });

  app.post("/booking-settings/feed", async (request, reply) => {
    const owner = ownerOf(request);
    requireFreshCheck(request, ctx.now());
    const token = await rotateBookingFeedToken(ctx.db);
    // Listed, so a restore of an older backup renews the old address away (docs/decisions/028-security-m4-m6.md).
    ctx.erasures.recordFeedToken(token, ctx.now());
    await recordAudit(ctx.db, { actor: owner.email, action: "booking-feed-renewed", target: "booking" }, ctx.now());
    return noStore(reply).send({ feedUrl: await feedUrl() });
  });
}
