// How a stored file is shown: markdown rendered, JSON as a tree, JSONL in the trajectory viewer,
// other text paged, binary described. Pure; paging is by bytes so a huge file never renders whole.
export type FileView = "markdown" | "json" | "jsonl" | "text" | "binary";

export const PAGE_BYTES = 256 * 1024;
/** JSON beyond this is paged as text instead of parsed into a tree (a tree of 50 MB helps nobody). */
export const JSON_TREE_MAX_BYTES = 4 * 1024 * 1024;

export function fileViewOf(path: string, bytes: Uint8Array): FileView {
  const p = path.toLowerCase();
  if (looksBinary(bytes)) return "binary";
  if (p.endsWith(".md") || p.endsWith(".markdown")) return "markdown";
  if (p.endsWith(".jsonl") || p.endsWith(".ndjson")) return "jsonl";
  if (p.endsWith(".json") && bytes.length <= JSON_TREE_MAX_BYTES) return "json";
  return "text";
}

/** NUL bytes in the first 8 KB: the usual sign of a binary file (media, archives, images). */
export function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 8192);
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return true;
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export interface TextPage {
  text: string;
  page: number;
  pages: number;
}

/** One page of the file's text, cut at a line end where one is near so lines stay whole. */
export function textPage(bytes: Uint8Array, page: number, pageBytes = PAGE_BYTES): TextPage {
  const pages = Math.max(1, Math.ceil(bytes.length / pageBytes));
  const p = Math.min(Math.max(0, page), pages - 1);
  let start = p * pageBytes;
  let end = Math.min(bytes.length, start + pageBytes);
  // move both cuts forward to the next newline (within 4 KB) so a page starts and ends on a line
  const snap = (at: number) => {
    if (at === 0 || at >= bytes.length) return at;
    const nl = bytes.indexOf(0x0a, at);
    return nl >= 0 && nl - at < 4096 ? nl + 1 : at;
  };
  start = snap(start);
  end = snap(end);
  return { text: new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(start, end)), page: p, pages };
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: string };

export function parseJsonFile(bytes: Uint8Array): JsonParse {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
