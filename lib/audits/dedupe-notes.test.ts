// Notes said once across judge versions and ledger aliases, the first place naming the others.
import { describe, expect, it } from "vitest";
import { dedupeNotes } from "./dedupe-notes";

const A = "ego@e25513b";
const B = "ego@157e7b4";
const rejected = "the judge rejected the document: invalid solution";

describe("dedupeNotes", () => {
  it("a pairing note both versions make is shown once, naming the other version", () => {
    const out = dedupeNotes([
      { judgeId: A, notes: [`${A} takes no tolerance options: nothing to sweep`, "only A"], omission: [] },
      { judgeId: B, notes: [`${B} takes no tolerance options: nothing to sweep`], omission: [] },
    ]);
    expect(out[0].notes).toEqual([`${A} takes no tolerance options: nothing to sweep (same for @157e7b4)`, "only A"]);
    expect(out[1].notes).toEqual([]);
  });
  it("an omission note on the same ledger under two versions: the first says so, the second points back", () => {
    const row = { ledgerPath: "x.json", label: "x", note: rejected };
    const out = dedupeNotes([
      { judgeId: A, notes: [], omission: [row] },
      { judgeId: B, notes: [], omission: [row] },
    ]);
    expect(out[0].omission[0].note).toBe(`${rejected} (same for @157e7b4)`);
    expect(out[1].omission[0].note).toBe("same note as @e25513b");
  });
  it("a ledger and its wrapped alias with the same note under one judge", () => {
    const out = dedupeNotes([
      {
        judgeId: A,
        notes: [],
        omission: [
          { ledgerPath: "x.json", label: "x", note: rejected },
          { ledgerPath: "x.json#wrapped", label: "x (wrapped, diagnostic)", note: rejected },
          { ledgerPath: "y.json", label: "y", note: rejected },
        ],
      },
    ]);
    expect(out[0].omission.map((o) => o.note)).toEqual([`${rejected} (same for x (wrapped, diagnostic))`, "same note as x", rejected]);
  });
  it("different notes and rows without notes are untouched", () => {
    const input = [
      { judgeId: A, notes: ["a"], omission: [{ ledgerPath: "x", label: "x" }] },
      { judgeId: B, notes: ["b"], omission: [] },
    ];
    expect(dedupeNotes(input)).toEqual(input);
  });
});
