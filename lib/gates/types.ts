// The facts the review gates are computed from, and the gates themselves. Plain values only:
// the data layer assembles GateFacts from stored rows and score runs; nothing here does I/O.
import type { AuditGateFacts } from "../audits/gate-facts";
import type { EvidenceGrade } from "./evidence-grade";

/** Same spellings as the Prisma `Condition` enum, so stored rows can be passed as they are. */
export type GateCondition = "full" | "no_media" | "single_frame" | "video_only" | "audio_only" | "frame_dump_no_tools" | "other";

/** Same spellings as the Prisma `RowStatus` enum. */
export type GateRowStatus = "official" | "diagnostic" | "replaced" | "earlier_instruction" | "constructed" | "todo" | "waived";

export type MediaVerificationState = "unverified" | "verified" | "mismatch";

export interface MediaPinFacts {
  url: string | null;
  sha256: string | null;
  durationSec: number | null;
  width: number | null;
  height: number | null;
  /** null = not probed yet */
  hasAudio: boolean | null;
  verification: MediaVerificationState;
  /**
   * Why this task may use a clip shorter than the family minimum (the family allows it for
   * comparison tasks). null = no exemption; the duration gate then applies as written.
   */
  shortClipExemption?: string | null;
  /**
   * Where the facts above come from: "measured" by ffprobe on the verified file, or "claimed"
   * by the SPEC card (not probed yet). Absent = claimed.
   */
  source?: "measured" | "claimed";
  /** measured facts that differ from the card's claims, in words ("resolution: 1280x960 stated, 1280x720 measured") */
  claimDifferences?: string[];
}

export interface CalibrationRowFacts {
  id: string;
  /** as written by the contributor: "Codex CLI", "Claude Code (native `claude -p`)", ... */
  harness: string;
  model: string | null;
  condition: GateCondition;
  /** the condition as the contributor wrote it ("oracle", "blind guess (random)", "no media") */
  conditionLabel?: string | null;
  status: GateRowStatus;
  claimedScore: number | null;
  /** the claim as written ("0.030", "~0.09"): its last written decimal sets how closely it must reproduce */
  claimedScoreText?: string | null;
  /** the judge's score of the row's stored ledger; null when there is no ledger or no run yet */
  recomputedScore: number | null;
  /** tool-call turns; null when unknown */
  turns: number | null;
  instructionSha256: string | null;
  /** who makes the row's claims: "in scores.md" (absent: a folder's row) or "by the contributor (CLI)" */
  claimedWhere?: string;
  hasLedger: boolean;
  /** the judge refused the row's ledger as a whole (bare array, missing key): its reason. The 0 is a penalty, not a score */
  recomputedRejected?: string | null;
  /** the ledger was linked to this row only by a name match ("please confirm"): its score is contested */
  ledgerLinkedByName?: boolean;
  /**
   * The row's trajectory: stored (counted and audited), absent (cited but not in the folder, e.g. a
   * release asset) or none (nothing cited); linkedByName when only a name match ties it to the row.
   * Absent field = not known (treated as none).
   */
  trajectory?: { state: "stored" | "absent" | "none"; path: string | null; linkedByName: boolean } | null;
  /** where `turns` comes from: counted in the stored trajectory, or claimed in scores.md */
  turnsSource?: "trajectory" | "claimed" | null;
  /** the ledger was built by hand or by a script rather than submitted by an agent run */
  constructed?: boolean;
  /** one of several runs written in one table cell ("n=3: a / b / c"): named so its evidence lines differ */
  run?: { index: number; count: number } | null;
  /**
   * Blocking findings of the row's own trajectory (answer-key access, network use, a wrapper, a
   * broken condition): a row with any cannot count as official, whatever its status says. The row
   * is still listed, with these as the reason (lib/gates/trajectory-gates.ts demotingFindings).
   */
  demotedBy?: DemotingFinding[];
  /**
   * The instruction the row's trajectory proves it received: the sha256 of the log's first user
   * message and its step. null/absent: no trajectory, or the log does not record the prompt.
   */
  provenInstruction?: { sha256: string; step: number; rolloutPath: string } | null;
  /**
   * What the row's trajectory shows otherwise (instruction.md read back, or its size listed) when it
   * records no prompt: proven the shipped instruction, or proven another. null/absent: not shown
   * (then only the claim speaks) or the log's first message already proves it.
   */
  instructionFromLog?: { parity: "matched" | "differs"; evidence: string; step: number | null } | null;
  /**
   * The instruction the row's run metadata file names (`*.run-metadata.txt`): weaker than the
   * trajectory's own first message, stronger than scores.md; `byName` when the file was tied to the
   * row by harness/model words alone (contested). null/absent: no such file.
   */
  metadataInstruction?: { sha256: string; file: string; line: number; byName: boolean } | null;
  /** the tool calls the row's `*.tool-histogram.txt` counts (a recorded count, not a stored trajectory) */
  histogramTurns?: { total: number; file: string; byName: boolean } | null;
  /** provenance flags lifted from the task's prose, files or trajectory, with file:line (lib/gates/row-flags.ts) */
  flags?: import("./row-flags").RowFlag[];
  /** a contributor's submission counts toward no gate until a maintainer accepts it; null/absent = not a submission */
  submission?: import("./row-flags").SubmissionState | null;
}

/** A trajectory finding that keeps its row from counting: what it is and where. */
export interface DemotingFinding {
  kind: string;
  step: number | null;
  title: string;
  rolloutPath: string;
}

/** The scorer audits of this revision, as the audit gates read them (lib/audits/gate-facts.ts). */
export interface AuditRunFacts {
  /** from the newest succeeded audit suite of this revision; null: none has finished */
  latest: AuditGateFacts | null;
  /** the newest audit run when it is not the finished one: its status (queued, running, failed, cancelled) */
  newerRunStatus: string | null;
  /** the newest finished run's stored results did not match their schema */
  unreadable: string | null;
}

export interface GateFacts {
  media: MediaPinFacts;
  /** the judge's score of the task's own oracle; null when it could not be run */
  oracleRecomputed: number | null;
  /**
   * The same oracle ledger under the revision's other judge pairings (kart's newer judge reads
   * another ground truth): an oracle short of 1.0 officially but perfect under another judge was
   * built for that judge's ground truth. Absent or null: no other pairing scored it.
   */
  oracleElsewhere?: { officialJudgeId: string; others: { judgeId: string; score: number }[] } | null;
  /** the judge's score of the family's empty submission */
  emptyRecomputed: number | null;
  rows: CalibrationRowFacts[];
  /** sha256 of the revision's steps/solve/instruction.md */
  currentInstructionSha256: string;
  /**
   * Set when nothing can be re-scored ("no judge for this family", "ground truth not in the
   * folder"): a gate's missing recomputed number is then "not checkable" for that reason, not pending.
   */
  judgeNotCheckable?: string | null;
  /** per stored trajectory: its integrity findings (lib/gates/trajectory-gates.ts) */
  trajectories?: import("./trajectory-gates").RowTrajectoryFacts[];
  /** the scorer audits; absent or null = no audit has run on this revision ("not run yet") */
  audits?: AuditRunFacts | null;
  /** the contract review (lib/contract); absent or null = the revision was imported before it existed */
  contract?: ContractGateFacts | null;
}

/** The stored contract review as the contract gate reads it (codes and checks as stored strings). */
export interface ContractGateFacts {
  findings: { code: string; severity: "error" | "warn" | "info"; file: string; line: number | null; message: string }[];
  checks: { check: string; state: "ran" | "absent"; note: string }[];
}

/**
 * pass: every requirement holds. warn: it holds, but a finding a reviewer must weigh comes with
 * numbers (a scorer that rewards withholding answers without flipping a gate). fail: a requirement
 * is broken. insufficient: a fact needed to decide is not available (yet). claimed: the deciding facts
 * are on the right side of every threshold but only as claimed (scores.md, the SPEC card): never a pass.
 */
export type GateOutcome = "pass" | "warn" | "claimed" | "fail" | "insufficient";

/**
 * One line of evidence. `kind` says what it does to the gate and lets a consumer pick out
 * what needs action:
 *   ok       a fact that satisfies the gate                               -> pass
 *   note     context that does not decide anything (an exemption, a row that does not count)
 *   warning  a finding with numbers that does not break a requirement     -> warn
 *   problem  a number on the wrong side of a threshold, a mismatch          -> fail
 *   missing  a required row is absent (no Antigravity row, no no-media run) -> fail
 *   unknown  a fact is not available yet (not recomputed, not probed)       -> insufficient
 */
export type GateEvidenceKind = "ok" | "note" | "warning" | "problem" | "missing" | "unknown";

interface GateEvidenceBase {
  rowId?: string;
  text: string;
  numbers: Record<string, number | null>;
}

/**
 * One line of evidence. An `ok` line must say what it stands on (`grade`): only a measured ok passes,
 * a claimed ok gives the gate outcome `claimed`, anything else is insufficient (lib/gates/rows.ts).
 */
export type GateEvidence = GateEvidenceBase &
  ({ kind: "ok"; grade: EvidenceGrade } | { kind: Exclude<GateEvidenceKind, "ok">; grade?: EvidenceGrade });

export type GateId =
  | "oracle-perfect"
  | "empty-submission"
  | "harness-coverage"
  | "agent-below-bar"
  | "agent-turns"
  | "ablations"
  | "media-pinned"
  | "media-duration"
  | "media-resolution"
  | "media-verified"
  | "instruction-parity"
  | "claimed-matches-recomputed"
  | "trajectory-integrity"
  | "shortcut-probes-below-bar"
  | "omission-never-helps"
  | "contract";

export interface Gate {
  id: GateId;
  title: string;
  outcome: GateOutcome;
  /** the threshold in words, from thresholds.ts, so the page shows what was checked */
  threshold: string;
  evidence: GateEvidence[];
}
