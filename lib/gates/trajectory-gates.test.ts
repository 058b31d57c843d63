import { describe, expect, it } from "vitest";
import { trajectoryIntegrityGate, type RowTrajectoryFacts } from "./trajectory-gates";
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
      text: "Claude Code claude-opus-4-8: Bash call names a verifier-side path (/tests/) (step 12)",
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
  it("a proven instruction hash: identical passes, different fails", () => {
    expect(gate(t({ provenInstructionSha256: SHIPPED })).outcome).toBe("pass");
    const g = gate(t({ provenInstructionSha256: "0963eb1a".padEnd(64, "0") }));
    expect(g.outcome).toBe("fail");
    expect(g.evidence[0].text).toContain("not the shipped");
  });
});
