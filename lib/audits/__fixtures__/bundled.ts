// Test-only: the bundled tasks (prisma/fixtures/tasks) as audit inputs, read once per test file.
import { readFileSync } from "node:fs";
import path from "node:path";
import { getJudge } from "../../judges/registry";
import { buildAuditContext, type AuditContext } from "../context";
import type { AuditLedger } from "../types";

export const TASKS = path.resolve(import.meta.dirname, "../../../prisma/fixtures/tasks");

export const FG = "flightgear-atc-clearance-compliance-ledger";
export const FG_JUDGE = `${FG}@cbfc22d`;
export const EGO = "egocentric-activity-understanding";
export const EGO_LATEST = `${EGO}@e25513b`;
export const EGO_LCS = `${EGO}@157e7b4`;
export const KART = "kart-race-telemetry-ledger-s1";

export function taskBytes(task: string, rel: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(TASKS, task, rel)));
}

export function ledger(task: string, rel: string): AuditLedger {
  return { path: rel, label: path.basename(rel, ".json"), bytes: taskBytes(task, rel) };
}

const GT: Record<string, [string, string]> = {
  [FG_JUDGE]: [FG, "steps/solve/tests/ground_truth.json"],
  [EGO_LATEST]: [EGO, "steps/solve/tests/gt.json"],
  [EGO_LCS]: [EGO, "steps/solve/tests/gt.json"],
  [`${KART}@1ea24fc`]: [KART, "steps/solve/tests/ground_truth.json"],
  [`${KART}@f933449`]: [KART, "steps/solve/tests/ground_truth.b4138e8.json"],
};

export function contextFor(judgeId: string, options: Record<string, unknown> = {}): AuditContext {
  const judge = getJudge(judgeId);
  if (!judge) throw new Error(`no judge ${judgeId}`);
  const [task, rel] = GT[judgeId];
  return buildAuditContext(judge, taskBytes(task, rel), options);
}

export const FG_LEDGER = (name: string) => ledger(FG, `calibration/rollouts/ledgers/${name}.json`);
export const EGO_LEDGER = (name: string) => ledger(EGO, `calibration/rollouts/${name}.solution.json`);
