import { describe, expect, it } from "vitest";
import { demotingFindings, trajectoryIntegrityGate, type RowTrajectoryFacts, type TrajectoryFindingFacts } from "./trajectory-gates";
import type { GateFacts } from "./types";

const SHIPPED = "a970d16d52130b05e9879b9b43bc796414432add3e75ba9da6eb1795dc3811e4";
const base: GateFacts = {
  media: { url: null, sha256: null, durationSec: null, width: null, height: null, hasAudio: null, verification: "unverified" },
  oracleRecomputed: null,
  emptyRecomputed: null,
  rows: [],
  currentInstructionSha256: SHIPPED,
};
const t = (over: Partial<RowTrajectoryFacts>): RowTrajectoryFacts => ({
  rowId: "r1",
  label: "Claude Code claude-opus-4-8",
  rolloutId: "ro1",
  rolloutPath: "calibration/rollouts/x.jsonl",
  counts: true,
  findings: [],
  provenInstructionSha256: null,
  ...over,
});
const gate = (...trajectories: RowTrajectoryFacts[]) => trajectoryIntegrityGate({ ...base, trajectories });

describe("trajectory integrity gate", () => {
  it("no trajectory: insufficient", () => {
    expect(gate().outcome).toBe("insufficient");
  });
  it("a counted row that read the answer key fails, naming the step", () => {
    const g = gate(
      t({ findings: [{ kind: "answer_key_access", severity: "fail", step: 12, title: "Bash call names a verifier-side path (/tests/)" }] }),
    );
    expect(g.outcome).toBe("fail");
    expect(g.evidence[0]).toMatchObject({
      kind: "problem",
      rowId: "r1",
      text: "Claude Code claude-opus-4-8: Bash call names a verifier-side path (/tests/) (step 12) — cannot count as official",
    });
  });
  it("the same finding on a diagnostic row is a note: the row already does not count", () => {
    const g = gate(t({ counts: false, findings: [{ kind: "network_used", severity: "fail", step: 3, title: "curl in a Bash call" }] }));
    expect(g.evidence.map((e) => e.kind)).toEqual(["note"]);
  });
  it("warnings alone pass, and are counted", () => {
    const g = gate(t({ findings: [{ kind: "abnormal_ending", severity: "warning", step: 190, title: "rate limit" }] }));
    expect(g.outcome).toBe("pass");
    expect(g.evidence[0].text).toBe("Claude Code claude-opus-4-8: no blocking finding (1 warning to read)");
  });
  it("a proven instruction hash is the parity gate's: this gate reports none of it", () => {
    const g = gate(t({ provenInstructionSha256: "0963eb1a".padEnd(64, "0") }));
    expect(g.outcome).toBe("pass");
    expect(g.evidence.map((e) => e.text)).toEqual(["Claude Code claude-opus-4-8: no blocking finding"]);
  });
});

const f = (kind: string, severity: TrajectoryFindingFacts["severity"], step: number | null = 7): TrajectoryFindingFacts => ({
  kind,
  severity,
  step,
  title: `${kind} at ${step}`,
});

describe("demotingFindings: which findings take a row out of every count", () => {
  it.each([
    ["answer-key access", [f("answer_key_access", "fail")], ["answer_key_access"]],
    ["network used", [f("network_used", "fail")], ["network_used"]],
    ["a failed network attempt under isolation (warning) does not demote", [f("network_used", "warning")], []],
    ["network offered only", [f("network_offered", "warning")], []],
    ["a wrapper / coached harness", [f("harness_wrapper", "fail")], ["harness_wrapper"]],
    ["a broken condition", [f("condition_violation", "fail")], ["condition_violation"]],
    ["a confessing file name", [f("suspicious_file_name", "fail")], ["suspicious_file_name"]],
    ["a proven instruction mismatch is left to the parity gate", [f("instruction_mismatch", "fail")], []],
    ["a rate-limit ending", [f("abnormal_ending", "warning")], []],
    ["a budget overrun", [f("budget_exceeded", "fail")], []],
    ["a claim mismatch", [f("claim_mismatch", "fail")], []],
    ["two at once, in order", [f("network_used", "fail", 3), f("answer_key_access", "fail", 9)], ["network_used", "answer_key_access"]],
  ] as const)("%s", (_name, findings, kinds) => {
    const demoted = demotingFindings([t({ findings: [...findings] })], "r1");
    expect(demoted.map((d) => d.kind)).toEqual(kinds);
    for (const d of demoted) expect(d.rolloutPath).toBe("calibration/rollouts/x.jsonl");
  });

  it("only the row's own trajectories count (another row's, or an unlinked one, never demote it)", () => {
    const other = t({ rowId: "r2", findings: [f("answer_key_access", "fail")] });
    const unlinked = t({ rowId: null, findings: [f("answer_key_access", "fail")] });
    expect(demotingFindings([other, unlinked], "r1")).toEqual([]);
    expect(demotingFindings([other, unlinked], "r2")).toEqual([
      { kind: "answer_key_access", step: 7, title: "answer_key_access at 7", rolloutPath: "calibration/rollouts/x.jsonl" },
    ]);
  });
});
