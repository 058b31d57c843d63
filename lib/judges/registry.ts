// Judge id -> definition. Judges are looked up by the exact id a task's scorer names
// ("<family>@<commit>"), so an old calibration row is re-scored by the version it claims.
import type { JudgeDefinition } from "./types";
import { egocentric157e7b4, egocentricE25513b } from "./egocentric/index";
import { kart1ea24fc, kartF933449 } from "./kart/index";

/** Every version this project supports (lib/judges/README.md); a test checks each is registered. */
export const SUPPORTED_JUDGE_IDS = [
  "flightgear-atc-clearance-compliance-ledger@cbfc22d",
  "kart-race-telemetry-ledger-s1@1ea24fc",
  "kart-race-telemetry-ledger-s1@f933449",
  "egocentric-activity-understanding@e25513b",
  "egocentric-activity-understanding@157e7b4",
] as const;

export type JudgeId = (typeof SUPPORTED_JUDGE_IDS)[number];

// The families' Prepared types differ; the registry only hands a judge back its own Prepared.
const registered: JudgeDefinition[] = [
  kart1ea24fc,
  kartF933449,
  egocentricE25513b,
  egocentric157e7b4,
] as JudgeDefinition[];

const byId = new Map<string, JudgeDefinition>(registered.map((j) => [j.id, j]));

export function getJudge(id: string): JudgeDefinition | undefined {
  return byId.get(id);
}

/** Registered judges, in SUPPORTED_JUDGE_IDS order. */
export function listJudges(): JudgeDefinition[] {
  return SUPPORTED_JUDGE_IDS.flatMap((id) => byId.get(id) ?? []);
}

export function isJudgeId(id: string): id is JudgeId {
  return byId.has(id);
}
