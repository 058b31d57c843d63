// timePoints, the event-time credit of one slot (SPEC.md: 2 points within 1 s, 1 within 4 s, 0
// otherwise; both times null is 2, one side null is 0). Expected values read off that rule by hand;
// the one-side-null rows at small times matter: |null - 0.5| is 0.5 in JavaScript.
import { describe, expect, it } from "vitest";
import { timePoints } from "./credit";

describe("timePoints", () => {
  it.each<[number | null, number | null, number]>([
    [null, null, 2],
    [null, 0.5, 0],
    [0.5, null, 0],
    [null, 0, 0],
    [0, null, 0],
    [10, 10, 2],
    [10, 11, 2],
    [10, 11.5, 1],
    [10, 14, 1],
    [14, 10, 1],
    [10, 14.5, 0],
  ])("predicted %s, expected %s -> %s", (p, e, points) => {
    expect(timePoints(p, e)).toBe(points);
  });
});
