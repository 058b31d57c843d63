// The kind own-verifier.ts enqueues is the task-judge job's kind (named twice to keep the folders one-way).
import { describe, expect, it } from "vitest";
import { TASK_JUDGE_KIND } from "../../judges/store/task-judge-params";
import { enqueueOwnVerifier, OWN_VERIFIER_JOB_KIND } from "./own-verifier";
import type { WriteSummary } from "./write-parsed-task";

describe("enqueueOwnVerifier", () => {
  it("enqueues the task-judge job's own kind", () => expect(OWN_VERIFIER_JOB_KIND).toBe(TASK_JUDGE_KIND));

  it.each<[string, Partial<WriteSummary>, boolean]>([
    ["a new revision whose folder ships its own verifier", { ownVerifier: true, revision: "new" }, true],
    ["an unchanged revision (already run)", { ownVerifier: true, revision: "unchanged" }, false],
    ["a family a port scores", { ownVerifier: false, revision: "new" }, false],
  ])("%s", async (_what, summary, queued) => {
    const calls: [string, unknown][] = [];
    const id = await enqueueOwnVerifier(
      async (kind, params) => {
        calls.push([kind, params]);
        return { id: "run-1" };
      },
      { revisionId: "rev-1", ...summary } as WriteSummary,
    );
    expect(id).toBe(queued ? "run-1" : null);
    expect(calls).toEqual(queued ? [[TASK_JUDGE_KIND, { revisionId: "rev-1" }]] : []);
  });
});
