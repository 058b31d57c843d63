// Second review, the file and entry rules no other test pinned: §3 whole-file rules, §4 entry rules
// with their order and the chronological marker, and the §5 window on the real task. Each table row
// names its spec section. (The four open points: spec-open-points.test.ts.)
import { describe, expect, it } from "vitest";
import { egocentric157e7b4, egocentricE25513b } from "./index";
import { groundTruthActions, groundTruthBytes, RawJson, submissionBytes, textBytes, type PlainAction } from "./__tests__/support";

const judges = [egocentricE25513b, egocentric157e7b4];
const LATEST = egocentricE25513b.id;
const raw = (text: string) => new RawJson(text);

describe("§3 whole-file rules not pinned elsewhere", () => {
  const real = egocentricE25513b.prepare(groundTruthBytes(LATEST));
  const oracle = groundTruthActions(LATEST);
  const scoreReal = (bytes: Uint8Array) => egocentricE25513b.score(real, bytes);
  const oracleText = JSON.stringify({ actions: oracle });

  const voids: [string, string, string][] = [
    ["§3.3 top-level null", "null", "invalid solution: solution must be an object containing actions"],
    ["§3.3 top-level empty array", "[]", "invalid solution: solution must be an object containing actions"],
    ["§3.3 top-level number", "1", "invalid solution: solution must be an object containing actions"],
    ["§3.3 top-level -Infinity", "-Infinity", "invalid solution: solution must be an object containing actions"],
    ["§3.3 key differs in case", '{"Actions": []}', "invalid solution: solution must be an object containing actions"],
    [
      "§3.3 actions nested one level down",
      `{"solution": ${oracleText}}`,
      "invalid solution: solution must be an object containing actions",
    ],
    ["§3.4 actions is a string", '{"actions": "[]"}', "invalid solution: actions must be a list"],
    ["§3.4 actions is a number", '{"actions": 0}', "invalid solution: actions must be a list"],
    ["§3.4 actions is true", '{"actions": true}', "invalid solution: actions must be a list"],
    [
      "§3.2 duplicate key: a valid list then null",
      `${oracleText.slice(0, -1)}, "actions": null}`,
      "invalid solution: actions must be a list",
    ],
    [
      "A1 a 4301-digit integer anywhere",
      `{"actions": [], "seed": ${"9".repeat(4301)}}`,
      "invalid solution: Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit",
    ],
  ];
  it.each(voids)("%s", (_name, text, reason) => {
    for (const judge of judges) {
      const result = judge.score(judge.prepare(groundTruthBytes(judge.id)), textBytes(text));
      expect(result.reason).toBe(reason);
      expect(result.reward).toMatchObject({
        reward: 0,
        predicted_actions: 0,
        valid_predicted_actions: 0,
        false_positives: 0,
        false_negatives: 172,
      });
    }
  });

  it("§3.4 exactly 2000 entries is scored, 2001 is void", () => {
    const padded = (n: number) => [...oracle, ...Array.from({ length: n - oracle.length }, () => null)];
    const at = scoreReal(submissionBytes(padded(2000)));
    expect(at.reward).toMatchObject({ predicted_actions: 2000, valid_predicted_actions: 172, true_positives: 172 });
    expect(scoreReal(submissionBytes(padded(2001))).reason).toBe("invalid solution: actions exceeds the maximum of 2000");
  });

  it("§3.1 exactly 2 000 000 bytes is read, one more is void", () => {
    const at = scoreReal(textBytes(oracleText.padEnd(2_000_000)));
    expect(at.reward.reward).toBe(1);
    expect(scoreReal(textBytes(oracleText.padEnd(2_000_001))).reason).toBe("invalid solution: solution exceeds 2000000 bytes");
  });

  it("A1 4300 digits still parse: the entry fails rule 8 only", () => {
    const entries = oracle.map((a, i) => (i === 0 ? { ...a, end_frame: raw("9".repeat(4300)) } : a));
    const result = scoreReal(submissionBytes(entries));
    expect(result.reason).toBe("action 1 has frame numbers outside the video");
    expect(result.reward).toMatchObject({ predicted_actions: 172, true_positives: 171 });
  });

  it("§3.2 a duplicate key inside an entry keeps the last value", () => {
    const text = oracleText.replace('{"verb":', '{"verb": ["bad"], "start_frame": 1.5, "verb":');
    expect(scoreReal(textBytes(text)).reward.reward).toBe(1);
  });
});

describe("§4 rules, their order and the marker (real task)", () => {
  const oracle = groundTruthActions(LATEST);
  const prepared = egocentricE25513b.prepare(groundTruthBytes(LATEST));
  const first = oracle[0] as PlainAction; // turn on [burner] 1042-...
  const score = (entries: unknown[]) => egocentricE25513b.score(prepared, submissionBytes(entries));

  const rows: [string, Partial<PlainAction>, string][] = [
    ["§4.3 before §4.4: bad verb and empty nouns", { verb: "Turn on", nouns: [] }, "has a verb outside the vocabulary"],
    ["§4.5 before §4.6: a repeat and an unknown noun", { nouns: ["burner", "burner", "stove"] }, "has a noun outside the vocabulary"],
    ["§4.6 before §4.7: a repeat and a float frame", { nouns: ["burner", "burner"], start_frame: raw("1042.0") }, "repeats a noun"],
    ["§4.7 before §4.8: a float and a negative frame", { start_frame: -5, end_frame: raw("-1.0") }, "has non-integer frame numbers"],
    ["§4.7 -Infinity", { start_frame: raw("-Infinity") }, "has non-integer frame numbers"],
    ["§4.7 1e400 is a float (infinity)", { end_frame: raw("1e400") }, "has non-integer frame numbers"],
    ["§4.7 -0.0 is a float", { start_frame: raw("-0.0") }, "has non-integer frame numbers"],
    ["§4.7 false", { end_frame: false }, "has non-integer frame numbers"],
    ["§4.7 null", { end_frame: null }, "has non-integer frame numbers"],
    ["§4.8 start > end", { start_frame: 1100, end_frame: 1042 }, "has frame numbers outside the video"],
    ["§4.8 huge negative integer", { start_frame: raw(`-${"9".repeat(40)}`) }, "has frame numbers outside the video"],
    ["§4.8 end 25692", { end_frame: 25692 }, "has frame numbers outside the video"],
    ["§4.3 verb true", { verb: true }, "has a verb outside the vocabulary"],
    ["§4.3 verb NaN", { verb: raw("NaN") }, "has a verb outside the vocabulary"],
  ];
  it.each(rows)("%s", (_name, patch, text) => {
    const result = score([{ ...first, ...patch }, ...oracle.slice(1)]);
    expect(result.reason).toBe(`action 1 ${text}`);
    expect(result.reward).toMatchObject({ predicted_actions: 172, valid_predicted_actions: 171, true_positives: 171, reward: 0.994186 });
  });

  it("§4.8 start 0 and end 25691 are inside the video", () => {
    const result = score([{ ...first, start_frame: 0 }, ...oracle.slice(1, -1), { ...oracle[171], end_frame: 25691 }]);
    expect(result.reason).toBe("ok");
    expect(result.reward).toMatchObject({ valid_predicted_actions: 172, true_positives: 170 });
  });

  it("§4.9 an out-of-order entry does not move the marker; an equal start after it is accepted", () => {
    const [a, b, c] = oracle.slice(0, 3) as PlainAction[];
    const result = score([a, c, b, c, ...oracle.slice(3)]);
    expect(result.reason).toBe("action 3 is not in chronological order");
    expect(result.reward).toMatchObject({ predicted_actions: 173, valid_predicted_actions: 172, true_positives: 171 });
  });

  it("§4.9 the marker starts at -1: start 0 first is accepted", () => {
    expect(score([{ ...first, start_frame: 0 }]).reason).toBe("ok");
  });

  it("§4 reason: exactly 10 messages in full, the 11th left out, mixed rules in position order", () => {
    const broken = [null, "x", { verb: "take" }, { ...first, verb: "x" }, { ...first, nouns: [] }, { ...first, nouns: ["x"] }];
    const more = [
      { ...first, nouns: ["burner", "burner"] },
      { ...first, start_frame: 1.5 },
      { ...first, end_frame: 99999 },
      { ...first, end_frame: 1042 },
      null,
    ];
    const ten = score([...broken, ...more.slice(0, 4)]).reason;
    expect(ten.split("; ")).toEqual([
      "action 1 must be an object",
      "action 2 must be an object",
      "action 3 is missing required fields",
      "action 4 has a verb outside the vocabulary",
      "action 5 must list at least one noun",
      "action 6 has a noun outside the vocabulary",
      "action 7 repeats a noun",
      "action 8 has non-integer frame numbers",
      "action 9 has frame numbers outside the video",
      "action 10 has frame numbers outside the video",
    ]);
    expect(score([...broken, ...more]).reason).toBe(ten);
  });
});

describe("§5 the window on the real task, both boundaries, both versions", () => {
  const rows: [string, number, number, boolean][] = [
    ["start -12", -12, 0, true],
    ["start +12", 12, 0, true],
    ["start -13", -13, 0, false],
    ["start +13", 13, 0, false],
    ["end -12", 0, -12, true],
    ["end +12", 0, 12, true],
    ["end -13", 0, -13, false],
    ["end +13", 0, 13, false],
    ["start -12, end +12", -12, 12, true],
    ["start +12, end +13", 12, 13, false],
  ];
  it.each(rows)("one action %s", (_name, ds, de, counts) => {
    for (const judge of judges) {
      const oracle = groundTruthActions(judge.id);
      // action 6 (index 5) is long and isolated enough that no neighbour fits instead
      const entries = oracle.map((a, i) =>
        i === 5 ? { ...a, start_frame: (a.start_frame as number) + ds, end_frame: (a.end_frame as number) + de } : a,
      );
      const result = judge.score(judge.prepare(groundTruthBytes(judge.id)), submissionBytes(entries));
      expect(result.reason).toBe("ok");
      expect(result.reward.true_positives).toBe(counts ? 172 : 171);
      expect(result.reward.boundary_only_matches).toBe(counts ? 172 : 171);
    }
  });
});
