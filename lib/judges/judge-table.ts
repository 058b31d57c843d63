// THE table of supported judge versions, keyed by judge id ("<family>@<commit>"). Everything that
// lists judges is derived from it: the id list and JudgeId type (below), the registry
// (registry.ts), the CLI's lazy loader (load-judge.ts) and the importer's pairings
// (lib/importers/judge-pairings.ts). Adding a version touches its folder
// (lib/judges/<family>/<commit>.ts) and one row here. Light on purpose: versions load lazily, so
// importing the table loads no judge.
import type { JudgeDefinition } from "./types";

/** Which task inputs a version needs beside the ground truth (egocentric: the vocabulary). */
export type JudgeOptionsKind = "none" | "egocentric";

/** How the importer pairs this version with a task folder. */
export interface JudgePairing {
  /** the family's official scorer unless the task names another version */
  isPrimary: boolean;
  label: string;
  /** ground-truth file names under steps/solve/tests/, first existing wins */
  groundTruthFiles: readonly string[];
  optionsKind: JudgeOptionsKind;
  /** phrases by which a calibration/scores.md says it was measured under this version */
  scoresSignature?: RegExp;
}

export interface JudgeTableRow {
  family: string;
  load(): Promise<JudgeDefinition>;
  pairing: JudgePairing;
}

// The families' Prepared types differ; callers only hand a judge back its own Prepared (the
// methods' parameters are bivariant, so a judge of any Prepared is a JudgeDefinition as it is).
const asDefinition = <P>(judge: JudgeDefinition<P>): JudgeDefinition => judge;

export const JUDGE_TABLE = {
  "flightgear-atc-clearance-compliance-ledger@cbfc22d": {
    family: "flightgear-atc-clearance-compliance-ledger",
    load: async () => asDefinition((await import("./flightgear/cbfc22d")).flightgearCbfc22d),
    pairing: {
      isPrimary: true,
      label: "graded per-clearance credit, transcript-discounted",
      groundTruthFiles: ["ground_truth.json"],
      optionsKind: "none",
    },
  },
  "kart-race-telemetry-ledger-s1@1ea24fc": {
    family: "kart-race-telemetry-ledger-s1",
    load: async () => asDefinition((await import("./kart/1ea24fc")).kart1ea24fc),
    pairing: {
      isPrimary: true,
      label: "v4: four counts, races matched by position",
      groundTruthFiles: ["ground_truth.json"],
      optionsKind: "none",
      scoresSignature: /matched by (?:position|order)|four (?:scored )?quantities/i,
    },
  },
  "kart-race-telemetry-ledger-s1@f933449": {
    family: "kart-race-telemetry-ledger-s1",
    load: async () => asDefinition((await import("./kart/f933449")).kartF933449),
    pairing: {
      isPrimary: false,
      label: "latest: time-anchored races, two quantities, coverage (newer ground truth b4138e8)",
      groundTruthFiles: ["ground_truth.b4138e8.json"],
      optionsKind: "none",
      scoresSignature: /time-anchored/i,
    },
  },
  "egocentric-activity-understanding@e25513b": {
    family: "egocentric-activity-understanding",
    load: async () => asDefinition((await import("./egocentric/e25513b")).egocentricE25513b),
    pairing: {
      isPrimary: true,
      label: "latest: maximum one-to-one matching, 4-field F1",
      groundTruthFiles: ["gt.json", "ground_truth.json"],
      optionsKind: "egocentric",
      scoresSignature: /order-insensitive|maximum-cardinality|bipartite/i,
    },
  },
  "egocentric-activity-understanding@157e7b4": {
    family: "egocentric-activity-understanding",
    load: async () => asDefinition((await import("./egocentric/157e7b4")).egocentric157e7b4),
    pairing: {
      isPrimary: false,
      label: "lcs: order-preserving alignment (older)",
      groundTruthFiles: ["gt.json", "ground_truth.json"],
      optionsKind: "egocentric",
      scoresSignature: /order-preserving|\bLCS\b/i,
    },
  },
} as const satisfies Record<string, JudgeTableRow>;

export type JudgeId = keyof typeof JUDGE_TABLE;

/** The supported versions, in table order (shared/judges/README.md). */
export const SUPPORTED_JUDGE_IDS: JudgeId[] = Object.keys(JUDGE_TABLE).filter(isSupportedJudgeId);

export function isSupportedJudgeId(id: string): id is JudgeId {
  return Object.hasOwn(JUDGE_TABLE, id);
}
