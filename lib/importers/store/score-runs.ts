// Scores every ledger of a revision under every judge pairing, before the write transaction
// opens (judging is pure and can take a while; the transaction stays short).
import type { JudgePairing } from "../types";
import { safeJsonColumn } from "../../db/json-column";
import { toJsonSafe, type JsonSafe } from "../../db/json-safe";
import { scoreBytes } from "./scoring";
import { stringifyPyJson } from "../../judges/pyjson";

export interface ScoreRunToStore {
  ledgerPath: string;
  pairingKey: string;
  judgeId: string;
  reward: JsonSafe;
  rewardText: string;
  rewardValue: number;
  reason: string;
  events: JsonSafe;
  durationMs: number;
}

export function pairingKey(p: Pick<JudgePairing, "judgeId" | "groundTruthSha256">): string {
  return `${p.judgeId}#${p.groundTruthSha256}`;
}

export function computeScoreRuns(pairings: JudgePairing[], ledgers: { path: string; raw: Uint8Array }[]) {
  const runs: ScoreRunToStore[] = [];
  const problems: string[] = [];
  for (const pairing of pairings) {
    const input = {
      judgeId: pairing.judgeId,
      groundTruthRaw: pairing.groundTruthRaw,
      groundTruthSha256: pairing.groundTruthSha256,
      judgeOptions: pairing.judgeOptions,
    };
    for (const ledger of ledgers) {
      const outcome = scoreBytes(input, ledger.raw);
      if (!outcome.ok) {
        problems.push(`${pairing.judgeId}: ${outcome.error}`);
        break; // the same error (no judge, bad ground truth) would repeat for every ledger
      }
      runs.push({
        ledgerPath: ledger.path,
        pairingKey: pairingKey(pairing),
        judgeId: pairing.judgeId,
        reward: toJsonSafe(outcome.result.reward),
        rewardText: stringifyPyJson(outcome.result.reward),
        rewardValue: Number.isFinite(outcome.rewardValue) ? outcome.rewardValue : 0,
        reason: outcome.result.reason,
        events: toJsonSafe(outcome.result.events),
        durationMs: outcome.durationMs,
      });
    }
  }
  return { runs, problems };
}

/** Database rows for computed runs, given how ledger paths and pairings map to stored ids. */
export function scoreRunRows(
  runs: ScoreRunToStore[],
  ledgerIdOf: (path: string) => string,
  pairingIdOf: (key: string) => string,
  newId: () => string,
) {
  return runs.map((s) => ({
    id: newId(),
    ledgerId: ledgerIdOf(s.ledgerPath),
    pairingId: pairingIdOf(s.pairingKey),
    judgeId: s.judgeId,
    reward: safeJsonColumn(s.reward),
    rewardText: s.rewardText,
    rewardValue: s.rewardValue,
    reason: s.reason,
    events: safeJsonColumn(s.events),
    durationMs: s.durationMs,
  }));
}
