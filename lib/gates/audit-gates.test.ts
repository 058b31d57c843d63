import { describe, expect, it } from "vitest";
import type { AuditGateFacts } from "../audits/gate-facts";
import { passingFacts } from "./__fixtures__/build-facts";
import { auditGates, omissionGate, shortcutProbesGate } from "./audit-gates";
import { evaluateGates } from "./evaluate-gates";
import { GATE_THRESHOLDS as T } from "./thresholds";
import type { AuditRunFacts, GateOutcome } from "./types";

const base: AuditGateFacts = { ranAt: null, shortcut: [], omission: [], omissionRan: true, omissionLedgers: 7 };
const probes = (max: number, aboveBar: number) => ({
  judgeId: "fg@1",
  probes: 29_100,
  max,
  maxProbe: "structural: empty",
  aboveBar,
  bar: 0.1,
});
const pruned = (base: number, best: number, withheldMatched: number, label = "codex") => ({
  judgeId: "fg@1",
  ledgerPath: `${label}.json`,
  label,
  method: "exact",
  base,
  best,
  retained: 45,
  predictions: 65,
  withheldMatched,
});
// the thread's numbers: Codex 0.0938 -> 0.3291 over 45 retained (crosses the bar), replaced Claude 0.6060 -> 0.6594 (already above)
const codex = pruned(0.0938, 0.3291, 20);
const claudeHost = { ...pruned(0.606, 0.6594, 5, "claude host"), retained: 60 };
const belowStaysBelow = pruned(0.02, 0.05, 3, "no-media");

const run = (latest: AuditGateFacts | null, over: Partial<AuditRunFacts> = {}): AuditRunFacts => ({
  latest,
  newerRunStatus: null,
  unreadable: null,
  ...over,
});

describe("the precision penalty's lines", () => {
  it("says one ledger's numbers once however many judge versions found them", () => {
    const same = (judgeId: string) => ({ ...pruned(0.0881, 0.1505, 0, "codex #wrapped"), judgeId });
    const lines = omissionGate({ ...base, omission: [same("ego@1"), same("ego@2"), same("ego@3"), pruned(0.02, 0.05, 0)] }).evidence;
    const codexLines = lines.filter((e) => e.text.startsWith("codex #wrapped"));
    expect(codexLines).toHaveLength(1);
    expect(codexLines[0].kind).toBe("problem");
    expect(codexLines[0].text).toContain("(under ego@1, ego@2, ego@3)");
    expect(codexLines[0].text).toContain("0.0881 to 0.1505");
    expect(lines.filter((e) => e.kind === "note")).toHaveLength(1);
  });
});

describe("audit gates over one suite's facts (the audits page)", () => {
  it.each<[string, AuditGateFacts | null, GateOutcome, GateOutcome]>([
    ["no audit yet", null, "insufficient", "insufficient"],
    ["probes not run, omission clean", { ...base }, "insufficient", "pass"],
    ["probes all below, omission clean", { ...base, shortcut: [probes(0, 0)] }, "pass", "pass"],
    ["a probe just below the bar", { ...base, shortcut: [probes(0.0999, 0)] }, "pass", "pass"],
    ["a probe at the bar", { ...base, shortcut: [probes(0.1, 1)] }, "fail", "pass"],
    ["a probe over the bar", { ...base, shortcut: [probes(0.1493, 3)] }, "fail", "pass"],
    ["one judge clean, one not", { ...base, shortcut: [probes(0, 0), { ...probes(0.2, 4), judgeId: "fg@2" }] }, "fail", "pass"],
    ["pruning lifts a ledger over the bar (FlightGear Codex)", { ...base, shortcut: [probes(0, 0)], omission: [codex] }, "pass", "fail"],
    ["pruning helps a ledger already above (replaced Claude)", { ...base, omission: [claudeHost] }, "insufficient", "warn"],
    ["pruning helps a ledger that stays below", { ...base, omission: [belowStaysBelow] }, "insufficient", "warn"],
    ["a warning and a crossing: fail", { ...base, omission: [claudeHost, codex] }, "insufficient", "fail"],
    // the precision penalty: a note, unless leaving out unmatched entries alone crosses the bar
    // (issue 34: egocentric's wrapped Codex 0.0881 -> 0.1505 read "as designed")
    ["only unmatched entries withheld, crossing the bar", { ...base, omission: [pruned(0.0881, 0.1505, 0)] }, "insufficient", "fail"],
    ["only unmatched entries withheld, staying below", { ...base, omission: [pruned(0.02, 0.05, 0)] }, "insufficient", "pass"],
    ["only unmatched entries withheld, already above", { ...base, omission: [pruned(0.2, 0.3, 0)] }, "insufficient", "pass"],
    ["omission not run", { ...base, omissionRan: false }, "insufficient", "insufficient"],
    // generic audits whose every probe errored in the task's verifier: no probe was scored
    ["no probe scored", { ...base, shortcut: [{ ...probes(0, 0), probes: 0, judgeId: "task:0123456789ab" }] }, "insufficient", "pass"],
  ])("%s", (_name, facts, probesOutcome, omissionOutcome) => {
    const [p, o] = auditGates(facts);
    expect(p.outcome).toBe(probesOutcome);
    expect(o.outcome).toBe(omissionOutcome);
    expect(p.evidence.length).toBeGreaterThan(0);
    expect(o.evidence.length).toBeGreaterThan(0);
  });

  it("states the numbers: 0.0938 → 0.3291 over 45 retained; 29100 probes with the max", () => {
    expect(omissionGate({ ...base, omission: [codex] }).evidence[0]).toEqual({
      kind: "problem",
      text: "codex (fg@1): 0.0938 → 0.3291 by withholding 20 matched answers, 45 of 65 retained (exact): withholding alone lifts it over the 0.1000 strong-agent bar",
      numbers: { base: 0.0938, best: 0.3291, gain: 0.3291 - 0.0938, retained: 45, predictions: 65, withheldMatched: 20 },
    });
    expect(omissionGate({ ...base, omission: [claudeHost] }).evidence[0]).toMatchObject({
      kind: "warning",
      text: "claude host (fg@1): 0.6060 → 0.6594 by withholding 5 matched answers, 60 of 65 retained (exact)",
    });
    expect(shortcutProbesGate({ ...base, shortcut: [probes(0, 0)] }).evidence[0]).toEqual({
      kind: "ok",
      grade: "measured",
      text: "fg@1: 29100 video-free probes, max 0.0000 (structural: empty) < 0.1000",
      numbers: { probes: 29_100, max: 0, aboveBar: 0, bar: 0.1 },
    });
    expect(shortcutProbesGate({ ...base, shortcut: [probes(0.1493, 3)] }).evidence[0].text).toBe(
      "fg@1: 3 of 29100 video-free probes reach 0.1000; max 0.1493 (structural: empty)",
    );
    expect(omissionGate({ ...base }).evidence[0].text).toBe(
      "withholding matched answers raises no stored ledger's score (7 ledgers checked)",
    );
  });

  it("names when the audits ran", () => {
    const g = shortcutProbesGate({ ...base, ranAt: "2026-12-02T01:02:03.000Z", shortcut: [probes(0, 0)] });
    expect(g.evidence[0].text).toBe(
      "fg@1: 29100 video-free probes, max 0.0000 (structural: empty) < 0.1000 (audit run finished 2026-12-02 01:02 UTC)",
    );
  });
});

describe("an audit with nothing to score is not applicable, never a pass", () => {
  it("0 ledgers checked: insufficient, 'not applicable'", () => {
    const g = omissionGate({ ...base, omission: [], omissionLedgers: 0 });
    expect(g.outcome).toBe("insufficient");
    expect(g.evidence[0]).toMatchObject({ kind: "unknown", grade: "absent" });
    expect(g.evidence[0].text).toMatch(/^not applicable: .*0 ledgers checked/);
  });

  it("no judge for the family: both audit gates say not applicable with the reason", () => {
    const gates = evaluateGates({ ...passingFacts(), judgeNotCheckable: "no judge for this family", audits: null }).filter(
      (x) => x.id === "shortcut-probes-below-bar" || x.id === "omission-never-helps",
    );
    expect(gates).toHaveLength(2);
    for (const x of gates) {
      expect(x.outcome).toBe("insufficient");
      expect(x.evidence[0].text).toMatch(/^not applicable: no judge for this family/);
    }
  });
});

// The bar with the threshold's epsilon, as the gates compare: a score within 1e-9 under 0.1 counts
// as at the bar (floating noise in a judge's sum must not pass a probe that really scored 0.1).
const AT_BAR = T.agentMaxScoreExclusive - T.scoreEpsilon;
describe("the bar's edges (mutate found these unpinned)", () => {
  it("a probe exactly at the bar less epsilon reaches it: fail", () => {
    expect(shortcutProbesGate({ ...base, shortcut: [probes(AT_BAR, 1)] }).outcome).toBe("fail");
  });

  it.each<[string, number, number, "problem" | "warning"]>([
    ["a gain from just under the bar to exactly at it crosses", 0.05, AT_BAR, "problem"],
    ["a gain starting exactly at the bar does not cross (it was there already)", AT_BAR, 0.2, "warning"],
  ])("%s", (_, from, to, kind) => {
    const g = omissionGate({ ...base, omission: [pruned(from, to, 4)] });
    expect(g.evidence[0].kind).toBe(kind);
  });

  it("one matched answer withheld is a gain like any other", () => {
    const g = omissionGate({ ...base, omission: [pruned(0.02, 0.03, 1)] });
    expect(g.evidence.map((e) => e.kind)).toEqual(["warning"]);
    expect(g.evidence[0].text).toContain("by withholding 1 matched answers");
  });

  it("pruning alone from exactly the bar is the precision penalty, a note", () => {
    const g = omissionGate({ ...base, omission: [pruned(AT_BAR, 0.2, 0)] });
    expect(g.evidence.find((e) => e.text.startsWith("codex"))?.kind).toBe("note");
  });
});

describe("an audit run says more than the import's 'not checkable'", () => {
  it("no judge, but a finished run without this audit: 'not run yet', not 'not applicable'", () => {
    const why = "no judge for this family";
    const latest: AuditGateFacts = { ...base, omissionRan: false, omission: [] };
    const g = evaluateGates({ ...passingFacts(), judgeNotCheckable: why, audits: run(latest) }).find(
      (x) => x.id === "shortcut-probes-below-bar",
    );
    expect(g?.outcome).toBe("insufficient");
    expect(g?.evidence[0].text).toMatch(/^not run yet: the shortcut-probe audit was not part of the last audit run/);
  });

  it("a never-seen family whose generic audit run failed: the gates name the failed run, not 'not applicable'", () => {
    const why = "the folder's own verifier has not scored this revision yet (the task-judge job runs it in the sandbox)";
    const gates = evaluateGates({ ...passingFacts(), judgeNotCheckable: why, audits: run(null, { newerRunStatus: "failed" }) }).filter(
      (x) => x.id === "shortcut-probes-below-bar" || x.id === "omission-never-helps",
    );
    for (const x of gates) {
      expect(x.outcome).toBe("insufficient");
      expect(x.evidence[0].text).toMatch(/the newest audit run is failed/);
    }
  });

  it("a finished generic result grades the gates even before the task's own judge has run", () => {
    const why = "the folder's own verifier has not scored this revision yet (the task-judge job runs it in the sandbox)";
    const latest: AuditGateFacts = { ...base, shortcut: [{ ...probes(0.02, 0), judgeId: "task:0123456789ab" }] };
    const gates = evaluateGates({ ...passingFacts(), judgeNotCheckable: why, audits: run(latest) }).filter(
      (x) => x.id === "shortcut-probes-below-bar" || x.id === "omission-never-helps",
    );
    expect(gates.map((g) => g.outcome)).toEqual(["pass", "pass"]);
  });
});

describe("audit gates in the checklist (GateFacts.audits)", () => {
  const gatesOf = (audits: AuditRunFacts | null | undefined) =>
    evaluateGates({ ...passingFacts(), audits }).filter((g) => g.id === "shortcut-probes-below-bar" || g.id === "omission-never-helps");

  it.each<[string, AuditRunFacts | null | undefined, GateOutcome, string]>([
    ["facts not loaded", undefined, "insufficient", "not run yet: no finished audit run for this revision"],
    ["no run for this revision", null, "insufficient", "not run yet: no finished audit run for this revision"],
    [
      "a run queued, none finished",
      run(null, { newerRunStatus: "queued" }),
      "insufficient",
      "not run yet: no finished audit run for this revision; the newest audit run is queued",
    ],
    [
      "a run failed, none finished",
      run(null, { newerRunStatus: "failed" }),
      "insufficient",
      "not run yet: no finished audit run for this revision; the newest audit run is failed",
    ],
    [
      "an unreadable stored result",
      run(null, { unreadable: "unreadable stored value in JobRun.results at audits: Invalid input" }),
      "insufficient",
      "the stored audit results cannot be read (unreadable stored value in JobRun.results at audits: Invalid input)",
    ],
  ])("%s: insufficient, saying why", (_name, audits, outcome, text) => {
    for (const g of gatesOf(audits)) {
      expect(g.outcome).toBe(outcome);
      expect(g.evidence).toEqual([{ kind: "unknown", grade: "absent", text, numbers: {} }]);
    }
  });

  it("a finished run decides even while a newer one is running; probes not in the run are 'not run yet'", () => {
    const [p, o] = gatesOf(run({ ...base, omission: [claudeHost] }, { newerRunStatus: "running" }));
    expect(p.evidence[0].text).toBe(
      "not run yet: the shortcut-probe audit was not part of the last audit run; the newest audit run is running",
    );
    expect(o.outcome).toBe("warn");
  });

  it("the thread's FlightGear numbers: probes pass at max 0.0000, pruning fails the omission gate", () => {
    const [p, o] = gatesOf(run({ ...base, shortcut: [probes(0, 0)], omission: [codex, claudeHost] }));
    expect([p.outcome, o.outcome]).toEqual(["pass", "fail"]);
    expect(o.evidence.map((e) => e.kind)).toEqual(["problem", "warning"]);
  });

  it("states its threshold as numbers", () => {
    const [p, o] = gatesOf(null);
    expect(p.threshold).toContain("< 0.10");
    expect(o.threshold).toContain("from < 0.10 to ≥ 0.10 fails");
  });
});
