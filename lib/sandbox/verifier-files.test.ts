import { describe, expect, it } from "vitest";
import { solutionTargetOf, taskJudgeId, verifierFilesOf, verifierRewardRangeOf, verifierTimeoutOf } from "./verifier-files";

const enc = (s: string) => new TextEncoder().encode(s);

describe("verifierFilesOf / taskJudgeId", () => {
  const files = [
    { path: "steps/solve/tests/test.sh", raw: enc("bash") },
    { path: "steps/solve/tests/judge.py", raw: enc("py") },
    { path: "steps/solve/solution/oracle.json", raw: enc("{}") },
    { path: "calibration/scores.md", raw: enc("") },
  ];
  it("keeps only tests/ files, by their path under tests/, sorted", () => {
    expect([...verifierFilesOf(files).keys()]).toEqual(["judge.py", "test.sh"]);
  });
  it("names the judge by content: same bytes same id, any change a new id", () => {
    const id = taskJudgeId(verifierFilesOf(files));
    expect(id).toMatch(/^task:[0-9a-f]{12}$/);
    expect(taskJudgeId(verifierFilesOf([...files].reverse()))).toBe(id);
    expect(taskJudgeId(verifierFilesOf([files[0], { path: "steps/solve/tests/judge.py", raw: enc("py ") }]))).not.toBe(id);
    // moving bytes between path and content must not collide
    expect(taskJudgeId(new Map([["ab", enc("c")]]))).not.toBe(taskJudgeId(new Map([["a", enc("bc")]])));
  });
});

describe("solutionTargetOf", () => {
  it.each([
    ["Write `/workspace/output/solution.json` in exactly this shape:", "/workspace/output/solution.json"],
    ["Save your answer to `/workspace/answer.json`.", "/workspace/answer.json"],
    ["Write `/workspace/../etc/x.json`", "/workspace/output/solution.json"],
    ["No path stated.", "/workspace/output/solution.json"],
    ["Inputs in `/workspace/materials/v.json`. Write `/workspace/output/ledger.json`.", "/workspace/output/ledger.json"],
  ])("%s -> %s", (text, target) => expect(solutionTargetOf(text)).toBe(target));
});

describe("verifierTimeoutOf", () => {
  it.each<[unknown, number | null]>([
    [{ steps: [{ name: "solve", verifier: { timeout_sec: 120 } }] }, 120],
    [{ steps: [{ name: "other", verifier: { timeout_sec: 30 } }] }, 30],
    [{ verifier: { timeout_sec: 45.5 } }, 45.5],
    [{ steps: [{ name: "solve", verifier: { timeout_sec: "120" } }] }, null],
    [{ steps: [{ name: "solve", verifier: { timeout_sec: -1 } }] }, null],
    [null, null],
  ])("%j -> %s", (toml, t) => expect(verifierTimeoutOf(toml)).toBe(t));
});

describe("verifierRewardRangeOf", () => {
  it.each<[unknown, [number, number] | null]>([
    [{ steps: [{ name: "solve", verifier: { reward_range: [0, 10] } }] }, [0, 10]],
    [{ verifier: { reward_range: [-1, 1] } }, [-1, 1]],
    [{ steps: [{ name: "solve", verifier: { timeout_sec: 5 } }] }, null],
    [{ steps: [{ name: "solve", verifier: { reward_range: [1, 0] } }] }, null],
    [{ steps: [{ name: "solve", verifier: { reward_range: [0, 0] } }] }, null],
    [{ steps: [{ name: "solve", verifier: { reward_range: ["0", "1"] } }] }, null],
    [{ steps: [{ name: "solve", verifier: { reward_range: [0, 1, 2] } }] }, null],
    [{ steps: [{ name: "solve", verifier: { reward_range: 1 } }] }, null],
    [null, null],
  ])("%j -> %j", (toml, range) => expect(verifierRewardRangeOf(toml)).toEqual(range));
});
