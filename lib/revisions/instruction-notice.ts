// After an instruction change, every row says which instruction it ran: a row recorded against
// the previous revision's instruction.md "ran the older instruction" — its score is evidence about
// a task that no longer exists in that form. Pure.
import { sameInstruction } from "../gates/instruction-parity-gate";

export interface InstructionShas {
  /** sha256 of instruction.md in the revision compared from */
  before: string | null;
  /** sha256 of instruction.md in the revision shown */
  after: string | null;
}

const short = (sha: string) => sha.slice(0, 8);

/** The notice for one row of the later revision (null: the instruction did not change, or the row ran the current one). */
export function instructionNotice(rowSha: string | null, shas: InstructionShas): string | null {
  if (!shas.after || !shas.before || shas.before === shas.after) return null;
  if (!rowSha) return "names no instruction sha256: which instruction it ran is unknown (instruction.md changed)";
  if (sameInstruction(rowSha, shas.after)) return null;
  if (sameInstruction(rowSha, shas.before))
    return `ran the older instruction (sha256 ${short(rowSha)}); this revision's is ${short(shas.after)}`;
  return `ran neither instruction (sha256 ${short(rowSha)}); this revision's is ${short(shas.after)}`;
}
