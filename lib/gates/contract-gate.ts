// The contract gate: the gate-worthy findings of the contract review (lib/contract), graded by
// evidence. A finding is measured evidence (read from the stored folder) for a fail (error) or a
// warn; a check that ran and found none of its codes is a measured pass for that check; a check
// that could not run (no Dockerfile, no ground truth, no judge) is absent, never a pass; a
// revision imported before the review existed is "not reviewed". Pure.
import { GATE_THRESHOLD_TEXT } from "./thresholds";
import { outcomeFromEvidence } from "./rows";
import type { Gate, GateEvidence, GateFacts } from "./types";

/**
 * gate-worthy code -> the check that produces it, and what a clean run of that check means;
 * `onlyWhenRun`: a check only some revisions have (a never-seen family's own verifier) adds nothing when absent
 */
export const CONTRACT_GATE_CODES: Record<string, { check: string; clean: string; onlyWhenRun?: true }> = {
  instruction_leaks_ground_truth: { check: "ground_truth_leaks", clean: "no worked example reproduces a ground-truth event" },
  tolerance_not_in_instruction: { check: "scoring_numbers", clean: "every agent-facing judge tolerance is stated in the instruction" },
  reward_cliff: { check: "reward_sensitivity", clean: "the reward reaches the bar before most events are right" },
  base_image_not_digest_pinned: { check: "base_image", clean: "every Docker base image is pinned by digest" },
  verifier_does_not_run: { check: "own_verifier", clean: "the shipped verifier runs as shipped", onlyWhenRun: true },
  verifier_ground_truth_absent: { check: "own_verifier", clean: "the verifier's ground truth is in the folder", onlyWhenRun: true },
  verifier_tolerance_not_in_instruction: {
    check: "verifier_source",
    clean: "every tolerance the verifier's source applies is stated in the instruction",
    onlyWhenRun: true,
  },
  statistic_named_differently: {
    check: "verifier_source",
    clean: "every document names the statistic the verifier reports",
    onlyWhenRun: true,
  },
  calibration_hash_mismatch: {
    check: "verifier_source",
    clean: "recorded sha256s match the shipped judge and ground truth",
    onlyWhenRun: true,
  },
  example_equals_ground_truth: { check: "verifier_source", clean: "no worked example equals a ground-truth event", onlyWhenRun: true },
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
    for (const [code, { check, clean, onlyWhenRun }] of Object.entries(CONTRACT_GATE_CODES)) {
      if (onlyWhenRun && !review.checks.some((c) => c.check === check) && !review.findings.some((f) => f.code === code)) continue;
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
