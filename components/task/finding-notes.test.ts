import { describe, expect, it } from "vitest";
import { findingNotesOf } from "./finding-notes";

describe("findingNotesOf (9.8: parsed tables read as tables, not JSON)", () => {
  it("keeps the markdown of a table the importer kept as a note", () => {
    const raw = "| run | target |\n|---|---:|\n| codex | 260/260 |";
    expect(
      findingNotesOf([
        {
          raw,
          data: { rows: [] },
          file: "calibration/scores.md",
          kind: "credit_breakdown",
          title: "Where the credit actually comes from",
          lineStart: 57,
          lineEnd: 63,
        },
      ]),
    ).toEqual([
      {
        title: "Where the credit actually comes from",
        where: "calibration/scores.md, lines 57-63",
        markdown: raw,
        table: null,
        kind: "credit_breakdown",
      },
    ]);
  });

  it("turns parsed rows into a table when there is no markdown, groups as earned/available", () => {
    const [note] = findingNotesOf([
      {
        title: "credit",
        data: {
          rows: [{ run: "codex", line: 59, groups: { chain: { earned: 106, available: 130 }, target: { earned: 260, available: 260 } } }],
        },
      },
    ]);
    expect(note.table).toEqual({ columns: ["run", "chain", "target"], rows: [["codex", "106/130", "260/260"]] });
    expect(note.where).toBe("");
  });

  it("is defensive about stored JSON", () => {
    expect(findingNotesOf(null)).toEqual([]);
    expect(findingNotesOf(["x", 3, { lineStart: 4 }])).toEqual([
      { title: "untitled table", where: "line 4", markdown: null, table: null, kind: "note" },
    ]);
  });
});
