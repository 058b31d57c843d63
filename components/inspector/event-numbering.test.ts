import { describe, expect, it } from "vitest";
import { eventNumber, labelWithoutNumber, predictionNumber } from "./event-numbering";

describe("eventNumber: the ground truth's one-based numbering", () => {
  it.each([
    [{ kind: "expected", index: 0 }, "#1"],
    [{ kind: "expected", index: 64 }, "#65"],
    [{ kind: "spurious", index: 2 }, "P3"],
  ] as const)("%j -> %s", (e, n) => expect(eventNumber(e)).toBe(n));

  it("names a matched prediction by its entry number", () => {
    expect(predictionNumber(0)).toBe("P1");
  });
});

describe("labelWithoutNumber", () => {
  it.each([
    [{ kind: "expected", index: 0, label: "#1 turn_right_heading 293 degrees @ 20s" }, "turn_right_heading 293 degrees @ 20s"],
    [{ kind: "expected", index: 0, label: "#12 climb" }, "#12 climb"],
    [{ kind: "expected", index: 11, label: "#12: climb" }, "climb"],
    [{ kind: "expected", index: 0, label: "race 1: Luigi Circuit" }, "race 1: Luigi Circuit"],
    [{ kind: "expected", index: 3, label: "#1 mismatched" }, "#1 mismatched"],
    [{ kind: "spurious", index: 0, label: "#1 x" }, "#1 x"],
    [{ kind: "expected", index: 0, label: "#1" }, "#1"],
  ] as const)("%j -> %j", (e, label) => expect(labelWithoutNumber(e)).toBe(label));
});
