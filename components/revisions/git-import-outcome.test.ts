import { describe, expect, it } from "vitest";
import type { GitImportRunSummary } from "./GitImportResults";
import { gitImportOutcome } from "./git-import-outcome";

// as describeImportError (lib/importers/store/import-task-folder.ts) writes a rejected card
const SPEC_ERROR = "SPEC.md, line 14, field yaml card: bad indentation of a mapping entry";
const commit = (sha: string, outcome: string, errors: string[] = []) => ({ sha, message: "m", outcome, revisionId: null, errors });
const run = (patch: Partial<GitImportRunSummary>): GitImportRunSummary => ({
  id: "r",
  status: "succeeded",
  error: null,
  params: { source: "repo", ref: "main" },
  results: { taskId: "t", commits: [] },
  taskExists: true,
  ...patch,
});

describe("gitImportOutcome", () => {
  it("a succeeded job whose only commit was rejected for its SPEC card is red, names why, hints salvage, links nothing", () => {
    const o = gitImportOutcome(
      run({ results: { taskId: "t", commits: [commit("1a2b3c4d5e", "rejected", [SPEC_ERROR])] }, taskExists: false }),
    );
    expect(o).toEqual({
      tone: "fail",
      label: "rejected: the commit was refused",
      reasons: [`1a2b3c4d: ${SPEC_ERROR}`],
      salvageHint: true,
      linkTask: false,
    });
  });

  it("no salvage hint when the box was ticked, or the reason is not the card", () => {
    const rejected = { taskId: "t", commits: [commit("aa", "rejected", [SPEC_ERROR])] };
    expect(gitImportOutcome(run({ results: rejected, params: { salvageSpec: true } })).salvageHint).toBe(false);
    const other = { taskId: "t", commits: [commit("aa", "rejected", ["task.toml, field id: missing"])] };
    expect(gitImportOutcome(run({ results: other })).salvageHint).toBe(false);
  });

  it.each([
    [[commit("a", "created"), commit("b", "rejected", ["x"])], "warn", "partly imported: 1 of 2 commits refused"],
    [[commit("a", "rejected", ["x"]), commit("b", "rejected", ["y"])], "fail", "rejected: all 2 commits were refused"],
    [[commit("a", "created"), commit("b", "unchanged")], "pass", "imported"],
    [[], "pass", "imported"],
  ] as const)("%j -> %s", (commits, tone, label) => {
    expect(gitImportOutcome(run({ results: { taskId: "t", commits: [...commits] } }))).toMatchObject({ tone, label });
  });

  it.each([
    ["failed", "fail"],
    ["cancelled", "fail"],
    ["running", "pending"],
    ["queued", "pending"],
  ])("job %s -> %s", (status, tone) => expect(gitImportOutcome(run({ status, results: null })).tone).toBe(tone));

  it("links the task only when it is stored", () => {
    expect(gitImportOutcome(run({ taskExists: true })).linkTask).toBe(true);
    expect(gitImportOutcome(run({ taskExists: false })).linkTask).toBe(false);
    expect(gitImportOutcome(run({ results: null, taskExists: true })).linkTask).toBe(false);
  });
});
