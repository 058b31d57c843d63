// The omission table's "answers to withhold": a count that opens into one linked answer per line,
// never the run-together "#1→1#3→3#4→4…" it was.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WithholdList } from "./OmissionTable";

describe("WithholdList", () => {
  const events = [
    { prediction: 1, event: 0 },
    { prediction: 3, event: 2 },
    { prediction: 4, event: 3 },
  ];
  it("is a count plus a list, each answer linked to its event (one-based token)", () => {
    const html = renderToStaticMarkup(createElement(WithholdList, { events, inspectorHref: "/tasks/t/ledgers/l?judge=p" }));
    expect(html).toContain("<summary>3 matched answers</summary>");
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('href="/tasks/t/ledgers/l?judge=p&amp;event=E3"');
    expect(html).toContain("prediction 3 answers expected event #3");
  });
  it("one answer is singular; none is a dash; no inspector means no links", () => {
    expect(renderToStaticMarkup(createElement(WithholdList, { events: [events[0]] }))).toContain("1 matched answer<");
    expect(renderToStaticMarkup(createElement(WithholdList, { events: [] }))).toBe("—");
    expect(renderToStaticMarkup(createElement(WithholdList, { events, inspectorHref: null }))).not.toContain("<a ");
  });
});
