// What an audit may know beyond the trajectory itself. Every field is optional: an audit with no
// context checks only what the log proves alone, and says which checks it could not make.

/** One calibration row's claims about its run (from scores.md or an upload). */
export interface RowClaims {
  /** full | no-media | single-frame | video-only | audio-only | frame-dump-no-tools */
  condition?: string | null;
  /** the row (or task) says the run had no network */
  networkIsolated?: boolean | null;
  claimedToolCalls?: number | null;
  claimedModel?: string | null;
  claimedHarnessVersion?: string | null;
  /** the stored ledger the row is scored on */
  ledger?: { sha256: string; path: string } | null;
}

export interface AuditContext {
  /** the trajectory's file name (names can confess: "…-sandbox-bypass-copied-answer.jsonl") */
  fileName?: string;
  /** the shipped steps/solve/instruction.md, decoded as UTF-8 */
  instructionText?: string;
  /** task.toml [agent] timeout_sec and an optional turn cap */
  budget?: { timeoutSec: number | null; maxTurns?: number | null };
  /** task.toml allow_internet */
  allowInternet?: boolean | null;
  /** verifier-side names: files under steps/solve/tests and steps/solve/solution, ground-truth files */
  answerKeyPaths?: string[];
  /** media file base names the task ships (flight.mp4) */
  mediaFileNames?: string[];
  row?: RowClaims;
  /** which task the trajectory was sent to: its instructions in every revision, and the other tasks' ids */
  taskOrigin?: TaskOriginContext;
}

export interface TaskOriginContext {
  taskId: string;
  /** sha256 of steps/solve/instruction.md in every revision of the task */
  instructionSha256s: string[];
  /** the ids (folder names) of the other tasks the dashboard holds */
  otherTaskIds: string[];
}
