import { describe, expect, it } from "vitest";
import { creditBreakdown } from "./credit-breakdown";
import { ev } from "../inspector/__tests__/test-events";

describe("creditBreakdown from the reward object", () => {
  it("FlightGear: group_credit", () => {
    const reward = {
      reward: 0,
      details: { group_credit: { target: { earned: 252, available: 260 }, chain: { earned: 106, available: 130 } } },
    };
    expect(creditBreakdown(reward, [])).toEqual({
      kind: "groups",
      rows: [
        { name: "target", earned: 252, available: 260 },
        { name: "chain", earned: 106, available: 130 },
      ],
    });
  });

  it("kart: dims with weights", () => {
    const reward = {
      reward: 0.0368,
      details: {
        dims: {
          items_collected: { tau: 0.6441, accuracy: 0.121, score: 0.078, n_pairs: 59 },
          bananas_hit: { tau: -0.0408, accuracy: 0.3333, score: 0 },
        },
        weights: { items_collected: 0.3, bananas_hit: 0.25 },
      },
    };
    expect(creditBreakdown(reward, [])).toEqual({
      kind: "quantities",
      rows: [
        { name: "items_collected", tau: 0.6441, accuracy: 0.121, score: 0.078, weight: 0.3 },
        { name: "bananas_hit", tau: -0.0408, accuracy: 0.3333, score: 0, weight: 0.25 },
      ],
    });
  });

  it("egocentric: TP/FP/FN and near misses", () => {
    const reward = {
      reward: 0,
      true_positives: 0,
      false_positives: 4,
      false_negatives: 172,
      verb_and_boundary_matches: 1,
      boundary_only_matches: 1,
      f1: 0,
    };
    const b = creditBreakdown(reward, []);
    expect(b.kind === "counts" && b.rows.map((r) => r.value)).toEqual([0, 4, 172, 1, 1]);
  });

  it("egocentric (older): no near-miss keys", () => {
    const b = creditBreakdown({ reward: 1, true_positives: 3, false_positives: 0, false_negatives: 0 }, []);
    expect(b.kind === "counts" && b.rows.map((r) => r.name)).toEqual(["true positives", "false positives", "false negatives"]);
  });
});

describe("ordering", () => {
  it("restores the judge's group order that a jsonb round trip lost", () => {
    const reward = {
      details: {
        group_credit: { chain: { earned: 1, available: 2 }, target: { earned: 3, available: 4 }, extra: { earned: 0, available: 0 } },
      },
    };
    const events = [
      ev({
        verdict: "full",
        groups: [
          { name: "target", earned: 3, available: 4 },
          { name: "chain", earned: 1, available: 2 },
        ],
      }),
    ];
    const b = creditBreakdown(reward, events);
    expect(b.kind === "groups" && b.rows.map((r) => r.name)).toEqual(["target", "chain", "extra"]);
  });
});

describe("creditBreakdown from events (fallback)", () => {
  it("sums event groups", () => {
    const events = [
      ev({ verdict: "full", groups: [{ name: "target", earned: 4, available: 4 }] }),
      ev({
        verdict: "partial",
        groups: [
          { name: "target", earned: 1, available: 4 },
          { name: "status", earned: 0, available: 4 },
        ],
      }),
    ];
    expect(creditBreakdown({ reward: 0.1, details: { reason: "ok" } }, events)).toEqual({
      kind: "groups",
      rows: [
        { name: "target", earned: 5, available: 8 },
        { name: "status", earned: 0, available: 4 },
      ],
    });
  });

  it("counts verdicts when there are no groups", () => {
    const events = [ev({ verdict: "full" }), ev({ verdict: "none" }), ev({ verdict: "none" }), ev({ verdict: "spurious" })];
    const b = creditBreakdown(null, events);
    expect(b.kind === "counts" && b.rows.map((r) => r.value)).toEqual([1, 0, 2, 1]);
  });

  it.each([[null], [{}], ["x"]])("nothing to show: %j", (reward) => expect(creditBreakdown(reward, []).kind).toBe("none"));

  it("malformed group_credit falls through", () => {
    expect(creditBreakdown({ details: { group_credit: { target: { earned: "x" } } } }, []).kind).toBe("none");
  });
});
