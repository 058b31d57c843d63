// The line each item of a ground truth's event list starts on, so a finding about "ground truth
// #86" can cite gt.json:<line>. A small scanner over the JSON text (strings and escapes skipped,
// depth counted): the parsed value has no positions. Pure; a text it cannot follow gives [].

/** 1-based lines of the items of the top-level object's `key` array (or of a top-level array when key is null). */
export function jsonListItemLines(text: string, key: string | null): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  /** depth of the list being read; -1 until found */
  let listDepth = key === null ? 1 : -1;
  let expectItem = false;
  let lastString: string | null = null;
  let pendingKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") {
      line++;
      continue;
    }
    if (c === " " || c === "\t" || c === "\r") continue;
    if (expectItem && c !== "]") {
      lines.push(line);
      expectItem = false;
    }
    if (c === '"') {
      const start = i + 1;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      lastString = text.slice(start, i);
      continue;
    }
    if (c === ":") {
      pendingKey = depth === 1 && lastString === key;
      continue;
    }
    if (c === "[" || c === "{") {
      depth++;
      if (c === "[" && pendingKey && listDepth === -1) listDepth = depth;
      if (c === "[" && depth === listDepth) expectItem = true;
    } else if (c === "]" || c === "}") {
      if (depth === listDepth) return lines; // the list closed: done
      depth--;
    } else if (c === "," && depth === listDepth) expectItem = true;
    pendingKey = false;
  }
  return listDepth === -1 ? [] : lines;
}
