import type { Kysely } from "kysely";
import { countBookingsMade, readStats, utcDay, type Database, type StatIncrement } from "../db";
import type { Converting, Ranked, StatsReport } from "~/admin/stats-report";
import { DIMENSIONS } from "./collector";

/**
 * The figures the console's overview and `inbox stats` show, from the daily counters
 * (docs/decisions/012-cookieless-statistics.md). One implementation for both.
 */

/** The periods the overview offers. */
export const REPORT_PERIODS = [7, 30, 90] as const;
/** Rows per ranked list. */
export const TOP = 20;

const DAY_MS = 86_400_000;

/**
 * Below this many counted visitors a conversion says nothing (docs/decisions/030-the-owners-bookings.md):
 * the overview shows a dash rather than "400 %".
 */
export const MIN_CONVERSION_SAMPLE = 20;

/**
 * Enquiries ÷ visitors, never above 1: visitors are counted without a cookie (a GPC visitor, a
 * form sent without JavaScript or from a second device is an enquiry without a counted visitor),
 * so the ratio can exceed 1 and would read as broken. Null below the minimum sample.
 */
export function conversion(enquiries: number, visitors: number): number | null {
  return visitors >= MIN_CONVERSION_SAMPLE ? Math.min(1, enquiries / visitors) : null;
}

/** The days from `from` to `to`, both included, as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) out.push(utcDay(new Date(t)));
  return out;
}

/** Sums a dimension's counters by value over the period. */
function totalsOf(rows: readonly StatIncrement[], dimension: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) if (row.dimension === dimension) totals.set(row.value, (totals.get(row.value) ?? 0) + row.count);
  return totals;
}

function ranked(totals: Map<string, number>, limit = TOP): Ranked[] {
  return [...totals]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit);
}

function converting(visitors: Map<string, number>, enquiries: Map<string, number>, limit = TOP): Converting[] {
  const values = new Set([...visitors.keys(), ...enquiries.keys()]);
  return [...values]
    .map((value) => {
      const v = visitors.get(value) ?? 0;
      const e = enquiries.get(value) ?? 0;
      return { value, visitors: v, enquiries: e, conversion: conversion(e, v) };
    })
    .sort((a, b) => b.visitors - a.visitors || b.enquiries - a.enquiries || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** The report of the last `days` UTC days, today included. */
export async function statsReport(db: Kysely<Database>, days: number, now: Date): Promise<StatsReport> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const [rows, bookings] = await Promise.all([readStats(db, from, to), countBookingsMade(db, from, to)]);
  const byDay = new Map(daysBetween(from, to).map((day) => [day, { day, visitors: 0, views: 0, enquiries: 0 }]));
  for (const row of rows) {
    const figures = byDay.get(row.day);
    if (!figures) continue;
    if (row.dimension === DIMENSIONS.visitors) figures.visitors += row.count;
    else if (row.dimension === DIMENSIONS.views) figures.views += row.count;
    else if (row.dimension === DIMENSIONS.enquiries) figures.enquiries += row.count;
  }
  const daily = [...byDay.values()];
  const sum = (key: "visitors" | "views" | "enquiries") => daily.reduce((total, day) => total + day[key], 0);
  const visitors = sum("visitors");
  const enquiries = sum("enquiries");
  return {
    from,
    to,
    days,
    totals: { visitors, views: sum("views"), enquiries, bookings, conversion: conversion(enquiries, visitors) },
    daily,
    pages: ranked(totalsOf(rows, DIMENSIONS.page)),
    languages: ranked(totalsOf(rows, DIMENSIONS.lang)),
    devices: ranked(totalsOf(rows, DIMENSIONS.device)),
    referrers: ranked(totalsOf(rows, DIMENSIONS.referrer)),
    utmSources: ranked(totalsOf(rows, DIMENSIONS.utmSource)),
    utmMediums: ranked(totalsOf(rows, DIMENSIONS.utmMedium)),
    campaigns: ranked(totalsOf(rows, DIMENSIONS.utmCampaign)),
    sources: converting(totalsOf(rows, DIMENSIONS.source), totalsOf(rows, DIMENSIONS.enquirySource)),
    entryPages: converting(totalsOf(rows, DIMENSIONS.entry), totalsOf(rows, DIMENSIONS.enquiryEntry)),
    notFound: ranked(totalsOf(rows, DIMENSIONS.notFound)),
  };
}

/** The daily table as CSV (the console's export and `inbox stats --format csv`). */
export function dailyCsv(report: StatsReport, csvCell: (value: string) => string): string {
  const header = ["day", "visitors", "page_views", "enquiries"];
  const rows = report.daily.map((d) => [d.day, String(d.visitors), String(d.views), String(d.enquiries)]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n");
}

/** The report as the CLI prints it: totals, the daily table, then each list. */
export function reportText(report: StatsReport): string {
  const percent = (value: number | null) => (value === null ? "-" : `${(value * 100).toFixed(1)} %`);
  const lines = [
    `Site statistics ${report.from} – ${report.to} (${report.days} days, UTC)`,
    `visitors ${report.totals.visitors}  page views ${report.totals.views}  enquiries ${report.totals.enquiries}  bookings ${report.totals.bookings}  conversion ${percent(report.totals.conversion)}`,
    "",
    "DAY         VISITORS  VIEWS  ENQUIRIES",
    ...report.daily.map(
      (d) => `${d.day}  ${String(d.visitors).padStart(8)}  ${String(d.views).padStart(5)}  ${String(d.enquiries).padStart(9)}`,
    ),
  ];
  const list = (title: string, items: readonly Ranked[]) => {
    lines.push("", title);
    if (items.length === 0) lines.push("  (none)");
    for (const item of items) lines.push(`  ${String(item.count).padStart(7)}  ${item.value || "-"}`);
  };
  const conv = (title: string, items: readonly Converting[]) => {
    lines.push("", `${title}  (visitors, enquiries, conversion)`);
    if (items.length === 0) lines.push("  (none)");
    for (const item of items)
      lines.push(
        `  ${String(item.visitors).padStart(7)}  ${String(item.enquiries).padStart(4)}  ${percent(item.conversion).padStart(7)}  ${item.value}`,
      );
  };
  list("Top pages", report.pages);
  conv("Sources", report.sources);
  conv("Entry pages", report.entryPages);
  list("Referrers", report.referrers);
  list("Campaigns (utm_campaign)", report.campaigns);
  list("utm_source", report.utmSources);
  list("utm_medium", report.utmMediums);
  list("Languages", report.languages);
  list("Devices", report.devices);
  list("Not found (404)", report.notFound);
  return lines.join("\n");
}
