// What the task page's components read from a revision, as plain structural types: components
// take data as props and never import lib/data (the page passes the overview, a superset).
import type { RowFlag } from "@/lib/gates/row-flags";

export interface PairingView {
  id: string;
  judgeId: string;
  isPrimary: boolean;
  groundTruthPath: string | null;
}

export interface ScoreRunView {
  pairingId: string;
  judgeId: string;
  rewardValue: number;
  reason: string;
}

export interface LedgerView {
  id: string;
  path: string;
  label: string;
  origin: string;
  scoreRuns: ScoreRunView[];
}

export interface RolloutView {
  id: string;
  path: string;
  format: string;
  toolCallTurns: number | null;
  byteLength: number;
  sha256: string;
}

export interface ArtifactView {
  id: string;
  path: string;
  kind: string;
  byteLength: number;
}

export interface RowView {
  id: string;
  ordinal: number;
  harness: string;
  harnessVersion: string | null;
  model: string | null;
  reasoning: string | null;
  /** Condition enum value (full, no_media, ...) */
  condition: string;
  /** the condition as the contributor wrote it */
  conditionLabel: string;
  claimedScore: number | null;
  claimedScoreText: string;
  claimedTurns: number | null;
  instructionSha256: string | null;
  status: string;
  notes: string;
  citedLedgerPath: string | null;
  citedRolloutPath: string | null;
  ledgerId: string | null;
  rolloutId: string | null;
  ledger: { id: string; path: string } | null;
  rollout: { path: string; sha256: string; toolCallTurns: number | null } | null;
  /** true wrapped/coached, false native, null the folder does not say */
  wrapped?: boolean | null;
  networkPosture?: string | null;
  /** provenance labels lifted from the folder's prose, each with file:line */
  flags?: RowFlag[];
  /** how the run ended where the folder says so */
  runEnd?: { kind: string; text: string; source: { file: string; line: number | null } } | null;
  /** a contributor's submission: submitted | accepted | rejected; null/absent = imported */
  submissionState?: string | null;
  reviewReason?: string | null;
  reviewedByName?: string | null;
}

export interface RevisionView {
  id: string;
  source: string;
  importedAt: Date;
  instructionSha256: string;
  instructionBytes: number;
  judgeId: string | null;
  groundTruthPath: string | null;
  groundTruthSha256: string | null;
  oraclePath: string | null;
  oracleNote: string | null;
  pairings: PairingView[];
  ledgers: LedgerView[];
  rows: RowView[];
  rollouts: RolloutView[];
  artifacts: ArtifactView[];
  /** a folder a contributor pushed: its rows are proposals until the revision is accepted */
  submissionState?: string | null;
  reviewReason?: string | null;
  reviewedByName?: string | null;
}

export interface TaskView {
  id: string;
  family: string;
  revisions: { id: string; importedAt: Date }[];
}
