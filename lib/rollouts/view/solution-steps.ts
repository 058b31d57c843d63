// Which step wrote the solution a row submitted, so the viewer can link that step to the ledger
// inspector. Best evidence first: a file write whose bytes hash to the stored ledger; else the last
// JSON write to a solution/submission/output path (the bytes differ: said so); else the last tool
// call that writes a file named like the answer from a shell, or runs a script named like a
// solution builder (`python build_solution.py`: how the bundled Codex and Antigravity runs wrote
// theirs) — heuristic, and said so.
import type { Step } from "../parse/step-types";

export interface WrittenJson {
  step: number;
  path: string;
  sha256: string;
}

export interface LedgerOfRow {
  rowLabel: string;
  ledger: { id: string; path: string; sha256: string };
}

export type SolutionMatch = "same-bytes" | "last-solution-write" | "shell-write" | "script-run";

export interface SolutionStep {
  step: number;
  match: SolutionMatch;
  ledgerId: string;
  ledgerPath: string;
  rowLabel: string;
  /** the path the agent wrote, as the log names it */
  writtenPath: string;
}

const ANSWER_PATH = /(solution|submission|output|answer|ledger)[\w./-]*\.json/i;
// a shell command that writes a file: redirection, tee, cp/mv onto it, or a Python/Node write call
const WRITES = /(>\s*['"]?\S*\.json|\btee\b|\bcp\b|\bmv\b|json\.dump|write_text|writeFile|\.write\(|open\([^)]*,\s*['"]w)/;
// file tools whose arguments name the path but carry no bytes (Codex file_change: "add <path>")
const FILE_TOOLS = /^(file_change|apply_patch|Edit|MultiEdit|replace_file_content|str_replace_editor)$/;

// running a script whose name says it builds the answer
const SCRIPT_RUN =
  /\b(?:python3?|node|bash|sh|tsx|ruby)\s+(?:-\S+\s+)*['"]?([\w./-]*(?:solution|submission|answer|ledger)[\w.-]*\.(?:py|js|mjs|ts|sh|rb))\b/i;

function shellWrite(steps: readonly Step[]): { step: number; path: string; match: SolutionMatch } | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (s.kind !== "tool_call") continue;
    const path = ANSWER_PATH.exec(s.text);
    if (path && (WRITES.test(s.text) || FILE_TOOLS.test(s.toolName ?? ""))) return { step: s.index, path: path[0], match: "shell-write" };
    const script = FILE_TOOLS.test(s.toolName ?? "") ? null : SCRIPT_RUN.exec(s.text);
    if (script) return { step: s.index, path: script[1], match: "script-run" };
  }
  return null;
}

export function solutionSteps(written: readonly WrittenJson[], steps: readonly Step[], rows: readonly LedgerOfRow[]): SolutionStep[] {
  const out: SolutionStep[] = [];
  const answerWrites = written.filter((w) => ANSWER_PATH.test(w.path));
  let shell: ReturnType<typeof shellWrite> | undefined;
  for (const r of rows) {
    const base = { ledgerId: r.ledger.id, ledgerPath: r.ledger.path, rowLabel: r.rowLabel };
    const same = [...written].reverse().find((w) => w.sha256 === r.ledger.sha256);
    if (same) {
      out.push({ ...base, step: same.step, match: "same-bytes", writtenPath: same.path });
      continue;
    }
    const last = answerWrites[answerWrites.length - 1];
    if (last) {
      out.push({ ...base, step: last.step, match: "last-solution-write", writtenPath: last.path });
      continue;
    }
    shell ??= shellWrite(steps);
    if (shell) out.push({ ...base, step: shell.step, match: shell.match, writtenPath: shell.path });
  }
  return out;
}

export const SOLUTION_MATCH_WORDS: Record<SolutionMatch, string> = {
  "same-bytes": "wrote the submitted ledger (same bytes)",
  "last-solution-write": "last write of the solution file (its bytes differ from the stored ledger)",
  "shell-write": "last command or edit writing the solution file (read from its arguments; bytes not in the log)",
  "script-run": "last run of the script that builds the solution (read from the command line; bytes not in the log)",
};
