// Reward weights in prose, keyed by the judge's own term names (lib/judges/scoring-contract.ts):
// a list of at least two "name N" pairs just after a word that says weights ("out of 20 units:
// target 4, status 4, instrument snapshots 4", "Weights: items 0.30, explosions 0.15"), or "weight N" on a line naming one term
// ("`items_collected`: … (weight 0.30)"). A single "target 25 feet" is not a weight: a pair list
// needs two pairs and a number followed by a unit word is not read.
import type { ScoringNumber } from "../judges/scoring-contract";
import { lineIndex, quote } from "./text";

export interface WeightStatement {
  /** the judge's weight key the statement names */
  key: string;
  value: number;
  /** the value was written as a percentage (30%): compare it with the term's share */
  percent: boolean;
  line: number;
  text: string;
}

const NUM = String.raw`\d+(?:\.\d+)?%?`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, String.raw`\s+`);

interface NameTable {
  pattern: string;
  keyOf(found: string): string | undefined;
}

function nameTable(weights: readonly ScoringNumber[]): NameTable | null {
  const byName = new Map<string, string>();
  for (const w of weights) for (const n of [w.key, ...(w.names ?? [])]) byName.set(n.toLowerCase().replace(/\s+/g, " "), w.key);
  if (byName.size === 0) return null;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  return {
    // at most four emphasis marks around a name: an unbounded run was re-read from every "*" of a
    // long run of them (quadratic; bench:text's "bold marks" input)
    pattern: String.raw`(?<![\w])[\`*]{0,4}(${names.join("|")})[\`*]{0,4}(?![\w])`,
    keyOf: (found) => byName.get(found.toLowerCase().replace(/\s+/g, " ")),
  };
}

const WEIGHT_CONTEXT = /\b(?:weights?|weighted|units?|credit|points?)\b/i;
const CONTEXT_CHARS = 80;

const valueOf = (raw: string) => ({ value: Number(raw.replace("%", "")), percent: raw.endsWith("%") });

export function weightStatements(text: string, weights: readonly ScoringNumber[]): WeightStatement[] {
  const table = nameTable(weights);
  if (table === null) return [];
  const out: WeightStatement[] = [];
  const seen = new Set<number>();
  const lines = lineIndex(text);
  // "name N" not followed by a unit word or a letter (so "target 25 feet" never reads as a weight)
  // (spaces around an optional ":" tried once, and a parenthesis read at most 200 characters: both
  // were retried at every split or every "(", quadratic on hostile text)
  const pair = String.raw`${table.pattern}\s*(?:[:=]\s*)?(${NUM})(?!\d|\.\d)(?!\s*[a-zA-Z°])`;
  const separator = String.raw`(?:\s*\([^)]{0,200}\))?\s*[,;]\s*(?:and\s+)?`;
  const list = new RegExp(String.raw`${pair}(?:${separator}${pair})+`, "gi");
  const onePair = new RegExp(pair, "gi");
  for (const m of text.matchAll(list)) {
    // "items 0.096, explosions 0.62" are per-term scores unless the text just before says weights
    if (!WEIGHT_CONTEXT.test(text.slice(Math.max(0, (m.index ?? 0) - CONTEXT_CHARS), m.index))) continue;
    for (const p of m[0].matchAll(onePair)) {
      const at = (m.index ?? 0) + (p.index ?? 0);
      const key = table.keyOf(p[1]);
      if (key === undefined || seen.has(at)) continue;
      seen.add(at);
      out.push({ key, ...valueOf(p[2]), line: lines.lineAt(at), text: quote(p[0]) });
    }
  }
  const named = new RegExp(table.pattern, "gi");
  let offset = 0;
  text.split("\n").forEach((lineText, i) => {
    // the term names of the line, read once: a "weight N" takes the last one ending before it
    const names = [...lineText.matchAll(named)].map((m) => ({ end: m.index + m[0].length, name: m[1] }));
    let k = -1;
    for (const w of lineText.matchAll(/\bweight(?:ed|s)?\s*(?:of\s+|is\s+|[:=(]\s*)?(\d+(?:\.\d+)?%?)/gi)) {
      while (k + 1 < names.length && names[k + 1].end <= w.index) k++;
      const key = k >= 0 ? table.keyOf(names[k].name) : undefined;
      if (key === undefined || seen.has(offset + (w.index ?? 0))) continue;
      seen.add(offset + (w.index ?? 0));
      out.push({ key, ...valueOf(w[1]), line: i + 1, text: quote(lineText.trim()) });
    }
    offset += lineText.length + 1;
  });
  return out.sort((a, b) => a.line - b.line);
}

/** The statement says this weight: its value in the judge's unit, or its share (0.3, 30%). */
export function statesWeight(s: WeightStatement, w: ScoringNumber): boolean {
  const share = w.total ? w.value / w.total : w.value;
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9;
  return s.percent ? close(s.value / 100, share) : close(s.value, w.value) || close(s.value, share);
}
