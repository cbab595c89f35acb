// Copy of the console's overview (site statistics) and of an enquiry's origin, Swedish and
// English side by side (docs/decisions/012-cookieless-statistics.md).
import type { Lang } from "~/i18n/lang";

export type OverviewCopy = typeof sv;

const sv = {
  /** The navigation entry and the screen's heading. */
  heading: "Översikt",
  intro:
    "Besök, sidvisningar och förfrågningar per dag, räknade av servern utan kakor. Besökare räknas en gång per dygn; webbläsare med Global Privacy Control eller Do Not Track räknas bara som sidvisningar.",
  period: "Period",
  /** The period buttons: 7, 30 or 90 days. */
  days: (count: number) => `${count} dagar`,
  totals: { visitors: "Besökare", views: "Sidvisningar", enquiries: "Förfrågningar", conversion: "Konvertering" },
  chart: {
    title: (days: number) => `Besökare, sidvisningar och förfrågningar de senaste ${days} dagarna`,
    tableCaption: "Per dag",
    day: "Dag",
  },
  exportCsv: "Exportera tabellen (CSV)",
  lists: {
    pages: "Mest visade sidor",
    sources: "Källor och konvertering",
    entryPages: "Ingångssidor och konvertering",
    campaigns: "Kampanjer (utm_campaign)",
    utmSources: "utm_source",
    utmMediums: "utm_medium",
    referrers: "Hänvisande webbplatser",
    devices: "Enheter",
    languages: "Språk",
    notFound: "Sidor som inte finns (404)",
  },
  columns: {
    value: "Värde",
    views: "Sidvisningar",
    count: "Antal",
    visitors: "Besökare",
    enquiries: "Förfrågningar",
    conversion: "Konvertering",
  },
  /** Abbreviated column headings for a phone's width (shown as <abbr> with the full word). */
  short: { enquiries: "Förfr.", conversion: "Konv." },
  /** Shown for the statistics' own bracketed values. */
  special: { "(direct)": "Direkt", "(other)": "Övriga", "(unknown)": "Okänd" } satisfies Record<
    "(direct)" | "(other)" | "(unknown)",
    string
  >,
  devices: { mobile: "Mobil", tablet: "Surfplatta", desktop: "Dator" } satisfies Record<"mobile" | "tablet" | "desktop", string>,
  none: "Inget ännu.",
  noConversion: "–",
  /** An enquiry's origin (the enquiry screen). */
  origin: { entryPage: "Ingångssida", source: "Källa", unknown: "Okänd" },
};

export const overviewCopy: Record<Lang, OverviewCopy> = {
  sv,
  en: {
    heading: "Overview",
    intro:
      "Visits, page views and enquiries per day, counted by the server without cookies. Visitors are counted once a day; browsers with Global Privacy Control or Do Not Track count as page views only.",
    period: "Period",
    days: (count) => `${count} days`,
    totals: { visitors: "Visitors", views: "Page views", enquiries: "Enquiries", conversion: "Conversion" },
    chart: {
      title: (days) => `Visitors, page views and enquiries over the last ${days} days`,
      tableCaption: "Per day",
      day: "Day",
    },
    exportCsv: "Export the table (CSV)",
    lists: {
      pages: "Top pages",
      sources: "Sources and conversion",
      entryPages: "Entry pages and conversion",
      campaigns: "Campaigns (utm_campaign)",
      utmSources: "utm_source",
      utmMediums: "utm_medium",
      referrers: "Referring websites",
      devices: "Devices",
      languages: "Languages",
      notFound: "Pages not found (404)",
    },
    columns: {
      value: "Value",
      views: "Page views",
      count: "Count",
      visitors: "Visitors",
      enquiries: "Enquiries",
      conversion: "Conversion",
    },
    short: { enquiries: "Enq.", conversion: "Conv." },
    special: { "(direct)": "Direct", "(other)": "Other", "(unknown)": "Unknown" },
    devices: { mobile: "Mobile", tablet: "Tablet", desktop: "Computer" },
    none: "Nothing yet.",
    noConversion: "–",
    origin: { entryPage: "Entry page", source: "Source", unknown: "Unknown" },
  },
};
