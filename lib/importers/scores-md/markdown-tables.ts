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
}

export function parseMarkdown(text: string): MdDocument {
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
  return { lines, tables, proseLines };
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

/** "Scorer behaviour spot-checks:" one or two lines above a table names it better than the heading. */
function captionAbove(lines: string[], tableIndex: number): string | null {
  let k = tableIndex - 1;
  if (k >= 0 && lines[k].trim() === "") k--;
  if (k < 0) return null;
  const text = lines[k].trim();
  const boundary = k === 0 || lines[k - 1].trim() === "" || HEADING.test(lines[k - 1]);
  return boundary && text.endsWith(":") && text.length <= 60 ? text.slice(0, -1) : null;
}

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
