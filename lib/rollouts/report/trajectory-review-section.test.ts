import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderSection } from "../../export/render-blocks";
import * as made from "../__fixtures__/hand-made";
import { summarizeTrajectory } from "../summarize-trajectory";
import { trajectoryReviewSection } from "./trajectory-review-section";

const FG = path.resolve(import.meta.dirname, "../../../prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");
const instruction = readFileSync(path.join(FG, "steps/solve/instruction.md"), "utf8");

describe("trajectory section of the PR comment", () => {
  it("no trajectory: no section", () => {
    expect(trajectoryReviewSection([])).toBeNull();
  });

  it("clean trajectories: one line saying they were audited", () => {
    const s = summarizeTrajectory(made.cleanClaudeRun(instruction), { instructionText: instruction });
    const md = renderSection(
      trajectoryReviewSection([{ label: "Claude Code", path: "calibration/rollouts/c.jsonl", findings: s.findings! }])!,
    ).join("\n");
    expect(md).toContain("1 stored trajectory was audited");
  });

  it("a coached run: blocking findings, quoted evidence, the instruction diff folded", () => {
    const s = summarizeTrajectory(made.coachedAgentHost(instruction), { instructionText: instruction });
    const md = renderSection(
      trajectoryReviewSection([
        { label: "Claude Code claude-opus-4-8", path: "calibration/rollouts/agent-host.jsonl", findings: s.findings! },
      ])!,
    ).join("\n");
    expect(md).toContain("Trajectory integrity");
    expect(md).toContain(
      "<summary>Claude Code claude-opus-4-8 — `calibration/rollouts/agent-host.jsonl`: 4 blocking, 4 findings</summary>",
    );
    expect(md).toContain("instruction diff (shipped instruction.md vs the first user message)");
    expect(md).toContain("validate the closed vocabularies");
  });
});
