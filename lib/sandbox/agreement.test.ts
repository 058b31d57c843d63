import { describe, expect, it } from "vitest";
import { agreementOf, crossCheckFinding } from "./agreement";
import type { JudgeResult } from "../judges/types";

const EGO = "egocentric-activity-understanding@e25513b";
const KART = "kart-race-telemetry-ledger-s1@f933449";
const port = (reward: Record<string, unknown>, reason = "ok") => ({
  ok: true as const,
  result: { reward, reason, events: [] } as unknown as JudgeResult,
});
const r = { reward: 0.5, true_positives: 3, frame_tolerance: 12 };

describe("agreementOf", () => {
  it.each<[string, Parameters<typeof agreementOf>[1], Parameters<typeof agreementOf>[2], string]>([
    ["equal objects", port(r), { status: "scored", rewardObject: { ...r }, reason: "ok" }, "agree"],
    ["numbers within 1e-9", port({ ...r, reward: 0.5 + 1e-12 }), { status: "scored", rewardObject: r, reason: "ok" }, "agree"],
    ["a number differs", port({ ...r, true_positives: 4 }), { status: "scored", rewardObject: r, reason: "ok" }, "differ:true_positives"],
    [
      "a key only the task judge has",
      port({ reward: 0.5, true_positives: 3 }),
      { status: "scored", rewardObject: r, reason: "ok" },
      "differ:frame_tolerance",
    ],
    [
      "egocentric reason differs (details)",
      port(r, "action 1 repeats a noun"),
      { status: "scored", rewardObject: r, reason: "ok" },
      "differ:<details>.reason",
    ],
    ["other families ignore the reason", port(r, "x"), { status: "scored", rewardObject: r, reason: "y" }, "agree"],
    ["task judge crashed, port 0", port({ reward: 0 }), { status: "crashed", rewardObject: null, reason: "crashed" }, "agree"],
    ["task judge crashed, port 0.5", port(r), { status: "crashed", rewardObject: null, reason: "crashed" }, "differ:reward"],
    ["timeout is no verdict", port(r), { status: "timeout", rewardObject: null, reason: "timeout" }, "not-compared"],
    ["port failed", { ok: false, error: "ground truth rejected" }, { status: "scored", rewardObject: r, reason: "ok" }, "not-compared"],
  ])("%s", (_n, p, task, expected) => {
    const judge = _n.startsWith("other") ? KART : EGO;
    const a = agreementOf(judge, p, task);
    const got = a.kind === "differ" ? `differ:${a.path}` : a.kind;
    expect(got).toBe(expected);
  });
});

describe("crossCheckFinding", () => {
  it.each([
    [{ compared: 12, differ: 3, notCompared: 0 }, "the PR's judge (task:abc) differs from P on 3 of 12 ledgers"],
    [{ compared: 5, differ: 0, notCompared: 0 }, "the PR's judge (task:abc) agrees with P on all 5 ledgers"],
    [{ compared: 4, differ: 1, notCompared: 2 }, "the PR's judge (task:abc) differs from P on 1 of 4 ledgers (2 not compared)"],
    [{ compared: 0, differ: 0, notCompared: 3 }, "the PR's judge (task:abc) could not be compared with P on any ledger (3 not compared)"],
  ])("%j", (counts, text) => expect(crossCheckFinding("task:abc", "P", counts)).toBe(text));
});
