// What a row's own artifacts prove about it, for the gates: the instruction its run metadata names
// (evidence for instruction parity: stronger than a scores.md claim, weaker than the trajectory's
// first message) and the tool calls its histogram counts (evidence for the turns gate when the
// trajectory itself is not in the folder). Read from the stored checks by row ordinal.
import type { ArtifactCheck } from "./types";

/** `byName`: the file was tied to the row by harness/model words alone, so the evidence is contested until confirmed. */
export interface RowArtifactEvidence {
  /** the instruction.md sha256 the row's `*.run-metadata.txt` names, with file:line */
  metadataInstruction: { sha256: string; file: string; line: number; byName: boolean } | null;
  /** the tool calls the row's `*.tool-histogram.txt` counts */
  histogramTurns: { total: number; file: string; byName: boolean } | null;
}

export function rowArtifactEvidence(checks: readonly ArtifactCheck[], ordinal: number): RowArtifactEvidence {
  let metadataInstruction: RowArtifactEvidence["metadataInstruction"] = null;
  let histogramTurns: RowArtifactEvidence["histogramTurns"] = null;
  for (const c of checks) {
    if (c.kind === "run_metadata" && c.row?.ordinal === ordinal && c.instructionSha256 && !metadataInstruction)
      metadataInstruction = { sha256: c.instructionSha256.value, file: c.file, line: c.instructionSha256.line, byName: c.row.byName };
    if (c.kind === "tool_histogram" && c.row?.ordinal === ordinal && !histogramTurns)
      histogramTurns = { total: c.total, file: c.file, byName: c.row.byName };
  }
  return { metadataInstruction, histogramTurns };
}
