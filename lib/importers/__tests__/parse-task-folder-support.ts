// Shared by the end-to-end parses of the bundled task folders (parse-*-folder.test.ts): where the
// folders are, their ids, and how a test reads a parse result.
import path from "node:path";
import { ParsedTaskSchema, type ParsedTask, type ParseTaskResult } from "../types";

export const TASKS = path.resolve(import.meta.dirname, "../../../prisma/fixtures/tasks");
export const FG = "flightgear-atc-clearance-compliance-ledger";
export const KART = "kart-race-telemetry-ledger-s1";
export const EGO = "egocentric-activity-understanding";

/** A parse that must succeed (and satisfy the ParsedTask schema), with its finding codes. */
export function imported(result: ParseTaskResult): { task: ParsedTask; codes: string[] } {
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.errors)}`);
  ParsedTaskSchema.parse(result.task);
  return { task: result.task, codes: result.findings.map((f) => f.code) };
}
export const source = (t: string) => ({ kind: "fixture" as const, location: `prisma/fixtures/tasks/${t}` });
export const rowFacts = (task: ParsedTask) =>
  task.rows.map((r) => [
    r.sourceLine,
    r.status,
    r.instructionSha256,
    r.wrapped,
    r.networkPosture,
    r.citedRolloutPath,
    r.citedLedgerPath,
    r.findings.map((f) => f.code),
  ]);
