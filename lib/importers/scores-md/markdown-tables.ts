// Finds GitHub-style tables in markdown the way the page renders them: micromark's GFM table
// extension decides what a table is (with or without a leading pipe, inside a list or a quote),
// so fenced and indented code blocks are never mistaken for data. Positions come from the mdast
// nodes, so every row keeps its 1-based source line; cells keep their source text (backticks,
// bold) because the row parsers read those marks.
import type { Heading, Nodes, Root, Table } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { toString } from "mdast-util-to-string";
import { gfmTable } from "micromark-extension-gfm-table";
import { splitLines } from "../text";

export interface MdRow {
  line: number;
  cells: string[];
}

export interface MdTable {
  headers: string[];
  rows: MdRow[];
  lineStart: number;
  lineEnd: number;
  /** the table's exact lines, joined with \n */
  raw: string;
  /** nearest heading above the table (text without #) */
  heading: string | null;
  /** a short "Label:" line right above the table, if any */
  caption: string | null;
  /** the prose between the heading (or the previous table) and this table, at most 12 lines: "Measured with Codex CLI …" */
  lead: string;
}

export interface MdDocument {
  lines: string[];
  tables: MdTable[];
  /** 1-based numbers of lines that are prose (not table, code block or heading) */
  proseLines: number[];
  /** why the document was read only in part ("longer than …") or not at all ("nested …"); null when read whole */
  cut: string | null;
}

/**
 * Longest markdown read for tables (characters): five times the largest calibration/scores.md of
 * the bundled tasks and the benchmark corpus (25 KB). micromark spends up to ~75 ms per KB on
 * hostile layouts (deep lists) on a busy machine, so what one document costs is bounded here.
 */
export const MAX_MARKDOWN_CHARS = 128 * 1024;
/**
 * Most container marks (`>`, list markers) one line may open. Past a few hundred on one line
 * micromark grows super-linearly (4 KB of "- " took 9 s) and then runs out of stack; no real
 * document nests a line more than a few levels.
 */
export const MAX_LINE_NESTING = 16;

export function parseMarkdown(text: string): MdDocument {
  const lines = splitLines(text);
  const deep = lines.findIndex((l) => containerMarks(l) > MAX_LINE_NESTING);
  if (deep >= 0)
    return {
      lines,
      tables: [],
      proseLines: [],
      cut: `line ${deep + 1} opens more than ${MAX_LINE_NESTING} nested quotes or list items: not read`,
    };
  let read = text;
  let cut: string | null = null;
  if (text.length > MAX_MARKDOWN_CHARS) {
    const end = text.lastIndexOf("\n", MAX_MARKDOWN_CHARS);
    read = text.slice(0, end > 0 ? end : MAX_MARKDOWN_CHARS);
    cut = `longer than ${MAX_MARKDOWN_CHARS / 1024} KB: read up to line ${splitLines(read).length}`;
  }
  return { ...parseWhole(read, lines), cut };
}

/** How many quote and list-item marks open a line (`> - 1. x`: 3), read from its start. */
export function containerMarks(line: string): number {
  let marks = 0;
  let i = 0;
  const spaceAt = (k: number) => k >= line.length || line[k] === " " || line[k] === "\t";
  while (i < line.length) {
    const c = line[i];
    if (c === " " || c === "\t") i++;
    else if (c === ">") [marks, i] = [marks + 1, i + 1];
    else if ((c === "-" || c === "*" || c === "+") && spaceAt(i + 1)) [marks, i] = [marks + 1, i + 1];
    else {
      let j = i;
      while (j < line.length && j - i < 9 && line[j] >= "0" && line[j] <= "9") j++;
      if (j === i || (line[j] !== "." && line[j] !== ")") || !spaceAt(j + 1)) break;
      [marks, i] = [marks + 1, j + 1];
    }
  }
  return marks;
}

function parseWhole(text: string, allLines: string[]): Omit<MdDocument, "cut"> {
  const lines = splitLines(text);
  const tree: Root = fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
  const tables: MdTable[] = [];
  const notProse = new Set<number>();
  let heading: string | null = null;

  // document order: a heading seen before a table is the one it sits under
  const visit = (node: Nodes) => {
    if (node.type === "heading") {
      heading = headingText(node, lines);
      markLines(notProse, node);
      return;
    }
    if (node.type === "code") {
      markLines(notProse, node);
      return;
    }
    if (node.type === "table") {
      tables.push(tableOf(node, text, lines, heading));
      markLines(notProse, node);
      return;
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(tree);

  const proseLines: number[] = [];
  lines.forEach((l, i) => {
    if (l.trim() !== "" && !notProse.has(i + 1)) proseLines.push(i + 1);
  });
  return { lines: allLines, tables, proseLines };
}

function tableOf(node: Table, text: string, lines: string[], heading: string | null): MdTable {
  const [head, ...body] = node.children;
  const cellsOf = (row: (typeof node.children)[number]) =>
    row.children.map((cell) => cellSource(text, cell.position?.start.offset ?? 0, cell.position?.end.offset ?? 0));
  const lineStart = node.position!.start.line;
  const lineEnd = node.position!.end.line;
  return {
    headers: head ? cellsOf(head) : [],
    rows: body.map((row) => ({ line: row.position!.start.line, cells: cellsOf(row) })),
    lineStart,
    lineEnd,
    raw: lines.slice(lineStart - 1, lineEnd).join("\n"),
    heading,
    caption: captionAbove(lines, lineStart - 1),
    lead: leadAbove(lines, lineStart - 1),
  };
}

/** A cell's source between its pipes, trimmed; `\|` is a literal pipe inside a cell. */
function cellSource(text: string, start: number, end: number): string {
  let body = text.slice(start, end).trim();
  if (body.startsWith("|")) body = body.slice(1);
  if (body.endsWith("|") && !body.endsWith("\\|")) body = body.slice(0, -1);
  return body.trim().replace(/\\\|/g, "|");
}

/** An ATX heading's source text (marks kept, as the table titles always showed them); else its text. */
function headingText(node: Heading, lines: string[]): string {
  const line = lines[(node.position?.start.line ?? 1) - 1] ?? "";
  const atx = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
  return atx ? atx[1] : toString(node).trim();
}

function markLines(set: Set<number>, node: Nodes) {
  const p = node.position;
  if (!p) return;
  for (let l = p.start.line; l <= p.end.line; l++) set.add(l);
}

const HEADING = /^\s{0,3}#{1,6}\s+/;
const LEAD_LINES = 12;

/** Prose lines right above a table, back to the nearest heading or table row (bounded: LEAD_LINES). */
function leadAbove(lines: string[], tableIndex: number): string {
  const out: string[] = [];
  for (let k = tableIndex - 1; k >= 0 && k >= tableIndex - LEAD_LINES; k--) {
    if (HEADING.test(lines[k]) || /^\s*\|/.test(lines[k])) break;
    out.unshift(lines[k]);
  }
  return out.join("\n").trim();
}

/** "Scorer behaviour spot-checks:" one or two lines above a table names it better than the heading. */
function captionAbove(lines: string[], tableIndex: number): string | null {
  let k = tableIndex - 1;
  if (k >= 0 && lines[k].trim() === "") k--;
  if (k < 0) return null;
  const text = lines[k].trim();
  const boundary = k === 0 || lines[k - 1].trim() === "" || HEADING.test(lines[k - 1]);
  return boundary && text.endsWith(":") && text.length <= 60 ? text.slice(0, -1) : null;
}
