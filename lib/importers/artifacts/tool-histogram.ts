// `*.tool-histogram.txt`: a digest of a trajectory's tool calls, one tool per line, kept in place of
// a stream too large to ship. Written as `uniq -c` does ("  280 Read"), as "Read: 280", "Read 280"
// or "Read\t280"; `#` lines and blank lines are skipped; a "total" line, when present, must equal
// the sum. Its sum is the run's tool-call count, compared with the turns the row claims.
import { decodeUtf8, splitLines } from "../text";

export interface ToolHistogram {
  /** tool -> calls, in file order */
  tools: { name: string; calls: number }[];
  total: number;
}

export type ToolHistogramRead =
  { ok: true; histogram: ToolHistogram } | { ok: false; problem: { line?: number; field?: string; reason: string } };

const COUNT_FIRST = /^(\d+)\s+(\S.*)$/;
const COUNT_LAST = /^(\S.*?)\s*[:=\t ]\s*(\d+)$/;
const TOTAL = /^(total|sum|all)(\s+tool[-_ ]?calls)?$/i;

export function readToolHistogram(raw: Uint8Array): ToolHistogramRead {
  const text = decodeUtf8(raw);
  if (text === null) return { ok: false, problem: { reason: "not valid UTF-8" } };
  const tools: ToolHistogram["tools"] = [];
  let stated: { total: number; line: number } | null = null;
  for (const [i, rawLine] of splitLines(text).entries()) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) continue;
    const m = COUNT_FIRST.exec(line) ?? swap(COUNT_LAST.exec(line));
    if (m === null)
      return {
        ok: false,
        problem: { line: i + 1, reason: `expected "<count> <tool>" or "<tool>: <count>", found "${line.slice(0, 60)}"` },
      };
    const [name, calls] = [m[2].trim().replace(/:$/, ""), Number(m[1])];
    if (!Number.isSafeInteger(calls)) return { ok: false, problem: { line: i + 1, field: name, reason: `${m[1]} is not a count` } };
    if (TOTAL.test(name)) stated = { total: calls, line: i + 1 };
    else if (tools.some((t) => t.name === name))
      return { ok: false, problem: { line: i + 1, field: name, reason: `${name} is counted twice` } };
    else tools.push({ name, calls });
  }
  if (tools.length === 0) return { ok: false, problem: { reason: "no tool counts" } };
  const total = tools.reduce((sum, t) => sum + t.calls, 0);
  if (stated !== null && stated.total !== total)
    return {
      ok: false,
      problem: { line: stated.line, field: "total", reason: `the stated total ${stated.total} is not the sum of the counts (${total})` },
    };
  return { ok: true, histogram: { tools, total } };
}

/** "Read: 280" matched as [_, name, count] -> the [_, count, name] order of "280 Read" */
function swap(m: RegExpExecArray | null): [string, string, string] | null {
  return m === null ? null : [m[0], m[2], m[1]];
}
