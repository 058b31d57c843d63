// Import notes (tables the importer kept but did not turn into rows) shaped for reading: the
// markdown exactly as written, rendered as a table, plus where it came from. Stored JSON is read
// defensively; a note with neither markdown nor a parsed table falls back to a short text.

import { isRecord } from "@/lib/input/is-record";

export interface FindingNote {
  title: string;
  where: string;
  /** the table as the contributor wrote it (markdown), rendered as a table */
  markdown: string | null;
  /** a parsed table, when the note has no markdown: column names and rows of text */
  table: { columns: string[]; rows: string[][] } | null;
  kind: string;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
const int = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) ? v : null);

function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object" && "earned" in v && "available" in v) return `${String(v.earned)}/${String(v.available)}`;
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

/** A parsed `{ rows: [{...}] }` as columns + text rows (nested `groups` flattened into columns). */
function tableOf(data: unknown): FindingNote["table"] {
  if (!isRecord(data) || !Array.isArray(data.rows)) return null;
  const flat = data.rows.filter(isRecord).map((r) => {
    const { groups, line: _line, ...rest } = r;
    return { ...rest, ...(isRecord(groups) ? groups : {}) };
  });
  if (flat.length === 0) return null;
  const columns = [...new Set(flat.flatMap((r) => Object.keys(r)))];
  return { columns, rows: flat.map((r) => columns.map((c) => cellText(r[c]))) };
}

export function findingNotesOf(stored: unknown): FindingNote[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isRecord).map((n) => {
    const start = int(n.lineStart);
    const end = int(n.lineEnd);
    const lines = start !== null ? (end !== null && end !== start ? `lines ${start}-${end}` : `line ${start}`) : null;
    const markdown = str(n.raw) ?? str(n.text);
    return {
      title: str(n.title) ?? "untitled table",
      where: [str(n.file), lines].filter(Boolean).join(", "),
      markdown,
      table: markdown ? null : tableOf(n.data),
      kind: str(n.kind) ?? "note",
    };
  });
}
