// The real kart task folder, parsed end to end: its invalid SPEC card, the newer-scorer note, older-era files.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseTaskFolder } from "./parse-task-folder";
import { readTaskFolder } from "./read-folder";
import type { TaskFiles } from "./types";
import { imported, KART, source, TASKS } from "./__tests__/parse-task-folder-support";

const files: Record<string, TaskFiles> = {};
beforeAll(async () => {
  files[KART] = await readTaskFolder(path.join(TASKS, KART));
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
