import { describe, expect, it } from "vitest";
import { contextFor, EGO_LATEST, EGO_LCS, EGO_LEDGER, KART, ledger } from "./__fixtures__/bundled";
import { withWrappedDiagnostics } from "./diagnostic-ledgers";
import { auditVersions, findDisagreement, versionFindings } from "./versions";

const egoLedgers = withWrappedDiagnostics(
  [EGO_LEDGER("claude-opus-4.8"), EGO_LEDGER("codex-gpt-5.6-sol"), EGO_LEDGER("claude-opus-4.8.partial")],
  "actions",
);

describe("egocentric LCS @157e7b4 vs bipartite @e25513b", () => {
  const latest = contextFor(EGO_LATEST);
  const lcs = contextFor(EGO_LCS);
  it("no bundled ledger separates them", () => {
    const r = auditVersions([latest, lcs], EGO_LATEST, egoLedgers, 0);
    for (const row of r.rows) expect(row.deltas[EGO_LCS], row.path).toBe(0);
  });

  it("a mutation does: two neighbouring oracle actions swapped cross under LCS only", () => {
    const found = findDisagreement(latest, lcs, egoLedgers);
    expect("judgeA" in found).toBe(true);
    if (!("judgeA" in found)) return;
    expect(found.source).toBe("oracle mutation");
    expect(found.mutation).toMatch(/^swap entries \d+ and \d+$/);
    expect(found.rewardA).toBe(1);
    expect(found.rewardB).toBe(0.994186);
    // the separating bytes really separate when re-scored
    expect(latest.scorer.scoreBytes(found.bytes)).toBe(1);
    expect(lcs.scorer.scoreBytes(found.bytes)).toBe(0.994186);
  });
});

describe("kart v4 vs latest (each with its own ground truth)", () => {
  it("re-scores every ledger under both and reports the deltas", () => {
    const v4 = contextFor(`${KART}@1ea24fc`);
    const latest = contextFor(`${KART}@f933449`);
    const ledgers = [
      ledger(KART, "calibration/rollouts/codex_ts_solution.json"),
      ledger(KART, "calibration/rollouts/codex_exact_full_solution.json"),
    ];
    const r = auditVersions([v4, latest], v4.judge.id, ledgers);
    expect(r.rows[0].rewards[v4.judge.id]).toBe(0.0235);
    expect(r.rows[0].rewards[latest.judge.id]).toBe(0.0301);
    expect(r.rows[0].deltas[latest.judge.id]).toBeCloseTo(0.0301 - 0.0235, 6);
    expect(r.disagreements[0]).toMatchObject({ source: "stored", from: "calibration/rollouts/codex_ts_solution.json" });
    expect(versionFindings(r).some((f) => f.code === "version_delta")).toBe(true);
  });
});
