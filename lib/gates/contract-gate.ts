// The contract gate: the gate-worthy findings of the contract review (lib/contract), graded by
// evidence. A finding is measured evidence (read from the stored folder) for a fail (error) or a
// warn; a check that ran and found none of its codes is a measured pass for that check; a check
// that could not run (no Dockerfile, no ground truth, no judge) is absent, never a pass; a
// revision imported before the review existed is "not reviewed". Pure.
import { GATE_THRESHOLD_TEXT } from "./thresholds";
import { outcomeFromEvidence } from "./rows";
import type { Gate, GateEvidence, GateFacts } from "./types";

/** gate-worthy code -> the check that produces it, and what a clean run of that check means */
export const CONTRACT_GATE_CODES: Record<string, { check: string; clean: string }> = {
  instruction_leaks_ground_truth: { check: "ground_truth_leaks", clean: "no worked example reproduces a ground-truth event" },
  tolerance_not_in_instruction: { check: "scoring_numbers", clean: "every agent-facing judge tolerance is stated in the instruction" },
  reward_cliff: { check: "reward_sensitivity", clean: "the reward reaches the bar before most events are right" },
  base_image_not_digest_pinned: { check: "base_image", clean: "every Docker base image is pinned by digest" },
};

export function contractGate(facts: GateFacts): Gate {
  const evidence: GateEvidence[] = [];
  const review = facts.contract ?? null;
  if (review === null)
    evidence.push({
      kind: "unknown",
      grade: "absent",
      text: "not reviewed: this revision was imported before the contract review existed (re-import it)",
      numbers: {},
    });
  else
    for (const [code, { check, clean }] of Object.entries(CONTRACT_GATE_CODES)) {
      const found = review.findings.filter((f) => f.code === code && f.severity !== "info");
      for (const f of found)
        evidence.push({
          kind: f.severity === "error" ? "problem" : "warning",
          grade: "measured",
          text: `${code}: ${f.message} (${f.file}${f.line !== null ? `:${f.line}` : ""})`,
          numbers: {},
        });
      if (found.length > 0) continue;
      const run = review.checks.find((c) => c.check === check);
      if (run?.state === "ran") evidence.push({ kind: "ok", grade: "measured", text: `${clean} (${run.note})`, numbers: {} });
      else
        evidence.push({
          kind: "unknown",
          grade: "absent",
          text: `${check} not checked: ${run?.note ?? "the stored review has no such check"}`,
          numbers: {},
        });
    }
  return {
    id: "contract",
    title: "The task's contract reads consistently",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT.contract,
    evidence,
  };
}
