import { describe, expect, it } from "vitest";
import { renderBlocks, renderText } from "../export/render-blocks";
import { diffRevisions } from "./index";
import { sinceReview } from "./diff-gates";
import type { FileChange } from "./diff-files";
import { filesChanged, reReviewSection } from "./review-section";
import type { RevisionSnapshot, SnapshotGate } from "./types";

const gate = (id: string, title: string, outcome: SnapshotGate["outcome"], reasons: string[] = []): SnapshotGate => ({
  id,
  title,
  outcome,
  reasons,
});
const snapshot = (over: Partial<RevisionSnapshot>): RevisionSnapshot => ({
  id: "r",
  label: "r",
  family: "flightgear-atc-clearance-compliance-ledger",
  files: [],
  instruction: "# T\n\n## Clearance fields\n\nwithin 25 feet\n",
  taskToml: "",
  spec: null,
  groundTruth: { clearances: [] },
  fps: null,
  pairings: [],
  rows: [],
  gates: [],
  ...over,
});

describe("reReviewSection", () => {
  it("says what closed, what remains and what the revision changed (the FlightGear re-review)", () => {
    const before = snapshot({
      id: "a",
      label: "4f03679b",
      gates: [
        gate("agent-below-bar", "strong agents below the bar", "fail", ["Claude 0.6060 > 0.10"]),
        gate("instruction-parity", "instruction parity", "fail", ["Codex ran 0963eb1a"]),
      ],
      rows: [
        {
          harness: "Claude Code",
          model: "opus-4.8",
          conditionLabel: "full",
          status: "official",
          claimed: 0.606,
          recomputed: 0.606,
          ledgerSha256: "x",
          instructionSha256: "i",
        },
      ],
    });
    const after = snapshot({
      id: "b",
      label: "9a1c22e0",
      instruction: "# T\n\n## Clearance fields\n\nwithin 100 feet\n",
      gates: [
        gate("agent-below-bar", "strong agents below the bar", "pass"),
        gate("instruction-parity", "instruction parity", "fail", ["Codex ran 0963eb1a"]),
      ],
    });
    const section = reReviewSection(before.label, after.label, sinceReview(before.gates, after.gates), diffRevisions(before, after));
    const md = renderBlocks(section.blocks).join("\n");
    expect(md).toContain("Closed from the previous review");
    expect(md).toMatch(/Closed from the previous review\*\*\s*\n\s*\n?- strong agents below the bar/);
    expect(md).toMatch(/Remaining\*\*\s*\n\s*\n?- \*\*instruction parity\*\*: Codex ran 0963eb1a/);
    expect(md).toContain("1 hunk (first inside ## Clearance fields)");
    expect(md).toContain("row removed: Claude Code / opus-4.8 (scored 0.6060 before)");
    expect(section).toMatchObject({ id: "re-review", placement: "after-gates" });
  });

  it("says nothing closed or remaining when there was nothing open", () => {
    const s = snapshot({ gates: [gate("g", "g", "pass")] });
    const md = renderBlocks(reReviewSection("a", "b", sinceReview(s.gates, s.gates), diffRevisions(s, s)).blocks).join("\n");
    expect(md).toContain("nothing closed");
    expect(md).toContain("nothing remaining");
    expect(md).not.toContain("What the revision changed");
  });
});

describe("filesChanged", () => {
  const f = (p: string, change: FileChange["change"], before: number | null, after: number | null): FileChange => ({
    path: p,
    change,
    before: before === null ? null : { path: p, sha256: "a", byteLength: before },
    after: after === null ? null : { path: p, sha256: "b", byteLength: after },
  });
  it.each([
    {
      name: "each file named with its change; a changed file's sizes",
      files: [f("steps/solve/tests/gt.json", "changed", 1204, 1310), f("notes.md", "added", null, 5)],
      want: "files: `steps/solve/tests/gt.json` changed (1,204 → 1,310 B), `notes.md` added",
    },
    {
      name: "past the first few, a count",
      files: ["a", "b", "c"].map((p) => f(p, "removed", 1, null)),
      max: 2,
      want: "files: `a` removed, `b` removed and 1 more",
    },
  ])("$name", ({ files, max, want }) => expect(renderText(filesChanged(files, max))).toBe(want));
});
