// Judge id -> definition. Judges are looked up by the exact id a task's scorer names
// ("<family>@<commit>"), so an old calibration row is re-scored by the version it claims.
// Synchronous and loads every family; the CLI uses load-judge.ts to load only the one it runs.
import { egocentric157e7b4, egocentricE25513b } from "./egocentric/index";
import { flightgearCbfc22d } from "./flightgear/cbfc22d";
import { SUPPORTED_JUDGE_IDS, type JudgeId } from "./judge-ids";
import { kart1ea24fc, kartF933449 } from "./kart/index";
import type { JudgeDefinition } from "./types";

export { SUPPORTED_JUDGE_IDS, type JudgeId } from "./judge-ids";

// The families' Prepared types differ; the registry only hands a judge back its own Prepared.
const registered = [
  flightgearCbfc22d,
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

/** True for a registered judge id. */
export function isJudgeId(id: string): id is JudgeId {
  return byId.has(id);
}
