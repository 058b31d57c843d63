// A run's digest (tool histogram, run metadata) whose name no row's ledger or trajectory shares,
// matched to the one full-condition agent row its name points at: the harness word in the stem
// ("claude-opus.tool-histogram.txt" -> the Claude Code row), model words breaking ties. A guess the
// reviewer confirms (the check says "linked by name"); a tie or an ablation's name links nothing.
import { tokensOf } from "../link-by-name";
import { harnessKeyword } from "../scores-md/cells";
import type { CalibrationRow } from "../types";

export type NamedRow = Pick<CalibrationRow, "kind" | "condition" | "status" | "harness" | "harnessRaw" | "model">;

const HARNESS_WORD: Record<string, string> = {
  "Codex CLI": "codex",
  "Claude Code": "claude",
  Antigravity: "antigravity",
  "Gemini CLI": "gemini",
};
/** words that tie a file to a degraded input or an older round, never to a full-condition row */
const NOT_FULL = /no[-_]?media|single[-_]?frame|video[-_]?only|audio[-_]?only|frame[-_]?dump|superseded|replaced|partial|old/i;
const COUNTED_STATUSES = new Set(["official", "earlier_instruction", "diagnostic"]);

export function rowByName<R extends NamedRow>(stem: string, rows: readonly R[]): R | null {
  if (stem === "" || NOT_FULL.test(stem)) return null;
  const words = tokensOf(stem);
  let best: { row: R; score: number } | null = null;
  let tie = false;
  for (const row of rows) {
    if (row.kind !== "agent" || row.condition !== "full" || !COUNTED_STATUSES.has(row.status)) continue;
    const harness = HARNESS_WORD[harnessKeyword(row.harnessRaw || row.harness) ?? ""];
    if (!harness || !words.includes(harness)) continue;
    const model = new Set(tokensOf(row.model ?? ""));
    const score = 1 + words.filter((w) => w !== harness && model.has(w)).length;
    if (best === null || score > best.score) [best, tie] = [{ row, score }, false];
    else if (score === best.score) tie = true;
  }
  return best !== null && !tie ? best.row : null;
}
