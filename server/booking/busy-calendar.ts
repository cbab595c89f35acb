import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { HORIZON_DAYS, type Interval } from "./availability";
import { fetchBusyTimes } from "./busy-feed";
import { readBookingSettings } from "./settings";

/**
 * The owner's busy times, kept in memory and read again from their calendar's ICS feed every
 * few minutes (docs/decisions/021-booking.md). A feed that fails keeps the last good answer,
 * so a calendar service's hiccup never opens the owner's busy hours; the console shows the error.
 */
export interface BusyCalendar {
  busy(): readonly Interval[];
  /**
   * Until when the busy times are known: the end of the last good read's window, or +Infinity
   * without a feed. A slot after it is not offered (fail closed, docs/decisions/028-security-m4-m6.md,
   * L18): a feed never read since its address was set offers nothing.
   */
  knownUntil(): number;
  /** Reads the feed now (after the owner changed its address, and on the timer). */
  refresh(): Promise<void>;
  status(): { url: string; fetchedAt: string | null; error: string | null; events: number };
  start(): void;
  stop(): void;
}

export const BUSY_REFRESH_MS = 5 * 60_000;

export function createBusyCalendar(options: {
  db: Kysely<Database>;
  now?: () => Date;
  refreshMs?: number;
  log: { warn(details: object, message: string): void };
  /** Production: only https feeds on public addresses (busy-feed.ts, `publicOnly`). */
  publicOnly?: boolean;
}): BusyCalendar {
  const now = options.now ?? (() => new Date());
  let busy: Interval[] = [];
  let knownUntil = Number.POSITIVE_INFINITY;
  let url = "";
  let fetchedAt: string | null = null;
  let error: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function load(): Promise<void> {
    const settings = await readBookingSettings(options.db);
    if (settings.busyFeedUrl !== url) {
      // A new address: nothing from the old calendar counts any more.
      url = settings.busyFeedUrl;
      busy = [];
      knownUntil = url ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
      fetchedAt = null;
      error = null;
    }
    if (!url) return;
    const at = now();
    const window = { start: at.getTime() - 24 * 3_600_000, end: at.getTime() + (HORIZON_DAYS + 1) * 24 * 3_600_000 };
    try {
      busy = await fetchBusyTimes(url, window, { publicOnly: options.publicOnly });
      knownUntil = window.end;
      fetchedAt = at.toISOString();
      error = null;
    } catch (cause) {
      error = cause instanceof Error ? cause.message.slice(0, 300) : String(cause);
      options.log.warn({ err: error }, "the owner's calendar feed could not be read; the last busy times stay");
    }
  }

  const calendar: BusyCalendar = {
    busy: () => busy,
    knownUntil: () => knownUntil,
    refresh() {
      running ??= load()
        .catch((cause: unknown) => {
          error = cause instanceof Error ? cause.message : String(cause);
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    status: () => ({ url, fetchedAt, error, events: busy.length }),
    start() {
      void calendar.refresh();
      timer = setInterval(() => void calendar.refresh(), options.refreshMs ?? BUSY_REFRESH_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
  return calendar;
}
