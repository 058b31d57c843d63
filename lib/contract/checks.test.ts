// Table tests per contract code: each check on small inputs built here, one case that must find
// the problem and one that must not. Expected values are read off the inputs by hand.
import { describe, expect, it } from "vitest";
import { TASK_VERIFIER_FAMILY, type JudgeFamily } from "../judges/judge-family";
import { docConstantFindings } from "./doc-constants";
import { environmentFindings } from "./environment";
import { EGOCENTRIC_EVENTS, FLIGHTGEAR_EVENTS, KART_EVENTS } from "./family-events";
import { historyBlobFindings, folderBlobFindings, LARGE_BLOB_BYTES } from "./hygiene";
import { labelFindings } from "./labels";
import { leakFindings } from "./leaks";
import { DEFAULT_POLICY, policyFor, type FamilyPolicy } from "./policy";
import { scoringNumberFindings, toleranceSources } from "./scoring-numbers";
import { toleranceStatements } from "./tolerance-statements";
import type { ContractFinding, ScoringNumber } from "./types";

const codes = (fs: ContractFinding[]) => fs.map((f) => f.code);
const frames12: ScoringNumber = { kind: "tolerance", key: "frameTolerance", label: "boundary", unit: "frames", value: 12 };
const doc = (text: string, path = "steps/solve/instruction.md") => ({ path, text });

describe("tolerance statements", () => {
  it.each([
    ["Scored with a +/-12-frame (0.5 s) tolerance", [[12, "frames"]]],
    [
      "within 25 feet, 2 degrees, or\n3 knots",
      [
        [25, "ft"],
        [2, "deg"],
        [3, "kt"],
      ],
    ],
    ["Issue times are evaluated within 2\nseconds", [[2, "s"]]],
    ["accurate (within ~30% of the true value", [[0.3, "fraction"]]],
    ["a 2-second tolerance", [[2, "s"]]],
    ["at least 3 seconds of evidence; more than 12 seconds after", []],
  ])("%s", (text, expected) => {
    expect(toleranceStatements(text).map((s) => [s.value, s.unit])).toEqual(expected);
  });
});

describe("tolerance_not_in_instruction / scoring_stated_differently", () => {
  const spec = doc("line\nScored with a +/-12-frame (0.5 s) tolerance on BOTH boundaries", "SPEC.md");
  it.each([
    ["instruction states none", "Report start_frame and end_frame.", ["tolerance_not_in_instruction"]],
    ["instruction states it", "A boundary within 12 frames of the true boundary is accepted.", []],
    ["instruction states it in seconds at 24 fps", "Boundaries count within 0.5 s.", []],
    [
      "instruction states another value",
      "Boundaries count within 24 frames.",
      ["tolerance_not_in_instruction", "scoring_stated_differently"],
    ],
    ["instruction states the method", "A boundary within 12 frames counts; the score is F1.", ["scoring_stated_differently"]],
  ])("%s", (_, instruction, expected) => {
    const fs = scoringNumberFindings({ instruction: doc(instruction), spec, fps: 24 }, [frames12], DEFAULT_POLICY);
    expect(codes(fs)).toEqual(expected);
  });

  it("the finding says where the SPEC states the tolerance and that the instruction states none", () => {
    const [f] = scoringNumberFindings({ instruction: doc("nothing"), spec, fps: 24 }, [frames12], DEFAULT_POLICY);
    expect(f.evidence).toBe('judge: frameTolerance = 12 frames (boundary); SPEC: SPEC.md:2 "+/-12-frame"; instruction: none');
  });

  it("the per-family policy: a family without its own defaults to 'tolerances stated, method not'; a family that states its method may", () => {
    // no judge family, and the task's own verifier (an explicit opt-out in POLICIES)
    const unconfigured: (JudgeFamily | null)[] = [null, TASK_VERIFIER_FAMILY];
    for (const family of unconfigured)
      expect(policyFor(family)).toEqual({ statedTolerances: "all", method: "not_stated", statedCaps: "none" });
    const methodStated = "A boundary within 12 frames counts; the score is F1.";
    const run = (policy: FamilyPolicy) =>
      codes(scoringNumberFindings({ instruction: doc(methodStated), spec, fps: 24 }, [frames12], policy));
    expect(run(policyFor(null))).toEqual(["scoring_stated_differently"]);
    expect(run({ ...DEFAULT_POLICY, method: "stated" })).toEqual([]);
    // kart's instruction states its weights on purpose (seed 001): its policy says so
    expect(policyFor("kart-race-telemetry-ledger-s1").method).toBe("stated");
  });

  it.each([
    [
      "stated in both (seconds at 24 fps in the instruction)",
      "Report frames.\nBoundaries count within 0.5 s.",
      24,
      "instruction.md: 2; SPEC.md: 2",
    ],
    ["the instruction states none", "Report frames.", 24, "instruction.md: none; SPEC.md: 2"],
    ["seconds without an fps are not read as frames", "Boundaries count within 0.5 s.", null, "instruction.md: none; SPEC.md: 2"],
  ])("toleranceSources: %s", (_, text, fps, expected) => {
    const docs = { instruction: doc(text), spec, fps };
    expect(toleranceSources(docs, [frames12])).toEqual([`frameTolerance 12 frames: steps/solve/${expected}`]);
  });

  it("a SPEC stating another value is a warn on the SPEC's line", () => {
    const fs = scoringNumberFindings(
      { instruction: doc("within 12 frames"), spec: doc("a\nb ±24 frames", "SPEC.md"), fps: null },
      [frames12],
      DEFAULT_POLICY,
    );
    expect(fs).toMatchObject([{ code: "scoring_stated_differently", severity: "warn", file: "SPEC.md", line: 2 }]);
  });
});

describe("instruction_leaks_ground_truth", () => {
  const gt = {
    actions: [
      { verb: "turn on", nouns: ["burner"] },
      { verb: "take", nouns: ["cup"] },
      { verb: "pour", nouns: ["oil", "oil_container", "skillet"] },
    ],
  };
  const bigVocab = { verbs: 15, nouns: 35 };
  const example = (verb: string, nouns: string[]) =>
    `\`\`\`json\n{"actions": [\n  {"verb": "${verb}", "nouns": ${JSON.stringify(nouns)}, "start_frame": 1}\n]}\n\`\`\``;
  it.each([
    ["a rare 3-noun GT tuple", example("pour", ["skillet", "oil", "oil_container"]), bigVocab, ["#3"]],
    ["a tuple not in the GT", example("pour", ["milk", "cup", "skillet"]), bigVocab, []],
    // 4 verbs x 4 nouns: 3 distinct 1-noun GT tuples of 16 -> p = 0.1875 >= 1%: chance explains it
    ["a tiny vocabulary", example("take", ["cup"]), { verbs: 4, nouns: 4 }, []],
  ])("%s", (_, text, vocabulary, expected) => {
    const fs = leakFindings({ instruction: doc(`# T\n${text}`), groundTruth: gt, events: EGOCENTRIC_EVENTS, vocabulary });
    expect(fs.map((f) => /#\d+/.exec(f.message)?.[0])).toEqual(expected);
    if (expected.length) expect(fs[0].line).toBe(4);
  });

  it("FlightGear: command type and target equal a clearance's", () => {
    const clearances = {
      clearances: [
        { command_type: "climb", target_value: 5000 },
        { command_type: "descend", target_value: 3000 },
      ],
    };
    const inst = (t: number) => doc(`{"command_type": "descend", "target_value": ${t}, "issued_time_s": 1}`);
    expect(
      leakFindings({ instruction: inst(3000), groundTruth: clearances, events: FLIGHTGEAR_EVENTS, vocabulary: null })[0].message,
    ).toContain("#2");
    expect(leakFindings({ instruction: inst(3100), groundTruth: clearances, events: FLIGHTGEAR_EVENTS, vocabulary: null })).toEqual([]);
  });

  it("FlightGear: an example written as a Python dict is read, and still leaks (the same text as JSON: the same finding)", () => {
    const clearances = { clearances: [{ command_type: "descend", target_value: 3000 }] };
    const run = (text: string) =>
      leakFindings({ instruction: doc(text), groundTruth: clearances, events: FLIGHTGEAR_EVENTS, vocabulary: null });
    const python = run("Example:\n```python\n{'command_type': 'descend', 'target_value': 3000, 'issued_time_s': 1,}\n```");
    expect(python.map((f) => [f.line, f.message.includes("#1")])).toEqual([[3, true]]);
    expect(run("Example:\n```python\n{'command_type': 'climb', 'target_value': 3000}\n```")).toEqual([]);
  });

  it("kart: same track and a count inside the accuracy band (max(1, 30%))", () => {
    const races = { races: [{ track: "hacienda", items_collected: 10, bananas_hit: 0 }] };
    const inst = (items: number) => doc(`{"track": "hacienda", "items_collected": ${items}, "bananas_hit": 5}`);
    const band = { relative: 0.3, floor: 1 };
    expect(leakFindings({ instruction: inst(13), groundTruth: races, events: KART_EVENTS, vocabulary: null, band })).toHaveLength(1); // |13-10| = 3 <= 3
    expect(leakFindings({ instruction: inst(14), groundTruth: races, events: KART_EVENTS, vocabulary: null, band })).toEqual([]); // 4 > 3; bananas 5 vs 0 > 1
  });
});

describe("labels", () => {
  const vocabulary = {
    path: "environment/vocabulary.json",
    fields: { verb: ["mix", "move around"], nouns: ["egg", "egg_mixture", "skillet", "spatula"] },
  };
  const instruction = doc("The 2 verbs: `mix`, `move around`. The 4 nouns: `egg`, `egg_mixture`, `skillet`, `spatula`.");
  const run = (actions: unknown[], inst = instruction) =>
    labelFindings({
      groundTruth: { actions },
      events: EGOCENTRIC_EVENTS,
      vocabulary,
      labelFields: ["verb", "nouns"],
      documents: [inst],
      instruction: inst,
    });

  it.each([
    ["every label in the vocabulary", [{ verb: "mix", nouns: ["egg", "skillet"] }], []],
    ["a noun outside it", [{ verb: "mix", nouns: ["eggs"] }], ["label_not_in_vocabulary"]],
    [
      "egg vs egg_mixture with the same tool and place",
      [
        { verb: "mix", nouns: ["egg_mixture", "skillet", "spatula"] },
        { verb: "move around", nouns: ["egg", "skillet", "spatula"] },
      ],
      ["inconsistent_labels"],
    ],
    [
      "related labels in different contexts",
      [
        { verb: "mix", nouns: ["egg", "spatula"] },
        { verb: "mix", nouns: ["egg_mixture", "skillet"] },
      ],
      [],
    ],
  ])("%s", (_, actions, expected) => expect(codes(run(actions))).toEqual(expected));

  it("inconsistent_labels cites the ground-truth lines of both events when the file's text is given", () => {
    const actions = [
      { verb: "take", nouns: ["skillet"] },
      { verb: "mix", nouns: ["egg_mixture", "skillet", "spatula"] },
      { verb: "move around", nouns: ["egg", "skillet", "spatula"] },
    ];
    const text = `{"actions": [\n${actions.map((a) => JSON.stringify(a)).join(",\n\n")}\n]}`; // items on lines 2, 4, 6
    const find = (groundTruthFile: { path: string; text: string } | null) =>
      labelFindings({
        groundTruth: { actions },
        events: EGOCENTRIC_EVENTS,
        vocabulary: null,
        labelFields: ["verb", "nouns"],
        documents: [instruction],
        instruction,
        groundTruthFile,
      }).find((f) => f.code === "inconsistent_labels")!;
    const cited = find({ path: "steps/solve/tests/gt.json", text });
    expect(cited).toMatchObject({ file: "steps/solve/tests/gt.json", line: 4 });
    expect(cited.evidence).toContain("#2 (steps/solve/tests/gt.json:4) mix");
    expect(cited.evidence).toContain("#3 (steps/solve/tests/gt.json:6) move around");
    // a text whose items cannot be matched to the events (here: another list) cites no line
    expect(find({ path: "steps/solve/tests/gt.json", text: '{"segments": []}' })).toMatchObject({ file: instruction.path, line: null });
  });

  it("vocabulary_count_mismatch: a stated count differs from the vocabulary's size", () => {
    const wrong = doc("The 2 verbs: `mix`, `move around`. The published 5 nouns: `egg`, `egg_mixture`, `skillet`, `spatula`.");
    expect(run([], wrong)).toMatchObject([{ code: "vocabulary_count_mismatch", evidence: "5 nouns", line: 1 }]);
    expect(run([])).toEqual([]);
  });

  it("a label the vocabulary has but the instruction never lists is a warn", () => {
    const short = doc("Verbs: `mix`. Nouns: `egg`.");
    expect(run([{ verb: "move around", nouns: ["egg"] }], short)).toMatchObject([{ code: "label_not_in_vocabulary", severity: "warn" }]);
  });
});

describe("environment", () => {
  const toml = (internet: boolean, timeout = 10800) => ({
    path: "task.toml",
    text: `[environment]\nallow_internet = ${internet}\n[[steps]]\n[steps.agent]\ntimeout_sec = ${timeout}\n`,
    parsed: { environment: { allow_internet: internet }, steps: [{ agent: { timeout_sec: timeout } }] },
  });
  const base = { dockerfiles: [], media: [], spec: null, taskToml: toml(false), calibrationDocs: [] };
  it.each([
    ["FROM a tag", { dockerfiles: [doc("FROM python:3.12-slim\nRUN x", "environment/Dockerfile")] }, ["base_image_not_digest_pinned"]],
    ["FROM a digest", { dockerfiles: [doc(`FROM python:3.12@sha256:${"a".repeat(64)}`, "environment/Dockerfile")] }, []],
    [
      "a later stage FROM an earlier one",
      { dockerfiles: [doc(`FROM x@sha256:${"b".repeat(64)} AS build\nFROM build`, "environment/Dockerfile")] },
      [],
    ],
    [
      "media on a branch",
      { media: [{ url: "https://huggingface.co/datasets/a/b/resolve/main/v.mp4", source: null }] },
      ["mutable_media_pin"],
    ],
    ["media at a commit", { media: [{ url: `https://huggingface.co/datasets/a/b/resolve/${"c".repeat(40)}/v.mp4`, source: null }] }, []],
    ["allow_internet = true", { taskToml: toml(true) }, ["internet_allowed"]],
    [
      "a 45-minute cap against 3 h",
      { calibrationDocs: [doc("ran with --agent-timeout-multiplier 0.25", "calibration/scores.md")] },
      ["budget_mismatch"],
    ],
    ["a 3-hour budget as declared", { calibrationDocs: [doc("a 3-hour budget, as task.toml says", "calibration/scores.md")] }, []],
  ])("%s", (_, over, expected) => expect(codes(environmentFindings({ ...base, ...over }))).toEqual(expected));

  it("the Dockerfile finding cites its FROM line", () => {
    const [f] = environmentFindings({ ...base, dockerfiles: [doc("# base\nFROM ubuntu:24.04", "environment/Dockerfile")] });
    expect(f).toMatchObject({ file: "environment/Dockerfile", line: 2, evidence: "FROM ubuntu:24.04" });
  });
});

describe("repository hygiene", () => {
  const big = LARGE_BLOB_BYTES + 1;
  it.each([
    ["a raw rollout over 10 MiB", [{ path: "calibration/rollouts/a.jsonl", byteLength: big }], ["large_blobs"]],
    ["a small file", [{ path: "calibration/rollouts/a.jsonl", byteLength: 1000 }], []],
    ["the media itself", [{ path: "media/clip.mp4", byteLength: big }], []],
  ])("folder: %s", (_, files, expected) => expect(codes(folderBlobFindings(files))).toEqual(expected));

  it.each([
    [
      "a blob added then deleted in the range",
      [
        { path: "r.jsonl", size: 500, change: "added", commit: "a".repeat(40) },
        { path: "r.jsonl", size: 500, change: "deleted", commit: "b".repeat(40) },
      ],
      ["history_blobs"],
    ],
    ["a blob added and kept", [{ path: "r.jsonl", size: 500, change: "added", commit: "a".repeat(40) }], []],
    ["a large blob added", [{ path: "r.jsonl", size: big, change: "added", commit: "a".repeat(40) }], ["large_blobs"]],
    ["a blob deleted only", [{ path: "r.jsonl", size: big, change: "deleted", commit: "a".repeat(40) }], []],
  ] as const)("history: %s", (_, changes, expected) => expect(codes(historyBlobFindings(changes, "a..b"))).toEqual(expected));
});

describe("doc_contradicts_constant", () => {
  const code = doc(
    '"""Checks the task. A strong agent must stay under AGENT_MAX (0.50)."""\nAGENT_MAX = 0.10\n',
    "calibration/check_task.py",
  );
  it.each([
    ["a docstring states another value", [code], ["doc_contradicts_constant"]],
    ["the docstring agrees", [doc('"""AGENT_MAX (0.10)"""\nAGENT_MAX = 0.10\n', "calibration/check_task.py")], []],
    [
      "a README states another value",
      [doc("AGENT_MAX = 0.10\n", "c.py"), doc("The bar AGENT_MAX is 0.5.", "README.md")],
      ["doc_contradicts_constant"],
    ],
    ["a README alone defines nothing", [doc("AGENT_MAX = 0.10", "README.md"), doc("AGENT_MAX is 0.5", "NOTES.md")], []],
    [
      "code that compares or passes the constant states nothing",
      [doc("AGENT_MAX = 0.10\nassert AGENT_MAX < 1\nrun(AGENT_MAX=0.5)\n", "calibration/check_task.py")],
      [],
    ],
    [
      "a # comment in the code states another value",
      [doc("AGENT_MAX = 0.10\nif r > AGENT_MAX:  # AGENT_MAX is 0.5 for strong agents\n    fail()\n", "check.py")],
      ["doc_contradicts_constant"],
    ],
    [
      "a // comment and a /* block */ in TypeScript",
      [doc("export const AGENT_MAX = 0.1;\n// AGENT_MAX (0.25)\n/* AGENT_MAX: 0.3 */\nf(AGENT_MAX == 0.7);\n", "check.ts")],
      ["doc_contradicts_constant", "doc_contradicts_constant"],
    ],
  ])("%s", (_, files, expected) => expect(codes(docConstantFindings(files))).toEqual(expected));

  it("cites the stated line and the executed constant", () => {
    const [f] = docConstantFindings([code]);
    expect(f).toMatchObject({
      line: 1,
      message: "calibration/check_task.py:1 says AGENT_MAX is 0.50; calibration/check_task.py:2 executes AGENT_MAX = 0.1",
    });
  });
});
