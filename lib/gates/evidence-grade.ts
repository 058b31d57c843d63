// What a piece of gate evidence stands on. A gate passes only on evidence the product measured
// itself; a claim has its own outcome, and rejected, absent or contested evidence decides nothing.
// Pure: the grading table the checklist, status API, CLI and export all read.

/**
 *   measured   recomputed by a judge from stored bytes, measured by ffprobe, counted or audited from a
 *              stored trajectory, or read from the stored folder itself (a pin is the text it is)
 *   claimed    stated in scores.md, the SPEC card or a form, and not measured
 *   rejected   a document the judge refused (its 0 is a penalty, not a score)
 *   absent     the evidence is not in the folder (a trajectory left as a release asset, no audit input)
 *   contested  linked to its row only by name, or contradicted by the task's own account
 */
export type EvidenceGrade = "measured" | "claimed" | "rejected" | "absent" | "contested";

export const EVIDENCE_GRADES: readonly EvidenceGrade[] = ["measured", "claimed", "rejected", "absent", "contested"];

/** The grading rules in words: the page's legend, lib/gates/README.md and the README say the same. */
export const EVIDENCE_GRADE_TEXT: Record<EvidenceGrade, { label: string; rule: string }> = {
  measured: { label: "measured", rule: "decides the gate: pass, warn or fail on its numbers" },
  claimed: {
    label: "claimed",
    rule: "a claim on the right side of the bar gives outcome `claimed`, never `pass`; on the wrong side it fails",
  },
  rejected: { label: "rejected by the judge", rule: "not a score: the row's evidence is insufficient" },
  absent: { label: "absent", rule: "nothing to measure: insufficient" },
  contested: { label: "contested", rule: "linked by name only or contradicted by the task's own account: insufficient until confirmed" },
};
