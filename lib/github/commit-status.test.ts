import { describe, expect, it } from "vitest";
import type { Gate } from "../gates";
import { commitStatusOf } from "./commit-status";

const gate = (id: string, outcome: Gate["outcome"]): Gate => ({ id: id as Gate["id"], title: id, outcome, threshold: "", evidence: [] });
const URL = "https://review.example/tasks/t1";

describe("commitStatusOf", () => {
  it.each([
    ["all pass", ["pass", "pass", "warn"], "success", "all 3 gates pass on measured evidence"],
    ["one fails", ["pass", "fail"], "failure", "1 gate of 2 block: 1 fail"],
    ["fail + insufficient", ["fail", "fail", "insufficient", "pass"], "failure", "3 gates of 4 block: 2 fail, 1 not checkable yet"],
    ["claimed only is not a pass", ["pass", "claimed"], "failure", "1 gate of 2 block: 1 claimed only"],
    ["no gates is not a pass", [], "failure", "no gate evaluated"],
  ] as const)("%s", (_name, outcomes, state, description) => {
    const s = commitStatusOf(
      outcomes.map((o, i) => gate(`g${i}`, o)),
      URL,
    );
    expect(s).toEqual({ state, description, context: "vbench-review", target_url: URL });
  });
});
