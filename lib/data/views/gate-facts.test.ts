import { describe, expect, it } from "vitest";
import type { TaskOverview } from "../queries/get-task-overview";
import { gateFactsOf } from "./gate-facts";

type Revision = TaskOverview["revision"];
const run = (pairingId: string, rewardValue: number) => ({ pairingId, judgeId: "j", rewardValue, reason: "ok", durationMs: 1 });

function revision(overrides: Partial<Record<string, unknown>> = {}): Revision {
  return {
    instructionSha256: "a".repeat(64),
    specCard: { input: { short_clip_exemption: "paired comparison clips" } },
    media: [{ url: "u", sha256: "b".repeat(64), durationSec: 150, width: 1280, height: 720, hasAudio: false, verification: "verified" }],
    pairings: [
      { id: "p-old", isPrimary: false },
      { id: "p-main", isPrimary: true },
    ],
    ledgers: [
      { id: "L-oracle", origin: "oracle", scoreRuns: [run("p-main", 1), run("p-old", 0.2)] },
      { id: "L-empty", origin: "empty", scoreRuns: [run("p-main", 0), run("p-old", 0.5)] },
      { id: "L-row", origin: "agent", scoreRuns: [run("p-main", 0.0938), run("p-old", 0.3)] },
    ],
    rows: [
      {
        id: "r1",
        harness: "Codex CLI",
        model: "m",
        condition: "full",
        status: "official",
        claimedScore: 0.0938,
        claimedTurns: 80,
        instructionSha256: "a".repeat(64),
        ledger: { id: "L-row" },
        rollout: { toolCallTurns: 88 },
      },
      {
        id: "r2",
        harness: "anchor",
        model: null,
        condition: "other",
        status: "constructed",
        claimedScore: 0,
        claimedTurns: null,
        instructionSha256: null,
        ledger: null,
        rollout: null,
      },
    ],
    ...overrides,
  } as unknown as Revision;
}

describe("gateFactsOf", () => {
  it("takes recomputed scores from the primary pairing only, never from claims", () => {
    const facts = gateFactsOf(revision());
    expect(facts.oracleRecomputed).toBe(1);
    expect(facts.emptyRecomputed).toBe(0);
    expect(facts.rows[0].recomputedScore).toBe(0.0938);
    expect(facts.rows[1].recomputedScore).toBeNull();
  });

  it("counts turns from the stored trajectory when there is one, else the claim", () => {
    const facts = gateFactsOf(revision());
    expect(facts.rows[0].turns).toBe(88);
    expect(facts.rows[1].turns).toBeNull();
  });

  it("marks constructed rows and reads the short-clip exemption from the SPEC card", () => {
    const facts = gateFactsOf(revision());
    expect(facts.rows.map((r) => r.constructed)).toEqual([false, true]);
    expect(facts.media.shortClipExemption).toBe("paired comparison clips");
    expect(gateFactsOf(revision({ specCard: null })).media.shortClipExemption).toBeNull();
  });

  it("has no recomputed anchors when nothing was scored (no judge pairing)", () => {
    const facts = gateFactsOf(revision({ pairings: [], media: [] }));
    expect(facts.oracleRecomputed).toBeNull();
    expect(facts.emptyRecomputed).toBeNull();
    expect(facts.media).toMatchObject({ url: null, sha256: null, verification: "unverified" });
  });
});
