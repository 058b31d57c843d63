import type { ReactElement } from "react";
import renderMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * Contributor text (SPEC.md, scores.md notes, review comments) rendered as markdown. Raw HTML in
 * the source is dropped (skipHtml), never injected; react-markdown's default URL filter removes
 * javascript: and other unsafe link targets.
 */
export function Markdown({ text }: { text: string }) {
  return <div className="markdown">{renderedTrees.of(text)}</div>;
}

/**
 * Parsing is the costly part of a task page's render (a SPEC.md of 5 KB: 4 ms at best, 40 ms on a
 * loaded machine, all of it in one synchronous stretch of the server's event loop), while the same
 * texts are shown on every load. The rendered tree is a pure function of the text (no plugin reads
 * anything else), and React never changes an element it is given, so one tree per text is kept and
 * shared by later renders. Bounded by the kept texts' total length: least recently used dropped
 * first; a text longer than the whole bound is rendered and not kept.
 */
export class RenderedMarkdown {
  private readonly kept = new Map<string, ReactElement>();
  private keptChars = 0;
  constructor(private readonly maxChars: number) {}

  of(text: string): ReactElement {
    const hit = this.kept.get(text);
    if (hit) {
      this.kept.delete(text);
      this.kept.set(text, hit);
      return hit;
    }
    // react-markdown's component is a plain synchronous function of its props (no hooks): its result is what React would render
    const tree = renderMarkdown({ children: text, remarkPlugins: [remarkGfm], skipHtml: true });
    if (text.length > this.maxChars) return tree;
    this.kept.set(text, tree);
    this.keptChars += text.length;
    for (const oldest of this.kept.keys()) {
      if (this.keptChars <= this.maxChars) break;
      this.kept.delete(oldest);
      this.keptChars -= oldest.length;
    }
    return tree;
  }
}

/** Every bundled task's SPEC.md, instruction and notes many times over (a few MB of trees). */
export const MARKDOWN_KEPT_CHARS = 512 * 1024;
const renderedTrees = new RenderedMarkdown(MARKDOWN_KEPT_CHARS);
