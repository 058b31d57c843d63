// Ledgers and findings the writer derives once the anchors exist and the judges have run:
//  * a row whose claim is defined on a mechanically transformed submission (wrap_bare_array) is
//    scored on the transformed bytes, stored as their own ledger (origin "transformed"), so the
//    official score of the bytes as sent stays on the run's own row;
//  * any ledger from a real agent (linked to a row or not) that the primary judge scores above the
//    strong-agent bar is a finding: a reviewer must see it even when no row claims it.
import crypto from "node:crypto";
import { GATE_THRESHOLDS } from "../../gates/thresholds";
import { topLevelListKey, wrapBareArray } from "../transforms";
import type { CalibrationRow, Finding, JudgePairing } from "../types";
import type { LedgerToStore } from "./anchor-ledgers";
import type { ScoreRunToStore } from "./score-runs";
import { pairingKey } from "./score-runs";

const sha = (b: Uint8Array) => crypto.createHash("sha256").update(b).digest("hex");

export function transformedLedgers(
  rows: CalibrationRow[],
  ledgers: LedgerToStore[],
  primary: JudgePairing | undefined,
): { rows: CalibrationRow[]; ledgers: LedgerToStore[] } {
  const made: LedgerToStore[] = [];
  const out = rows.map((row) => {
    if (!row.declaredTransform || row.citedLedgerPath === null) return row;
    const note = (finding: Omit<Finding, "file" | "line">) => ({
      ...row,
      findings: [...row.findings, { ...finding, file: row.sourceFile, line: row.sourceLine }],
    });
    if (row.declaredTransform !== "wrap_bare_array")
      return note({
        code: "transform_unrecognised",
        severity: "warning",
        field: "score",
        message: `claim not checkable: transform ${row.declaredTransform} is not one the dashboard can repeat`,
      });
    const source = ledgers.find((l) => l.path === row.citedLedgerPath);
    if (!source) return row;
    if (!primary)
      return note({
        code: "transform_unrecognised",
        severity: "info",
        field: "score",
        message: "claim not checkable: no judge to score the transformed submission",
      });
    const key = topLevelListKey(parseJson(primary.groundTruthRaw));
    if (key === null)
      return note({
        code: "transform_unrecognised",
        severity: "warning",
        field: "score",
        message: `claim not checkable: ${primary.groundTruthPath} has no single top-level list to wrap the array in`,
      });
    const wrapped = wrapBareArray(source.raw, key);
    if (!wrapped.ok)
      return note({
        code: "transform_unrecognised",
        severity: "warning",
        field: "score",
        message: `claim not checkable: wrap_bare_array does not apply to ${source.path} (${wrapped.reason})`,
      });
    const path = `${source.path} (wrapped in "${key}")`;
    if (!made.some((l) => l.path === path))
      made.push({
        path,
        label: `${source.label || source.path} wrapped in {"${key}": …}`,
        origin: "transformed",
        raw: wrapped.bytes,
        sha256: sha(wrapped.bytes),
        byteLength: wrapped.bytes.byteLength,
      });
    return {
      ...note({
        code: "transform_applied",
        severity: "info",
        field: "score",
        message: `scored on ${source.path} wrapped in {"${key}": …} (wrap_bare_array), as the claim declares; the bytes as sent keep their official score on the run's own row`,
      }),
      citedLedgerPath: path,
    };
  });
  return { rows: out, ledgers: [...ledgers, ...made] };
}

/** Origins of ledgers a real agent wrote (anchors, derived and transformed ledgers are not). */
const AGENT_ORIGINS = new Set(["agent", "ablation", "diagnostic", "unlinked"]);

export function ledgersAboveBar(
  rows: CalibrationRow[],
  ledgers: LedgerToStore[],
  runs: ScoreRunToStore[],
  primary: JudgePairing | undefined,
): Finding[] {
  if (!primary) return [];
  const bar = GATE_THRESHOLDS.agentMaxScoreExclusive;
  const key = pairingKey(primary);
  const findings: Finding[] = [];
  for (const ledger of ledgers) {
    if (!AGENT_ORIGINS.has(ledger.origin)) continue;
    const run = runs.find((r) => r.ledgerPath === ledger.path && r.pairingKey === key);
    if (!run || run.rewardValue < bar - GATE_THRESHOLDS.scoreEpsilon) continue;
    const citing = rows.filter((r) => r.citedLedgerPath === ledger.path);
    const linked = citing.length
      ? `cited by row ${citing.map((r) => r.ordinal).join(", ")} (${citing[0].harness}, ${citing[0].status})`
      : "linked to no calibration row";
    findings.push({
      code: "ledger_above_bar",
      severity: "error",
      file: ledger.path,
      message: `${ledger.path} recomputes to ${run.rewardValue.toFixed(4)} under ${primary.judgeId}, at or above the strong-agent bar ${bar.toFixed(2)}; ${linked}`,
    });
  }
  return findings;
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
