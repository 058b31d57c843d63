// Worked examples in an instruction: every JSON object inside a fenced block or on one line, with
// the line it starts on. A block that is not JSON as a whole (placeholders, "...") is read line by
// line, so one-entry-per-line examples still count.
import { isObject } from "./plain";
import { lineAt } from "./text";

export interface ExampleObject {
  value: Record<string, unknown>;
  line: number;
}

const FENCE = /^(```|~~~)[^\n]*\n([\s\S]*?)^\1/gm;

export function exampleObjects(text: string): ExampleObject[] {
  const out: ExampleObject[] = [];
  const covered: [number, number][] = [];
  for (const m of text.matchAll(FENCE)) {
    const bodyStart = m.index + m[0].indexOf("\n") + 1;
    covered.push([m.index, m.index + m[0].length]);
    out.push(...objectsInBlock(m[2], lineAt(text, bodyStart)));
  }
  // one-line objects outside fences (inline `{"verb": ...}` in prose)
  const lines = text.split("\n");
  let offset = 0;
  lines.forEach((l, i) => {
    const inFence = covered.some(([a, b]) => offset >= a && offset < b);
    offset += l.length + 1;
    if (inFence) return;
    const v = oneLineObject(l);
    if (v) out.push({ value: v, line: i + 1 });
  });
  return out;
}

function objectsInBlock(body: string, firstLine: number): ExampleObject[] {
  // a pretty-printed example with "..." lines or // comments is still one document: blank those
  // lines (line numbers stay) and read it leniently
  const whole = tryJson(body) ?? tryJson(relaxed(withoutPlaceholders(body)));
  if (whole !== undefined) {
    const lines = body.split("\n");
    return collectObjects(whole).map((value) => ({ value, line: firstLine + lineOfObject(lines, value) }));
  }
  return body.split("\n").flatMap((l, i) => {
    const v = oneLineObject(l);
    return v ? [{ value: v, line: firstLine + i }] : [];
  });
}

function oneLineObject(line: string): Record<string, unknown> | null {
  const a = line.indexOf("{");
  const b = line.lastIndexOf("}");
  if (a < 0 || b <= a) return null;
  const v = tryLenient(line.slice(a, b + 1));
  return isObject(v) ? v : null;
}

function tryJson(s: string): unknown {
  try {
    const value: unknown = JSON.parse(s);
    return value;
  } catch {
    return undefined;
  }
}

/** JSON first; else the same text read as a Python/JS literal (single quotes, trailing commas, True/None) */
function tryLenient(s: string): unknown {
  return tryJson(s) ?? tryJson(relaxed(s));
}

/** 'single-quoted' strings double-quoted, trailing commas dropped, Python's True/False/None as JSON */
function relaxed(s: string): string {
  return s
    .replace(/'((?:[^'\\\n]|\\.)*)'/g, (_, inner: string) => JSON.stringify(inner.replace(/\\'/g, "'")))
    .replace(/,(\s*[}\]])/g, "$1")
    .replace(/\bTrue\b/g, "true")
    .replace(/\bFalse\b/g, "false")
    .replace(/\bNone\b/g, "null");
}

/** lines that are only "..." / "…" (an elided list) and trailing // comments, blanked */
function withoutPlaceholders(body: string): string {
  return body
    .split("\n")
    .map((l) => (/^\s*(\.\.\.|…)\s*,?\s*$/.test(l) ? "" : l.replace(/\s+\/\/.*$/, "")))
    .join("\n");
}

/** every object nested in a value, outermost first */
function collectObjects(v: unknown): Record<string, unknown>[] {
  if (Array.isArray(v)) return v.flatMap(collectObjects);
  if (!isObject(v)) return [];
  return [v, ...Object.values(v).flatMap(collectObjects)];
}

/** the line (0-based, in the block) of the object's first string value: where a reader sees it */
function lineOfObject(lines: string[], value: Record<string, unknown>): number {
  const first = Object.values(value).find((x) => typeof x === "string");
  if (typeof first !== "string") return 0;
  const quoted = [JSON.stringify(first), `'${first}'`];
  const i = lines.findIndex((l) => quoted.some((q) => l.includes(q)));
  return Math.max(0, i);
}
