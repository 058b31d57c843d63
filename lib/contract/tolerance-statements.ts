// Tolerance statements in prose: "±12 frames", "+/-12-frame (0.5 s) tolerance", "within 2
// seconds", "within 25 feet, 2 degrees, or 2 knots", "within ~30%". Each becomes {value, unit,
// line}; units are folded to the judges' spellings (s, frames, ft, deg, kt, fraction).
import { matchesWithLines, quote } from "./text";

export type ToleranceUnit = "frames" | "s" | "ft" | "deg" | "kt" | "fraction";

export interface ToleranceStatement {
  value: number;
  unit: ToleranceUnit;
  line: number;
  text: string;
}

const NUM = String.raw`(?:~|about\s+|approximately\s+)?\d+(?:\.\d+)?`;
const UNIT = String.raw`(?:%|(?:frames?|seconds?|secs?|s|feet|foot|ft|degrees?|deg|knots?|kt)\b)`;
// "12-frame", "12 frames", "12 - frame": written so that a run of spaces is tried once, not once per split
const GAP = String.raw`\s*(?:-\s*)?`;
const AMOUNT = String.raw`${NUM}${GAP}${UNIT}`;
/** an amount list: "25 feet, 2 degrees, or 2 knots" */
const LIST = String.raw`${AMOUNT}(?:\s*,\s*(?:or\s+|and\s+)?${AMOUNT})*`;

const STATEMENTS: RegExp[] = [
  new RegExp(String.raw`(?:±|\+\/-|\+-)\s*${LIST}`, "gi"),
  new RegExp(String.raw`\bwithin\s+${LIST}`, "gi"),
  new RegExp(String.raw`\b${AMOUNT}\s+tolerance`, "gi"),
  new RegExp(String.raw`\btolerance\s+of\s+(?:±|\+\/-)?\s*${LIST}`, "gi"),
];

const AMOUNT_RE = new RegExp(String.raw`(\d+(?:\.\d+)?)${GAP}(${UNIT})`, "gi");

export function unitOf(word: string): ToleranceUnit | null {
  const w = word.toLowerCase();
  if (w === "%") return "fraction";
  if (/^frames?$/.test(w)) return "frames";
  if (/^(seconds?|secs?|s)$/.test(w)) return "s";
  if (/^(feet|foot|ft)$/.test(w)) return "ft";
  if (/^(degrees?|deg)$/.test(w)) return "deg";
  if (/^(knots?|kt)$/.test(w)) return "kt";
  return null;
}

/** Every tolerance statement in `text`, in order; one entry per amount of a list. */
export function toleranceStatements(text: string): ToleranceStatement[] {
  const seen = new Set<string>();
  const out: ToleranceStatement[] = [];
  for (const re of STATEMENTS) {
    for (const { match, line } of matchesWithLines(text, re)) {
      for (const amount of match[0].matchAll(AMOUNT_RE)) {
        const unit = unitOf(amount[2]);
        if (unit === null) continue;
        const raw = Number(amount[1]);
        const value = unit === "fraction" ? raw / 100 : raw;
        const key = `${match.index + (amount.index ?? 0)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ value, unit, line, text: quote(match[0]) });
      }
    }
  }
  return out.sort((a, b) => a.line - b.line);
}
