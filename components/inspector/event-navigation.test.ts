import { describe, expect, it } from "vitest";
import { eventAtTime, keyAction, parseEventParam, stepSelection, urlWithEvent, type NavEvent } from "./event-navigation";

const list: NavEvent[] = [
  { key: 2, timeSec: 1, seekable: true },
  { key: 0, timeSec: 3, seekable: true },
  { key: 3, timeSec: 3, seekable: true },
  { key: 1, timeSec: 10, seekable: true },
  { key: 4, timeSec: null, seekable: false },
];

describe("stepSelection", () => {
  const cases: [number | null, 1 | -1, number | null][] = [
    [null, 1, 2],
    [null, -1, 4],
    [2, 1, 0],
    [0, 1, 3],
    [4, 1, 4],
    [2, -1, 2],
    [1, -1, 3],
    [99, 1, 2], // selection filtered away: restart from the start
    [99, -1, 4],
  ];
  it.each(cases)("from %s dir %s -> %s", (sel, dir, next) => expect(stepSelection(list, sel, dir)).toBe(next));
  it("empty list", () => expect(stepSelection([], 1, 1)).toBeNull());
});

describe("eventAtTime", () => {
  const cases: [number, number | null, number | null][] = [
    [0, null, null],
    [0.99, null, 2], // within REACHED_EPS
    [1, null, 2],
    [2.9, null, 2],
    [3, null, 3],
    [3, 0, 0], // a click on one of two simultaneous events sticks
    [5, 0, 0],
    [5, 2, 3], // preference only among the simultaneous group
    [10, null, 1],
    [1e6, null, 1],
  ];
  it.each(cases)("t=%s prefer=%s -> %s", (t, prefer, key) => expect(eventAtTime(list, t, prefer)).toBe(key));
  it("all unseekable", () => expect(eventAtTime([{ key: 0, timeSec: null, seekable: false }], 5)).toBeNull());
  it("large list stays logarithmic and right", () => {
    const big = Array.from({ length: 2000 }, (_, i) => ({ key: i, timeSec: i * 0.5, seekable: true }));
    expect(eventAtTime(big, 500.2)).toBe(1000);
  });
});

describe("keyAction", () => {
  const div = { tagName: "DIV" };
  const cases: [string, object, object | null, string | null][] = [
    ["j", {}, div, "next"],
    ["K", {}, div, "previous"],
    [" ", {}, div, "toggle-play"],
    [" ", {}, null, "toggle-play"],
    ["j", { ctrlKey: true }, div, null],
    ["j", {}, { tagName: "input" }, null],
    ["k", {}, { tagName: "TEXTAREA" }, null],
    [" ", {}, { tagName: "SELECT" }, null],
    ["j", {}, { tagName: "DIV", isContentEditable: true }, null],
    [" ", {}, { tagName: "BUTTON" }, null],
    [" ", {}, { tagName: "A" }, null],
    ["j", {}, { tagName: "BUTTON" }, "next"],
    ["x", {}, div, null],
  ];
  it.each(cases)("%j %j in %j -> %s", (key, mods, target, action) => expect(keyAction({ key, ...mods }, target)).toBe(action));
});

describe("parseEventParam", () => {
  const cases: [string | string[] | undefined, number | null][] = [
    ["17", 17],
    [" 3 ", 3],
    ["0", 0],
    ["20", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    [undefined, null],
    [["4", "5"], 4],
    ["9999999999", null],
  ];
  it.each(cases)("%j -> %s", (raw, n) => expect(parseEventParam(raw, 20)).toBe(n));
});

describe("urlWithEvent", () => {
  it.each([
    ["http://x/tasks/t/ledgers/l?judge=p1", 17, "/tasks/t/ledgers/l?judge=p1&event=17"],
    ["http://x/tasks/t/ledgers/l?event=3&judge=p1", 4, "/tasks/t/ledgers/l?event=4&judge=p1"],
    ["http://x/tasks/t/ledgers/l?event=3", null, "/tasks/t/ledgers/l"],
  ])("%s", (href, key, out) => expect(urlWithEvent(href, key)).toBe(out));
});
