// RenderInTurn: each section's body is rendered in a later turn of the event loop than the one
// before it (the task page's sections no longer render in one synchronous stretch), and the HTML
// is what the same tree renders to without it. Turns are counted (a setImmediate tick counter
// read by each body when React renders it), never timed.
import { createElement, Fragment, type ReactNode } from "react";
import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { RenderInTurn } from "./RenderInTurn";

let turn = 0;
let ticking = true;
function tick() {
  turn++;
  if (ticking) setImmediate(tick);
}
afterEach(() => {
  ticking = false;
});

const renderedIn: Record<string, number> = {};
function Body({ name }: { name: string }) {
  renderedIn[name] = turn;
  return createElement("p", null, `section ${name}`);
}
const sections = ["a", "b", "c"];
const tree = (wrap: (i: number, body: ReactNode) => ReactNode) =>
  createElement(
    Fragment,
    null,
    createElement("h1", null, "head"),
    ...sections.map((name, i) => createElement("section", { key: name }, wrap(i, createElement(Body, { name })))),
  );

describe("RenderInTurn", () => {
  it("renders section i in a later turn than section i - 1, and the same HTML as without it", async () => {
    ticking = true;
    tick();
    const stream = await renderToReadableStream(tree((i, body) => createElement(RenderInTurn, { turn: i + 1 }, body)));
    await stream.allReady;
    const html = await new Response(stream).text();
    const turns = sections.map((s) => renderedIn[s]);
    for (let i = 1; i < turns.length; i++) expect(turns[i]).toBeGreaterThan(turns[i - 1]);
    expect(html).toBe(renderToStaticMarkup(tree((_i, body) => body)));
  });
});
