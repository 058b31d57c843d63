import { describe, expect, it } from "vitest";
import { SUPPORTED_JUDGE_IDS } from "./judge-ids";
import { loadableJudgeIds, loadJudge } from "./load-judge";
import { getJudge, isJudgeId, listJudges } from "./registry";

describe("registry", () => {
  it("registers every supported judge version", () => {
    expect(listJudges().map((j) => j.id)).toEqual([...SUPPORTED_JUDGE_IDS]);
  });

  it("finds judges by exact id only", () => {
    for (const judge of listJudges()) {
      expect(getJudge(judge.id)).toBe(judge);
      expect(isJudgeId(judge.id)).toBe(true);
    }
    expect(getJudge("kart-race-telemetry-ledger-s1")).toBeUndefined();
    expect(getJudge("toString")).toBeUndefined();
    expect(isJudgeId("kart-race-telemetry-ledger-s1@04582bf")).toBe(false);
  });

  it("every judge has a family, a summary and the family prefix in its id", () => {
    for (const judge of listJudges()) {
      expect(judge.id.startsWith(`${judge.family}@`)).toBe(true);
      expect(judge.summary.length).toBeGreaterThan(10);
    }
  });

  it("the lazy loader (used by the CLI) lists the same judges and yields the same objects", async () => {
    expect([...loadableJudgeIds()].sort()).toEqual(listJudges().map((j) => j.id).sort());
    for (const judge of listJudges()) expect(await loadJudge(judge.id)).toBe(judge);
    expect(await loadJudge("toString")).toBeUndefined();
  });
});
