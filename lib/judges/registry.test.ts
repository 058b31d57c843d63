import { describe, expect, it } from "vitest";
import { JUDGE_FAMILIES } from "../importers/judge-pairings";
import { JUDGE_TABLE, SUPPORTED_JUDGE_IDS } from "./judge-table";
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
    expect([...loadableJudgeIds()].sort()).toEqual(
      listJudges()
        .map((j) => j.id)
        .sort(),
    );
    for (const judge of listJudges()) expect(await loadJudge(judge.id)).toBe(judge);
    expect(await loadJudge("toString")).toBeUndefined();
  });

  it("the table is the one list: every version loads as its own id and family, and the importer pairs each once", async () => {
    for (const id of SUPPORTED_JUDGE_IDS) {
      const judge = await JUDGE_TABLE[id].load();
      expect([judge.id, judge.family]).toEqual([id, JUDGE_TABLE[id].family]);
    }
    const paired = JUDGE_FAMILIES.flatMap((f) => f.pairings.map((p) => `${f.family}|${p.judgeId}`));
    expect(paired).toEqual(SUPPORTED_JUDGE_IDS.map((id) => `${JUDGE_TABLE[id].family}|${id}`));
  });
});
