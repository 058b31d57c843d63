// Submission caps in prose: "at most 2000 clearances", "up to 2,000 actions", "the 2000-entry
// acceptance limit", "files over 2 MB are void". Each becomes {value, unit, noun, line}; the noun
// is what is counted (compared with the names the judge gives its cap), bytes are folded to bytes.
// "more than / over / exceeds N" counts only on a line that says what happens (void, rejected,
// zero), so "more than 100 actions in the video" is not read as a cap.
import { lineIndex, quote } from "./text";

export interface CapStatement {
  value: number;
  unit: "entries" | "bytes";
  /** the counted thing, singular, lower case ("clearance", "action", "entry") */
  noun: string;
  line: number;
  text: string;
}

const NUM = String.raw`\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?`;
const NOUN = String.raw`[a-z_]+`;
const BOUND = String.raw`at\s+most|up\s+to|no\s+more\s+than|(?:a\s+)?maximum\s+of|limit(?:ed)?\s+(?:of|to)|capped\s+at|a\s+cap\s+of`;
const OVER = String.raw`more\s+than|over|exceed(?:s|ing)?`;
/** "2000 entries", "2000-entry", "2 MB": spaces, an optional hyphen, spaces (written so that a run of spaces is tried once, not once per split) */
const GAP = String.raw`\s*(?:-\s*)?`;
const CONSEQUENCE = /\b(void|rejected|refused|invalid|zero|scores?\s+0|is\s+dropped)\b/i;

const PATTERNS: { re: RegExp; needsConsequence: boolean }[] = [
  { re: new RegExp(String.raw`\b(?:${BOUND})\s+(${NUM})${GAP}(${NOUN})`, "gi"), needsConsequence: false },
  { re: new RegExp(String.raw`\b(?:${OVER})\s+(${NUM})${GAP}(${NOUN})`, "gi"), needsConsequence: true },
  {
    re: new RegExp(String.raw`\b(${NUM})${GAP}(${NOUN})\s+(?:acceptance\s+|submission\s+|entry\s+)?(?:limit|cap|maximum)\b`, "gi"),
    needsConsequence: false,
  },
];

const BYTE_UNITS: Record<string, number> = { byte: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** "entries" -> "entry", "clearances" -> "clearance", "bytes" -> "byte" (enough for the nouns judges name) */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.endsWith("ies")) return w.slice(0, -3) + "y";
  if (w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

export function capStatements(text: string): CapStatement[] {
  const out: CapStatement[] = [];
  const seen = new Set<number>();
  const lines = lineIndex(text);
  // whether a line says what happens, read once per line (a long line of matches re-read it per match)
  const consequence = new Map<number, boolean>();
  const saysConsequence = (line: number) => {
    let says = consequence.get(line);
    if (says === undefined) consequence.set(line, (says = CONSEQUENCE.test(lines.lineText(line))));
    return says;
  };
  for (const { re, needsConsequence } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      if (seen.has(at)) continue;
      const line = lines.lineAt(at);
      if (needsConsequence && !saysConsequence(line)) continue;
      const noun = singular(m[2]);
      const raw = Number(m[1].replace(/,/g, ""));
      if (!Number.isFinite(raw)) continue;
      seen.add(at);
      const scale = BYTE_UNITS[noun];
      out.push(
        scale !== undefined
          ? { value: Math.round(raw * scale), unit: "bytes", noun: "byte", line, text: quote(m[0]) }
          : { value: raw, unit: "entries", noun, line, text: quote(m[0]) },
      );
    }
  }
  return out.sort((a, b) => a.line - b.line);
}
