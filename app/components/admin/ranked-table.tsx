import { useId } from "react";

export interface Column<Row> {
  heading: string;
  /** A shorter heading for a phone, given as an abbreviation of `heading`. */
  short?: string;
  cell: (row: Row) => string;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** The column that takes the room left, and wraps anywhere (paths, host names). */
  wide?: boolean;
}

/** One of the overview's lists: a titled table that fits 375 px (values wrap, figures do not). */
export function RankedTable<Row extends { value: string }>({
  title,
  rows,
  columns,
  none,
}: {
  title: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  none: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-ink-100">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-300">{none}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-ink-400">
            <tr>
              {columns.map((column) => (
                <th key={column.heading} scope="col" className={`pb-2 font-medium ${column.numeric ? "pl-2 text-right" : ""}`}>
                  {column.short ? (
                    <>
                      <abbr title={column.heading} className="no-underline sm:hidden">
                        {column.short}
                      </abbr>
                      <span className="hidden sm:inline">{column.heading}</span>
                    </>
                  ) : (
                    column.heading
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} className="border-t border-ink-800 align-top">
                {columns.map((column, i) =>
                  i === 0 ? (
                    <th key={column.heading} scope="row" className="break-all py-1.5 font-normal text-ink-100">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.heading}
                      className={`whitespace-nowrap py-1.5 text-ink-200 ${column.numeric ? "pl-2 text-right" : ""}`}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
