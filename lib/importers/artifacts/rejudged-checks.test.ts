// After a maintainer makes another judge official, the stored reward checks are compared again with
// that judge's scores. The expected side is derived independently: the same folder checked from
// scratch (checkArtifacts) with the other judge primary must give the same checks.
import { describe, expect, it } from "vitest";
import { checkArtifacts, rejudgedChecks, type ArtifactCheckInput, type LedgerScore } from "./check-artifacts";

const bytes = (s: string) => new TextEncoder().encode(s);
const R = "calibration/rollouts";
const OLD = "kart@1ea24fc";
const NEW = "kart@f933449";

/** scores of three ledgers under both judges; `primary` says which judge is official */
function scores(primary: string): LedgerScore[] {
  const table: [string, number, number][] = [
    [`${R}/codex_solution.json`, 0.3454, 0.1218],
    [`${R}/claude_solution.json`, 0.03, 0.0295],
    [`${R}/gemini_solution.json`, 0.2, 0.2],
  ];
  return table.flatMap(([ledgerPath, old, now]) => [
    { ledgerPath, judgeId: OLD, isPrimary: primary === OLD, value: old, reason: "ok" },
    { ledgerPath, judgeId: NEW, isPrimary: primary === NEW, value: now, reason: "ok" },
  ]);
}

function folder(primary: string): ArtifactCheckInput {
  return {
    artifacts: [
      { path: `${R}/codex_reward.json`, raw: bytes('{"reward": 0.3454}') },
      { path: `${R}/claude_reward.json`, raw: bytes('{"reward": 0.0295}') },
      { path: `${R}/gemini_reward.json`, raw: bytes('{"reward": 0.2}') },
      { path: `${R}/tool_histogram_codex.txt`, raw: bytes("shell 40\nread 12\n") },
    ],
    ledgerPaths: [`${R}/codex_solution.json`, `${R}/claude_solution.json`, `${R}/gemini_solution.json`],
    rollouts: [],
    rows: [],
    scores: scores(primary),
    instructionSha256: "c".repeat(64),
    mediaSha256: [],
  };
}

describe("rejudgedChecks: stored checks follow the official judge", () => {
  const underOld = checkArtifacts(folder(OLD));

  it("the old judge's checks, compared again with the new judge's scores, equal the folder checked from scratch under it", () => {
    expect(rejudgedChecks(underOld, scores(NEW))).toEqual(checkArtifacts(folder(NEW)));
  });

  it.each([
    // file, agrees under the old judge, under the new one, the judge a disagreeing number was written for
    ["codex_reward.json", true, false, OLD],
    ["claude_reward.json", false, true, null],
    ["gemini_reward.json", true, true, null],
  ])("%s: agrees %s under the old judge, %s under the new", (file, before, after, writtenFor) => {
    const pick = (checks: ReturnType<typeof checkArtifacts>) => checks.find((c) => c.kind === "reward" && c.file === `${R}/${file}`);
    expect(pick(underOld)).toMatchObject({ judgeId: OLD, agrees: before });
    expect(pick(rejudgedChecks(underOld, scores(NEW)))).toMatchObject({ judgeId: NEW, agrees: after, agreesWithJudge: writtenFor });
  });

  it("a check the new judge scores nothing for is unpaired and says why", () => {
    const onlyOld = scores(NEW).filter((s) => s.judgeId === OLD);
    const again = rejudgedChecks(underOld, onlyOld).filter((c) => c.kind === "reward_unpaired");
    expect(again).toHaveLength(3);
    expect(again[0]).toMatchObject({ why: `the official judge scored nothing comparable for ${R}/codex_solution.json` });
  });
});
