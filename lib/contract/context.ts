// The lines around a finding's evidence, so the task page shows it in context (the instruction's
// paragraph around a leaked example, the SPEC line beside its neighbours) without opening the file.
// Pure: the caller hands in a reader of the folder's text files.
import type { ContractFinding } from "./types";

/** lines shown before and after the cited line */
export const CONTEXT_RADIUS = 2;
/** a long line (minified JSON, a base64 blob) is cut here: context, not the file */
const MAX_LINE_CHARS = 240;

export function withContext(findings: ContractFinding[], textOfPath: (path: string) => string | null): ContractFinding[] {
  const lines = new Map<string, string[] | null>();
  const linesOf = (path: string) => {
    if (!lines.has(path)) lines.set(path, textOfPath(path)?.split(/\r?\n/) ?? null);
    return lines.get(path)!;
  };
  return findings.map((f) => {
    const all = f.line === null ? null : linesOf(f.file);
    if (f.line === null || all === null || f.line > all.length) return f;
    const firstLine = Math.max(1, f.line - CONTEXT_RADIUS);
    const shown = all
      .slice(firstLine - 1, f.line + CONTEXT_RADIUS)
      .map((l) => (l.length > MAX_LINE_CHARS ? `${l.slice(0, MAX_LINE_CHARS)}…` : l));
    return { ...f, context: { firstLine, lines: shown } };
  });
}
