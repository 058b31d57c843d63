// Loads one judge family on demand. Importing the registry loads all families (egocentric
// alone pulls in zod, ~0.3 s); a CLI run needs one. Must list the same judges as registry.ts
// (registry.test.ts checks).
import type { JudgeId } from "./judge-ids";
import type { JudgeDefinition } from "./types";

const loaders: Partial<Record<JudgeId, () => Promise<JudgeDefinition>>> = {
  "flightgear-atc-clearance-compliance-ledger@cbfc22d": async () =>
    (await import("./flightgear/cbfc22d")).flightgearCbfc22d as JudgeDefinition,
  "kart-race-telemetry-ledger-s1@1ea24fc": async () => (await import("./kart/index")).kart1ea24fc as JudgeDefinition,
  "kart-race-telemetry-ledger-s1@f933449": async () => (await import("./kart/index")).kartF933449 as JudgeDefinition,
  "egocentric-activity-understanding@e25513b": async () =>
    (await import("./egocentric/index")).egocentricE25513b as JudgeDefinition,
  "egocentric-activity-understanding@157e7b4": async () =>
    (await import("./egocentric/index")).egocentric157e7b4 as JudgeDefinition,
};

/** Ids loadJudge can load, in SUPPORTED_JUDGE_IDS order of insertion above. */
export function loadableJudgeIds(): string[] {
  return Object.keys(loaders);
}

export async function loadJudge(id: string): Promise<JudgeDefinition | undefined> {
  const load = Object.hasOwn(loaders, id) ? loaders[id as JudgeId] : undefined;
  return load ? load() : undefined;
}
