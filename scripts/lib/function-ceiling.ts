// The ceiling on function length (issue 36 item 4): no production function over FUNCTION_LINES_CEILING
// lines unless it is a named exception, and an exception may not grow past the length it was
// listed at. An exception that has shrunk under the ceiling must leave the list, so the list stays
// the set of functions still to split.
export const FUNCTION_LINES_CEILING = 80;

export interface MeasuredFunction {
  /** path from the repository root */
  file: string;
  name: string;
  lines: number;
}

export interface LongFunctionException {
  /** its length when listed: it may shrink, not grow */
  lines: number;
  why: string;
}

/** `file name`, the key of the exceptions table (a name, not a line: lines move with every edit). */
export const functionKey = (f: { file: string; name: string }) => `${f.file} ${f.name}`;

/** What breaks the ceiling, one line each (empty: none). `found` is every function over the ceiling. */
export function functionCeilingProblems(
  found: readonly MeasuredFunction[],
  exceptions: Readonly<Record<string, LongFunctionException>>,
  ceiling = FUNCTION_LINES_CEILING,
): string[] {
  const problems: string[] = [];
  const over = new Set<string>();
  for (const f of found) {
    if (f.lines <= ceiling) continue;
    const key = functionKey(f);
    over.add(key);
    const allowed = exceptions[key];
    if (!allowed) problems.push(`${key}: ${f.lines} lines, over the ceiling of ${ceiling}: split it where a step has a name`);
    else if (f.lines > allowed.lines) problems.push(`${key}: ${f.lines} lines, its exception allows ${allowed.lines}`);
  }
  for (const key of Object.keys(exceptions))
    if (!over.has(key)) problems.push(`${key}: listed as an exception but no longer over ${ceiling} lines: remove it from the list`);
  return problems;
}
