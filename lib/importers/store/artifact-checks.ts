// The writer's side of the artifact checks: the parsed folder and the scores just computed, handed
// to the pure checks (lib/importers/artifacts), whose result is stored on the revision.
import { checkArtifacts } from "../artifacts/check-artifacts";
import type { ArtifactCheck } from "../artifacts/types";
import type { CalibrationRow, JudgePairing, ParsedTask } from "../types";
import type { LedgerToStore } from "./anchor-ledgers";
import { pairingKey, type ScoreRunToStore } from "./score-runs";

export function artifactChecksOf(
  task: ParsedTask,
  rows: CalibrationRow[],
  ledgers: LedgerToStore[],
  runs: ScoreRunToStore[],
  primary: JudgePairing | undefined,
): ArtifactCheck[] {
  const primaryKey = primary ? pairingKey(primary) : null;
  return checkArtifacts({
    // SPEC.md is a contract file, not an artifact, but the scores it states for a ledger are checked too
    artifacts: [
      ...(task.spec ? [{ path: task.spec.path, raw: new TextEncoder().encode(task.spec.raw) }] : []),
      ...task.artifacts.filter((a) => a.kind !== "media"),
    ],
    // the folder's own ledgers: a reward file is never the sibling of an anchor or a transformed copy
    ledgerPaths: ledgers.filter((l) => task.ledgers.some((own) => own.path === l.path)).map((l) => l.path),
    rollouts: task.rollouts,
    rows,
    scores: runs.map((r) => ({
      ledgerPath: r.ledgerPath,
      judgeId: r.judgeId,
      isPrimary: r.pairingKey === primaryKey,
      value: r.rewardValue,
      reason: r.reason,
    })),
    instructionSha256: task.instruction.sha256,
    mediaSha256: task.media.map((m) => m.sha256).filter((s): s is string => s !== null),
  });
}
