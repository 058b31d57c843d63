// scores.md tables that are not calibration rows become notes: parsed where the shape is known
// (credit breakdowns, scorer probes, key/value detail tables), verbatim otherwise. Never dropped.
import type { JsonValue, Note } from "../types";
import { parseScoreCell, plain } from "./cells";
import type { TableKind } from "./classify-table";
import type { MdTable } from "./markdown-tables";
import { tableTitle } from "./row-common";

export function noteOf(table: MdTable, kind: Exclude<TableKind, "agent_runs" | "result_runs">, file: string): Note {
  return {
    kind,
    file,
    title: tableTitle(table),
    lineStart: table.lineStart,
    lineEnd: table.lineEnd,
    raw: table.raw,
    data: kind === "unparsed" ? null : dataOf(table, kind),
  };
}

function dataOf(table: MdTable, kind: "credit_breakdown" | "probes" | "key_values"): JsonValue {
  switch (kind) {
    case "credit_breakdown":
      return {
        groups: table.headers.slice(1).map(plain),
        rows: table.rows.map((r) => ({
          run: plain(r.cells[0] ?? ""),
          line: r.line,
          groups: Object.fromEntries(
            table.headers.slice(1).map((h, i) => {
              const [earned, available] = plain(r.cells[i + 1] ?? "")
                .split("/")
                .map((s) => Number(s.trim()));
              return [plain(h), { earned, available }];
            }),
          ),
        })),
      };
    case "probes":
      return {
        items: table.rows.map((r) => {
          const score = parseScoreCell(r.cells[1] ?? "");
          return {
            probe: plain(r.cells[0] ?? ""),
            score: score.values[0] ?? null,
            scoreText: plain(r.cells[1] ?? ""),
            note: plain(r.cells[2] ?? ""),
            line: r.line,
          };
        }),
      };
    case "key_values":
      return { pairs: table.rows.map((r) => ({ key: plain(r.cells[0] ?? ""), value: plain(r.cells[1] ?? ""), line: r.line })) };
  }
}
