// A readable unified diff of one text file (instruction.md, task.toml, SPEC.md): hunks with
// their @@ ranges and the enclosing markdown section, so "a single @@ inside ## Clearance
// fields" reads as exactly that.
import { structuredPatch } from "diff";

export interface TextHunk {
  header: string;
  /** the nearest markdown heading above the hunk in the old text, if any */
  section: string | null;
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

export interface TextDiff {
  name: string;
  changed: boolean;
  hunks: TextHunk[];
  added: number;
  removed: number;
}

function sectionAt(lines: readonly string[], lineNo: number): string | null {
  for (let i = Math.min(lineNo, lines.length) - 1; i >= 0; i--) {
    if (/^#{1,6}\s/.test(lines[i])) return lines[i].trim();
  }
  return null;
}

export function diffText(name: string, before: string | null, after: string | null, context = 3): TextDiff {
  const a = before ?? "";
  const b = after ?? "";
  if (a === b) return { name, changed: false, hunks: [], added: 0, removed: 0 };
  const patch = structuredPatch(name, name, a, b, "", "", { context });
  const oldLines = a.split("\n");
  const hunks = patch.hunks.map((h) => {
    const firstChange = h.oldStart + h.lines.findIndex((l) => l.startsWith("-") || l.startsWith("+"));
    return {
      header: `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`,
      section: sectionAt(oldLines, Math.max(1, firstChange)),
      oldStart: h.oldStart,
      oldLines: h.oldLines,
      newStart: h.newStart,
      newLines: h.newLines,
      lines: h.lines,
    };
  });
  const count = (c: string) => hunks.reduce((n, h) => n + h.lines.filter((l) => l.startsWith(c)).length, 0);
  return { name, changed: true, hunks, added: count("+"), removed: count("-") };
}
