// The three real task folders (and the demo task, when present), imported end to end.
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseTaskFolder } from "./parse-task-folder";
import { readTaskFolder } from "./read-folder";
import { ParsedTaskSchema, type ParsedTask, type ParseTaskResult, type TaskFiles } from "./types";

const TASKS = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks");
const FG = "flightgear-atc-clearance-compliance-ledger";
const KART = "kart-race-telemetry-ledger-s1";
const EGO = "egocentric-activity-understanding";
const SHIPPED_FG_INSTRUCTION = "a970d16d52130b05e9879b9b43bc796414432add3e75ba9da6eb1795dc3811e4";

const files: Record<string, TaskFiles> = {};
beforeAll(async () => {
  for (const t of [FG, KART, EGO]) files[t] = await readTaskFolder(path.join(TASKS, t));
});

function imported(result: ParseTaskResult): { task: ParsedTask; codes: string[] } {
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.errors)}`);
  ParsedTaskSchema.parse(result.task);
  return { task: result.task, codes: result.findings.map((f) => f.code) };
}
const source = (t: string) => ({ kind: "fixture" as const, location: `prisma/fixtures/tasks/${t}` });
const rowFacts = (task: ParsedTask) =>
  task.rows.map((r) => [
    r.sourceLine,
    r.status,
    r.instructionSha256,
    r.wrapped,
    r.networkPosture,
    r.citedRolloutPath,
    r.citedLedgerPath,
    r.findings.map((f) => f.code),
  ]);

describe("FlightGear", () => {
  it("imports the contract files with exact hashes", () => {
    const { task, codes } = imported(parseTaskFolder(FG, files[FG], source(FG)));
    expect([task.title, task.family, task.familySource, task.judgeId]).toEqual([
      "FlightGear ATC clearance compliance ledger",
      FG,
      "SPEC.md card task",
      `${FG}@cbfc22d`,
    ]);
    expect([task.instruction.sha256, task.instruction.byteLength]).toEqual([SHIPPED_FG_INSTRUCTION, 7407]);
    expect(task.instruction.text.startsWith("# Reconstruct The ATC Clearance-To-Compliance Ledger")).toBe(true);
    expect(task.taskToml.parsed).toMatchObject({ environment: { allow_internet: false, cpus: 8 } });
    expect(task.spec?.cardLine).toBe(7);
    expect(task.spec?.card).toMatchObject({ cognitive_level: "reasoning", scorer: { oracle_reward: 1 } });
    expect(task.groundTruth?.path).toBe("steps/solve/tests/ground_truth.json");
    expect(task.groundTruth?.sha256).toBe("9c21f212139d2d7decb4c9159252c3214c6637355659fba435407eb658260c4f");
    expect(task.oracle?.sha256).toBe("9f35570581dc5da32befdf22966578d0007e1945c629bd85d6b3d14713c7514a");
    expect(task.oracleNote).toBeNull();
    expect(task.media).toEqual([
      expect.objectContaining({
        url: "https://huggingface.co/datasets/Jordan8717/flightgear-atc-clearance-compliance-ledger/resolve/9f301d7fb4b81ceaa73ae98268679aae75fd03d0/flight.mp4",
        sha256: "a696502dc07cad2ac6e403027e3003f38c9508e527d6f37df2f6bb3b88eeab51",
        durationSec: 3600.048,
        width: null,
        height: 720,
        hasAudio: true,
        localPath: null,
      }),
    ]);
    expect(task.pairings.map((p) => [p.judgeId, p.isPrimary, p.groundTruthSha256, p.judgeOptions])).toEqual([
      [`${FG}@cbfc22d`, true, task.groundTruth?.sha256, {}],
    ]);
    expect(codes).toEqual([]);
  });

  it("links every row and refines it from the rollouts README and the harness record", () => {
    const { task } = imported(parseTaskFolder(FG, files[FG], source(FG)));
    const R = "calibration/rollouts/";
    const A = "calibration/ablations/ledgers/";
    expect(rowFacts(task)).toEqual([
      [
        32,
        "earlier_instruction",
        "0963eb1a…c3e1",
        false,
        null,
        `${R}codex-gpt-5.6-sol.jsonl`,
        `${R}ledgers/codex-gpt-5.6-sol.json`,
        ["instruction_sha_differs", "instruction_sha_abbreviated", "derived_from_prose"],
      ],
      [
        33,
        "official",
        SHIPPED_FG_INSTRUCTION,
        false,
        "network none (container has no interface)",
        `${R}claude-opus-4.8-native.jsonl`,
        `${R}ledgers/claude-opus-4.8-native.json`,
        ["derived_from_prose", "cited_file_missing"],
      ],
      [
        34,
        "earlier_instruction",
        "0963eb1a…c3e1",
        true,
        "isolated (no egress)",
        `${R}antigravity-gemini-3.6-flash-high.jsonl`,
        `${R}ledgers/antigravity-gemini-3.6-flash-high.json`,
        ["instruction_sha_differs", "instruction_sha_abbreviated", "derived_from_prose", "derived_from_prose"],
      ],
      [63, "replaced", null, true, null, null, `${R}ledgers/claude-opus-4.8-agent-host-superseded.json`, []],
      [84, "official", null, null, null, null, null, []],
      [85, "official", null, null, null, null, null, []],
      [86, "constructed", null, null, null, null, null, []],
      [87, "official", null, null, null, null, `${A}no-media.json`, []],
      // ablations/README.md cites ledgers/single-frame.json, which is absent upstream too
      [88, "official", null, null, null, null, `${A}single-frame.json`, ["cited_file_missing"]],
      [89, "official", null, null, null, null, `${A}video-only.json`, []],
      [90, "official", null, null, null, null, `${A}audio-only.json`, []],
      [91, "official", null, null, null, null, `${A}frame-dump-no-tools.json`, []],
    ]);
    const codexWrapped = task.rows[0].findings.find((f) => f.field === "wrapped");
    expect(codexWrapped).toMatchObject({ file: `${R}README.md`, line: 106 });
  });

  it("stores trajectories with their measured turn counts, which match the claims (88, 89)", () => {
    const { task } = imported(parseTaskFolder(FG, files[FG], source(FG)));
    expect(task.rollouts.map((r) => [r.path, r.format, r.toolCallTurns, r.origin, r.byteLength])).toEqual([
      ["calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl", "antigravity-stream-json", 89, "cited", 264775],
      ["calibration/rollouts/codex-gpt-5.6-sol.jsonl", "codex-exec-json", 88, "cited", 139696],
    ]);
    expect(task.ledgers.map((l) => l.origin)).toEqual(["ablation", "ablation", "ablation", "ablation", "agent", "agent", "agent", "agent"]);
    expect(task.ledgers.every((l) => l.parsesAsJson)).toBe(true);
    expect(task.artifacts.map((a) => `${a.kind}:${a.path.split("/").pop()}`)).toEqual([
      "readme:README.md",
      "results:results.json",
      "data:harness_status.json",
      "results:results.json",
      "doc:reviewer_verdicts.md",
      "readme:README.md",
      "doc:claude-opus-4.8-native.md",
      "scores:scores.md",
    ]);
    expect(task.notes.map((n) => n.kind)).toEqual(["credit_breakdown"]);
  });

  it("contentSha256 ignores Map order and changes with any byte", () => {
    const a = imported(parseTaskFolder(FG, files[FG], source(FG))).task.contentSha256;
    const reversed = new Map([...files[FG]].reverse());
    expect(imported(parseTaskFolder(FG, reversed, source(FG))).task.contentSha256).toBe(a);
    const changed = new Map(files[FG]);
    changed.set("calibration/scores.md", new TextEncoder().encode("# changed\n"));
    expect(imported(parseTaskFolder(FG, changed, source(FG))).task.contentSha256).not.toBe(a);
  });
});

describe("kart", () => {
  it("is rejected by default: its real SPEC card is invalid YAML (PyYAML agrees)", () => {
    const result = parseTaskFolder(KART, files[KART], source(KART));
    expect(result).toEqual({
      ok: false,
      errors: [{ file: "SPEC.md", line: 56, field: "yaml card", reason: expect.stringContaining("(column 59)") }],
    });
  });

  it("imports with specCardErrors 'recover' (only `difficulty` is broken), keeping every other card key", () => {
    const { task, codes } = imported(parseTaskFolder(KART, files[KART], source(KART), { specCardErrors: "recover" }));
    expect(Object.keys(task.spec?.card ?? {})).not.toContain("difficulty");
    expect(task.spec?.card).toMatchObject({ input: { sha256: "a84170a13f0d8392e18a0fd0535e5ddad7ceae4888d5c826b6b77850f78bf322" } });
    expect(task.title).toBe("Kart Race Telemetry Reconstruction");
    expect(task.pairings.map((p) => [p.judgeId, p.isPrimary, p.groundTruthPath, p.groundTruthSha256])).toEqual([
      [`${KART}@1ea24fc`, true, "steps/solve/tests/ground_truth.json", "5e960c4285013c20eac9c7dac5becf1a4f52a7c29cb2de7ceecf58740f75f0e3"],
      [
        `${KART}@f933449`,
        false,
        "steps/solve/tests/ground_truth.b4138e8.json",
        "60f1cd5b8a09eaea28550b2c6e22012508ce10f37d9ca2d642c5ebc414cf95ce",
      ],
    ]);
    expect(task.oracle?.sha256).toBe("1926ec52f5a06e2968220787f8c72a3eed4dd9c3b4d56967895f9a34b6fe2b43");
    // codex_exact_full_solution.json is linked to Codex run 1 by name (its reward file says 0.0295, the row 0.030)
    expect(codes).toEqual([
      "spec_card_invalid",
      "scores_describe_other_judge",
      "media_sha_differs_in_scores",
      ...Array(6).fill("ledger_unlinked"),
    ]);
  });

  it("says scores.md describes the newer scorer, so the UI can show it beside the rows", () => {
    const result = parseTaskFolder(KART, files[KART], source(KART), { specCardErrors: "finding" });
    const finding = result.ok ? result.findings.find((f) => f.code === "scores_describe_other_judge") : undefined;
    expect(finding).toMatchObject({ file: "calibration/scores.md", line: 3 });
    expect(finding?.message).toContain(`${KART}@f933449`);
  });

  it("keeps the older-era solution files as unlinked ledgers (one linked by name, to confirm) and the reward dumps as artifacts", () => {
    const { task } = imported(parseTaskFolder(KART, files[KART], source(KART), { specCardErrors: "finding" }));
    expect(task.ledgers.map((l) => [l.label, l.origin])).toEqual(
      ["codex_12x4", "codex_3dim", "codex_6x12", "codex_exact_full", "codex_items_explosions", "codex_masked", "codex_ts"].map((s) => [
        `${s}_solution`,
        s === "codex_exact_full" ? "agent" : "unlinked",
      ]),
    );
    expect(task.artifacts.filter((a) => a.kind === "reward")).toHaveLength(8);
    expect(task.rows[0].ledgerLink).toBe("by_name");
    expect(task.rows[0].findings).toContainEqual(
      expect.objectContaining({
        code: "ledger_linked_by_name",
        message: expect.stringMatching(
          /^linked by name, please confirm: codex_exact_full_solution\.json .*says 0\.0295, the row claims 0\.030/,
        ),
      }),
    );
    expect(task.rows[1].findings).toContainEqual(expect.objectContaining({ code: "ledger_link_ambiguous" }));
    expect(task.rows.map((r) => [r.sourceLine, r.status, r.citedLedgerPath])).toEqual([
      [25, "official", "calibration/rollouts/codex_exact_full_solution.json"],
      [25, "official", null],
      [25, "official", null],
      [26, "official", null],
      [27, "official", null],
      [41, "official", null],
      [42, "constructed", null],
      [43, "constructed", null],
      [44, "official", null],
      [45, "official", null],
      [45, "official", null],
      [46, "constructed", null],
      [47, "official", null],
    ]);
  });
});

describe("egocentric", () => {
  it("pairs both judge versions with the vocabulary, tolerance, fps and frame count", () => {
    const { task } = imported(parseTaskFolder(EGO, files[EGO], source(EGO)));
    expect(task.title).toBe("Egocentric Activity Understanding Task");
    expect(task.groundTruth?.sha256).toBe("c49e30674cc362f1280edacffa5ee8c8d95832d1c792fde20d99556c4c54d109");
    expect(task.oracle?.sha256).toBe(task.groundTruth?.sha256);
    expect(task.pairings.map((p) => [p.judgeId, p.isPrimary, p.groundTruthPath])).toEqual([
      [`${EGO}@e25513b`, true, "steps/solve/tests/gt.json"],
      [`${EGO}@157e7b4`, false, "steps/solve/tests/gt.json"],
    ]);
    const options = task.pairings[0].judgeOptions as { verbs: string[]; nouns: string[] };
    expect(task.pairings[0].judgeOptions).toMatchObject({
      frameTolerance: 12,
      fps: 24,
      videoFrames: 25692,
      vocabularyPath: "environment/vocabulary.json",
    });
    expect([options.verbs.length, options.nouns.length]).toEqual([15, 35]);
    expect(task.vocabularies.map((v) => v.path)).toEqual(["environment/vocabulary.json"]);
    expect(task.media[0]).toMatchObject({
      width: 1280,
      height: 960,
      fps: 24,
      frameCount: 25692,
      hasAudio: false,
      codec: "H.264",
      durationSec: 1070.4,
    });
  });

  it("takes row status from the manifest, links ledgers, and flags the restated no-media prior", () => {
    const { task, codes } = imported(parseTaskFolder(EGO, files[EGO], source(EGO)));
    const R = "calibration/rollouts/";
    expect(rowFacts(task).map(([line, status, , , , rollout, ledger, found]) => [line, status, rollout, ledger, found])).toEqual([
      [18, "official", null, null, []],
      [19, "official", null, null, []],
      [20, "constructed", null, null, []],
      [21, "constructed", null, null, []],
      [
        38,
        "earlier_instruction",
        `${R}codex-gpt-5.6-sol.jsonl`,
        `${R}codex-gpt-5.6-sol.solution.json`,
        ["derived_from_prose", "cited_file_external"],
      ],
      [39, "diagnostic", `${R}claude-opus-4.8.jsonl.gz`, `${R}claude-opus-4.8.solution.json`, ["cited_file_external"]],
      [40, "todo", null, null, []],
      [61, "diagnostic", `${R}codex-gpt-5.6-sol.jsonl`, `${R}codex-gpt-5.6-sol.solution.json`, ["cited_file_external"]],
      [132, "official", null, null, ["no_ledger_retained", "score_matches_constructed"]],
      [133, "official", null, null, ["no_ledger_retained"]],
      [134, "waived", null, null, []],
      [135, "waived", null, null, []],
    ]);
    expect(task.rows[4].findings[1].message).toContain("a60a05467aae5d0f12aa84572d76abf34b818ba69919e1f793ec4475989220c6, 78692505 bytes");
    expect(task.ledgers.map((l) => [l.label, l.origin])).toEqual([
      ["claude-opus-4.8.partial.solution", "unlinked"],
      ["claude-opus-4.8.solution", "agent"],
      ["codex-gpt-5.6-sol.solution", "agent"],
    ]);
    expect(task.artifacts.filter((a) => a.kind === "task_file").map((a) => a.path)).toEqual([
      "steps/solve/tests/Ahmad_American.txt",
      "steps/solve/tests/labels_readme.txt",
    ]);
    expect(codes).toEqual(["unparsed_table", "ledger_unlinked"]);
  });
});

describe.runIf(existsSync(path.join(TASKS, "demo-shapes-activity", "task.toml")))(
  "demo task (a colleague's, in the egocentric family)",
  () => {
    it("gets its family from task.toml [metadata] family and its judge options from its own folder", async () => {
      const demo = await readTaskFolder(path.join(TASKS, "demo-shapes-activity"));
      const { task } = imported(parseTaskFolder("demo-shapes-activity", demo, source("demo-shapes-activity")));
      expect([task.family, task.familySource]).toEqual([EGO, "task.toml metadata.family"]);
      const own = demo.get("environment/vocabulary.json")!;
      const vocab = JSON.parse(new TextDecoder().decode(own)) as { verbs: string[]; nouns: string[] };
      expect(task.pairings[0].judgeOptions).toMatchObject({ verbs: vocab.verbs, nouns: vocab.nouns, frameTolerance: 12 });
    });
  },
);
