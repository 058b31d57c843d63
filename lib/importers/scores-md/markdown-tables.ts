// Finds GitHub-style pipe tables in markdown, with 1-based line numbers and the heading they sit
// under. Code fences are skipped, so a table inside ```text``` is not mistaken for data.
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
}

export interface MdDocument {
  lines: string[];
  tables: MdTable[];
  /** 1-based numbers of lines that are prose (not table, fence or heading) */
  proseLines: number[];
}

const DELIMITER = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

export function parseMarkdown(text: string): MdDocument {
  const lines = splitLines(text);
  const tables: MdTable[] = [];
  const proseLines: number[] = [];
  let heading: string | null = null;
  let inFence: string | null = null;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (inFence !== null) {
      if (fence && fence[1].startsWith(inFence)) inFence = null;
      i++;
      continue;
    }
    if (fence) {
      inFence = fence[1];
      i++;
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      heading = h[1];
      i++;
      continue;
    }
    if (isPipeLine(line) && i + 1 < lines.length && DELIMITER.test(lines[i + 1])) {
      let end = i + 2;
      while (end < lines.length && isPipeLine(lines[end])) end++;
      tables.push({
        headers: splitCells(line),
        rows: lines.slice(i + 2, end).map((l, k) => ({ line: i + 3 + k, cells: splitCells(l) })),
        lineStart: i + 1,
        lineEnd: end,
        raw: lines.slice(i, end).join("\n"),
        heading,
        caption: captionAbove(lines, i),
      });
      i = end;
      continue;
    }
    if (line.trim() !== "") proseLines.push(i + 1);
    i++;
  }
  return { lines, tables, proseLines };
}

function isPipeLine(line: string): boolean {
  return /^\s*\|/.test(line);
}

/** Cells between pipes, trimmed; `\|` is a literal pipe inside a cell. */
export function splitCells(line: string): string[] {
  let body = line.trim();
  if (body.startsWith("|")) body = body.slice(1);
  if (body.endsWith("|") && !body.endsWith("\\|")) body = body.slice(0, -1);
  const cells: string[] = [];
  let current = "";
  for (let k = 0; k < body.length; k++) {
    if (body[k] === "\\" && body[k + 1] === "|") {
      current += "|";
      k++;
    } else if (body[k] === "|") {
      cells.push(current.trim());
      current = "";
    } else {
      current += body[k];
    }
  }
  cells.push(current.trim());
  return cells;
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
