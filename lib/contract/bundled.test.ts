// The contract review on the bundled task folders (prisma/fixtures/tasks), as the issue's
// done-when states them: egocentric's SPEC says ±12 frames and its instruction none; its worked
// examples are ground-truth actions #1 (turn on [burner]) and #4 (pour [oil, oil_container,
// skillet]); FlightGear's current judge has no reward cliff; the demo task is clean.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readTaskFolder } from "../importers/read-folder";
import { parseTaskFolder } from "../importers/parse-task-folder";
import { reviewParsedTask } from "./review-task";
import type { ContractReview } from "./types";

const TASKS = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks");

async function review(task: string): Promise<ContractReview> {
  const files = await readTaskFolder(path.join(TASKS, task));
  const parsed = parseTaskFolder(task, files, { kind: "fixture", location: task }, { specCardErrors: "finding" });
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.reason).join("; "));
  return reviewParsedTask(parsed.task, files);
}

const reviews = new Map<string, ContractReview>();
beforeAll(async () => {
  for (const t of [
    "egocentric-activity-understanding",
    "flightgear-atc-clearance-compliance-ledger",
    "kart-race-telemetry-ledger-s1",
    "demo-shapes-activity",
  ])
    reviews.set(t, await review(t));
}, 60_000);

describe("bundled tasks", () => {
  it("egocentric: tolerance_not_in_instruction (SPEC ±12 frames, instruction none)", () => {
    const r = reviews.get("egocentric-activity-understanding")!;
    const [f] = r.findings.filter((x) => x.code === "tolerance_not_in_instruction");
    expect(f.severity).toBe("error");
    expect(f.evidence).toContain("frameTolerance = 12 frames");
    expect(f.evidence).toContain('SPEC.md:38 "+/-12-frame"');
    expect(f.evidence).toMatch(/instruction: none$/);
    // SPEC.md line 38 really is the card's "+/-12-frame (0.5 s) tolerance" line
    const spec = readFileSync(path.join(TASKS, "egocentric-activity-understanding/SPEC.md"), "utf8").split("\n");
    expect(spec[37]).toContain("+/-12-frame (0.5 s) tolerance");
    // the check's note says where each document states it: the SPEC on three lines, the instruction nowhere
    expect(r.checks.find((c) => c.check === "scoring_numbers")?.note).toContain(
      "frameTolerance 12 frames: steps/solve/instruction.md: none; SPEC.md: 38, 79, 161",
    );
  });

  it("egocentric: instruction_leaks_ground_truth naming GT actions #1 and #4", () => {
    const leaks = reviews.get("egocentric-activity-understanding")!.findings.filter((x) => x.code === "instruction_leaks_ground_truth");
    expect(leaks.map((l) => /ground-truth event #(\d+)/.exec(l.message)?.[1])).toEqual(["1", "4"]);
    expect(leaks.map((l) => l.line)).toEqual([74, 75]);
    // in context: the cited line among its neighbours, as the instruction has them
    const instruction = readFileSync(path.join(TASKS, "egocentric-activity-understanding/steps/solve/instruction.md"), "utf8").split("\n");
    expect(leaks[0].context).toEqual({ firstLine: 72, lines: instruction.slice(71, 76) });
    expect(leaks[0].context!.lines[2]).toContain('"verb": "turn on"');
  });

  it("egocentric: the seed reviewer's other points (36 vs 35 nouns, egg vs egg_mixture, 45-minute cap, internet, Dropbox pin)", () => {
    const got = reviews.get("egocentric-activity-understanding")!.findings.map((f) => f.code);
    expect(got).toEqual(
      expect.arrayContaining([
        "vocabulary_count_mismatch",
        "inconsistent_labels",
        "budget_mismatch",
        "internet_allowed",
        "mutable_media_pin",
      ]),
    );
  });

  it("FlightGear: the current judge's curve has no reward_cliff, and the check ran", () => {
    const r = reviews.get("flightgear-atc-clearance-compliance-ledger")!;
    expect(r.findings.map((f) => f.code)).not.toContain("reward_cliff");
    expect(r.checks.find((c) => c.check === "reward_sensitivity")).toMatchObject({ state: "ran" });
  });

  it("caps and weights: FlightGear's SPEC credit units and kart's stated weights agree with their judges", () => {
    for (const [task, weights] of [
      ["flightgear-atc-clearance-compliance-ledger", 6],
      ["kart-race-telemetry-ledger-s1", 4],
    ] as const) {
      const r = reviews.get(task)!;
      expect(r.findings.filter((f) => f.code === "scoring_stated_differently")).toEqual([]);
      expect(r.checks.find((c) => c.check === "scoring_numbers")?.note).toContain(`${weights} weight(s)`);
    }
  });

  it("the demo task is clean; without a Dockerfile or git history those checks are absent, not passed", () => {
    const r = reviews.get("demo-shapes-activity")!;
    expect(r.findings).toEqual([]);
    expect(r.checks.filter((c) => c.state === "absent").map((c) => c.check)).toEqual(["base_image", "repository_hygiene"]);
  });
});
