// Which judge versions score each task family, and against which ground-truth file. Pure data.
// The first pairing of a family is its primary (official) judge unless the task names a version.

export type JudgeOptionsKind = "none" | "egocentric";

export interface PairingSpec {
  judgeId: string;
  isPrimary: boolean;
  label: string;
  /** ground-truth file names under steps/solve/tests/, first existing wins */
  groundTruthFiles: readonly string[];
  optionsKind: JudgeOptionsKind;
  /**
   * Phrases by which a calibration/scores.md says it was measured under THIS scorer. When a
   * secondary pairing's phrase is found (and no primary one), the claimed scores belong to that
   * judge, and the importer records a finding the UI can show beside the rows.
   */
  scoresSignature?: RegExp;
}

export interface FamilySpec {
  family: string;
  pairings: readonly PairingSpec[];
}

export const JUDGE_FAMILIES: readonly FamilySpec[] = [
  {
    family: "flightgear-atc-clearance-compliance-ledger",
    pairings: [
      {
        judgeId: "flightgear-atc-clearance-compliance-ledger@cbfc22d",
        isPrimary: true,
        label: "graded per-clearance credit, transcript-discounted",
        groundTruthFiles: ["ground_truth.json"],
        optionsKind: "none",
      },
    ],
  },
  {
    family: "kart-race-telemetry-ledger-s1",
    pairings: [
      {
        judgeId: "kart-race-telemetry-ledger-s1@1ea24fc",
        isPrimary: true,
        label: "v4: four counts, races matched by position",
        groundTruthFiles: ["ground_truth.json"],
        optionsKind: "none",
        scoresSignature: /matched by (?:position|order)|four (?:scored )?quantities/i,
      },
      {
        judgeId: "kart-race-telemetry-ledger-s1@f933449",
        isPrimary: false,
        label: "latest: time-anchored races, two quantities, coverage (newer ground truth b4138e8)",
        groundTruthFiles: ["ground_truth.b4138e8.json"],
        optionsKind: "none",
        scoresSignature: /time-anchored/i,
      },
    ],
  },
  {
    family: "egocentric-activity-understanding",
    pairings: [
      {
        judgeId: "egocentric-activity-understanding@e25513b",
        isPrimary: true,
        label: "latest: maximum one-to-one matching, 4-field F1",
        groundTruthFiles: ["gt.json", "ground_truth.json"],
        optionsKind: "egocentric",
        scoresSignature: /order-insensitive|maximum-cardinality|bipartite/i,
      },
      {
        judgeId: "egocentric-activity-understanding@157e7b4",
        isPrimary: false,
        label: "lcs: order-preserving alignment (older)",
        groundTruthFiles: ["gt.json", "ground_truth.json"],
        optionsKind: "egocentric",
        scoresSignature: /order-preserving|\bLCS\b/i,
      },
    ],
  },
];

export const KNOWN_FAMILIES: readonly string[] = JUDGE_FAMILIES.map((f) => f.family);

export function familySpec(family: string): FamilySpec | undefined {
  return JUDGE_FAMILIES.find((f) => f.family === family);
}

/** Egocentric judge constant (frames, inclusive); stated in every egocentric SPEC, never configurable. */
export const EGOCENTRIC_FRAME_TOLERANCE = 12;
