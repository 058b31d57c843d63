// Re-review end to end: import two revisions of a task from a local git repository, open what
// changed, write a verdict, import a third revision, and see "changed since review" with exactly
// what changed since the verdict — in the page and in the PR comment.
import path from "node:path";
import { test, expect } from "./fixtures";
import { makeTaskRepo, THREE_COMMITS } from "../lib/git/__tests__/make-task-repo";

test("import two revisions from git, review, import a third, see what changed since review", async ({ page }) => {
  test.setTimeout(240_000);
  const taskId = `e2e-rereview-${Date.now().toString(36)}`;
  const taskPath = `tasks/demo/${taskId}`;
  const repo = makeTaskRepo(undefined, { parent: process.env.E2E_GIT_DIR!, taskPath });
  const repoName = path.basename(repo.dir);

  const importRef = async (ref: string) => {
    await page.goto("/import");
    const form = page.getByTestId("git-import-form");
    await form.getByLabel(/Repository/).fill(repoName);
    await form.getByLabel(/Ref/).fill(ref);
    await form.getByLabel(/Task folder/).fill(taskPath);
    await form.getByRole("button", { name: /Import every commit/ }).click();
    // the job runs in the server's worker; the page refreshes with the run's results. Other
    // workers import at the same time: find this run by its ref and folder, not by its place.
    const run = page.getByTestId("git-import-run").filter({ hasText: `${repoName} at ${ref} / ${taskPath}` });
    await expect(run.locator(".badge.pass")).toHaveText("imported", { timeout: 120_000 });
    await expect(run).toContainText(`→ ${taskId}`);
    return run;
  };

  const first = await importRef(repo.commits[1]);
  await expect(first).toContainText("Instruction: ask for brief actions too: new");

  await page.goto(`/tasks/${taskId}`);
  const revisions = page.getByTestId("revision-list");
  await expect(revisions.locator("tbody tr")).toHaveCount(2);
  // named by short sha and subject, not by import time (two imports a minute apart read the same)
  const labelOf = (i: number) => `${repo.commits[i].slice(0, 8)} ${THREE_COMMITS[i][0]}`;
  await expect(revisions.getByTestId("revision-label")).toContainText([labelOf(1), labelOf(0)]);
  await expect(page.getByTestId("revision-facts-label")).toHaveText(labelOf(1));
  await expect(page.getByTestId("revision-picker")).toContainText(`${labelOf(1)} · ${labelOf(0)}`);
  await revisions.getByRole("link", { name: "changes in this revision" }).first().click();
  await expect(page.getByRole("heading", { name: "What changed" })).toBeVisible();
  await expect(page.getByTestId("text-diff-steps/solve/instruction.md")).toContainText("1 hunk");
  await expect(page.getByTestId("files-diff")).toContainText("steps/solve/instruction.md");

  await page.goto(`/tasks/${taskId}`);
  await expect(page.getByTestId("changed-since-review")).toHaveCount(0);
  const verdict = page.getByTestId("verdict-form");
  await verdict.getByLabel("request changes").check();
  await verdict.locator("textarea").first().fill("Re-time the third action, then I will look again.");
  await verdict.getByRole("button", { name: /save|submit/i }).click();
  await expect(verdict).toContainText("Verdict saved");

  const third = await importRef("main");
  await expect(third).toContainText("Ground truth: re-time action 3: new");

  await page.goto("/");
  await expect(page.locator("tr", { hasText: taskId }).getByTestId("changed-since-review-badge")).toBeVisible();
  await page.goto(`/tasks/${taskId}`);
  const banner = page.getByTestId("changed-since-review");
  await expect(banner).toContainText("Changed since review");
  await banner.getByRole("link", { name: /Review changes since/ }).click();
  await expect(page.getByTestId("gold-changes")).toContainText("moved +2.00 s");
  // the changed ground truth's sizes are its bytes in git at the two commits (they once read 0 → 0)
  const gt = `${taskPath}/steps/solve/tests/gt.json`;
  const size = (commit: string) => repo.git("cat-file", "-s", `${commit}:${gt}`);
  await expect(page.getByTestId("files-diff").locator("tr", { hasText: "steps/solve/tests/gt.json" }).locator("td").nth(2)).toHaveText(
    `${size(repo.commits[1])} → ${size(repo.commits[2])}`,
  );
  await expect(page.getByTestId("judge-diff")).toContainText("ground truth of");

  await page.goto(`/tasks/${taskId}/export`);
  const md = page.getByTestId("export-markdown");
  await expect(md).toHaveValue(/Since the last review/);
  await expect(md).toHaveValue(/ground truth: 1 event\(s\) added, removed or moved/);
  repo.cleanup();
});
