// Struck-through rows (`~~…~~`): the contributor withdrew the run. The row is kept (a reviewer sees
// what was claimed) as `replaced`, never `official`, so no gate counts it (gates count official rows
// only). Inline tables; expectations written from them by hand.
import { describe, expect, it } from "vitest";
import { isStruck } from "./cells";
import { parseScoresMd } from "./parse-scores-md";

const rowsOf = (lines: string[]) =>
  parseScoresMd(lines.join("\n")).rows.map((r) => ({
    line: r.sourceLine,
    kind: r.kind,
    harness: r.harness,
    status: r.status,
    score: r.claimedScore,
    withdrawn: /withdrawn/.test(r.notes),
  }));

describe("isStruck", () => {
  it.each([
    ["~~0.41~~", true],
    [" ~~Codex CLI~~ ", true],
    ["~~0.41~~ 0.38", false], // only part of the cell is withdrawn: the rest stands
    ["0.38 ~~0.41~~", false],
    ["~~~~", false],
    ["0.41", false],
  ])("isStruck(%j) = %s", (cell, struck) => expect(isStruck(cell)).toBe(struck));
});

describe("struck rows are kept, withdrawn, not official", () => {
  it("an agent table: a struck harness or a struck score withdraws the row", () => {
    expect(
      rowsOf([
        "| harness | model | reward | tool-call turns |",
        "|---|---|---|---|",
        "| ~~Codex CLI~~ | gpt-5.6-sol | 0.41 | 120 |",
        "| Claude Code | Opus 5 | ~~0.30~~ | 90 |",
        "| Codex CLI | gpt-5.6-sol | 0.12 | 140 |",
      ]),
    ).toEqual([
      { line: 3, kind: "agent", harness: "Codex CLI", status: "replaced", score: 0.41, withdrawn: true },
      { line: 4, kind: "agent", harness: "Claude Code", status: "replaced", score: 0.3, withdrawn: true },
      { line: 5, kind: "agent", harness: "Codex CLI", status: "official", score: 0.12, withdrawn: false },
    ]);
  });

  it("an anchors / ablations table: a struck label withdraws the row", () => {
    expect(
      rowsOf(["| run | reward |", "|---|---|", "| oracle | 1.0 |", "| ~~no media~~ | 0.05 |", "| no media | 0.0 |"]).map(
        ({ line, kind, status, withdrawn }) => ({ line, kind, status, withdrawn }),
      ),
    ).toEqual([
      { line: 3, kind: "anchor", status: "official", withdrawn: false },
      { line: 4, kind: "ablation", status: "replaced", withdrawn: true },
      { line: 5, kind: "ablation", status: "official", withdrawn: false },
    ]);
  });
});
