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
}

/** The line an offset of a statement's text sits on. */
export function lineOf(statement: Statement, index: number): number {
  let k = 0;
  while (k + 1 < statement.starts.length && statement.starts[k + 1] <= index) k++;
  return statement.lines[k];
}

const stripMarkdown = (line: string) => line.replace(/\*+|`|__/g, "").replace(/\s+/g, " ");
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
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
      const title = stripMarkdown(heading[2]).trim();
      out.push(single(file, title, n, [...headings], false));
      headings.push(title);
      return;
    }
    if (raw.trim() === "") return flush();
    if (TABLE_LINE.test(raw)) {
      flush();
      if (!TABLE_RULE.test(raw)) out.push(single(file, stripMarkdown(raw).trim(), n, [...headings], true));
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
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k], cuts[k + 1]];
    const text = joined.slice(from, to).trimEnd();
    if (text.trim() === "") continue;
    // the sentence's own line map: the line it starts on, then every paragraph line starting inside it
    const first = starts.findLastIndex((s) => s <= from);
    const inside = starts.map((s, j) => ({ s: s - from, n: block[j].n })).filter((x) => x.s > 0 && x.s < text.length);
    out.push({
      file,
      text,
      starts: [0, ...inside.map((x) => x.s)],
      lines: [block[first].n, ...inside.map((x) => x.n)],
      context,
      tableRow: false,
      objectFiles: [],
      ...(out.length > 0 ? { previous: out[out.length - 1].text } : {}),
    });
  }
  return out;
}

/** Keys of a JSON object that name a file of the folder (a manifest entry's trajectory and ledger). */
const FILE_KEYS = /^(?:file|path|trajectory|rollout|solution|ledger)$/i;

/** JSON: every string field of every object, with the files that object names; lines found in the raw text. */
export function jsonStatements(file: string, text: string, value: JsonValue): Statement[] {
  const lines = splitLines(text);
  const out: Statement[] = [];
  const visit = (v: JsonValue, context: string[]) => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, context));
    if (v === null || typeof v !== "object") return;
    const objectFiles = Object.entries(v).flatMap(([k, x]) => (FILE_KEYS.test(k) && typeof x === "string" ? [x] : []));
    for (const [key, x] of Object.entries(v)) {
      if (typeof x === "string" && !FILE_KEYS.test(key)) {
        const n = lineOfJsonString(lines, key, x);
        out.push({ ...single(file, `${key}: ${x}`, n, context, false), objectFiles });
      } else if (x !== null && typeof x === "object") visit(x, [...context, key]);
    }
  };
  visit(value, []);
  return out;
}

/** The first line holding `"key": "value"` as JSON writes it; else the first holding the value; else 1. */
function lineOfJsonString(lines: string[], key: string, value: string): number {
  const literal = JSON.stringify(value);
  const both = lines.findIndex((l) => l.includes(JSON.stringify(key)) && l.includes(literal));
  const alone = both >= 0 ? both : lines.findIndex((l) => l.includes(literal));
  return alone >= 0 ? alone + 1 : 1;
}

/** `key: value` lines (run metadata): each line a statement. */
export function keyValueStatements(file: string, text: string): Statement[] {
  return splitLines(text)
    .map((l, i) => ({ l: l.trim(), n: i + 1 }))
    .filter((x) => x.l !== "")
    .map((x) => single(file, x.l, x.n, [], false));
}
