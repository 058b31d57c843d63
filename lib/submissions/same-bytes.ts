// Bytes equal to a ledger or trajectory a stored row already cites: an old run sent again as a new
// row ("same bytes as <row>, labelled earlier instruction 0963eb1a…c3e1"). A blocking finding on the
// proposal (lib/submissions/proposal.ts). Pure and table-tested; store/stored-twins.ts finds the rows.
import { shortSha } from "../gates/instruction-parity-gate";
import type { ProposalFinding } from "./proposal";

/** A row already stored that cites bytes equal to the proposal's ledger or trajectory. */
export interface StoredTwin {
  artifact: "ledger" | "trajectory";
  row: {
    id: string;
    /** harness · model · condition */
    label: string;
    /** where the row is written: "calibration/scores.md:30" or "submission (CLI)" */
    where: string;
    status: string;
    instructionSha256: string | null;
  };
}

const STATUS_WORDS: Record<string, string> = {
  earlier_instruction: "earlier instruction",
  official: "official",
};

/** "labelled earlier instruction 0963eb1a…c3e1": what the other row is already said to be. */
function labelOf(row: StoredTwin["row"]): string {
  const status = STATUS_WORDS[row.status] ?? row.status.replace(/_/g, " ");
  const sha = row.status === "earlier_instruction" && row.instructionSha256 ? ` ${shortSha(row.instructionSha256)}` : "";
  return `labelled ${status}${sha}`;
}

/** One blocking finding per stored row whose ledger or trajectory has the proposal's bytes. */
export function sameBytesFindings(twins: StoredTwin[]): ProposalFinding[] {
  const seen = new Set<string>();
  const out: ProposalFinding[] = [];
  for (const t of twins) {
    // the same row in two revisions of the task (an import, then a revision) reads alike: said once
    const key = `${t.artifact}:${t.row.label}:${t.row.where}:${t.row.status}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      code: "same_bytes",
      severity: "error",
      message: `the ${t.artifact} has the same bytes as ${t.row.label} (${t.row.where}), ${labelOf(t.row)}: a stored run cannot be submitted again as a new row`,
    });
  }
  return out;
}
