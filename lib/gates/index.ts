// Public surface of lib/gates: the checklist, its thresholds (for display) and the types.
export { evaluateGates } from "./evaluate-gates";
export { claimAgrees, claimDelta } from "./claimed-score-gate";
export { formatDelta, formatScore } from "./format";
export { requiredHarnessOf } from "./harness";
export { sameInstruction, shortSha } from "./instruction-parity-gate";
export { conditionLabel, rowLabel } from "./rows";
export {
  ABLATION_REQUIREMENTS,
  GATE_THRESHOLDS,
  GATE_THRESHOLD_TEXT,
  REQUIRED_HARNESSES,
  type AblationRequirement,
  type RequiredHarness,
} from "./thresholds";
export type * from "./types";
export { auditGates, omissionGate, shortcutProbesGate, AUDIT_GATE_THRESHOLD_TEXT, type AuditGate, type AuditGateId } from "./audit-gates";
export { EVIDENCE_GRADES, EVIDENCE_GRADE_TEXT, type EvidenceGrade } from "./evidence-grade";
export { claimReproduces, claimRuleText, claimTolerance, CLAIM_TOLERANCE_CAP } from "./claim-precision";
export { mutablePinReason } from "./pin-mutability";
export { ROW_FLAG_EFFECT, type FlagSource, type RowFlag, type RowFlagCode, type SubmissionState } from "./row-flags";
