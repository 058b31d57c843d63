// Test helper: markdown parsed with GFM (tables, autolink literals, strikethrough, task lists) the
// way GitHub reads a comment, so a test checks what a reader would see rather than how we escaped.
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";

interface Node {
  type: string;
  depth?: number;
  children?: Node[];
}

const gfm = (() => {
  const data: Record<string, unknown[]> = {};
  (remarkGfm as unknown as (this: { data(): Record<string, unknown[]> }) => void).call({ data: () => data });
  return { extensions: data.micromarkExtensions, mdastExtensions: data.fromMarkdownExtensions } as Parameters<typeof fromMarkdown>[1];
})();

export interface Rendered {
  /** every node type in the tree, in document order */
  kinds: string[];
  /** the headings' text */
  headings: string[];
  /** the text of each strong node */
  strong: string[];
  /** the whole text a reader sees */
  text: string;
}

export function renderGfm(markdown: string): Rendered {
  const tree = fromMarkdown(markdown, gfm) as unknown as Node;
  const out: Rendered = { kinds: [], headings: [], strong: [], text: toString(tree as never) };
  const walk = (n: Node) => {
    out.kinds.push(n.type);
    if (n.type === "heading") out.headings.push(toString(n as never));
    if (n.type === "strong") out.strong.push(toString(n as never));
    n.children?.forEach(walk);
  };
  walk(tree);
  return out;
}
