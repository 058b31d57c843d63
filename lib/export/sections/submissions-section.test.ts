import { describe, expect, it } from "vitest";
import { submissionView } from "../../submissions/policy";
import { submissionsSection } from "./submissions-section";

const row = (model: string, state: Parameters<typeof submissionView>[0]) => ({
  harness: "Codex CLI",
  model,
  condition: "full",
  conditionLabel: "full",
  submission: submissionView(state, null)!,
});

describe("submissionsSection", () => {
  it("is absent when no row is a contributor's", () => {
    expect(submissionsSection([])).toBeNull();
  });
  it("lists each proposal with its state, reviewer and reason, after the calibration table", () => {
    const s = submissionsSection([
      row("a", { submissionState: "submitted" }),
      row("b", { submissionState: "rejected", reviewedByName: "Mo", reviewReason: "bare array" }),
      row("c", { submissionState: "accepted", reviewedByName: "Mo" }),
    ])!;
    expect(s).toMatchObject({ id: "submissions", placement: "after-calibration" });
    expect(s.blocks[0]).toEqual({
      kind: "paragraph",
      text: "3 rows proposed by contributors; 1 not counted until a maintainer accepts, rejected rows count toward no gate.",
    });
    const table = s.blocks[1];
    expect(table.kind === "table" && table.rows.map((r) => r.slice(2))).toEqual([
      ["submitted — not counted until a maintainer accepts", "—", "—"],
      ["rejected — counted by no gate", "Mo", "bare array"],
      ["accepted", "Mo", "—"],
    ]);
  });
});
