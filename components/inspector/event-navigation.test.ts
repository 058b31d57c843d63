import { describe, expect, it } from "vitest";
import {
  eventAtTime,
  eventToken,
  keyAction,
  parseEventParam,
  stepSelection,
  urlWithEvent,
  type EventParam,
  type NavEvent,
} from "./event-navigation";

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
    [",", {}, div, "frame-back"],
    [".", {}, div, "frame-forward"],
    ["<", { shiftKey: true }, div, "second-back"],
    [">", { shiftKey: true }, div, "second-forward"],
    [",", { shiftKey: true }, div, "second-back"],
    [".", { shiftKey: true }, div, "second-forward"],
    [".", {}, { tagName: "INPUT" }, null],
    [",", { ctrlKey: true }, div, null],
  ];
  it.each(cases)("%j %j in %j -> %s", (key, mods, target, action) => expect(keyAction({ key, ...mods }, target)).toBe(action));
});

describe("parseEventParam", () => {
  // stored order: expected #1..#3 (indices 0..2), then unmatched predictions P2 and P5
  const events = [
    { kind: "expected", index: 0 },
    { kind: "expected", index: 1 },
    { kind: "expected", index: 2 },
    { kind: "spurious", index: 1 },
    { kind: "spurious", index: 4 },
  ] as const;
  const cases: [string | string[] | undefined, EventParam][] = [
    ["E1", { kind: "token", key: 0 }],
    ["E3", { kind: "token", key: 2 }],
    [" e3 ", { kind: "token", key: 2 }],
    ["P2", { kind: "token", key: 3 }],
    ["P5", { kind: "token", key: 4 }],
    ["P1", null], // entry 1 was matched: not listed as a prediction of its own
    ["E4", null],
    ["E0", null],
    ["E", null],
    // old zero-based positions: redirected to the event's token
    ["0", { kind: "legacy", key: 0, token: "E1" }],
    ["2", { kind: "legacy", key: 2, token: "E3" }],
    ["3", { kind: "legacy", key: 3, token: "P2" }],
    ["5", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    [undefined, null],
    [["E2", "E3"], { kind: "token", key: 1 }],
    ["9999999999", null],
  ];
  it.each(cases)("%j -> %j", (raw, want) => expect(parseEventParam(raw, events)).toEqual(want));

  it("eventToken is the inverse", () => {
    for (const e of events) expect(parseEventParam(eventToken(e), events)).toEqual({ kind: "token", key: events.indexOf(e) });
  });
});

describe("urlWithEvent", () => {
  it.each([
    ["http://x/tasks/t/ledgers/l?judge=p1", "E17", "/tasks/t/ledgers/l?judge=p1&event=E17"],
    ["http://x/tasks/t/ledgers/l?event=3&judge=p1", "P4", "/tasks/t/ledgers/l?event=P4&judge=p1"],
    ["http://x/tasks/t/ledgers/l?event=E3", null, "/tasks/t/ledgers/l"],
  ])("%s", (href, token, out) => expect(urlWithEvent(href, token)).toBe(out));
});
