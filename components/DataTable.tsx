// The plain record table the admin, token and pull-request pages share: a header row of labels,
// one row per record, each column one cell function, in a horizontally scrolling box so a narrow
// screen scrolls the table instead of the page. A server component (cells may hold client forms).
import type { ReactNode } from "react";

export interface DataColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** the cell's data-testid (e2e finds one column's cells by it) */
  testId?: string;
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  testId,
  rowTestId,
  className = "data",
}: {
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  testId?: string;
  rowTestId?: (row: T) => string;
  className?: string;
}) {
  return (
    <div className="table-scroll">
      <table className={className} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i}>{c.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((c, i) => (
                <td key={i} data-testid={c.testId}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
