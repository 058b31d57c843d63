// The rendered markdown is kept per text: a task page's later loads do not parse its SPEC.md,
// instruction and notes again (they were most of the page's one synchronous render: RenderInTurn.tsx).
// Counted through react-markdown itself (each call is one parse), never timed; the expected HTML
// is react-markdown's own rendering of the same text with the same options.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import remarkGfm from "remark-gfm";
import { beforeEach, describe, expect, it, vi } from "vitest";

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock("react-markdown", async (importOriginal) => {
  const original = await importOriginal<typeof import("react-markdown")>();
  return {
    ...original,
    default: (options: Parameters<typeof original.default>[0]) => {
      parses.count++;
      return original.default(options);
    },
  };
});
const { Markdown, RenderedMarkdown } = await import("./Markdown");
const { default: ReactMarkdown } = await vi.importActual<typeof import("react-markdown")>("react-markdown");

const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));
const direct = (text: string) =>
  `<div class="markdown">${renderToStaticMarkup(ReactMarkdown({ children: text, remarkPlugins: [remarkGfm], skipHtml: true }))}</div>`;

beforeEach(() => {
  parses.count = 0;
});

describe("Markdown", () => {
  it("parses a text once however often it is shown, and shows what react-markdown renders", () => {
    const text = `# Spec\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[x](javascript:alert(1)) <script>alert(2)</script> ${Math.random()}`;
    const first = html(text);
    const again = html(text);
    expect(parses.count).toBe(1);
    expect(again).toBe(first);
    expect(first).toBe(direct(text));
    expect(first).toContain("<table>");
    expect(first).not.toContain("<script");
    expect(first).not.toContain("javascript:");
  });

  it("parses each different text", () => {
    html(`one ${Math.random()}`);
    html(`two ${Math.random()}`);
    expect(parses.count).toBe(2);
  });
});

describe("RenderedMarkdown", () => {
  it("drops the least recently used text beyond its bound, and keeps none longer than the bound", () => {
    const trees = new RenderedMarkdown(10);
    trees.of("aaaa"); // 4
    trees.of("bbbb"); // 8
    trees.of("aaaa"); // a used again: b is now the oldest
    trees.of("cccc"); // 12 > 10: b dropped
    expect(parses.count).toBe(3);
    trees.of("aaaa");
    trees.of("cccc");
    expect(parses.count).toBe(3);
    trees.of("bbbb");
    expect(parses.count).toBe(4);
    trees.of("x".repeat(11));
    trees.of("x".repeat(11));
    expect(parses.count).toBe(6);
  });
});
