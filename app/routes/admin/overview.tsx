import { Link, useSearchParams } from "react-router";
import { BackupStatus } from "~/components/admin/backup-status";
import { ConsoleTodo } from "~/components/admin/console-todo";
import { ownerBookingsCopy } from "~/content/console-bookings";
import { errorText, useConsole, useScreenTitle } from "~/components/admin/console-state";
import type { Converting, Ranked, StatsReport as Report } from "~/admin/stats-report";
import { StatsChart } from "~/components/admin/stats-chart";
import { RankedTable, type Column } from "~/components/admin/ranked-table";
import { useResource } from "~/components/admin/use-resource";
import { overviewCopy } from "~/content/console-overview";

const PERIODS = [7, 30, 90] as const;

/**
 * The console's first screen: what needs the owner (docs/decisions/030-the-owners-bookings.md),
 * then the statistics (docs/decisions/012-cookieless-statistics.md): visitors, page
 * views and enquiries per day as a chart with the same figures as a table, the top pages,
 * sources, campaigns, conversion by source and entry page, and the 404s.
 */
export default function Overview() {
  const { copy, lang } = useConsole();
  const t = overviewCopy[lang];
  const [params] = useSearchParams();
  const days = PERIODS.find((period) => String(period) === params.get("days")) ?? 30;
  const resource = useResource<Report>(`/stats?days=${days}`);
  const report = resource.data;
  useScreenTitle(copy, t.heading);

  const number = (value: number) => value.toLocaleString(lang === "sv" ? "sv-SE" : "en-GB");
  const percent = (value: number | null) =>
    value === null
      ? t.noConversion
      : value.toLocaleString(lang === "sv" ? "sv-SE" : "en-GB", { style: "percent", maximumFractionDigits: 1 });
  const label = (value: string) =>
    value in t.special ? t.special[value as keyof typeof t.special] : value === "" ? t.special["(unknown)"] : value;
  const deviceLabel = (value: string) => (value in t.devices ? t.devices[value as keyof typeof t.devices] : label(value));
  const langLabel = (value: string) => (value === "sv" || value === "en" ? copy.languages[value] : label(value));

  const counts = (heading: string, show = label): Column<Ranked>[] => [
    { heading, cell: (row) => show(row.value), wide: true },
    { heading: t.columns.count, cell: (row) => number(row.count), numeric: true },
  ];
  const conversions = (heading: string): Column<Converting>[] => [
    { heading, cell: (row) => label(row.value), wide: true },
    { heading: t.columns.visitors, cell: (row) => number(row.visitors), numeric: true },
    { heading: t.columns.enquiries, short: t.short.enquiries, cell: (row) => number(row.enquiries), numeric: true },
    { heading: t.columns.conversion, short: t.short.conversion, cell: (row) => percent(row.conversion), numeric: true },
  ];

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink-100 sm:text-3xl">{t.heading}</h1>
      <BackupStatus />
      <ConsoleTodo />
      <p className="mt-6 max-w-2xl text-ink-300">{t.intro}</p>
      <nav aria-label={t.period} className="mt-4 flex flex-wrap gap-2">
        {PERIODS.map((period) => (
          <Link
            key={period}
            to={`/admin?days=${period}`}
            aria-current={period === days ? "page" : undefined}
            className={`btn min-h-10 px-3.5 text-sm ${period === days ? "btn-primary" : "btn-secondary"}`}
          >
            {t.days(period)}
          </Link>
        ))}
      </nav>
      <p role="status" className="mt-2 text-sm text-danger-300">
        {resource.error ? errorText(copy, resource.error) : ""}
      </p>
      {report && (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {(
              [
                [t.totals.visitors, number(report.totals.visitors)],
                [t.totals.views, number(report.totals.views)],
                [t.totals.enquiries, number(report.totals.enquiries)],
                [ownerBookingsCopy[lang].bookingsTotal, number(report.totals.bookings)],
                [t.totals.conversion, percent(report.totals.conversion)],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="card p-4">
                <dt className="text-sm text-ink-400">{term}</dt>
                <dd className="mt-1 text-2xl font-semibold text-ink-100">{value}</dd>
              </div>
            ))}
          </dl>

          <section aria-labelledby="per-day" className="card mt-6 p-4 sm:p-5">
            <h2 id="per-day" className="text-lg font-semibold text-ink-100">
              {t.chart.title(report.days)}
            </h2>
            <StatsChart days={report.daily} copy={t} />
            {/* The wrapper hides it: a table itself ignores the 1 px width and widens the page. */}
            <div className="sr-only">
              <table>
                <caption>{t.chart.tableCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.chart.day}</th>
                    <th scope="col">{t.totals.visitors}</th>
                    <th scope="col">{t.totals.views}</th>
                    <th scope="col">{t.totals.enquiries}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.daily.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{d.day}</th>
                      <td>{number(d.visitors)}</td>
                      <td>{number(d.views)}</td>
                      <td>{number(d.enquiries)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <a
              className="btn btn-secondary mt-4 min-h-10 px-3.5 text-sm"
              href={`/api/admin/stats/export?days=${report.days}`}
              download
            >
              {t.exportCsv}
            </a>
          </section>

          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <RankedTable title={t.lists.sources} rows={report.sources} columns={conversions(t.columns.value)} none={t.none} />
            <RankedTable
              title={t.lists.entryPages}
              rows={report.entryPages}
              columns={conversions(t.columns.value)}
              none={t.none}
            />
            <RankedTable title={t.lists.pages} rows={report.pages} columns={counts(t.columns.value)} none={t.none} />
            <RankedTable title={t.lists.campaigns} rows={report.campaigns} columns={counts(t.columns.value)} none={t.none} />
            <RankedTable title={t.lists.referrers} rows={report.referrers} columns={counts(t.columns.value)} none={t.none} />
            <RankedTable title={t.lists.utmSources} rows={report.utmSources} columns={counts(t.columns.value)} none={t.none} />
            <RankedTable title={t.lists.utmMediums} rows={report.utmMediums} columns={counts(t.columns.value)} none={t.none} />
            <RankedTable
              title={t.lists.devices}
              rows={report.devices}
              columns={counts(t.columns.value, deviceLabel)}
              none={t.none}
            />
            <RankedTable
              title={t.lists.languages}
              rows={report.languages}
              columns={counts(t.columns.value, langLabel)}
              none={t.none}
            />
            <RankedTable title={t.lists.notFound} rows={report.notFound} columns={counts(t.columns.value)} none={t.none} />
          </div>
        </>
      )}
    </>
  );
}
