// Worked examples in an instruction: every JSON object inside a fenced block or on one line, with
// the line it starts on. A block that is not JSON as a whole (placeholders, "...") is read line by
// line, so one-entry-per-line examples still count.
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
  const whole = tryJson(body);
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
  const v = tryJson(line.slice(a, b + 1));
  return isObject(v) ? v : null;
}

function tryJson(s: string): unknown {
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

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
  const i = lines.findIndex((l) => l.includes(JSON.stringify(first)));
  return Math.max(0, i);
}
