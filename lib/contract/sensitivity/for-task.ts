// The reward-sensitivity part of the contract review for one task: the audit's curve from the
// oracle (lib/audits/reward-sensitivity.ts) and ablation_beats_full from the calibration rows'
// own ledgers, each re-scored here by the primary judge (a measured number, never the claim).
import { buildAuditContext } from "../../audits/context";
import { rewardSensitivity, type SensitivityResult } from "../../audits/reward-sensitivity";
import type { JudgePairing, ParsedTask } from "../../importers/types";
import type { JudgeDefinition } from "../../judges/types";
import type { ContractFinding } from "../types";

export interface TaskSensitivity {
  findings: ContractFinding[];
  /** what the curve showed, or why there is none */
  note: string;
  curve: SensitivityResult | null;
  /** false: no curve, so the reward_sensitivity check is absent (never a pass) */
  curveRan: boolean;
}

export function sensitivityForTask(task: ParsedTask, judge: JudgeDefinition, pairing: JudgePairing): TaskSensitivity {
  let ctx;
  try {
    ctx = buildAuditContext(judge, pairing.groundTruthRaw, pairing.judgeOptions);
  } catch (e) {
    // an unusable ground truth is the importer's finding; here it only means no curve
    const note = `no curve: ${judge.id} cannot score from ${pairing.groundTruthPath} (${e instanceof Error ? e.message : String(e)})`;
    return { findings: [], note, curve: null, curveRan: false };
  }
  const curve = rewardSensitivity(ctx);
  const findings: ContractFinding[] = [];
  const where = `${pairing.groundTruthPath} (${judge.id})`;
  for (const f of curve?.findings ?? []) {
    if (f.code !== "reward_cliff" && f.code !== "weight_concentration") continue;
    findings.push({
      code: f.code,
      severity: f.code === "reward_cliff" ? "error" : "warn",
      file: pairing.groundTruthPath,
      line: null,
      message: f.message,
      evidence: `${where}: ${curve!.points.map((p) => `${Math.round(p.fractionCorrect * 100)}% → ${p.mean.toFixed(4)}`).join(", ")}`,
      fix:
        f.code === "reward_cliff"
          ? "give partial credit per event (or per field) so an agent that gets some events right earns above the bar"
          : "spread the weight: a term that pays only when a whole leg/ledger is exact should not hold most of the reward",
    });
  }
  findings.push(...ablationBeatsFull(task, (bytes) => ctx.scorer.scoreBytes(bytes)));
  const blind = curve
    ? `; blind guess mean ${curve.blindGuess.mean.toFixed(4)}, p95 ${curve.blindGuess.p95.toFixed(4)} over ${curve.blindGuess.count}`
    : "";
  const note = curve
    ? `curve from the oracle under ${judge.id}: bar ${curve.bar} reached at ${curve.barReachedAt === null ? "never" : `${Math.round(curve.barReachedAt * 100)}%`} right${blind}`
    : `no curve: no wrong-event rule for ${judge.family} (only the calibration rows' ablations were compared)`;
  return { findings, note, curve, curveRan: curve !== null };
}

/** A degraded-input row whose own ledger scores above every full-input row's ledger. */
export function ablationBeatsFull(task: ParsedTask, score: (bytes: Uint8Array) => number): ContractFinding[] {
  const ledgerOf = new Map(task.ledgers.map((l) => [l.path, l]));
  const scored = task.rows.flatMap((r) => {
    const l = r.citedLedgerPath ? ledgerOf.get(r.citedLedgerPath) : undefined;
    if (!l || r.kind === "anchor" || r.kind === "diagnostic" || r.status === "replaced") return [];
    return [{ row: r, path: l.path, reward: score(l.raw) }];
  });
  const full = scored.filter((s) => s.row.condition === "full" && s.row.kind === "agent");
  if (full.length === 0) return [];
  const bestFull = Math.max(...full.map((s) => s.reward));
  return scored
    .filter((s) => s.row.condition !== "full" && s.reward > bestFull)
    .map((s) => ({
      code: "ablation_beats_full" as const,
      severity: "warn" as const,
      file: s.row.sourceFile,
      line: s.row.sourceLine,
      message: `the ${s.row.conditionLabel} row scores ${s.reward.toFixed(4)}, above every full-input row (best ${bestFull.toFixed(4)}): the signature of tolerances the video does not let an agent recover`,
      evidence: `${s.path} ${s.reward.toFixed(4)}; full-input: ${full.map((f) => `${f.path} ${f.reward.toFixed(4)}`).join(", ")}`,
      fix: "check which fields the degraded input scores on, and whether the video lets an agent meet those tolerances",
    }));
}
