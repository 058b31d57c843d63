// How a run ended, where the folder's prose says it ("claude exited 0 after 147 tool calls",
// "terminated by provider rate limit", "native_result_status: ERROR"). One answer per row: the
// first kind in END_ORDER any statement about the row gives (an ending on a quota outranks a
// clean exit the same text reports for an earlier segment). Never guessed: no phrase, no answer.
import type { CalibrationRow, RunEnd } from "../types";
import { ENDED_ON_A_LIMIT, phraseMatches, type Phrase } from "./phrases";
import { rowsAbout } from "./row-mentions";
import { lineOf, type Statement } from "./statements";

const END_PHRASES: [RunEnd["kind"], Phrase[]][] = [
  ["quota", ENDED_ON_A_LIMIT],
  ["interrupted", [{ re: /\binterrupted\b|\bcut (?:off|short)\b|\bkilled\b|\bterminated\b/i }]],
  ["timeout", [{ re: /\btimed out\b|\b(?:hit|reached) (?:its|the) (?:own )?(?:time (?:cap|limit)|timeout)\b/i }]],
  [
    "error",
    [
      {
        re: /\b(?:native_result_status|solver_exit_status|exit[_ ]status)\W+(?:ERROR|[1-9]\d*)\b|\bexited (?:non-?zero|[1-9]\d*)\b|\bcrashed\b/i,
      },
    ],
  ],
  [
    "completed",
    [
      {
        re: /\bexited 0\b|\b(?:solver_exit_status|exit[_ ]status)\W+0\b|\bfinished naturally\b|\bcompleted normally\b|\bran to completion\b/i,
      },
    ],
  ],
];

/** Per row index, the ending the prose states (absent: it states none). */
export function runEndsOf(statements: Statement[], rows: CalibrationRow[], tableRows: Map<string, number[]>): (RunEnd | undefined)[] {
  const found: (RunEnd & { rank: number })[][] = rows.map(() => []);
  for (const statement of statements) {
    END_PHRASES.forEach(([kind, phrases], rank) => {
      for (const phrase of phrases)
        for (const m of phraseMatches(statement.text, phrase)) {
          const end = {
            kind,
            rank,
            text: statement.text.trim().slice(0, 220),
            source: { file: statement.file, line: lineOf(statement, m.index) },
          };
          for (const i of rowsAbout(statement, m.index, rows, tableRows)) if (rows[i].kind !== "anchor") found[i].push(end);
        }
    });
  }
  return found.map((ends) => {
    const top = ends.reduce<(RunEnd & { rank: number }) | undefined>((a, b) => (a === undefined || b.rank < a.rank ? b : a), undefined);
    return top && { kind: top.kind, text: top.text, source: top.source };
  });
}
