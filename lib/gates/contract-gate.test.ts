// The contract gate graded by evidence: a gate-worthy error finding fails, a warn warns, checks
// that ran clean pass (measured), a check that could not run is absent (insufficient), and a
// revision without a stored review is "not reviewed".
import { describe, expect, it } from "vitest";
import { demoFacts } from "./__fixtures__/real-task-facts";
import { contractGate } from "./contract-gate";
import type { ContractGateFacts } from "./types";

const ALL_RAN: ContractGateFacts["checks"] = ["scoring_numbers", "ground_truth_leaks", "reward_sensitivity", "base_image"].map((check) => ({
  check,
  state: "ran",
  note: "read",
}));
const gate = (contract: ContractGateFacts | null) => contractGate({ ...demoFacts, contract });
const leak = {
  code: "instruction_leaks_ground_truth",
  severity: "error" as const,
  file: "steps/solve/instruction.md",
  line: 74,
  message: "reproduces #1",
};

describe("contract gate", () => {
  it.each([
    ["every check ran, no finding", { findings: [], checks: ALL_RAN }, "pass"],
    ["a leak (error)", { findings: [leak], checks: ALL_RAN }, "fail"],
    [
      "an unpinned base image as a warn",
      { findings: [{ ...leak, code: "base_image_not_digest_pinned", severity: "warn" as const }], checks: ALL_RAN },
      "warn",
    ],
    [
      "a finding that is not gate-worthy",
      { findings: [{ ...leak, code: "internet_allowed", severity: "warn" as const }], checks: ALL_RAN },
      "pass",
    ],
    [
      "no Dockerfile: base image absent",
      { findings: [], checks: ALL_RAN.map((c) => (c.check === "base_image" ? { ...c, state: "absent" as const } : c)) },
      "insufficient",
    ],
    ["not reviewed", null, "insufficient"],
  ])("%s -> %s", (_, contract, outcome) => expect(gate(contract).outcome).toBe(outcome));

  it("a failing finding cites its file:line", () => {
    expect(gate({ findings: [leak], checks: ALL_RAN }).evidence[0].text).toBe(
      "instruction_leaks_ground_truth: reproduces #1 (steps/solve/instruction.md:74)",
    );
  });
});
