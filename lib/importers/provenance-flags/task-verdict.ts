// The task's own overall verdict, as its scores.md and SPEC.md state it: a "Verdict:" line (bold,
// a heading, or a card key), a shouted UNDETERMINED / DOES NOT PASS / PASSES, or a bold sentence
// about the gate ("**The difficulty gate passes, but read why …**"). One statement per file, the
// strongest form first; the task's verdict is the most cautious of them, and SPEC and scores.md
// saying different things is a finding. Pure.
import { SPEC_MD } from "../spec-card";
import { SCORES_MD } from "../task-files";
import { splitLines } from "../text";
import type { Finding, TaskFiles, TaskVerdict, VerdictStatement } from "../types";
import { decodeUtf8 } from "../text";

type Kind = VerdictStatement["verdict"];

/** The words of a verdict -> its kind; "stated" when it is a verdict line in other words. */
export function verdictKind(words: string): Kind {
  if (/\b(?:does not|doesn'?t|did not|not yet|cannot) pass\b|\bfails?\b|\bfailed\b|\bnot passing\b|\brejected\b|\bblocked\b/i.test(words))
    return "does_not_pass";
  if (/\bundetermined\b|\binconclusive\b|\bnot (?:yet )?determined\b|\bcannot be determined\b|\bunclear\b/i.test(words))
    return "undetermined";
  if (/\bpass(?:es|ed)?\b|\bmeets\b|\bclears\b/i.test(words)) return "passes";
  return "stated";
}

const VERDICT_LINE = [/\*\*\s*verdict\s*:?\s*\*\*\s*:?\s*(.+)/i, /\*\*\s*verdict\s*:\s*(.+?)\*\*/i, /^\s*(?:-\s+)?verdict\s*:\s*(.+)/i];
const HEADING_VERDICT = /^\s{0,3}#{1,6}\s+(?:overall |task )?verdict\b\s*:?\s*(.*)$/i;
const SHOUTED = /\bUNDETERMINED\b|\bDOES NOT PASS\b|\bDOESN'T PASS\b|\bNOT PASSING\b|\bFAILS\b|\bPASSES\b/;
const BOLD = /\*\*([^*]+)\*\*/g;
const GATE_SENTENCE =
  /\bgate\b[^.]{0,60}?\b(?:passes|is passed|does not pass|fails|is (?:currently )?undetermined|is (?:currently )?UNDETERMINED)\b/i;

const clean = (s: string) =>
  s
    .replace(/\*\*|`/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The strongest verdict statement of one file, or null. */
export function verdictIn(file: string, text: string): VerdictStatement | null {
  const lines = splitLines(text);
  const found: { rank: number; n: number; text: string }[] = [];
  lines.forEach((raw, i) => {
    const heading = HEADING_VERDICT.exec(raw);
    if (heading) {
      const next = heading[1].trim() || nextTextLine(lines, i + 1);
      if (next) found.push({ rank: 0, n: i + 1, text: clean(next) });
      return;
    }
    const line = VERDICT_LINE.map((re) => re.exec(raw)).find((m) => m !== null);
    if (line) return void found.push({ rank: 0, n: i + 1, text: clean(line[1]) });
    if (/^\s*\|/.test(raw)) return; // a table cell saying PASSES is one gate's result, not the task's
    if (SHOUTED.test(raw)) return void found.push({ rank: 1, n: i + 1, text: clean(raw) });
    for (const m of raw.matchAll(BOLD)) if (GATE_SENTENCE.test(m[1])) return void found.push({ rank: 2, n: i + 1, text: clean(m[1]) });
  });
  const best = found.sort((a, b) => a.rank - b.rank || a.n - b.n)[0];
  return best ? { verdict: verdictKind(best.text), text: best.text.slice(0, 300), source: { file, line: best.n } } : null;
}

/** The first line from `from` on that has text (a scan, not a copy of the rest: many verdict headings were quadratic). */
function nextTextLine(lines: string[], from: number): string {
  for (let k = from; k < lines.length; k++) if (lines[k].trim() !== "") return lines[k];
  return "";
}

const CAUTION: Kind[] = ["does_not_pass", "undetermined", "passes", "stated"];

/** The task's verdict from scores.md and SPEC.md, and a finding when the two disagree. */
export function taskVerdictOf(files: TaskFiles): { verdict: TaskVerdict | null; findings: Finding[] } {
  const statements = [SCORES_MD, SPEC_MD].flatMap((path) => {
    const raw = files.get(path);
    const text = raw ? decodeUtf8(raw) : null;
    const v = text === null ? null : verdictIn(path, text);
    return v ? [v] : [];
  });
  if (statements.length === 0) return { verdict: null, findings: [] };
  const primary = [...statements].sort((a, b) => CAUTION.indexOf(a.verdict) - CAUTION.indexOf(b.verdict))[0];
  const [scores, spec] = [statements.find((s) => s.source.file === SCORES_MD), statements.find((s) => s.source.file === SPEC_MD)];
  const findings: Finding[] = [];
  if (scores && spec && scores.verdict !== spec.verdict && scores.verdict !== "stated" && spec.verdict !== "stated")
    findings.push({
      code: "verdict_contradiction",
      severity: "error",
      file: SCORES_MD,
      line: scores.source.line ?? undefined,
      field: "verdict",
      message: `the task contradicts itself: scores.md:${scores.source.line} says "${scores.text}", SPEC.md:${spec.source.line} says "${spec.text}"`,
    });
  return { verdict: { ...primary, statements }, findings };
}
