/**
 * The shape of the statistics report (docs/decisions/012-cookieless-statistics.md): computed by
 * server/stats/report.ts, shown by the console's overview and printed by `inbox stats`. Kept
 * here, beside the console, because the browser may import only types from the site's modules.
 */

export interface DayFigures {
  day: string;
  visitors: number;
  views: number;
  enquiries: number;
}

export interface Ranked {
  value: string;
  count: number;
}

/**
 * A source or entry page: its visitors, the enquiries they sent, and enquiries ÷ visitors, at most
 * 1, and null below the minimum sample (server/stats/report.ts).
 */
export interface Converting {
  value: string;
  visitors: number;
  enquiries: number;
  conversion: number | null;
}

export interface StatsReport {
  from: string;
  to: string;
  days: number;
  /** `bookings`: calls booked in the period (spam not counted), beside the enquiries. */
  totals: { visitors: number; views: number; enquiries: number; bookings: number; conversion: number | null };
  daily: DayFigures[];
  pages: Ranked[];
  languages: Ranked[];
  devices: Ranked[];
  referrers: Ranked[];
  utmSources: Ranked[];
  utmMediums: Ranked[];
  campaigns: Ranked[];
  sources: Converting[];
  entryPages: Converting[];
  notFound: Ranked[];
}
