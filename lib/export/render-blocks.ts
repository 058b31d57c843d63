// Typed review blocks -> GitHub markdown. Every string in a block is untrusted text and is
// escaped here; the only markup that reaches GitHub is the markup this file writes (tables,
// bullets, bold, code spans, <details>), so an appended section cannot inject HTML or headings.
import { blockquote, escapeCell, escapeHtml, escapeInline, inlineCode } from "./escape-markdown";
import type { ReviewBlock, ReviewInline, ReviewSection, ReviewText } from "./types";

/** Escapes a fragment of one line without trimming it, so spaces between parts survive. */
function escapeFragment(text: string, inCell: boolean): string {
  const flat = escapeHtml(text)
    .replace(/\r\n?|\n/g, " ")
    .replace(/[ \t]+/g, " ");
  return inCell ? flat.replace(/\|/g, "\\|") : flat;
}

function inline(part: ReviewInline, inCell: boolean): string {
  if (typeof part === "string") return escapeFragment(part, inCell);
  if ("code" in part) {
    const code = inlineCode(part.code);
    // GFM splits table cells on a bare pipe even inside a code span
    return inCell ? code.replace(/\|/g, "\\|") : code;
  }
  const strong = escapeFragment(part.strong, inCell).trim();
  return strong ? `**${strong}**` : "";
}

/** One line of text; inside a table cell, pipes are escaped and an empty cell reads "—". */
export function renderText(text: ReviewText, inCell = false): string {
  const parts = typeof text === "string" ? [text] : text;
  const line = parts
    .map((p) => inline(p, inCell))
    .join("")
    .trim();
  return inCell && line === "" ? "—" : line;
}

const startsPlain = (text: ReviewText) => typeof text === "string" || typeof text[0] === "string";

export function renderBlock(block: ReviewBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      // text that starts like a heading, quote, list or table would become one: keep it a paragraph
      return [startsPlain(block.text) ? renderText(block.text).replace(/^([#>|*+-]|\d+[.)])/, "\\$1") : renderText(block.text)];
    case "bullets":
      return block.items.length === 0 ? [] : block.items.map((item) => `- ${renderText(item)}`);
    case "numbered":
      return block.items.map((item, i) => `${i + 1}. ${renderText(item)}`);
    case "table": {
      if (block.rows.length === 0) return [];
      const head = `| ${block.columns.map((c) => escapeCell(c.title)).join(" | ")} |`;
      const rule = `|${block.columns.map((c) => (c.align === "right" ? "---:" : "---")).join("|")}|`;
      const body = block.rows.map((row) => `| ${block.columns.map((_, i) => renderText(row[i] ?? "", true)).join(" | ")} |`);
      return [head, rule, ...body];
    }
    case "details": {
      const inner = renderBlocks(block.blocks);
      if (inner.length === 0) return [];
      // GitHub needs a blank line after <summary> for the markdown inside to render
      return ["<details>", `<summary>${renderText(block.summary)}</summary>`, "", ...inner, "", "</details>"];
    }
    case "quote":
      return [blockquote(block.text)];
  }
}

/** Blocks separated by blank lines; empty blocks (no rows, no items) leave no trace. */
export function renderBlocks(blocks: readonly ReviewBlock[]): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    const lines = renderBlock(block);
    if (lines.length === 0) continue;
    if (out.length > 0) out.push("");
    out.push(...lines);
  }
  return out;
}

export function renderSection(section: ReviewSection): string[] {
  const body = renderBlocks(section.blocks);
  return [`### ${escapeInline(section.title)}`, "", ...(body.length > 0 ? body : ["None."])];
}
