// What the instruction says about the answer, read line by line with bounded, non-nested regexes:
// the groups of code-spelled words that close a label field's vocabulary, the cap on answers,
// whether order is part of the contract, and which fields it calls integers. (Stated tolerances
// are in shape-tolerances.ts.)
import { LIMITS } from "./shape-limits";

/** Instruction lines, bounded: at most LIMITS.instructionChars, each line cut at LIMITS.lineChars. */
export function instructionLines(instruction: string): string[] {
  return instruction
    .slice(0, LIMITS.instructionChars)
    .split(/\r?\n/)
    .map((l) => l.slice(0, LIMITS.lineChars));
}

const BACKTICKED = /`([^`\n]{1,80})`/g;
const BULLET_TOKEN = /^\s*(?:[-*+]|\d+[.)])\s+`([^`\n]{1,80})`/;

/**
 * Groups of code-spelled words the instruction lists together: the words of one line, and the
 * leading words of a run of bullet lines ("- `enter`: ...", "- `exit`: ..."). A group that
 * contains a value the oracle uses for a field names that field's closed vocabulary.
 */
export function vocabularyGroups(lines: readonly string[]): string[][] {
  const groups: string[][] = [];
  let bullets: string[] = [];
  for (const line of lines) {
    const words = [...line.matchAll(BACKTICKED)].map((m) => m[1]);
    if (words.length > 1) groups.push(words);
    const lead = BULLET_TOKEN.exec(line);
    if (lead) bullets.push(lead[1]);
    else if (line.trim() !== "") {
      if (bullets.length > 1) groups.push(bullets);
      bullets = [];
    }
  }
  if (bullets.length > 1) groups.push(bullets);
  return groups;
}

const CAP =
  /\b(?:at most|no more than|up to|a maximum of|maximum of|max\.?)\s+(\d{1,6}(?:,\d{3})?)\s+(?:entries|events|items|rows|answers|actions|records|objects|predictions|elements)\b/i;
const CAP_LIMIT = /\b(\d{1,6}(?:,\d{3})?)[- ](?:entry|event|item|row|answer|action|record)\s+(?:limit|cap|maximum)\b/i;

export function statedCap(lines: readonly string[]): number | null {
  for (const line of lines) {
    const m = CAP.exec(line) ?? CAP_LIMIT.exec(line);
    if (m) {
      const n = Number(m[1].replace(/,/g, ""));
      if (Number.isInteger(n) && n > 0 && n <= LIMITS.cap) return n;
    }
  }
  return null;
}

const ORDER_WORDS = /\b(?:chronological|ordered by|in order of|sorted by|in the order|non-decreasing|ascending order)\b/i;
const ORDER_FREE =
  /\b(?:does not matter|doesn't matter|do not matter|any order|order-insensitive|unordered|need not be (?:ordered|sorted))\b/i;

/** The instruction makes the list's order part of the contract (a sentence asks for an order and does not waive it). */
export function orderIsContract(lines: readonly string[]): boolean {
  const sentences = lines.join("\n").split(/(?<=[.!?])\s+|\n\s*\n|\n\s*[-*]\s/);
  return sentences.some((s) => ORDER_WORDS.test(s) && !ORDER_FREE.test(s));
}

/** Fields a line calls integers ("`start_frame`, `end_frame`: integer frame numbers"). */
export function integerFields(lines: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const line of lines) if (/\bintegers?\b/i.test(line)) for (const m of line.matchAll(BACKTICKED)) out.add(m[1]);
  return out;
}
