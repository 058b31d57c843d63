import { describe, expect, it } from "vitest";
import type { AuditGateFacts } from "../audits/gate-facts";
import { auditGates, omissionGate, shortcutProbesGate } from "./audit-gates";

const base: AuditGateFacts = { ranAt: null, shortcut: [], omission: [], omissionRan: true };
const probes = (max: number, aboveBar: number) => ({
  judgeId: "fg@1",
  probes: 29_100,
  max,
  maxProbe: "structural: empty",
  aboveBar,
  bar: 0.1,
});
const pruned = (withheldMatched: number) => ({
  judgeId: "fg@1",
  ledgerPath: "l.json",
  label: "codex",
  method: "exact",
  base: 0.0938,
  best: 0.3291,
  retained: 45,
  predictions: 65,
  withheldMatched,
});

describe("audit gates", () => {
  it.each([
    ["no audit yet", null, "insufficient", "insufficient"],
    ["probes not run, omission clean", { ...base }, "insufficient", "pass"],
    ["probes all below, omission clean", { ...base, shortcut: [probes(0, 0)] }, "pass", "pass"],
    ["a probe at the bar", { ...base, shortcut: [probes(0.1493, 3)] }, "fail", "pass"],
    ["pruning matched answers helps", { ...base, shortcut: [probes(0, 0)], omission: [pruned(20)] }, "pass", "fail"],
    ["only unmatched entries withheld", { ...base, omission: [pruned(0)] }, "insufficient", "pass"],
    ["omission not run", { ...base, omissionRan: false }, "insufficient", "insufficient"],
  ])("%s", (_name, facts, probesOutcome, omissionOutcome) => {
    const [p, o] = auditGates(facts as AuditGateFacts | null);
    expect(p.outcome).toBe(probesOutcome);
    expect(o.outcome).toBe(omissionOutcome);
    expect(p.evidence.length).toBeGreaterThan(0);
    expect(o.evidence.length).toBeGreaterThan(0);
  });

  it("states the numbers: 0.0938 → 0.3291 over 45 retained; 29100 probes with the max", () => {
    expect(omissionGate({ ...base, omission: [pruned(20)] }).evidence[0].text).toBe(
      "codex (fg@1): 0.0938 → 0.3291 by withholding 20 matched answers, 45 of 65 retained (exact)",
    );
    expect(shortcutProbesGate({ ...base, shortcut: [probes(0, 0)] }).evidence[0].text).toBe(
      "fg@1: 29100 video-free probes, max 0.0000 (structural: empty)",
    );
  });
});
