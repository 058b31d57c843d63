// Runs a judge on stored bytes. Preparing a ground truth can be costly (FlightGear builds a
// transcript-only baseline), so prepared ground truths are cached per process, keyed by judge,
// ground-truth hash and options: every ledger of a revision reuses one preparation.
import crypto from "node:crypto";
import { getJudge } from "../../judges/registry";
import type { JudgeOptions, JudgeResult } from "../../judges/types";

export interface PairingInput {
  judgeId: string;
  groundTruthRaw: Uint8Array;
  groundTruthSha256?: string;
  judgeOptions: JudgeOptions;
}

export type ScoreOutcome = { ok: true; result: JudgeResult; rewardValue: number; durationMs: number } | { ok: false; error: string };

const prepared = new Map<string, unknown>();
const MAX_PREPARED = 32;

function cacheKey(p: PairingInput): string {
  const gt = p.groundTruthSha256 ?? crypto.createHash("sha256").update(p.groundTruthRaw).digest("hex");
  return `${p.judgeId}\0${gt}\0${JSON.stringify(p.judgeOptions ?? {})}`;
}

export function prepareGroundTruth(p: PairingInput): { ok: true; prepared: unknown } | { ok: false; error: string } {
  const judge = getJudge(p.judgeId);
  if (!judge) return { ok: false, error: `no judge is registered as ${p.judgeId}` };
  const key = cacheKey(p);
  if (prepared.has(key)) return { ok: true, prepared: prepared.get(key) };
  try {
    const value = judge.prepare(p.groundTruthRaw, p.judgeOptions);
    const oldest = prepared.keys().next();
    if (prepared.size >= MAX_PREPARED && !oldest.done) prepared.delete(oldest.value);
    prepared.set(key, value);
    return { ok: true, prepared: value };
  } catch (e) {
    return { ok: false, error: `ground truth rejected by ${p.judgeId}: ${e instanceof Error ? e.message : String(e)}` };
  }
}

export function scoreBytes(p: PairingInput, submission: Uint8Array): ScoreOutcome {
  const judge = getJudge(p.judgeId);
  if (!judge) return { ok: false, error: `no judge is registered as ${p.judgeId}` };
  const prep = prepareGroundTruth(p);
  if (!prep.ok) return prep;
  const t0 = performance.now();
  const result = judge.score(prep.prepared, submission);
  const durationMs = performance.now() - t0;
  return { ok: true, result, rewardValue: judge.headline(result), durationMs };
}
