import { describe, expect, it } from "vitest";
import { SHA_B, makeRow, passingFacts, withRows } from "./__fixtures__/build-facts";
import { demoFacts, egocentricFacts, flightgearFacts, kartFacts } from "./__fixtures__/real-task-facts";
import { evaluateGates } from "./evaluate-gates";
import { GATE_THRESHOLD_TEXT } from "./thresholds";
import type { GateFacts, GateId, GateOutcome } from "./types";

const TASKS: Record<string, GateFacts> = {
  flightgear: flightgearFacts,
  egocentric: egocentricFacts,
  kart: kartFacts,
  demo: demoFacts,
};

// Expected outcome of every gate for every task, and why (see the fixtures' comments).
const EXPECTED: Record<string, Record<GateId, GateOutcome>> = {
  flightgear: {
    "media-pinned": "pass",
    "media-verified": "insufficient",
    "media-duration": "claimed", // claimed by the SPEC card: not probed by ffprobe in the fixtures
    "media-resolution": "claimed", // claimed by the SPEC card: not probed by ffprobe in the fixtures
    "oracle-perfect": "pass",
    "empty-submission": "pass",
    "harness-coverage": "fail", // Codex and Antigravity ran the earlier instruction: only Claude counts
    "agent-below-bar": "insufficient", // the native Claude ledger is a bare array the judge rejected: no measured score remains
    "agent-turns": "insufficient", // the native Claude trajectory is a release asset, not in the folder: nothing counted
    ablations: "claimed", // single-frame has no ledger: its 0.0000 is only claimed
    "instruction-parity": "fail", // Codex and Antigravity ran 0963eb1a…
    "claimed-matches-recomputed": "pass",
    "trajectory-integrity": "insufficient", // the fixtures carry no trajectory facts
    "shortcut-probes-below-bar": "insufficient", // no audit run in the fixtures
    "omission-never-helps": "insufficient",
    contract: "insufficient", // the fixtures carry no contract review: "not reviewed"
  },
  egocentric: {
    "media-pinned": "warn", // a Dropbox share link has no revision: mutable pin
    "media-verified": "insufficient",
    "media-duration": "claimed", // claimed by the SPEC card: not probed by ffprobe in the fixtures
    "media-resolution": "claimed", // claimed by the SPEC card: not probed by ffprobe in the fixtures
    "oracle-perfect": "pass",
    "empty-submission": "pass",
    "harness-coverage": "fail", // Claude is a salvaged diagnostic, Antigravity PENDING
    "agent-below-bar": "pass",
    "agent-turns": "claimed", // turns as scores.md claims them: no trajectory facts in the fixtures
    ablations: "fail", // no-media is constructed, frame-dump pending
    "instruction-parity": "insufficient", // no row records its instruction
    "claimed-matches-recomputed": "pass",
    "trajectory-integrity": "insufficient", // the fixtures carry no trajectory facts
    "shortcut-probes-below-bar": "insufficient", // no audit run in the fixtures
    "omission-never-helps": "insufficient",
    contract: "insufficient", // the fixtures carry no contract review: "not reviewed"
  },
  kart: {
    "media-pinned": "warn", // …/resolve/main/…: names a branch, not a commit
    "media-verified": "insufficient",
    "media-duration": "claimed", // claimed by the SPEC card: not probed by ffprobe in the fixtures
    "media-resolution": "claimed", // claimed by the SPEC card: not probed by ffprobe in the fixtures
    "oracle-perfect": "fail", // claimed 1.0000, recomputed 0.0 under the judge scores.md describes
    "empty-submission": "pass",
    "harness-coverage": "fail", // Gemini CLI is not Antigravity
    "agent-below-bar": "claimed", // every number is claimed, no ledger retained: below the bar only as claimed
    "agent-turns": "claimed", // turns as scores.md claims them: no trajectory facts in the fixtures
    ablations: "fail", // frame-dump missing
    "instruction-parity": "insufficient",
    "claimed-matches-recomputed": "insufficient",
    "trajectory-integrity": "insufficient", // the fixtures carry no trajectory facts
    "shortcut-probes-below-bar": "insufficient", // no audit run in the fixtures
    "omission-never-helps": "insufficient",
    contract: "insufficient", // the fixtures carry no contract review: "not reviewed"
  },
  demo: {
    "media-pinned": "fail", // media/demo-shapes.mp4 is a relative path: it pins nothing outside the folder
    "media-verified": "insufficient",
    "media-duration": "fail", // 2.5 min, no exemption claimed
    "media-resolution": "claimed", // claimed by the SPEC card: not probed by ffprobe in the fixtures
    "oracle-perfect": "pass",
    "empty-submission": "pass",
    "harness-coverage": "pass",
    "agent-below-bar": "pass",
    "agent-turns": "claimed", // turns as scores.md claims them: no trajectory facts in the fixtures
    ablations: "pass", // no audio: video-only and audio-only do not apply
    "instruction-parity": "claimed", // hashes as scores.md claims them: no trajectory proves them in the fixtures
    "claimed-matches-recomputed": "fail", // the Claude row claims 0.25
    "trajectory-integrity": "insufficient", // the fixtures carry no trajectory facts
    "shortcut-probes-below-bar": "insufficient", // no audit run in the fixtures
    "omission-never-helps": "insufficient",
    contract: "insufficient", // the fixtures carry no contract review: "not reviewed"
  },
};

const cases = Object.entries(EXPECTED).flatMap(([task, gates]) => Object.entries(gates).map(([id, outcome]) => ({ task, id, outcome })));

describe("evaluateGates on the real tasks and the demo", () => {
  it.each(cases)("$task: $id is $outcome", ({ task, id, outcome }) => {
    const gate = evaluateGates(TASKS[task]).find((g) => g.id === id);
    expect(gate?.outcome).toBe(outcome);
  });

  it("returns every gate once, in a fixed order, each with its threshold text", () => {
    const gates = evaluateGates(demoFacts);
    expect(gates.map((g) => g.id)).toEqual([
      "media-pinned",
      "media-verified",
      "media-duration",
      "media-resolution",
      "oracle-perfect",
      "empty-submission",
      "harness-coverage",
      "agent-below-bar",
      "agent-turns",
      "ablations",
      "instruction-parity",
      "claimed-matches-recomputed",
      "trajectory-integrity",
      "shortcut-probes-below-bar",
      "omission-never-helps",
      "contract",
    ]);
    for (const gate of gates) expect(gate.threshold).toBe(GATE_THRESHOLD_TEXT[gate.id]);
  });

  it("never passes a gate without at least one evidence line", () => {
    for (const facts of Object.values(TASKS)) {
      for (const gate of evaluateGates(facts)) expect(gate.evidence.length).toBeGreaterThan(0);
    }
  });
});

const evidenceOf = (facts: GateFacts, id: GateId) => evaluateGates(facts).find((g) => g.id === id)!.evidence;

describe("evidence the reviewer reads", () => {
  it("FlightGear parity lists exactly the rows on the old instruction among official agent rows", () => {
    const problems = evidenceOf(flightgearFacts, "instruction-parity").filter((e) => e.kind === "problem");
    expect(problems.map((e) => e.rowId)).toEqual([
      "fg-codex",
      "fg-agy",
      "fg-no-media",
      "fg-single-frame",
      "fg-video-only",
      "fg-audio-only",
      "fg-frame-dump",
    ]);
    expect(problems[0].text).toBe(
      "Codex CLI / GPT-5.6 Sol (full, earlier instruction): ran 0963eb1a…c3e1 (claimed in scores.md), not the shipped a970d16d…11e4; it would count toward the strong-agent gates: re-run it or record a waiver",
    );
    // the replaced agent-host round is listed, but does not decide the gate
    const replaced = evidenceOf(flightgearFacts, "instruction-parity").find((e) => e.rowId === "fg-claude-host");
    expect(replaced?.kind).toBe("note");
  });

  it("FlightGear coverage says why Codex and Antigravity do not count (9.1: why all three harnesses fails)", () => {
    const notes = evidenceOf(flightgearFacts, "harness-coverage")
      .filter((e) => e.kind === "note")
      .map((e) => e.text);
    expect(notes).toEqual([
      "Codex CLI: Codex CLI / GPT-5.6 Sol ran an earlier instruction (0963eb1a…c3e1, not the shipped a970d16d…11e4), does not count",
      "Antigravity: Antigravity CLI / Gemini 3.6 Flash High ran an earlier instruction (0963eb1a…c3e1, not the shipped a970d16d…11e4), does not count",
      "VS Code Claude Agent SDK / Claude Opus 4.8 (replaced) is not one of the required harnesses",
    ]);
  });

  it("FlightGear Codex claim 0.0938 reproduces; the bare-array Claude row is a rejection, not an agreeing 0", () => {
    const ev = evidenceOf(flightgearFacts, "claimed-matches-recomputed");
    expect(ev.find((e) => e.rowId === "fg-codex")).toMatchObject({ kind: "ok", numbers: { claimed: 0.0938, recomputed: 0.0938 } });
    expect(ev.find((e) => e.rowId === "fg-claude")).toMatchObject({
      kind: "note",
      grade: "rejected",
      numbers: { claimed: 0, recomputed: null },
    });
  });

  it("FlightGear strong agents: the rejected native Claude document is not a score, and says why", () => {
    const ev = evidenceOf(flightgearFacts, "agent-below-bar").find((e) => e.rowId === "fg-claude");
    expect(ev).toMatchObject({ kind: "unknown", grade: "rejected" });
    expect(ev?.text).toContain("the judge rejected its ledger (top-level object must contain clearances)");
  });

  it("FlightGear turns and integrity: the absent native Claude trajectory counts and audits nothing", () => {
    const turns = evidenceOf(flightgearFacts, "agent-turns").find((e) => e.rowId === "fg-claude");
    expect(turns).toMatchObject({ kind: "unknown", grade: "absent" });
    expect(turns?.text).toContain("is not in the folder, so no turn was counted (147 claimed)");
    const integrity = evidenceOf(flightgearFacts, "trajectory-integrity").find((e) => e.rowId === "fg-claude");
    expect(integrity).toMatchObject({ kind: "unknown", grade: "absent" });
  });

  it("egocentric coverage names the missing harnesses and why the present rows do not count", () => {
    const ev = evidenceOf(egocentricFacts, "harness-coverage");
    expect(ev.filter((e) => e.kind === "missing").map((e) => e.text)).toEqual([
      "Claude Code: no official full-condition row",
      "Antigravity: no official full-condition row",
    ]);
    expect(ev.find((e) => e.rowId === "ego-claude")?.text).toBe(
      "Claude Code: Claude Code CLI / claude-opus-4-8 is diagnostic, does not count",
    );
    expect(ev.find((e) => e.rowId === "ego-agy")?.text).toBe("Antigravity: Antigravity / gemini-3.5-flash is todo, does not count");
  });

  it("egocentric ablations: constructed no-media does not count, audio conditions do not apply", () => {
    const texts = evidenceOf(egocentricFacts, "ablations").map((e) => `${e.kind}: ${e.text}`);
    expect(texts).toContain("note: no-media: constructed prior is constructed, does not count");
    expect(texts).toContain("missing: no-media: no measured row");
    expect(texts).toContain("ok: single-frame: claimed 0.0000, no recomputed score");
    expect(texts).toContain("note: video-only: not applicable, the media has no audio track");
    expect(texts).toContain("note: audio-only: not applicable, the media has no audio track");
    expect(texts).toContain("missing: frame-dump-no-tools: no measured row");
  });

  it("kart: the oracle is judged on its recomputed number, the Gemini CLI row is noted", () => {
    expect(evidenceOf(kartFacts, "oracle-perfect")[0].text).toBe("oracle recomputes to 0.0000, not 1.0000");
    const notes = evidenceOf(kartFacts, "harness-coverage").filter((e) => e.kind === "note");
    expect(notes.map((e) => e.text)).toContain("Gemini CLI (0.57.0) / gemini-3.5-flash is not one of the required harnesses");
  });

  it("demo: the wrong claim is listed with both numbers and the difference", () => {
    const problems = evidenceOf(demoFacts, "claimed-matches-recomputed").filter((e) => e.kind === "problem");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      rowId: "demo-claude",
      text: expect.stringMatching(
        /^Claude Code CLI \/ claude-opus-4-8 \(full\): claimed 0\.25\d*, recomputed 0\.0526 \(Δ −0\.1974; \|Δ\| ≤ .*does not reproduce$/,
      ),
      numbers: { claimed: 0.25, recomputed: 0.052632 },
    });
  });

  it("demo: the media gate fails honestly on length", () => {
    expect(evidenceOf(demoFacts, "media-duration")[0].text).toBe("150 s (2.5 min) is shorter than 10 min (no short-clip exemption)");
  });
});

describe("a row its trajectory demotes (blocking integrity finding): still listed, counted nowhere", () => {
  const answerKey = {
    kind: "answer_key_access",
    step: 12,
    title: "Bash call reads tests/ground_truth.json",
    rolloutPath: "calibration/rollouts/agy.jsonl",
  };
  const network = {
    kind: "network_used",
    step: 4,
    title: "curl https://example.org in a Bash call",
    rolloutPath: "calibration/rollouts/nm.jsonl",
  };
  const gate = (facts: GateFacts, id: GateId) => evaluateGates(facts).find((g) => g.id === id)!;

  it.each<[string, GateFacts, GateId, GateOutcome]>([
    ["baseline: every official row counts", passingFacts(), "harness-coverage", "pass"],
    [
      "the only Antigravity row read the answer key: coverage misses it",
      withRows(makeRow({ id: "agy", harness: "Antigravity", demotedBy: [answerKey] })),
      "harness-coverage",
      "fail",
    ],
    [
      "a second, clean Antigravity row keeps coverage",
      withRows(makeRow({ id: "agy", harness: "Antigravity", demotedBy: [answerKey] }), makeRow({ id: "agy2", harness: "Antigravity" })),
      "harness-coverage",
      "pass",
    ],
    // a demoted row's score over the bar does not fail the difficulty gate: it is not an honest measurement
    [
      "a demoted row over the bar",
      withRows(
        makeRow({ id: "agy", harness: "Antigravity", recomputedScore: 0.6, demotedBy: [answerKey] }),
        makeRow({ id: "agy2", harness: "Antigravity" }),
      ),
      "agent-below-bar",
      "pass",
    ],
    [
      "a demoted row with few turns",
      withRows(
        makeRow({ id: "agy", harness: "Antigravity", turns: 3, demotedBy: [answerKey] }),
        makeRow({ id: "agy2", harness: "Antigravity" }),
      ),
      "agent-turns",
      "pass",
    ],
    [
      "the only no-media run used the network",
      withRows(makeRow({ id: "no-media", condition: "no_media", turns: 5, demotedBy: [network] })),
      "ablations",
      "fail",
    ],
    [
      "a demoted row on another instruction still fails parity (it claims to be official)",
      withRows(makeRow({ id: "agy", harness: "Antigravity", instructionSha256: SHA_B, demotedBy: [answerKey] })),
      "instruction-parity",
      "fail",
    ],
  ])("%s: %s is %s", (_name, facts, id, outcome) => {
    expect(gate(facts, id).outcome).toBe(outcome);
  });

  it("every gate that would have counted it says why it does not", () => {
    const facts = withRows(makeRow({ id: "agy", harness: "Antigravity", model: "gemini-3.6-flash", demotedBy: [answerKey] }));
    const why =
      "Antigravity / gemini-3.6-flash is official but does not count: its trajectory shows Bash call reads tests/ground_truth.json (step 12)";
    expect(gate(facts, "harness-coverage").evidence.filter((e) => e.rowId === "agy")).toEqual([
      {
        kind: "note",
        rowId: "agy",
        text: "Antigravity: Antigravity / gemini-3.6-flash is official but its trajectory shows Bash call reads tests/ground_truth.json (step 12), does not count",
        numbers: {},
      },
    ]);
    expect(gate(facts, "agent-below-bar").evidence.find((e) => e.rowId === "agy")).toEqual({
      kind: "note",
      rowId: "agy",
      text: why,
      numbers: { claimed: 0.05, recomputed: 0.05 },
    });
    expect(gate(facts, "agent-turns").evidence.find((e) => e.rowId === "agy")).toMatchObject({
      kind: "note",
      text: why,
      numbers: { turns: 80 },
    });
    const nm = withRows(
      makeRow({ id: "no-media", condition: "no_media", turns: 5, claimedScore: 0, recomputedScore: 0, demotedBy: [network] }),
    );
    expect(
      gate(nm, "ablations")
        .evidence.filter((e) => e.rowId === "no-media" || e.text.startsWith("no-media"))
        .map((e) => `${e.kind}: ${e.text}`),
    ).toEqual([
      "note: no-media: Codex CLI / gpt-5.6-sol is official but does not count: its trajectory shows curl https://example.org in a Bash call (step 4)",
      "missing: no-media: no measured row",
    ]);
  });
});

describe("a task no judge can score says so on the evidence that waits for a score", () => {
  // the demo task with nothing recomputed: the oracle, the empty submission and every row wait for a score
  const unscored: GateFacts = {
    ...demoFacts,
    oracleRecomputed: null,
    emptyRecomputed: null,
    rows: demoFacts.rows.map((r) => ({ ...r, recomputedScore: null })),
  };
  const texts = (facts: GateFacts, id: GateId) =>
    evaluateGates(facts)
      .find((g) => g.id === id)!
      .evidence.map((e) => e.text);
  const why = "no judge for this family";

  it("the unscored oracle line says why it cannot be checked; lines about other things keep their words", () => {
    const gates = { ...unscored, judgeNotCheckable: why };
    expect(texts(gates, "oracle-perfect")).toEqual([`not checkable (${why}): the oracle has not been scored by the judge`]);
    expect(texts(gates, "media-verified")).toEqual(["not verified yet"]);
  });
  it("a measured score line is never marked, even with no judge named", () => {
    const scored = texts({ ...demoFacts, judgeNotCheckable: why }, "oracle-perfect");
    expect(scored).toEqual(texts(demoFacts, "oracle-perfect"));
    expect(scored.join(" ")).not.toMatch(/not checkable/);
  });
  it("with a judge, waiting for a score is just that", () => {
    expect(texts(unscored, "oracle-perfect")).toEqual(["the oracle has not been scored by the judge"]);
  });
});
