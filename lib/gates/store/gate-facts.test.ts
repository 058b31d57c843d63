import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { evaluateGates } from "../evaluate-gates";
import { antigravitySandboxBypass, cleanClaudeRun, earlierInstruction } from "../../rollouts/__fixtures__/hand-made";
import { summarizeTrajectory } from "../../rollouts/summarize-trajectory";
import type { TaskOverview } from "../../data/queries/get-task-overview";
import { auditRunFactsOf, gateFactsOf } from "./gate-facts";

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

  it("names each row's submission state: its own, or the pushed revision's while that is a proposal", () => {
    const rows = (over: Record<string, unknown>) =>
      revision({
        ...over,
        rows: [
          { ...revision().rows[0], id: "imported" },
          { ...revision().rows[0], id: "sent", submissionState: "submitted" },
          { ...revision().rows[0], id: "ok", submissionState: "accepted" },
          { ...revision().rows[0], id: "no", submissionState: "rejected" },
        ],
      });
    const states = (over: Record<string, unknown>) => gateFactsOf(rows(over)).rows.map((r) => [r.id, r.submission]);
    expect(states({})).toEqual([
      ["imported", null],
      ["sent", "submitted"],
      ["ok", "accepted"],
      ["no", "rejected"],
    ]);
    expect(states({ submissionState: "submitted" })).toEqual([
      ["imported", "submitted"],
      ["sent", "submitted"],
      ["ok", "submitted"],
      ["no", "rejected"],
    ]);
    expect(states({ submissionState: "accepted" }).map(([, s]) => s)).toEqual([null, "submitted", "accepted", "rejected"]);
  });

  it("has no recomputed anchors when nothing was scored (no judge pairing)", () => {
    const facts = gateFactsOf(revision({ pairings: [], media: [] }));
    expect(facts.oracleRecomputed).toBeNull();
    expect(facts.emptyRecomputed).toBeNull();
    expect(facts.media).toMatchObject({ url: null, sha256: null, verification: "unverified" });
  });
});

describe("gateFactsOf: what a row's own trajectory does to it", () => {
  const INSTRUCTION = "Reconstruct the clearance ledger of the flight.\n";
  const shipped = createHash("sha256").update(INSTRUCTION, "utf8").digest("hex");
  const context = { instructionText: INSTRUCTION, answerKeyPaths: ["steps/solve/tests/gt.json"] };
  const rollout = (id: string, bytes: Uint8Array) => ({
    id,
    path: `calibration/rollouts/${id}.jsonl`,
    summary: summarizeTrajectory(bytes, context),
  });
  const agentRow = (id: string, harness: string, rolloutId: string | null, over: Record<string, unknown> = {}) => ({
    id,
    harness,
    model: "m",
    condition: "full",
    conditionLabel: "full",
    status: "official",
    claimedScore: 0.05,
    claimedTurns: 80,
    instructionSha256: shipped,
    harnessVersion: null,
    ledger: null,
    rollout: rolloutId ? { id: rolloutId, toolCallTurns: 80 } : null,
    ...over,
  });
  const withTrajectories = () =>
    revision({
      instructionSha256: shipped,
      rollouts: [
        rollout("bypass", antigravitySandboxBypass()),
        rollout("old", earlierInstruction("Reconstruct the clearance ledger.\n")),
        rollout("clean", cleanClaudeRun(INSTRUCTION)),
      ],
      rows: [
        agentRow("agy", "Antigravity", "bypass"),
        agentRow("codex", "Codex CLI", "old"),
        agentRow("claude", "Claude Code", "clean"),
        agentRow("none", "Codex CLI", null),
      ],
    });

  it("a row whose trajectory read the answer key is demoted, naming the finding, step and file; clean rows are not", () => {
    const rows = new Map(gateFactsOf(withTrajectories()).rows.map((r) => [r.id, r]));
    expect(rows.get("agy")!.demotedBy).toEqual([
      {
        kind: "answer_key_access",
        step: 1,
        title: "run_command call names a verifier-side path (gt.json)",
        rolloutPath: "calibration/rollouts/bypass.jsonl",
      },
      {
        kind: "answer_key_access",
        step: 3,
        title: "run_command call names a verifier-side path (answer.json)",
        rolloutPath: "calibration/rollouts/bypass.jsonl",
      },
    ]);
    expect(rows.get("claude")!.demotedBy).toEqual([]);
    // a proven instruction mismatch does not demote: the parity gate decides it
    expect(rows.get("codex")!.demotedBy).toEqual([]);
    expect(rows.get("none")!.demotedBy).toEqual([]);
  });

  it("the instruction a trajectory proves: its first user message's sha256 and step; none without a prompt in the log", () => {
    const rows = new Map(gateFactsOf(withTrajectories()).rows.map((r) => [r.id, r]));
    expect(rows.get("claude")!.provenInstruction).toEqual({
      sha256: shipped,
      step: expect.any(Number),
      rolloutPath: "calibration/rollouts/clean.jsonl",
    });
    expect(rows.get("codex")!.provenInstruction!.sha256).toBe(
      createHash("sha256").update("Reconstruct the clearance ledger.\n").digest("hex"),
    );
    expect(rows.get("agy")!.provenInstruction).toBeNull(); // Antigravity logs carry no prompt
    expect(rows.get("none")!.provenInstruction).toBeNull();
  });

  it("the gates then: Antigravity does not count (coverage fails), Codex's proven mismatch fails parity, Claude is proven current", () => {
    const gates = evaluateGates(gateFactsOf(withTrajectories()));
    const coverage = gates.find((g) => g.id === "harness-coverage")!;
    expect(coverage.evidence.find((e) => e.rowId === "agy")?.text).toBe(
      "Antigravity: Antigravity / m is official but its trajectory shows run_command call names a verifier-side path (gt.json) (step 1); run_command call names a verifier-side path (answer.json) (step 3), does not count",
    );
    const parity = gates.find((g) => g.id === "instruction-parity")!;
    expect(parity.outcome).toBe("fail");
    expect(parity.evidence.find((e) => e.rowId === "codex" && e.kind === "problem")?.text).toMatch(
      /\(proven from trajectory step \d+\), not the shipped/,
    );
    expect(parity.evidence.find((e) => e.rowId === "claude")?.text).toMatch(/current instruction .* \(proven from trajectory step \d+\)$/);
    expect(parity.evidence.find((e) => e.rowId === "agy")?.text).toMatch(/\(claimed in scores\.md\)$/);
    expect(gates.find((g) => g.id === "trajectory-integrity")!.outcome).toBe("fail");
  });

  it("reads the short-clip exemption through its schema: a non-string or a card without input is none", () => {
    expect(gateFactsOf(revision({ specCard: { input: { short_clip_reason: " paired clips " } } })).media.shortClipExemption).toBe(
      "paired clips",
    );
    expect(gateFactsOf(revision({ specCard: { input: { short_clip_exemption: 3 } } })).media.shortClipExemption).toBeNull();
    expect(gateFactsOf(revision({ specCard: { input: "x" } })).media.shortClipExemption).toBeNull();
    expect(gateFactsOf(revision({ specCard: { other: 1 } })).media.shortClipExemption).toBeNull();
  });
});

describe("auditRunFactsOf", () => {
  const latest = (over: Record<string, unknown>) =>
    ({ latestRunId: "j2", latestStatus: "succeeded", result: null, finishedAt: null, ...over }) as Parameters<typeof auditRunFactsOf>[0];
  it.each([
    ["no run", latest({ latestRunId: null, latestStatus: null }), { latest: null, newerRunStatus: null, unreadable: null }],
    ["a run queued, none finished", latest({ latestStatus: "queued" }), { latest: null, newerRunStatus: "queued", unreadable: null }],
    ["an unreadable result", latest({ unreadable: "bad" }), { latest: null, newerRunStatus: null, unreadable: "bad" }],
  ])("%s", (_n, input, expected) => {
    expect(auditRunFactsOf(input)).toEqual(expected);
  });
});
