// Which claims of a submitted calibration row reproduce: score (official judge, within the claim
// tolerance, on the transformed bytes when the row declares a mechanical transform), tool-call
// turns counted from the trajectory, and the instruction the run was given (decided by what the
// trajectory shows the agent received, never by the file the submitter names). Pure.
import { formatNumber } from "../gates/format";
import type { ParityFromLog } from "../rollouts/audits/instruction-shown";
import type { DeclaredTransform } from "./row-input";

export type ClaimName = "score" | "turns" | "instruction";

export interface ClaimCheck {
  claim: ClaimName;
  claimed: string;
  found: string;
  /** null: the claim could not be checked (no official judge, no trajectory, unknown transform) */
  reproduces: boolean | null;
  message: string;
}

export interface RowClaimFacts {
  claimedScore: number | null;
  claimedTurns: number | null;
  instructionSha256: string;
  declaredTransform: DeclaredTransform | null;
  /** the official judge's reward for the ledger as sent (null: no official judge) */
  officialReward: number | null;
  officialReason: string | null;
  /** the official reward for the transformed bytes; undefined without a transform, null when it could not be applied */
  transformedReward?: number | null;
  transformNote?: string;
  /** tool-call turns counted from the trajectory (null: no trajectory or not countable) */
  countedTurns: number | null;
  trajectorySent: boolean;
  taskInstructionSha256: string;
  /** what the trajectory shows of the instruction the agent received (null: no trajectory was sent) */
  instructionFromLog: ParityFromLog | null;
  /** who claims what the trajectory does not show, e.g. "by the contributor (CLI)" */
  claimedBy: string;
  tolerance: number;
}

const f4 = (x: number) => x.toFixed(4);

export function checkRowClaims(f: RowClaimFacts): ClaimCheck[] {
  return [scoreCheck(f), turnsCheck(f), instructionCheck(f)];
}

function scoreCheck(f: RowClaimFacts): ClaimCheck {
  const claimed = f.claimedScore === null ? "none" : String(f.claimedScore);
  if (f.claimedScore === null)
    return {
      claim: "score",
      claimed,
      found: f.officialReward === null ? "—" : f4(f.officialReward),
      reproduces: null,
      message: "no score was claimed",
    };
  if (f.officialReward === null)
    return { claim: "score", claimed, found: "—", reproduces: null, message: "claim not checkable: the task has no official judge" };
  if (f.declaredTransform) {
    if (f.transformedReward === null || f.transformedReward === undefined)
      return {
        claim: "score",
        claimed,
        found: f4(f.officialReward),
        reproduces: null,
        message: `claim not checkable: ${f.declaredTransform} could not be applied (${f.transformNote ?? "unknown transform"}); the official score of the bytes as sent is ${f4(f.officialReward)}`,
      };
    const ok = Math.abs(f.transformedReward - f.claimedScore) <= f.tolerance;
    return {
      claim: "score",
      claimed,
      found: f4(f.transformedReward),
      reproduces: ok,
      message: `${ok ? "reproduces" : "does not reproduce"} after ${f.declaredTransform}: recomputed ${f4(f.transformedReward)} vs claimed ${f.claimedScore} (the bytes as sent score ${f4(f.officialReward)} officially)`,
    };
  }
  const ok = Math.abs(f.officialReward - f.claimedScore) <= f.tolerance;
  const why = f.officialReason ? ` (${f.officialReason})` : "";
  return {
    claim: "score",
    claimed,
    found: f4(f.officialReward),
    reproduces: ok,
    message: `${ok ? "reproduces" : "does not reproduce"}: recomputed ${f4(f.officialReward)}${why} vs claimed ${f.claimedScore} (tolerance ${formatNumber(f.tolerance)})`,
  };
}

function turnsCheck(f: RowClaimFacts): ClaimCheck {
  const claimed = f.claimedTurns === null ? "none" : String(f.claimedTurns);
  const found = f.countedTurns === null ? "—" : String(f.countedTurns);
  if (f.claimedTurns === null) return { claim: "turns", claimed, found, reproduces: null, message: "no turn count was claimed" };
  if (!f.trajectorySent)
    return { claim: "turns", claimed, found, reproduces: null, message: "claim not checkable: no trajectory was sent" };
  if (f.countedTurns === null)
    return {
      claim: "turns",
      claimed,
      found,
      reproduces: null,
      message: "claim not checkable: the trajectory's format has no countable tool calls",
    };
  const ok = f.countedTurns === f.claimedTurns;
  return {
    claim: "turns",
    claimed,
    found,
    reproduces: ok,
    message: ok
      ? `reproduces: ${f.countedTurns} tool-call turns`
      : `does not reproduce: the trajectory has ${f.countedTurns} tool-call turns, ${f.claimedTurns} claimed`,
  };
}

function instructionCheck(f: RowClaimFacts): ClaimCheck {
  const claimedSame = f.instructionSha256 === f.taskInstructionSha256;
  const log = f.instructionFromLog;
  const base = { claim: "instruction" as const, claimed: f.instructionSha256, found: f.taskInstructionSha256 };
  // the log decides when it shows the instruction; the submitter's hash is then only compared with it
  if (log?.parity === "matched")
    return claimedSame
      ? { ...base, reproduces: true, message: `matched: ${log.evidence}` }
      : { ...base, reproduces: false, message: `the claim names ${f.instructionSha256.slice(0, 8)}…, but ${log.evidence}` };
  if (log?.parity === "differs") return { ...base, reproduces: false, message: `the run was given another instruction: ${log.evidence}` };
  if (!claimedSame)
    return {
      ...base,
      reproduces: false,
      message: `claimed ${f.claimedBy}: the run was given another instruction: ${f.instructionSha256.slice(0, 8)}… vs the task's ${f.taskInstructionSha256.slice(0, 8)}…`,
    };
  const why = log ? log.evidence : "no trajectory was sent";
  return { ...base, reproduces: null, message: `claimed ${f.claimedBy}, not shown: ${why}` };
}

/**
 * wrap_bare_array: a submission that is a bare JSON array, wrapped in the top-level key the
 * family's ground truth uses for its list (e.g. {"clearances": [...]}). Returns the new bytes,
 * or why it cannot apply.
 */
export function applyDeclaredTransform(
  transform: DeclaredTransform,
  submission: Uint8Array,
  groundTruth: Uint8Array,
): { ok: true; bytes: Uint8Array; key: string } | { ok: false; reason: string } {
  if (transform !== "wrap_bare_array") return { ok: false, reason: `unknown transform ${String(transform)}` };
  const text = new TextDecoder().decode(submission);
  if (!/^\s*\[/.test(text)) return { ok: false, reason: "the submission is not a bare array" };
  let gt: unknown;
  try {
    gt = JSON.parse(new TextDecoder().decode(groundTruth));
  } catch {
    return { ok: false, reason: "the ground truth is not JSON" };
  }
  const keys =
    gt && typeof gt === "object" && !Array.isArray(gt)
      ? Object.entries(gt)
          .filter(([, v]) => Array.isArray(v))
          .map(([k]) => k)
      : [];
  if (keys.length !== 1)
    return { ok: false, reason: `the ground truth has ${keys.length} top-level lists, so the key to wrap in is not known` };
  // keep the array's bytes exactly (the judge reads raw bytes: 1 vs 1.0 matters)
  return { ok: true, key: keys[0], bytes: new TextEncoder().encode(`{${JSON.stringify(keys[0])}: ${text.trim()}}`) };
}
