"use client";
// The calibration rows of a task: sortable (click a header), filterable (free text, status,
// condition), groupable by harness / model / condition. Claimed vs recomputed scores sit side
// by side with the difference in red beyond 1e-4; each row links to its ledger inspector.
import { Fragment, useMemo, useState } from "react";
import { useTable, type ColumnFiltersState, type ExpandedState, type GroupingState, type SortingState } from "@tanstack/react-table";
import { calibrationColumns, calibrationFeatures } from "./calibration-columns";
import { CalibrationFilters } from "./CalibrationFilters";
import { distinct, rowMatchesText, type CalibrationTableRow } from "./calibration-rows";
import "./calibration.css";

const NUMERIC_COLUMNS = ["claimed", "recomputed", "delta", "turns", "coverage"];

export interface CalibrationTableProps {
  rows: CalibrationTableRow[];
}

/** A column's filter value as the chosen options (the filters set string arrays; anything else chooses none). */
const chosenOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);

export function CalibrationTable({ rows }: CalibrationTableProps) {
  const { table, grouping, globalFilter, setGlobalFilter } = useCalibrationTable(rows);
  const statuses = useMemo(() => distinct(rows, (r) => r.status), [rows]);
  const conditions = useMemo(() => distinct(rows, (r) => r.condition), [rows]);

  if (rows.length === 0) return <p className="muted">No calibration rows were found in calibration/scores.md.</p>;
  const visibleRows = table.getRowModel().rows;
  const shown = visibleRows.filter((r) => !r.getIsGrouped()).length;

  return (
    <div className="calibration" data-testid="calibration-table-wrap">
      <CalibrationFilters
        text={globalFilter}
        onText={setGlobalFilter}
        statuses={statuses}
        chosenStatuses={chosenOf(table.getColumn("status")?.getFilterValue())}
        onStatuses={(v) => table.getColumn("status")?.setFilterValue(v)}
        conditions={conditions}
        chosenConditions={chosenOf(table.getColumn("condition")?.getFilterValue())}
        onConditions={(v) => table.getColumn("condition")?.setFilterValue(v)}
        groupBy={grouping[0] ?? ""}
        onGroupBy={(id) => table.setGrouping(id ? [id] : [])}
        shown={shown}
        total={rows.length}
      />
      <div className="calibration-scroll">
        <table className="data" data-testid="calibration-table">
          <CalibrationHead table={table} />
          <CalibrationBody table={table} groupedBy={grouping[0]} />
        </table>
      </div>
    </div>
  );
}

/** The table's state (sort, filters, grouping, open groups) and the TanStack table over the rows. */
function useCalibrationTable(rows: CalibrationTableRow[]) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState("");
  const [grouping, setGrouping] = useState<GroupingState>([]);
  const [expanded, setExpanded] = useState<ExpandedState>(true);

  const table = useTable({
    features: calibrationFeatures,
    columns: calibrationColumns,
    data: rows,
    getRowId: (r) => r.id,
    state: { sorting, columnFilters, globalFilter, grouping, expanded },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onGlobalFilterChange: setGlobalFilter,
    onGroupingChange: (g) => {
      setGrouping(g);
      setExpanded(true); // a new grouping starts with every group open
    },
    onExpandedChange: setExpanded,
    // grouping replaces the rows; keep groups open instead of collapsing them all
    autoResetExpanded: false,
    groupedColumnMode: false,
    // the free-text filter looks at the whole row once (see rowMatchesText), through one column
    getColumnCanGlobalFilter: (column) => column.id === "harness",
    globalFilterFn: (row, _columnId, value: string) => rowMatchesText(row.original, value),
  });
  return { table, grouping, globalFilter, setGlobalFilter };
}

type CalibrationTableInstance = ReturnType<typeof useCalibrationTable>["table"];

/** Column headers; a sortable column's header is a button that cycles its sort. */
function CalibrationHead({ table }: { table: CalibrationTableInstance }) {
  return (
    <thead>
      {table.getHeaderGroups().map((hg) => (
        <tr key={hg.id}>
          {hg.headers.map((h) => {
            const sorted = h.column.getIsSorted();
            const numeric = NUMERIC_COLUMNS.includes(h.column.id);
            return (
              <th
                key={h.id}
                className={numeric ? "num" : undefined}
                aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                data-column={h.column.id}
              >
                {h.column.getCanSort() ? (
                  <button type="button" className="sort-button" onClick={h.column.getToggleSortingHandler()} title="sort">
                    <table.FlexRender header={h} />
                    <span className="sort-mark">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}</span>
                  </button>
                ) : (
                  <table.FlexRender header={h} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

/** The visible rows: a group's header row (open / close) or a calibration row's cells. */
function CalibrationBody({ table, groupedBy }: { table: CalibrationTableInstance; groupedBy: string | undefined }) {
  const columnCount = table.getAllLeafColumns().length;
  return (
    <tbody>
      {table.getRowModel().rows.map((row) =>
        row.getIsGrouped() ? (
          <tr key={row.id} className="group-row" data-testid="calibration-group">
            <td colSpan={columnCount}>
              <button type="button" className="sort-button" onClick={row.getToggleExpandedHandler()} aria-expanded={row.getIsExpanded()}>
                {row.getIsExpanded() ? "▾" : "▸"} {groupedBy}:{" "}
                <strong>{String(row.groupingValue).replace(/_/g, groupedBy === "condition" ? "-" : "_")}</strong>{" "}
                <span className="muted">({row.getLeafRows().length} rows)</span>
              </button>
            </td>
          </tr>
        ) : (
          <Fragment key={row.id}>
            <tr
              data-testid="calibration-row"
              data-row-status={row.original.status}
              data-condition={row.original.condition}
              className={row.depth > 0 ? "in-group" : undefined}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={NUMERIC_COLUMNS.includes(cell.column.id) ? "num" : undefined} data-column={cell.column.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          </Fragment>
        ),
      )}
    </tbody>
  );
}
