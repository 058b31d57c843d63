// Integration (real databases): a verdict's asks across two revisions imported from a real git
// repository. Revision 1 ships an oracle missing half its actions (the oracle gate fails: the
// judge recomputes it below 1.0); revision 2 restores it (the judge recomputes 1.0: a measured
// pass). The gate ask closes "by revision <sha> ...", the free-text asks stay open until ticked.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { makeTaskRepo, DEMO_TASK, TASK_PATH, type TaskRepo } from "../../git/__tests__/make-task-repo";
import { importTaskFromGit } from "../../git/store/import-task-from-git";
import { saveVerdict } from "../../reviews/save-review";
import { gateOutcomesOf } from "./gate-outcomes";
import { openAsksForTask, taskAsks } from "./task-asks";
import { setAskTicked } from "./write-asks";
import { addComment } from "../../reviews/save-review";
import { listAnchoredComments } from "./anchored-comments";
import { reReviewSectionFor } from "../../reviews/re-review";
import { renderBlocks } from "../../export/render-blocks";
import { renderGfm } from "../../export/__fixtures__/render-gfm";
import { renderShortComment } from "../../export/render-short-comment";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { shortCommentInputOf } from "../../reviews/short-comment-input";

const ORACLES = ["steps/solve/solution/oracle.json", "calibration/rollouts/oracle.solution.json"];
let saved = new Map<string, string>();
const breakOracle = (dir: string) => {
  for (const rel of ORACLES) {
    const p = path.join(dir, rel);
    const text = fs.readFileSync(p, "utf8");
    saved.set(rel, text);
    const doc = JSON.parse(text) as { actions: unknown[] };
    fs.writeFileSync(p, JSON.stringify({ actions: doc.actions.slice(0, 9) }, null, 2) + "\n");
  }
};
const restoreOracle = (dir: string) => {
  for (const rel of ORACLES) fs.writeFileSync(path.join(dir, rel), saved.get(rel)!);
};

let repo: TaskRepo;
beforeAll(() => {
  saved = new Map();
  repo = makeTaskRepo([
    ["Add the task (oracle short of ten actions)", breakOracle],
    ["Oracle: restore the ten missing actions", restoreOracle],
  ]);
});
afterAll(() => repo.cleanup());

for (const kind of testDatabaseKinds()) {
  describe(`asks across revisions on ${kind.name}`, () => {
    let db: Database & { drop(): Promise<void> };
    beforeAll(async () => {
      db = await kind.open();
    }, 60_000);
    afterAll(async () => db.drop());

    it("a gate ask closes on the revision where the gate passes on measured evidence; the others wait for a tick", async () => {
      const first = await importTaskFromGit(db.prisma, { source: repo.dir, ref: repo.commits[0]!, folder: TASK_PATH });
      expect(first.ok).toBe(true);
      const r1 = await db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: DEMO_TASK }, select: { id: true } });
      expect((await gateOutcomesOf(db.prisma, DEMO_TASK, r1.id))?.outcomes.get("oracle-perfect")).toBe("fail");

      await saveVerdict(db.prisma, {
        taskId: DEMO_TASK,
        author: "Maintainer M",
        verdict: "request_changes",
        body: "Fix the oracle.",
        revisionId: r1.id,
        asks: [
          { text: "The oracle must recompute to 1.0", anchor: { kind: "gate", ref: "oracle-perfect" }, maintainerSide: false },
          { text: "Explain the boundary tolerance", anchor: { kind: "text", ref: null }, maintainerSide: false },
          { text: "Run one fresh Codex pilot", anchor: { kind: "text", ref: null }, maintainerSide: true },
        ],
      });
      const before = await taskAsks(db.prisma, DEMO_TASK);
      expect(before.asks.map((a) => a.state.state)).toEqual(["open", "open", "open"]);
      expect(before.split.remainingAuthor).toHaveLength(2);

      const second = await importTaskFromGit(db.prisma, { source: repo.dir, ref: "main", folder: TASK_PATH });
      expect(second.ok).toBe(true);
      const r2 = await db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: DEMO_TASK, id: { not: r1.id } }, select: { id: true } });
      expect((await gateOutcomesOf(db.prisma, DEMO_TASK, r2.id))?.outcomes.get("oracle-perfect")).toBe("pass");

      const after = await taskAsks(db.prisma, DEMO_TASK);
      const [gate, text, follow] = after.asks;
      expect(gate!.state).toEqual({
        state: "closed",
        how: "revision",
        revisionId: r2.id,
        revisionLabel: `${repo.commits[1]!.slice(0, 8)} Oracle: restore the ten missing actions`,
      });
      expect(gate!.anchorText).toMatch(/^gate /);
      expect(text!.state).toEqual({ state: "open" });
      expect(follow!.state).toEqual({ state: "open" });
      expect(after.split.closed.map((a) => a.text)).toEqual(["The oracle must recompute to 1.0"]);
      expect((await openAsksForTask(db.prisma, DEMO_TASK)).lines).toEqual([
        "1. Explain the boundary tolerance",
        "maintainer-side: Run one fresh Codex pilot",
      ]);

      const md = renderBlocks((await reReviewSectionFor(db.prisma, DEMO_TASK))!.blocks).join("\n");
      expect(md).toContain(
        `**Closed from the previous review:**\n\n- The oracle must recompute to 1.0 (${gate!.anchorText}) — closed by revision ${repo.commits[1]!.slice(0, 8)} Oracle: restore the ten missing actions`,
      );
      expect(md).toContain("**Remaining author-side work:**\n\n1. Explain the boundary tolerance");
      expect(md).toContain("**Maintainer-side follow-up after the contract is frozen:**\n\n- Run one fresh Codex pilot");
      expect(md).toContain("**Gates closed since the previous review**");

      // the short PR comment carries the same open asks (author-side numbered, maintainer-side marked)
      const overview = (await getTaskOverview(db.prisma, DEMO_TASK))!;
      const short = renderShortComment(await shortCommentInputOf(db.prisma, overview, { baseUrl: "http://review.example" }));
      // read as GitHub renders it: the comment escapes contributor-derived text (issue 32)
      const shown = renderGfm(short).text;
      expect(shown).toContain("1. Explain the boundary tolerance");
      expect(shown).toContain("maintainer-side: Run one fresh Codex pilot");
      expect(short).not.toContain("No open asks recorded.");

      await setAskTicked(db.prisma, { taskId: DEMO_TASK, askId: text!.id, ticked: true }, { id: null, name: "Maintainer M" });
      const ticked = await taskAsks(db.prisma, DEMO_TASK);
      expect(ticked.asks[1]!.state).toMatchObject({ state: "closed", how: "ticked", by: "Maintainer M" });
      await expect(
        setAskTicked(db.prisma, { taskId: "other-task", askId: text!.id, ticked: false }, { id: null, name: "X" }),
      ).rejects.toThrow(/has no ask/);
    }, 240_000);

    it("comments anchored to a trajectory step show on that trajectory only, named in words", async () => {
      // the demo folder stores no trajectory: the reference is what the viewer lists by
      const rollout = { id: "rolloutA1" };
      // a task of its own (comments need only the task row): not the one the first test imports, in any order
      const task = "anchored-comments-task";
      await db.prisma.task.create({ data: { id: task, title: "anchored comments", family: "demo" } });
      await addComment(db.prisma, {
        taskId: task,
        author: "M",
        anchor: undefined,
        body: "opens tests/ here",
        anchorKind: "step",
        anchorRef: `${rollout.id}#3`,
      });
      await addComment(db.prisma, {
        taskId: task,
        author: "M",
        anchor: undefined,
        body: "elsewhere",
        anchorKind: "step",
        anchorRef: "other#3",
      });
      await addComment(db.prisma, { taskId: task, author: "M", anchor: undefined, body: "free", anchorKind: "text" });
      const shown = await listAnchoredComments(db.prisma, task, "step", rollout.id);
      expect(shown.map((c) => [c.body, c.at])).toEqual([["opens tests/ here", 3]]);
      const stored = await db.prisma.comment.findFirstOrThrow({ where: { body: "opens tests/ here" } });
      expect(stored).toMatchObject({ anchorKind: "step", anchorRef: `${rollout.id}#3`, anchor: `step 3 of trajectory ${rollout.id}` });
      expect(await db.prisma.comment.findFirstOrThrow({ where: { body: "free" } })).toMatchObject({ anchorKind: null, anchor: null });
    }, 60_000);
  });
}
