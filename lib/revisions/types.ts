// What a revision diff compares: plain values the data layer assembles from two stored
// revisions. Nothing here knows about Prisma; every field is something a reviewer reads.

export interface SnapshotFile {
  path: string;
  sha256: string;
  byteLength: number;
}

export interface SnapshotPairing {
  judgeId: string;
  isPrimary: boolean;
  groundTruthPath: string | null;
  groundTruthSha256: string | null;
  /** the judge options the pairing runs with (tolerances among them) */
  options: Record<string, unknown>;
  /** the judge's effective tolerances (defaults merged with options), key -> value */
  tolerances: Record<string, number>;
}

export interface SnapshotRow {
  harness: string;
  model: string | null;
  conditionLabel: string;
  status: string;
  claimed: number | null;
  /** the primary judge's score of the row's ledger in that revision */
  recomputed: number | null;
  ledgerSha256: string | null;
  instructionSha256: string | null;
  /** the provenance labels the folder's prose gives the row (RowFlag codes); absent in older snapshots */
  labels?: string[];
}

export interface SnapshotGate {
  id: string;
  title: string;
  outcome: "pass" | "warn" | "claimed" | "fail" | "insufficient";
  /** the evidence lines that decided it (problems and missing facts first) */
  reasons: string[];
}

export interface RevisionSnapshot {
  id: string;
  /** how a reviewer names it: a commit's short sha and subject, or the import time */
  label: string;
  /** when it was imported (ISO 8601): secondary to the label */
  importedAt?: string;
  family: string;
  files: SnapshotFile[];
  instruction: string;
  taskToml: string;
  spec: string | null;
  /** the parsed ground truth of the primary pairing (null when the folder has none) */
  groundTruth: unknown;
  /** frames per second, to place frame-numbered events on the timeline (egocentric) */
  fps: number | null;
  pairings: SnapshotPairing[];
  rows: SnapshotRow[];
  gates: SnapshotGate[];
}
