// Line-aware text helpers for the checks: every finding cites file:line, so matches are found in
// the whole text (statements wrap across lines) and mapped back to the line they start on.

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * A text's lines, indexed once: the line of an offset by binary search and a line's text by its
 * number. Checks that cite many matches use this; lineAt/lineText re-read the text on every call,
 * which made a page of matches quadratic.
 */
export function lineIndex(text: string): { lineAt(offset: number): number; lineText(line: number): string } {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return {
    lineAt(offset) {
      let [lo, hi] = [0, starts.length - 1];
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo + 1;
    },
    lineText(line) {
      if (line < 1 || line > starts.length) return "";
      const end = line < starts.length ? starts[line] - 1 : text.length;
      return text.slice(starts[line - 1], end).trim();
    },
  };
}

/** The line at `line` (1-based), trimmed: the evidence a reviewer reads in context. */
export function lineText(text: string, line: number): string {
  return (text.split("\n")[line - 1] ?? "").trim();
}

/** The match itself with whitespace runs (line breaks included) folded to one space. */
export function quote(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** Every match of a global regex, with the 1-based line it starts on. */
export function matchesWithLines(text: string, re: RegExp): { match: RegExpExecArray; line: number }[] {
  const out: { match: RegExpExecArray; line: number }[] = [];
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
  let lastOffset = 0;
  let lastLine = 1;
  for (let m = global.exec(text); m !== null; m = global.exec(text)) {
    // count newlines incrementally: matches come in order
    lastLine += countNewlines(text, lastOffset, m.index);
    lastOffset = m.index;
    out.push({ match: m, line: lastLine });
    if (m[0] === "") global.lastIndex++;
  }
  return out;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** Decode bytes as strict UTF-8; null for binary or invalid text (those files are not read as text). */
export function textOf(bytes: Uint8Array | undefined): string | null {
  if (bytes === undefined) return null;
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
