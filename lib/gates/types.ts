// The facts the review gates are computed from, and the gates themselves. Plain values only:
// the data layer assembles GateFacts from stored rows and score runs; nothing here does I/O.

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
  /** the judge's score of the row's stored ledger; null when there is no ledger or no run yet */
  recomputedScore: number | null;
  /** tool-call turns; null when unknown */
  turns: number | null;
  instructionSha256: string | null;
  hasLedger: boolean;
  /** the ledger was built by hand or by a script rather than submitted by an agent run */
  constructed?: boolean;
  /** one of several runs written in one table cell ("n=3: a / b / c"): named so its evidence lines differ */
  run?: { index: number; count: number } | null;
}

export interface GateFacts {
  media: MediaPinFacts;
  /** the judge's score of the task's own oracle; null when it could not be run */
  oracleRecomputed: number | null;
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
}

export type GateOutcome = "pass" | "fail" | "insufficient";

/**
 * One line of evidence. `kind` says what it does to the gate and lets a consumer pick out
 * what needs action:
 *   ok       a fact that satisfies the gate                               -> pass
 *   note     context that does not decide anything (an exemption, a row that does not count)
 *   problem  a number on the wrong side of a threshold, a mismatch          -> fail
 *   missing  a required row is absent (no Antigravity row, no no-media run) -> fail
 *   unknown  a fact is not available yet (not recomputed, not probed)       -> insufficient
 */
export type GateEvidenceKind = "ok" | "note" | "problem" | "missing" | "unknown";

export interface GateEvidence {
  kind: GateEvidenceKind;
  rowId?: string;
  text: string;
  numbers: Record<string, number | null>;
}

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
  | "trajectory-integrity";

export interface Gate {
  id: GateId;
  title: string;
  outcome: GateOutcome;
  /** the threshold in words, from thresholds.ts, so the page shows what was checked */
  threshold: string;
  evidence: GateEvidence[];
}
