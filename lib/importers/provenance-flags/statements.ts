// Documents -> statements a flag can be read from, each knowing its file, line and what encloses
// it. Markdown: one statement per sentence of a paragraph or list item (lines joined, so a phrase
// wrapped over two lines still reads), one per table row, one per heading; the enclosing heading
// and the paragraph's bold lead ("**Codex — cannot be re-run.**") are its context. JSON (manifests,
// run records): one statement per string field of an object, with the files that object names.
// key: value text files (run metadata): one statement per line. Pure.
import { splitLines } from "../text";
import type { JsonValue } from "../types";

export interface Statement {
  file: string;
  /** plain text: markdown emphasis and backticks removed */
  text: string;
  /** line of text offset `starts[k]` is `lines[k]` (1-based), for citing where a match starts */
  starts: number[];
  lines: number[];
  /** enclosing heading and bold lead (outermost first): who a sentence naming no row is about */
  context: string[];
  /** a markdown table row (its line is the row's line) */
  tableRow: boolean;
  /** files the enclosing JSON object names (a manifest entry's file and solution) */
  objectFiles: string[];
  /** the sentence before this one in the same paragraph ("Both …" refers to it) */
  previous?: string;
  /** a piece of a longer sentence, cut at MAX_SENTENCE_CHARS (see capped) */
  cut?: boolean;
}

/**
 * The longest statement read whole. Longer text (no sentence break for pages: hostile, or a
 * minified blob) is read in pieces of at most this many characters, each marked `cut`, so what a
 * sentence costs downstream is bounded and the lifter stays linear in the document's size. The
 * longest sentence in the bundled tasks and the benchmark corpus is far shorter.
 */
export const MAX_SENTENCE_CHARS = 2_000;

/** The line an offset of a statement's text sits on. */
export function lineOf(statement: Statement, index: number): number {
  let k = 0;
  while (k + 1 < statement.starts.length && statement.starts[k + 1] <= index) k++;
  return statement.lines[k];
}

const stripMarkdown = (line: string) => line.replace(/\*+|`|__/g, "").replace(/\s+/g, " ");
// the title is trimmed of its closing #s by hand: `(.*?)\s*#*\s*$` retried the tail at every
// character (quadratic on a heading line of spaces)
const HEADING = /^\s{0,3}(#{1,6})\s+(.*)$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const TABLE_LINE = /^\s*\|/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}/;
const FENCE = /^\s*(```|~~~)/;
/** A YAML key line ("  strong_agent_reward: …", "- t=20.0s: …"): each key of a card is its own statement. */
const YAML_KEY = /^\s*(?:-\s+)?[\w.-]+:(?:\s|$)/;
const BOLD_LEAD = /^\s*(?:(?:[-*+]|\d+[.)])\s+)?\*\*(.+?)\*\*/;
/** A sentence ends at . ! ? followed by space and a capital, a quote, a bracket or markup. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z"'(\[*`])/g;

export function markdownStatements(file: string, text: string): Statement[] {
  const out: Statement[] = [];
  const headings: string[] = [];
  let block: { n: number; text: string }[] = [];
  let lead: string | null = null;

  const flush = () => {
    if (block.length > 0) out.push(...sentencesOf(file, block, [...headings, ...(lead ? [lead] : [])]));
    block = [];
    lead = null;
  };
  // inside a fence: code is not prose and is skipped, except a YAML card (SPEC.md), read key by key
  let fence: "yaml" | "code" | null = null;
  splitLines(text).forEach((raw, i) => {
    const n = i + 1;
    if (FENCE.test(raw)) {
      flush();
      fence = fence !== null ? null : /^\s*(?:```|~~~)\s*ya?ml\b/i.test(raw) ? "yaml" : "code";
      return;
    }
    if (fence === "code") return;
    if (fence === "yaml") {
      if (/^\s*#/.test(raw) || raw.trim() === "") return flush();
      if (YAML_KEY.test(raw)) flush();
      block.push({ n, text: stripMarkdown(raw).trim() });
      return;
    }
    const heading = HEADING.exec(raw);
    if (heading) {
      flush();
      headings.length = Math.min(headings.length, heading[1].length - 1);
      const title = stripMarkdown(withoutClosingHashes(heading[2])).trim();
      out.push(...capped(single(file, title, n, [...headings], false)));
      headings.push(title);
      return;
    }
    if (raw.trim() === "") return flush();
    if (TABLE_LINE.test(raw)) {
      flush();
      if (!TABLE_RULE.test(raw)) out.push(...capped(single(file, stripMarkdown(raw).trim(), n, [...headings], true)));
      // the line above a rule is the header: column names ("exact-event diagnostic", medvedev SPEC.md:230), no row's words
      else while (out.length > 0 && out[out.length - 1].tableRow && out[out.length - 1].lines[0] === n - 1) out.pop();
      return;
    }
    if (LIST_ITEM.test(raw)) flush();
    if (block.length === 0) {
      const bold = BOLD_LEAD.exec(raw);
      lead = bold ? stripMarkdown(bold[1]).trim() : null;
    }
    block.push({ n, text: stripMarkdown(raw).trim() });
  });
  flush();
  return out;
}

function single(file: string, text: string, line: number, context: string[], tableRow: boolean): Statement {
  return { file, text, starts: [0], lines: [line], context, tableRow, objectFiles: [] };
}

/** "Title ##" -> "Title": trailing spaces, then the closing #s, then spaces again. */
function withoutClosingHashes(title: string): string {
  let end = title.trimEnd().length;
  while (end > 0 && title[end - 1] === "#") end--;
  return title.slice(0, end).trimEnd();
}

/** A paragraph's lines joined, then cut into sentences that keep their line map. */
function sentencesOf(file: string, block: { n: number; text: string }[], context: string[]): Statement[] {
  let joined = "";
  const starts: number[] = [];
  for (const l of block) {
    starts.push(joined.length);
    joined += l.text + " ";
  }
  const cuts = [0, ...[...joined.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length), joined.length];
  const out: Statement[] = [];
  let first = 0; // the paragraph line the current sentence starts on (sentences come in order)
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k], cuts[k + 1]];
    while (first + 1 < starts.length && starts[first + 1] <= from) first++;
    const text = joined.slice(from, to).trimEnd();
    if (text.trim() === "") continue;
    // the sentence's own line map: the line it starts on, then every paragraph line starting inside it
    const lineStarts = [0];
    const lines = [block[first].n];
    for (let j = first + 1; j < starts.length && starts[j] - from < text.length; j++) {
      lineStarts.push(starts[j] - from);
      lines.push(block[j].n);
    }
    const sentence: Statement = { file, text, starts: lineStarts, lines, context, tableRow: false, objectFiles: [] };
    if (out.length > 0) sentence.previous = out[out.length - 1].text;
    out.push(...capped(sentence));
  }
  return out;
}

/**
 * A statement longer than MAX_SENTENCE_CHARS -> pieces of at most that length (cut at a space when
 * one is near), each with its own line map and marked `cut`; a shorter one as it is.
 */
export function capped(statement: Statement): Statement[] {
  const { text } = statement;
  if (text.length <= MAX_SENTENCE_CHARS) return [statement];
  const out: Statement[] = [];
  let k = 0; // statement.starts index of the line the piece starts on
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + MAX_SENTENCE_CHARS);
    const space = to < text.length ? text.lastIndexOf(" ", to) : -1;
    if (space > to - MAX_SENTENCE_CHARS / 10) to = space + 1;
    while (k + 1 < statement.starts.length && statement.starts[k + 1] <= from) k++;
    const starts = [0];
    const lines = [statement.lines[k]];
    for (let j = k + 1; j < statement.starts.length && statement.starts[j] < to; j++) {
      starts.push(statement.starts[j] - from);
      lines.push(statement.lines[j]);
    }
    const piece: Statement = { ...statement, text: text.slice(from, to), starts, lines, cut: true };
    if (out.length > 0) piece.previous = out[out.length - 1].text;
    out.push(piece);
    from = to;
  }
  return out;
}

/** Keys of a JSON object that name a file of the folder (a manifest entry's trajectory and ledger). */
const FILE_KEYS = /^(?:file|path|trajectory|rollout|solution|ledger)$/i;

/** JSON: every string field of every object, with the files that object names; lines found in the raw text. */
export function jsonStatements(file: string, text: string, value: JsonValue): Statement[] {
  const lineOfString = jsonLineIndex(splitLines(text));
  const out: Statement[] = [];
  const visit = (v: JsonValue, context: string[]) => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, context));
    if (v === null || typeof v !== "object") return;
    const objectFiles = Object.entries(v).flatMap(([k, x]) => (FILE_KEYS.test(k) && typeof x === "string" ? [x] : []));
    for (const [key, x] of Object.entries(v)) {
      if (typeof x === "string" && !FILE_KEYS.test(key)) {
        out.push(...capped({ ...single(file, `${key}: ${x}`, lineOfString(key, x), context, false), objectFiles }));
      } else if (x !== null && typeof x === "object") visit(x, [...context, key]);
    }
  };
  visit(value, []);
  return out;
}

/**
 * The line of a JSON string field: the first line where the key's literal is followed by the
 * value's, else the first line holding the value's literal, else 1. The file's string literals are
 * indexed once (a lookup per field that re-read every line was quadratic in a big manifest).
 */
function jsonLineIndex(lines: string[]): (key: string, value: string) => number {
  const literal = new Map<string, number>();
  const pair = new Map<string, number>();
  lines.forEach((line, i) => {
    let previous: string | null = null;
    for (const m of line.matchAll(JSON_STRING)) {
      if (!literal.has(m[0])) literal.set(m[0], i + 1);
      if (previous !== null && !pair.has(`${previous}\u0000${m[0]}`)) pair.set(`${previous}\u0000${m[0]}`, i + 1);
      previous = m[0];
    }
  });
  return (key, value) => {
    const [k, v] = [JSON.stringify(key), JSON.stringify(value)];
    return pair.get(`${k}\u0000${v}`) ?? literal.get(v) ?? 1;
  };
}
const JSON_STRING = /"[^"\\]*(?:\\.[^"\\]*)*"/g;

/** `key: value` lines (run metadata): each line a statement. */
export function keyValueStatements(file: string, text: string): Statement[] {
  return splitLines(text)
    .map((l, i) => ({ l: l.trim(), n: i + 1 }))
    .filter((x) => x.l !== "")
    .flatMap((x) => capped(single(file, x.l, x.n, [], false)));
}
