import type { MvpComparisonContent } from "~/content/types";
import { SectionHeading } from "~/components/ui/section-heading";

/**
 * The three kinds of MVP side by side: what a buyer gets, the time and the price
 * (docs/decisions/031-copy-and-proof.md, "Cold review of 2026-12-01, third reader: service pages").
 * A table from the width of a tablet up, so a screen reader announces each cell with its offer
 * and its column; on a phone, where four columns would not fit without scrolling sideways, one
 * card an offer with the same three answers under the same column names.
 */
export function MvpComparisonTable({
  content,
  titleId,
  level = 2,
}: {
  content: MvpComparisonContent;
  titleId: string;
  /** 2 for a band of its own (a service page), 3 inside another section (the home page's services). */
  level?: 2 | 3;
}) {
  const { columns } = content;
  return (
    <>
      {level === 2 ? (
        <SectionHeading id={titleId} heading={content.heading} intro={content.intro} />
      ) : (
        <div className="max-w-2xl">
          <h3 id={titleId} className="text-2xl font-bold text-ink-100">
            {content.heading}
          </h3>
          {content.intro ? <p className="mt-3 leading-relaxed text-ink-300">{content.intro}</p> : null}
        </div>
      )}
      <ul className="mt-8 grid gap-4 sm:hidden" aria-labelledby={titleId}>
        {content.rows.map((row) => (
          <li key={row.offer} className="card p-5">
            <p className="font-semibold text-ink-100">{row.offer}</p>
            <dl className="mt-3 grid gap-3 text-sm">
              {(
                [
                  [columns.what, row.what],
                  [columns.time, row.time],
                  [columns.price, row.price],
                ] as const
              ).map(([term, answer]) => (
                <div key={term}>
                  <dt className="font-semibold uppercase tracking-[0.08em] text-brand-300">{term}</dt>
                  <dd className="mt-1 leading-relaxed text-ink-300">{answer}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="card mt-10 hidden p-0 sm:block">
        <table className="w-full border-collapse text-left" aria-labelledby={titleId}>
          <thead>
            <tr className="border-b border-ink-700 text-sm font-semibold uppercase tracking-[0.08em] text-brand-300">
              {[columns.offer, columns.what, columns.time, columns.price].map((label, column) => (
                // By position: the owner may give two columns the same name.
                <th key={column} scope="col" className="p-4 sm:p-5">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {content.rows.map((row) => (
              <tr key={row.offer} className="border-b border-ink-800 align-top last:border-b-0">
                <th scope="row" className="p-4 font-semibold text-ink-100 sm:p-5">
                  {row.offer}
                </th>
                <td className="p-4 leading-relaxed text-ink-300 sm:p-5">{row.what}</td>
                <td className="p-4 leading-relaxed text-ink-200 sm:p-5">{row.time}</td>
                <td className="p-4 leading-relaxed text-ink-200 sm:p-5">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {content.note ? <p className="mt-4 max-w-3xl text-sm leading-relaxed text-ink-400">{content.note}</p> : null}
    </>
  );
}
