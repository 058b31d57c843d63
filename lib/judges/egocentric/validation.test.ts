// Spec §3-§4 as a table: whole-file failures (void, scored as zero predictions) and per-entry
// drops (still counted as predictions), on a small demo task with its own vocabulary.
import { describe, expect, it } from "vitest";
import { egocentric157e7b4, egocentricE25513b } from "./index";
import { action, RawJson, submissionBytes, textBytes } from "./__tests__/support";

const options = { verbs: ["take", "put", "open"], nouns: ["cup", "plate", "fridge"], videoFrames: 1000, fps: 25 };
const truth = [action("take", ["cup"], 100, 150), action("put", ["cup", "plate"], 200, 260), action("open", ["fridge"], 300, 340)];
const judges = [egocentricE25513b, egocentric157e7b4];

function score(actionsOrBytes: unknown, judge = egocentricE25513b) {
  const prepared = judge.prepare(submissionBytes(truth), options);
  const bytes = actionsOrBytes instanceof Uint8Array ? actionsOrBytes : submissionBytes(actionsOrBytes);
  return judge.score(prepared, bytes);
}

/** The oracle with entry `i` replaced. */
function withEntry(i: number, entry: unknown): unknown[] {
  return truth.map((a, k) => (k === i ? entry : a));
}

describe("per-entry rules: the entry is dropped but still counted", () => {
  const cases: [string, number, unknown, string][] = [
    ["null entry", 0, null, "action 1 must be an object"],
    ["string entry", 1, "take cup", "action 2 must be an object"],
    ["missing end_frame", 0, { verb: "take", nouns: ["cup"], start_frame: 100 }, "action 1 is missing required fields"],
    ["capitalised verb", 0, action("Take", ["cup"], 100, 150), "action 1 has a verb outside the vocabulary"],
    ["verb with trailing space", 0, action("take ", ["cup"], 100, 150), "action 1 has a verb outside the vocabulary"],
    ["verb null", 0, action(null, ["cup"], 100, 150), "action 1 has a verb outside the vocabulary"],
    ["verb number", 0, action(5, ["cup"], 100, 150), "action 1 has a verb outside the vocabulary"],
    ["verb empty string", 0, action("", ["cup"], 100, 150), "action 1 has a verb outside the vocabulary"],
    ["nouns as a string", 0, action("take", "cup", 100, 150), "action 1 must list at least one noun"],
    ["nouns null", 0, action("take", null, 100, 150), "action 1 must list at least one noun"],
    ["nouns empty", 0, action("take", [], 100, 150), "action 1 must list at least one noun"],
    ["unknown noun", 0, action("take", ["mug"], 100, 150), "action 1 has a noun outside the vocabulary"],
    ["integer noun", 0, action("take", [3], 100, 150), "action 1 has a noun outside the vocabulary"],
    ["duplicate noun", 1, action("put", ["cup", "plate", "cup"], 200, 260), "action 2 repeats a noun"],
    ["start 100.0", 0, action("take", ["cup"], new RawJson("100.0"), 150), "action 1 has non-integer frame numbers"],
    ["start 1e2", 0, action("take", ["cup"], new RawJson("1e2"), 150), "action 1 has non-integer frame numbers"],
    ["end 150.5", 0, action("take", ["cup"], 100, new RawJson("150.5")), "action 1 has non-integer frame numbers"],
    ["start true", 0, action("take", ["cup"], true, 150), "action 1 has non-integer frame numbers"],
    ["start quoted", 0, action("take", ["cup"], "100", 150), "action 1 has non-integer frame numbers"],
    ["end NaN", 0, action("take", ["cup"], 100, new RawJson("NaN")), "action 1 has non-integer frame numbers"],
    ["end Infinity", 0, action("take", ["cup"], 100, new RawJson("Infinity")), "action 1 has non-integer frame numbers"],
    ["start -1", 0, action("take", ["cup"], -1, 150), "action 1 has frame numbers outside the video"],
    ["start == end", 0, action("take", ["cup"], 100, 100), "action 1 has frame numbers outside the video"],
    ["end == videoFrames", 2, action("open", ["fridge"], 300, 1000), "action 3 has frame numbers outside the video"],
    ["end 10**400", 2, action("open", ["fridge"], 300, new RawJson(`1${"0".repeat(400)}`)), "action 3 has frame numbers outside the video"],
  ];
  it.each(cases)("%s", (_name, i, entry, reason) => {
    const result = score(withEntry(i, entry));
    expect(result.reason).toBe(reason);
    expect(result.reward).toMatchObject({ predicted_actions: 3, valid_predicted_actions: 2, invalid_predicted_actions: 1 });
    expect(result.reward).toMatchObject({ true_positives: 2, false_positives: 1, false_negatives: 1 });
    expect(result.reward.reward).toBe(0.666667);
  });

  it("accepts -0 as frame 0, the last frame, extra keys and a \\u-escaped verb", () => {
    const entries = [
      action("take", ["cup"], new RawJson("-0"), 150),
      { ...truth[1], confidence: 0.3, note: { deep: [1, 2] } },
      action("open", ["fridge"], 300, 999),
    ];
    const result = score(entries);
    expect(result.reason).toBe("ok");
    expect(result.reward).toMatchObject({ valid_predicted_actions: 3, true_positives: 1 });
    const escaped = score(textBytes(JSON.stringify({ actions: truth }).replace('"take"', '"t\\u0061ke"')));
    expect(escaped.reward.reward).toBe(1);
  });

  it("drops out-of-order entries, keeps equal starts, and dropped entries do not move the marker", () => {
    const outOfOrder = score([truth[1], truth[0], truth[2]]);
    expect(outOfOrder.reason).toBe("action 2 is not in chronological order");
    const equalStarts = score([action("take", ["cup"], 100, 150), action("open", ["fridge"], 100, 140)]);
    expect(equalStarts.reason).toBe("ok");
    const droppedHigh = score([action("take", ["mug"], 900, 950), ...truth]);
    expect(droppedHigh.reason).toBe("action 1 has a noun outside the vocabulary");
    expect(droppedHigh.reward.true_positives).toBe(3);
  });

  it("reports the first 10 messages only", () => {
    const result = score(Array.from({ length: 12 }, () => null));
    expect(result.reason.split("; ")).toHaveLength(10);
    expect(result.reason.endsWith("action 10 must be an object")).toBe(true);
  });
});

describe("whole-file failures: reward 0 and zero predictions", () => {
  const voids: [string, Uint8Array, string][] = [
    ["bare array", textBytes(JSON.stringify(truth)), "invalid solution: solution must be an object containing actions"],
    ["empty object", textBytes("{}"), "invalid solution: solution must be an object containing actions"],
    ["top-level NaN", textBytes("NaN"), "invalid solution: solution must be an object containing actions"],
    ["actions null", textBytes('{"actions": null}'), "invalid solution: actions must be a list"],
    ["actions object", textBytes('{"actions": {"0": {}}}'), "invalid solution: actions must be a list"],
    ["verb list", submissionBytes(withEntry(2, action(["open"], ["fridge"], 300, 340))), "invalid solution: unhashable type: 'list'"],
    [
      "verb object",
      submissionBytes(withEntry(2, action({ v: "open" }, ["fridge"], 300, 340))),
      "invalid solution: unhashable type: 'dict'",
    ],
    ["noun list", submissionBytes(withEntry(0, action("take", [["cup"]], 100, 150))), "invalid solution: unhashable type: 'list'"],
    [
      "noun object after a good noun",
      submissionBytes(withEntry(1, action("put", ["cup", {}], 200, 260))),
      "invalid solution: unhashable type: 'dict'",
    ],
    ["empty file", textBytes(""), "invalid solution: Expecting value: line 1 column 1 (char 0)"],
    [
      "BOM",
      textBytes(`\ufeff${JSON.stringify({ actions: truth })}`),
      "invalid solution: Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)",
    ],
  ];
  it.each(voids)("%s", (_name, bytes, reason) => {
    for (const judge of judges) {
      const result = score(bytes, judge);
      expect(result.reason).toBe(reason);
      expect(result.reward).toMatchObject({
        reward: 0,
        predicted_actions: 0,
        valid_predicted_actions: 0,
        false_positives: 0,
        false_negatives: 3,
      });
      expect(result.events.filter((e) => e.kind === "spurious")).toHaveLength(0);
    }
  });

  it("a list/dict verb on an entry already dropped for missing fields does not void the file", () => {
    const result = score(withEntry(0, { verb: ["take"], nouns: ["cup"], start_frame: 100 }));
    expect(result.reason).toBe("action 1 is missing required fields");
  });

  it("invalid UTF-8 reports the byte offset", () => {
    const bytes = textBytes(JSON.stringify({ actions: truth }));
    bytes[3] = 0xff;
    expect(score(bytes).reason).toBe("invalid solution: 'utf-8' codec can't decode byte 0xff in position 3: invalid start byte");
  });

  it("caps entries at maxActions and bytes at maxBytes (the cap itself is fine)", () => {
    const prepared = egocentricE25513b.prepare(submissionBytes(truth), { ...options, maxActions: 4, maxBytes: 400 });
    const four = egocentricE25513b.score(prepared, submissionBytes([...truth, truth[2]]));
    expect(four.reward).toMatchObject({ predicted_actions: 4, true_positives: 3 });
    const five = egocentricE25513b.score(prepared, submissionBytes([...truth, truth[2], truth[2]]));
    expect(five.reason).toBe("invalid solution: actions exceeds the maximum of 4");
    const text = '{"actions": []}';
    expect(egocentricE25513b.score(prepared, textBytes(text.padEnd(400))).reason).toBe("ok");
    expect(egocentricE25513b.score(prepared, textBytes(text.padEnd(401))).reason).toBe("invalid solution: solution exceeds 400 bytes");
  });

  it("a duplicate top-level key keeps the last value", () => {
    const text = `{"actions": ${JSON.stringify(truth)}, "actions": []}`;
    expect(score(textBytes(text)).reward).toMatchObject({ reward: 0, predicted_actions: 0 });
    expect(score(textBytes(text)).reason).toBe("ok");
  });
});
