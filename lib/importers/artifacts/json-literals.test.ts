import { describe, expect, it } from "vitest";
import { numberLiterals } from "./json-literals";

describe("numberLiterals: numbers as written, by path", () => {
  it.each([
    ['{"reward": 0.030}', [["reward", "0.030"]]],
    [
      '{"details": {"score": 0.5}, "score": 0.50}',
      [
        ["details.score", "0.5"],
        ["score", "0.50"],
      ],
    ],
    [
      '{"runs": [{"mode": "a", "reward": 0.0}, {"mode": "b,]", "reward": -1.5e-3}]}',
      [
        ["runs[0].reward", "0.0"],
        ["runs[1].reward", "-1.5e-3"],
      ],
    ],
    [
      '{"a\\"b": 1, "c": [1, [2, 3], 4]}',
      [
        ['a"b', "1"],
        ["c[0]", "1"],
        ["c[1][0]", "2"],
        ["c[1][1]", "3"],
        ["c[2]", "4"],
      ],
    ],
    ["0.25", [["", "0.25"]]],
    ['{"s": "0.9", "t": true, "n": null}', []],
  ])("%s", (source, expected) => {
    expect([...numberLiterals(source)]).toEqual(expected);
  });
});
