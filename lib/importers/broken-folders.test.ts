// Broken folders, built in memory from the real FlightGear folder: fatal problems name the file
// (and line / field); non-fatal ones import with the bytes stored and a finding.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseTaskFolder } from "./parse-task-folder";
import { readTaskFolder } from "./read-folder";
import { ParsedTaskSchema, type Finding, type ParsedTask, type ParseTaskResult, type TaskFiles } from "./types";

const FG = "flightgear-atc-clearance-compliance-ledger";
const SRC = { kind: "upload" as const, location: "broken.zip" };
const enc = (s: string) => new TextEncoder().encode(s);
let real: TaskFiles;

beforeAll(async () => {
  real = await readTaskFolder(path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks", FG));
});

/** A copy of the real folder with some files replaced (string/bytes) or removed (null). */
function broken(changes: Record<string, string | Uint8Array | null>): Map<string, Uint8Array> {
  const files = new Map(real);
  for (const [p, v] of Object.entries(changes)) {
    if (v === null) files.delete(p);
    else files.set(p, typeof v === "string" ? enc(v) : v);
  }
  return files;
}
const text = (p: string) => new TextDecoder().decode(real.get(p));
function ok(result: ParseTaskResult): { task: ParsedTask; findings: Finding[] } {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  ParsedTaskSchema.parse(result.task);
  return result;
}

describe("fatal: nothing is imported, every error names its file", () => {
  it("ground truth that is not valid JSON (line of the error)", () => {
    const result = parseTaskFolder(FG, broken({ "steps/solve/tests/ground_truth.json": '{\n  "clearances": [1, 2,]\n}\n' }), SRC);
    expect(result).toEqual({
      ok: false,
      errors: [{ file: "steps/solve/tests/ground_truth.json", line: 2, reason: "not valid JSON: Expecting value (line 2, column 23)" }],
    });
  });

  it("ground truth missing is not fatal: imported without a judge pairing, with a finding", () => {
    const result = ok(parseTaskFolder(FG, broken({ "steps/solve/tests/ground_truth.json": null }), SRC));
    expect(result.task.groundTruth).toBeNull();
    expect(result.task.pairings).toEqual([]);
    expect(result.task.rows.length).toBeGreaterThan(5);
    expect(result.findings).toContainEqual(
      expect.objectContaining({ code: "ground_truth_missing", message: expect.stringContaining("ground truth not in the folder") }),
    );
  });

  it("ground truth truncated at the end of the file", () => {
    const result = parseTaskFolder(FG, broken({ "steps/solve/tests/ground_truth.json": '{"a": [1,\n2,\n' }), SRC);
    expect(result.ok ? [] : result.errors).toEqual([
      { file: "steps/solve/tests/ground_truth.json", line: 2, reason: expect.stringContaining("unexpected end of input") },
    ]);
  });

  it("task.toml that is not TOML (smol-toml's line)", () => {
    const result = parseTaskFolder(FG, broken({ "task.toml": 'version = "1.0"\n\n[task\nname = "x"\n' }), SRC);
    expect(result).toEqual({ ok: false, errors: [{ file: "task.toml", line: 3, reason: expect.stringMatching(/^invalid TOML/) }] });
  });

  it("task.toml whose identity key has the wrong type (field named)", () => {
    const result = parseTaskFolder(FG, broken({ "task.toml": "[task]\nname = 42\n" }), SRC);
    expect(result.ok ? [] : result.errors).toEqual([{ file: "task.toml", line: 2, field: "task.name", reason: expect.any(String) }]);
  });

  it("task.toml missing", () => {
    const result = parseTaskFolder(FG, broken({ "task.toml": null }), SRC);
    expect(result.ok ? [] : result.errors).toEqual([{ file: "task.toml", reason: expect.stringContaining("missing") }]);
  });

  it("SPEC.md whose YAML card does not parse (file line, field)", () => {
    // SPEC.md line 10 is "cognitive_level: reasoning"; an unclosed flow sequence breaks the card there
    const spec = text("SPEC.md").replace("cognitive_level: reasoning", "cognitive_level: [reasoning");
    const result = parseTaskFolder(FG, broken({ "SPEC.md": spec }), SRC);
    expect(result.ok).toBe(false);
    const [error] = result.ok ? [] : result.errors;
    expect(error).toMatchObject({ file: "SPEC.md", field: "yaml card" });
    expect(error.line).toBeGreaterThanOrEqual(10);
    expect(error.reason).toMatch(/^YAML does not parse/);
  });

  it("SPEC.md card with a duplicate key", () => {
    const spec = text("SPEC.md").replace("cognitive_level: reasoning", "cognitive_level: reasoning\ncognitive_level: again");
    const result = parseTaskFolder(FG, broken({ "SPEC.md": spec }), SRC);
    expect(result.ok ? [] : result.errors).toEqual([
      { file: "SPEC.md", line: 11, field: "yaml card", reason: expect.stringContaining("DUPLICATE_KEY") },
    ]);
  });

  it.each([
    ["missing", null, undefined, "missing"],
    ["empty", "", undefined, "missing"],
    ["only whitespace", "  \n\n", 1, "empty"],
  ])("instruction %s", (_name, content, line, word) => {
    const result = parseTaskFolder(FG, broken({ "steps/solve/instruction.md": content === "" ? null : content }), SRC);
    const [error] = result.ok ? [] : result.errors;
    expect(error.file).toBe("steps/solve/instruction.md");
    expect(error.line).toBe(line);
    expect(error.reason).toContain(word);
  });

  it("instruction that is not UTF-8", () => {
    const result = parseTaskFolder(FG, broken({ "steps/solve/instruction.md": new Uint8Array([0x48, 0xff, 0xfe]) }), SRC);
    expect(result.ok ? [] : result.errors).toEqual([{ file: "steps/solve/instruction.md", reason: "not valid UTF-8" }]);
  });

  it.each(["", "../etc", "a/b", "x y"])("a task id that is not a slug (%j)", (id) => {
    expect(parseTaskFolder(id, real, SRC)).toMatchObject({ ok: false, errors: [{ field: "taskId" }] });
  });

  it("several problems at once are all reported", () => {
    const result = parseTaskFolder(
      FG,
      broken({ "steps/solve/instruction.md": null, "task.toml": "[x", "steps/solve/tests/ground_truth.json": "nope" }),
      SRC,
    );
    expect(result.ok ? [] : result.errors.map((e) => e.file)).toEqual([
      "steps/solve/instruction.md",
      "task.toml",
      "steps/solve/tests/ground_truth.json",
    ]);
  });
});

describe("not fatal: stored, with a finding", () => {
  it("a ledger that is not valid JSON is stored byte for byte and still linked", () => {
    const bad = enc('{"clearances": [\n  {"clearance_index": 1,\n');
    const { task, findings } = ok(parseTaskFolder(FG, broken({ "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json": bad }), SRC));
    const ledger = task.ledgers.find((l) => l.path === "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json")!;
    expect([ledger.parsesAsJson, [...ledger.raw], ledger.byteLength]).toEqual([false, [...bad], bad.byteLength]);
    expect(task.rows[0].citedLedgerPath).toBe(ledger.path);
    expect(findings).toContainEqual(expect.objectContaining({ code: "ledger_invalid_json", file: ledger.path, line: 2 }));
  });

  it("a scores table citing a trajectory the folder lacks gets a finding on the row", () => {
    const { task } = ok(parseTaskFolder(FG, broken({ "calibration/rollouts/codex-gpt-5.6-sol.jsonl": null }), SRC));
    expect(task.rows[0].citedRolloutPath).toBe("calibration/rollouts/codex-gpt-5.6-sol.jsonl");
    expect(task.rows[0].findings).toContainEqual(
      expect.objectContaining({ code: "cited_file_missing", file: "calibration/scores.md", line: 32, field: "trajectory" }),
    );
    expect(task.rollouts.map((r) => r.path)).toEqual(["calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl"]);
  });

  it("a new row citing a file that does not exist", () => {
    const scores = text("calibration/scores.md").replace(
      "| Antigravity CLI |",
      "| Codex CLI | 0.150.0 | GPT-5.6 Sol | high | 0.0500 | 120 | `rollouts/does-not-exist.jsonl` |\n| Antigravity CLI |",
    );
    const { task } = ok(parseTaskFolder(FG, broken({ "calibration/scores.md": scores }), SRC));
    const row = task.rows.find((r) => r.citedRolloutPath === "calibration/rollouts/does-not-exist.jsonl")!;
    expect(row.findings.map((f) => f.code)).toEqual([
      "instruction_sha_differs",
      "instruction_sha_abbreviated",
      "derived_from_prose",
      "cited_file_missing",
      "no_ledger_retained",
    ]);
  });

  it("a claimed turn count that differs from the trajectory", () => {
    const scores = text("calibration/scores.md").replace("| 0.0938 | 88 |", "| 0.0938 | 90 |");
    const { task } = ok(parseTaskFolder(FG, broken({ "calibration/scores.md": scores }), SRC));
    expect(task.rows[0].findings).toContainEqual(
      expect.objectContaining({ code: "turns_differ", message: expect.stringContaining("has 88") }),
    );
  });

  it("no oracle: oracleNote says so (and names solve.sh when that is what there is)", () => {
    const none = ok(parseTaskFolder(FG, broken({ "steps/solve/solution/oracle.json": null }), SRC));
    expect([none.task.oracle, none.task.oracleNote]).toEqual([null, expect.stringContaining("empty or absent")]);
    const script = ok(
      parseTaskFolder(FG, broken({ "steps/solve/solution/oracle.json": null, "steps/solve/solution/solve.sh": "#!/bin/sh\n" }), SRC),
    );
    expect(script.task.oracleNote).toContain("solve.sh");
    expect(script.findings.map((f) => f.code)).toContain("oracle_missing");
  });

  it("an oracle that is not JSON is kept as bytes with a note", () => {
    const { task, findings } = ok(parseTaskFolder(FG, broken({ "steps/solve/solution/oracle.json": "{oops" }), SRC));
    expect([task.oracle?.parsed, task.oracle?.byteLength]).toEqual([null, 5]);
    expect(task.oracleNote).toContain("does not parse");
    expect(findings.map((f) => f.code)).toContain("oracle_invalid_json");
  });

  it("a trajectory with broken lines, and one of an unknown format, are stored and reported", () => {
    const codex = text("calibration/rollouts/codex-gpt-5.6-sol.jsonl").split("\n");
    codex[5] = "{truncated";
    const { task, findings } = ok(
      parseTaskFolder(
        FG,
        broken({
          "calibration/rollouts/codex-gpt-5.6-sol.jsonl": codex.join("\n"),
          "calibration/rollouts/other.jsonl": '{"kind":"mystery-harness","n":1}\n',
        }),
        SRC,
      ),
    );
    const byPath = new Map(task.rollouts.map((r) => [r.path, r]));
    expect(byPath.get("calibration/rollouts/codex-gpt-5.6-sol.jsonl")?.summary.parseErrors).toBe(1);
    expect(byPath.get("calibration/rollouts/other.jsonl")).toMatchObject({ format: "unknown", toolCallTurns: null, origin: "unlinked" });
    expect(findings).toContainEqual(expect.objectContaining({ code: "rollout_parse_errors", line: 6 }));
    expect(findings).toContainEqual(expect.objectContaining({ code: "rollout_unknown_format", file: "calibration/rollouts/other.jsonl" }));
  });

  it("no SPEC.md and no scores.md: imported without card or media; only the ablations README's rows", () => {
    const { task, findings } = ok(parseTaskFolder(FG, broken({ "SPEC.md": null, "calibration/scores.md": null }), SRC));
    expect([task.spec, task.media]).toEqual([null, []]);
    // calibration/ablations/README.md:9-13 still lists five ablations (read by hand); nothing else states a row
    expect(task.rows.map((r) => [r.sourceFile, r.sourceLine, r.kind])).toEqual(
      [9, 10, 11, 12, 13].map((line) => ["calibration/ablations/README.md", line, "ablation"]),
    );
    expect(findings.map((f) => f.code)).toEqual(expect.arrayContaining(["spec_missing", "scores_missing"]));
    // the family still comes from task.toml's task name
    expect(task.familySource).toBe("task.toml task.name");
  });

  it("a SPEC.md with no yaml block", () => {
    const { task, findings } = ok(parseTaskFolder(FG, broken({ "SPEC.md": "# Spec\n\nProse only.\n" }), SRC));
    expect(task.spec).toMatchObject({ card: null, cardLine: null, frontMatter: null });
    expect(findings.map((f) => f.code)).toContain("spec_card_missing");
  });

  it("an environment vocabulary that is not JSON", () => {
    const { task, findings } = ok(parseTaskFolder(FG, broken({ "environment/vocabulary.json": "[1," }), SRC));
    expect(task.vocabularies).toEqual([{ path: "environment/vocabulary.json", parsed: null }]);
    expect(findings.map((f) => f.code)).toContain("vocabulary_invalid_json");
  });
});
