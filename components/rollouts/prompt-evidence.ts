// What a trajectory shows of the prompt when no user message holds it: the steps whose text names
// instruction.md (an `ls -l` listing its size, a `cat` of it), each with the line that names it, so
// the run summary says what the log shows instead of "the log does not record the prompt". Pure;
// one indexOf per step.
export interface PromptMention {
  step: number;
  /** the line of the step's text that names the file, cut to a readable length */
  excerpt: string;
}

const FILE = "instruction.md";
const EXCERPT_MAX = 160;

export function instructionMentions(steps: readonly { index: number; text: string }[], max = 3): PromptMention[] {
  const out: PromptMention[] = [];
  for (const s of steps) {
    if (out.length >= max) break;
    const at = s.text.indexOf(FILE);
    if (at < 0) continue;
    const start = s.text.lastIndexOf("\n", at) + 1;
    const end = s.text.indexOf("\n", at);
    const line = s.text.slice(start, end < 0 ? undefined : end).trim();
    out.push({ step: s.index, excerpt: line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX)}…` : line });
  }
  return out;
}
