// Shape inference, table-tested: where the events are, what each field is, vocabularies from the
// oracle, the ground truth and the instruction, caps, stated tolerances, order, layout; bounded
// on hostile input.
import { describe, expect, it } from "vitest";
import { findEventList, inferShape, orderIsContract, statedCap, statedTolerances, toleranceFor, vocabularyGroups } from "./shape";

const bytes = (v: unknown, indent?: number) => new TextEncoder().encode(JSON.stringify(v, null, indent));

describe("findEventList", () => {
  it.each([
    ["a bare array", [{ a: 1 }], [], 1],
    ["a key", { events: [{ a: 1 }, { a: 2 }] }, ["events"], 2],
    ["nested keys", { ledger: { meta: {}, actions: [{ a: 1 }] } }, ["ledger", "actions"], 1],
    ["the longest list wins", { legs: [{ a: 1 }], clearances: [{ a: 1 }, { a: 2 }] }, ["clearances"], 2],
    ["a list with a non-object is not an event list", { mixed: [{ a: 1 }, 3], ok: [{ a: 1 }] }, ["ok"], 1],
  ])("%s", (_name, doc, path, count) => {
    expect(findEventList(doc)).toMatchObject({ path, items: { length: count } });
  });

  it("no list of objects: null", () => {
    expect(findEventList({ a: [1, 2], b: "x" })).toBeNull();
  });
});

describe("instruction readings", () => {
  it.each([
    ["Submit at most 200 events.", 200],
    ["no more than 1,500 entries", 1500],
    ["padding to the 2000-entry limit", 2000],
    ["up to 3 answers per clip", 3],
    ["at most 20 minutes", null],
    ["", null],
  ])("cap %j -> %s", (line, cap) => {
    expect(statedCap([line])).toBe(cap);
  });

  it.each([
    ["A boundary within 12 frames of the true boundary is accepted.", [{ value: 12, unit: "frame" }]],
    [
      "within 12 frames, or 0.5 seconds,",
      [
        { value: 12, unit: "frame" },
        { value: 0.5, unit: "s" },
      ],
    ],
    ["issue time ±2 s", [{ value: 2, unit: "s" }]],
    ["+/- 250 ms", [{ value: 250, unit: "ms" }]],
    ["within 30% of the true count", []],
  ])("tolerances in %j", (line, expected) => {
    expect(statedTolerances([line]).map(({ value, unit }) => ({ value, unit }))).toEqual(expected);
  });

  it.each([
    ["Reconstruct the complete chronological ledger.", true],
    ["Entries must be ordered by non-decreasing `start_frame`.", true],
    ["The order of `nouns` does not matter.", false],
    ["Events may be listed in any order; sorted by time is fine but not required, and order does not matter.", false],
    ["List every event.", false],
  ])("order contract in %j: %s", (text, expected) => {
    expect(orderIsContract(text.split("\n"))).toBe(expected);
  });

  it("vocabulary groups: the words of one line, and a run of bullet lines' leading words", () => {
    const lines = ["The nouns are: `a`, `b`, `c`.", "", "- `enter`: comes in", "- `exit`: leaves", "text", "- `x`: only one"];
    expect(vocabularyGroups(lines)).toEqual([
      ["a", "b", "c"],
      ["enter", "exit"],
    ]);
  });
});

describe("inferShape", () => {
  const oracle = {
    actions: [
      { verb: "enter", nouns: ["red_square"], start_frame: 72, end_frame: 131, note: null },
      { verb: "move", nouns: ["red_square", "blue_circle"], start_frame: 400, end_frame: 460, note: null },
    ],
  };
  const instruction = [
    "The 4 verbs are:",
    "- `enter`: comes in",
    "- `exit`: leaves",
    "- `move`: moves",
    "- `swap`: swaps",
    "The nouns are: `blue_circle`, `green_triangle`, `red_square`.",
    "- `start_frame`, `end_frame`: integer frame numbers. A boundary within 12 frames is accepted.",
    "Entries must be ordered by non-decreasing `start_frame`.",
  ].join("\n");
  const gt = { actions: [{ verb: "exit", nouns: ["purple_diamond"], start_frame: 1, end_frame: 2 }] };
  const r = inferShape(bytes(oracle, 2), instruction, bytes(gt));

  it("reads the list, the fields and their kinds", () => {
    if (!r.ok) throw new Error(r.reason);
    expect(r.shape.listPath).toEqual(["actions"]);
    expect(r.shape.fields.map((f) => [f.name, f.kind, f.unit ?? null, f.integerByContract])).toEqual([
      ["verb", "label", null, false],
      ["nouns", "labels", null, false],
      ["start_frame", "time", "frame", true],
      ["end_frame", "time", "frame", true],
      ["note", "other", null, false],
    ]);
  });

  it("vocabularies: the oracle's values, the ground truth's, and the instruction's lists that contain one of them", () => {
    if (!r.ok) throw new Error(r.reason);
    const vocab = Object.fromEntries(r.shape.fields.map((f) => [f.name, [...f.vocabulary].sort()]));
    expect(vocab.verb).toEqual(["enter", "exit", "move", "swap"]);
    expect(vocab.nouns).toEqual(["blue_circle", "green_triangle", "purple_diamond", "red_square"]);
  });

  it("cap, tolerance per field, order, layout", () => {
    if (!r.ok) throw new Error(r.reason);
    expect(r.shape.cap).toBeNull();
    expect(toleranceFor(r.shape, r.shape.fields[2])).toMatchObject({ value: 12, unit: "frame" });
    expect(r.shape.orderMatters).toBe(true);
    expect(r.shape.indent).toBe("  ");
    expect(r.shape.trailingNewline).toBe(false);
  });

  it("a stated tolerance in ms applies to a seconds field, converted", () => {
    const s = inferShape(bytes({ events: [{ label: "a", t: 1.5 }] }), "within 250 ms");
    if (!s.ok) throw new Error(s.reason);
    expect(toleranceFor(s.shape, s.shape.fields[1])).toMatchObject({ value: 0.25, unit: "s" });
  });

  it.each([
    ["not JSON", new TextEncoder().encode("{"), /not JSON/],
    ["no event list", bytes({ a: 1 }), /no list of event objects/],
    ["an empty list", bytes({ events: [] }), /no list of event objects/],
    ["too large", new Uint8Array(6 * 1024 * 1024), /larger than/],
  ])("refuses %s, saying why", (_name, input, reason) => {
    const s = inferShape(input, "");
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.reason).toMatch(reason);
  });

  it("hostile input stays bounded: a deep document and a huge instruction line are read, not walked without end", () => {
    const deep = new TextEncoder().encode(`${'{"d":'.repeat(5000)}{"events":[{"t":1,"label":"x"}]}${"}".repeat(5000)}`);
    const s = inferShape(deep, `${"`a` ".repeat(100_000)}\n${"within ".repeat(50_000)}`);
    // deeper than the writer may go: refused with its reason, not walked for ever
    expect(s).toEqual({ ok: false, reason: "the oracle nests deeper than 64 levels" });
    const wide = inferShape(bytes({ events: Array.from({ length: 6000 }, (_, i) => ({ t: i, label: `l${i}` })) }), "");
    expect(wide.ok && wide.shape.events.length).toBe(5000);
    expect(wide.ok && wide.notes).toEqual(["only the first 5000 of 6000 oracle events are probed"]);
  });
});
