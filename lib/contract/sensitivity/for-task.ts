import type { JudgePairing, ParsedTask } from "../../importers/types";
import type { JudgeDefinition } from "../../judges/types";
import type { ContractFinding } from "../types";

export function sensitivityForTask(
  _task: ParsedTask,
  _judge: JudgeDefinition,
  _pairing: JudgePairing,
): { findings: ContractFinding[]; note: string } | null {
  return null;
}
