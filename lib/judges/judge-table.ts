// The judge versions this project supports (shared/judges/README.md). Kept apart from the
// registry so code that needs only the ids does not load every judge.
export const SUPPORTED_JUDGE_IDS = [
  "flightgear-atc-clearance-compliance-ledger@cbfc22d",
  "kart-race-telemetry-ledger-s1@1ea24fc",
  "kart-race-telemetry-ledger-s1@f933449",
  "egocentric-activity-understanding@e25513b",
  "egocentric-activity-understanding@157e7b4",
] as const;

export type JudgeId = (typeof SUPPORTED_JUDGE_IDS)[number];

export function isSupportedJudgeId(id: string): id is JudgeId {
  return (SUPPORTED_JUDGE_IDS as readonly string[]).includes(id);
}
