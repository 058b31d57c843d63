// Scores a document states for a ledger it names: a README list item "`codex_ts_*` — shipped run
// (reward **0.0892**, …)" or a table row "| audio only | 0.0000 | … | `ledgers/audio-only.json` |".
// Each is compared with the ledger's recomputed score like a reward file's number. Read narrowly, so
// a number is never pinned on the wrong file: a reference must resolve to exactly one stored
// ledger (a path relative to the document, or a `stem_*` glob), the number must look like a score
// (0–1, bold, in parentheses alone, a table cell alone, or after "reward"/"score"/"F1"), and a
// reference with more than one such number states nothing we can check.
import { dirname, resolveRelative } from "../paths";
import { splitLines } from "../text";

export interface StatedScore {
  line: number;
  /** the reference as written, e.g. "codex_ts_*" */
  reference: string;
  ledgerPath: string;
  value: number;
  text: string;
}

interface Unit {
  kind: "item" | "table";
  lines: { line: number; text: string }[];
}

const ITEM_START = /^\s*(?:[-*+]|\d+[.)])\s+/;
const TABLE_ROW = /^\s*\|/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}/;
const REFERENCE = /`([^`\s]+)`/g;
const SCORE = /(\*\*)?(?<![\w.])([01]?\.\d+|[01])(?![\w.])(\*\*)?/g;
const SCORE_WORD = /(?:reward|score[sd]?|f1|recomputes? to|=)\s*[:(]?\s*$/i;

/** `tablesToo`: false for scores.md, whose tables are calibration rows already compared. */
export function statedScores(docPath: string, text: string, ledgerPaths: readonly string[], tablesToo = true): StatedScore[] {
  const out: StatedScore[] = [];
  for (const unit of unitsOf(text)) {
    if (unit.kind === "table" && !tablesToo) continue;
    out.push(...scoresOfUnit(unit, dirname(docPath), ledgerPaths));
  }
  return out;
}

function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  let item: Unit | null = null;
  for (const [i, line] of splitLines(text).entries()) {
    const at = { line: i + 1, text: line };
    if (TABLE_ROW.test(line)) {
      item = null;
      if (!TABLE_RULE.test(line)) units.push({ kind: "table", lines: [at] });
    } else if (ITEM_START.test(line)) {
      item = { kind: "item", lines: [at] };
      units.push(item);
    } else if (item !== null && /^\s+\S/.test(line)) item.lines.push(at);
    else item = null;
  }
  return units;
}

type Token =
  { kind: "ref"; ledger: string | null; reference: string; line: number } | { kind: "score"; value: number; text: string; line: number };

function scoresOfUnit(unit: Unit, docDir: string, ledgerPaths: readonly string[]): StatedScore[] {
  const tokens: Token[] = [];
  for (const { line, text } of unit.lines) {
    const found: (Token & { at: number })[] = [];
    for (const m of text.matchAll(REFERENCE))
      found.push({ kind: "ref", reference: m[1], ledger: ledgerOf(m[1], docDir, ledgerPaths), line, at: m.index });
    const plain = text.replace(REFERENCE, (m) => " ".repeat(m.length));
    for (const m of plain.matchAll(SCORE))
      if (looksLikeScore(plain, m, unit.kind)) found.push({ kind: "score", value: Number(m[2]), text: m[2], line, at: m.index });
    tokens.push(...found.sort((a, b) => a.at - b.at));
  }
  const refs = tokens.filter((t) => t.kind === "ref");
  const ledgers = refs.filter((r) => r.ledger !== null);
  // a table row states its cells for the one ledger it names; an item, the numbers after each reference
  if (unit.kind === "table" || refs.length === 1) {
    if (ledgers.length !== 1 || refs.length !== 1) return [];
    return single(
      ledgers[0],
      tokens.filter((t) => t.kind === "score"),
    );
  }
  const out: StatedScore[] = [];
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== "ref" || t.ledger === null) continue;
    const next = tokens.findIndex((u, j) => j > i && u.kind === "ref");
    out.push(
      ...single(
        t,
        tokens.slice(i + 1, next < 0 ? undefined : next).filter((u) => u.kind === "score"),
      ),
    );
  }
  return out;
}

function single(ref: Extract<Token, { kind: "ref" }>, scores: Token[]): StatedScore[] {
  if (scores.length !== 1 || scores[0].kind !== "score") return [];
  const s = scores[0];
  return [{ line: s.line, reference: ref.reference, ledgerPath: ref.ledger!, value: s.value, text: s.text }];
}

function looksLikeScore(text: string, m: RegExpMatchArray, kind: Unit["kind"]): boolean {
  const value = Number(m[2]);
  if (!(value >= 0 && value <= 1) || !m[2].includes(".")) return false;
  const at = m.index!;
  const before = text.slice(0, at);
  const after = text.slice(at + m[0].length);
  if (m[1] && m[3]) return true;
  if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) return true;
  if (kind === "table" && /\|\s*$/.test(before) && /^\s*\|/.test(after)) return true;
  return SCORE_WORD.test(before.slice(-24));
}

/** The one stored ledger a reference names: a path relative to the document, or a glob over its folder. */
function ledgerOf(reference: string, docDir: string, ledgerPaths: readonly string[]): string | null {
  if (reference.includes("*")) {
    const glob = resolveRelative(docDir, reference);
    if (glob === null) return null;
    const pattern = new RegExp(`^${glob.split("*").map(escapeRegExp).join("[^/]*")}$`);
    const hits = ledgerPaths.filter((p) => pattern.test(p));
    return hits.length === 1 ? hits[0] : null;
  }
  if (!/\.json$/i.test(reference)) return null;
  const path = resolveRelative(docDir, reference);
  return path !== null && ledgerPaths.includes(path) ? path : null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}
