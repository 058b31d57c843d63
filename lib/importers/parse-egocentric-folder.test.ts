// The real egocentric task folder (and the demo task in that family, when present), parsed end to end.
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseTaskFolder } from "./parse-task-folder";
import { readTaskFolder } from "./read-folder";
import type { TaskFiles } from "./types";
import { EGO, imported, rowFacts, source, TASKS } from "./__tests__/parse-task-folder-support";

const files: Record<string, TaskFiles> = {};
beforeAll(async () => {
  files[EGO] = await readTaskFolder(path.join(TASKS, EGO));
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

  it("lifts pre-contract, rate-limit, salvage and diagnostic labels from scores.md, citing lines", () => {
    const { task } = imported(parseTaskFolder(EGO, files[EGO], source(EGO)));
    const flags = task.rows.map((r): [number, string[]] => [
      r.sourceLine,
      r.flags.map((f) => `${f.code} ${f.source.file}:${f.source.line}`),
    ]);
    expect(flags.filter(([, f]) => f.length > 0)).toEqual([
      [38, ["earlier_instruction calibration/scores.md:43"]],
      [
        39,
        ["diagnostic calibration/scores.md:44", "quota_terminated calibration/scores.md:96", "reconstruction calibration/scores.md:100"],
      ],
      [40, ["quota_terminated calibration/scores.md:40"]],
      [
        61,
        ["earlier_instruction calibration/scores.md:43", "reconstruction calibration/scores.md:61", "diagnostic calibration/scores.md:62"],
      ],
    ]);
    expect(task.rows.find((r) => r.sourceLine === 39)!.runEnd).toMatchObject({
      kind: "quota",
      source: { file: "calibration/scores.md", line: 74 },
    });
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
