// Review asks and the triage list end to end: a maintainer writes a verdict with a gate ask and a
// free-text ask on a revision whose oracle is short of ten actions (the oracle gate fails on the
// judge's own recomputation); a second commit restores the oracle (a measured pass). The gate ask
// reads "closed by revision <sha>", the free-text ask stays open, and the triage list shows the
// task changed since review and waiting on a maintainer; its filters and the 390 px layout work.
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { makeTaskRepo } from "../lib/git/__tests__/make-task-repo";

const ORACLES = ["steps/solve/solution/oracle.json", "calibration/rollouts/oracle.solution.json"];

test("a gate ask closes on the revision where the gate passes; the triage list follows", async ({ page }) => {
  test.setTimeout(300_000);
  const taskId = `e2e-asks-${Date.now().toString(36)}`;
  const taskPath = `tasks/demo/${taskId}`;
  const kept = new Map<string, string>();
  const repo = makeTaskRepo(
    [
      [
        "Add the task (oracle short of ten actions)",
        (dir) => {
          for (const rel of ORACLES) {
            const text = fs.readFileSync(path.join(dir, rel), "utf8");
            kept.set(rel, text);
            const doc = JSON.parse(text) as { actions: unknown[] };
            fs.writeFileSync(path.join(dir, rel), JSON.stringify({ actions: doc.actions.slice(0, 9) }, null, 2) + "\n");
          }
        },
      ],
      ["Oracle: restore the ten missing actions", (dir) => ORACLES.forEach((rel) => fs.writeFileSync(path.join(dir, rel), kept.get(rel)!))],
    ],
    { parent: process.env.E2E_GIT_DIR!, taskPath },
  );
  const repoName = path.basename(repo.dir);
  const importRef = async (ref: string) => {
    await page.goto("/import");
    const form = page.getByTestId("git-import-form");
    await form.getByLabel(/Repository/).fill(repoName);
    await form.getByLabel(/Ref/).fill(ref);
    await form.getByLabel(/Task folder/).fill(taskPath);
    await form.getByRole("button", { name: /Import every commit/ }).click();
    const run = page.getByTestId("git-import-run").filter({ hasText: `${repoName} at ${ref} / ${taskPath}` });
    await expect(run.locator(".badge.pass")).toHaveText("imported", { timeout: 120_000 });
  };
  const triageRow = () => page.locator(`tr[data-task="${taskId}"]`);

  await importRef(repo.commits[0]!);
  await page.goto(`/tasks/${taskId}`);
  await expect(page.locator('tr[data-gate="oracle-perfect"]')).toHaveAttribute("data-outcome", "fail");

  const verdict = page.getByTestId("verdict-form");
  await verdict.getByLabel("request changes").check();
  await verdict.locator('textarea[name="body"]').fill("The oracle is short; the boundary rationale is missing.");
  await verdict.getByRole("button", { name: "Add an ask" }).click();
  const gateAsk = verdict.getByTestId("ask-draft").nth(0);
  await gateAsk.locator("textarea").fill("Restore the oracle so it recomputes to 1.0");
  await gateAsk.getByLabel("Ask 1 is about", { exact: true }).selectOption("gate");
  await gateAsk.getByLabel("Ask 1 gate", { exact: true }).selectOption("oracle-perfect");
  await verdict.getByRole("button", { name: "Add an ask" }).click();
  await verdict.getByTestId("ask-draft").nth(1).locator("textarea").fill("Justify the ±12-frame boundary tolerance");
  await verdict.getByRole("button", { name: "Save verdict" }).click();
  await expect(verdict).toContainText("Verdict saved");

  await page.reload();
  const author = page.getByTestId("asks-author");
  await expect(author.getByTestId("ask")).toHaveCount(2);
  await expect(author).toContainText("Restore the oracle so it recomputes to 1.0 (gate Oracle scores 1.0)");

  await page.goto("/");
  await expect(triageRow().getByTestId("waits-on")).toHaveText("waits on contributor");
  await expect(triageRow().getByTestId("open-asks")).toContainText("2 author-side");

  await importRef("main");
  await page.goto(`/tasks/${taskId}`);
  await expect(page.locator('tr[data-gate="oracle-perfect"]')).toHaveAttribute("data-outcome", "pass");
  const closed = page.getByTestId("asks-closed");
  await expect(closed).toContainText(`closed by revision ${repo.commits[1]!.slice(0, 8)} Oracle: restore the ten missing actions`);
  await expect(page.getByTestId("asks-author").getByTestId("ask")).toHaveCount(1);
  await expect(page.getByTestId("asks-author")).toContainText("Justify the ±12-frame boundary tolerance");

  await page.goto(`/tasks/${taskId}/export`);
  await expect(page.getByTestId("export-markdown")).toHaveValue(
    /\*\*Remaining author-side work:\*\*\n\n1\. Justify the ±12-frame boundary tolerance/,
  );

  await page.goto("/");
  const row = triageRow();
  await expect(row.getByTestId("changed-since-review-badge")).toBeVisible();
  await expect(row.getByTestId("waits-on")).toHaveText("waits on maintainer");
  await expect(row).toContainText("changed since review");
  await expect(row.getByTestId("open-asks")).toContainText("1 author-side");

  // filters: the admin wrote the verdict, nobody is assigned
  // each filter is a server-rendered view: check the rows once its button shows pressed
  const filters = page.getByRole("group", { name: "Quick filters" });
  const pick = async (name: string) => {
    const button = filters.getByRole("button", { name });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('[data-testid="triage"][aria-busy="false"]')).toHaveCount(1);
  };
  await pick("waiting on contributor");
  await expect(row).toHaveCount(0);
  await pick("needs my review");
  await expect(row).toHaveCount(1);
  await pick("changed since my review");
  await expect(row).toHaveCount(1);
  await expect(page.locator('tr[data-testid="triage-row"][data-waits-on="contributor"]')).toHaveCount(0);
  await pick("all tasks");

  // sorting: the task column sorts one way, then the other
  const taskHeader = page.locator('th[data-column="id"] button');
  const order = () => page.locator('tr[data-testid="triage-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("data-task")!));
  // the server renders each sorted view (a navigation): read the rows only once the sorted page
  // has arrived (aria-sort comes with the rows, in the same render), or the old order is read
  const idHeader = page.locator('th[data-column="id"]');
  const settled = page.locator('[data-testid="triage"][aria-busy="false"]');
  await taskHeader.click();
  await expect(idHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(settled).toHaveCount(1);
  const firstWay = await order();
  expect(firstWay).toEqual([...firstWay].sort((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" })));
  await taskHeader.click();
  await expect(idHeader).toHaveAttribute("aria-sort", "descending");
  await expect.poll(order).toEqual([...firstWay].reverse());

  // a maintainer assigns a reviewer (saved on change)
  const assign = row.getByTestId("assign-reviewer");
  const reviewer = await assign.locator("option").nth(1).getAttribute("value");
  await assign.getByLabel(`Reviewer of ${taskId}`).selectOption(reviewer!);
  // saved on the server: a fresh page shows the choice
  await expect
    .poll(
      async () => {
        await page.reload();
        return triageRow().getByLabel(`Reviewer of ${taskId}`).inputValue();
      },
      { timeout: 30_000 },
    )
    .toBe(reviewer!);

  // the README's picture of the triage list (only when asked: E2E_TRIAGE_SCREENSHOT=<path>)
  if (process.env.E2E_TRIAGE_SCREENSHOT) await page.screenshot({ path: process.env.E2E_TRIAGE_SCREENSHOT });

  // 390 px: one card per task, the status on top
  await page.setViewportSize({ width: 390, height: 844 });
  const status = triageRow().locator('td[data-column="status"]');
  const taskCell = triageRow().locator('td[data-column="id"]');
  await status.scrollIntoViewIfNeeded();
  const [s, t] = [await status.boundingBox(), await taskCell.boundingBox()];
  expect(s && t && s.y < t.y).toBe(true);
  expect(s!.x + s!.width).toBeLessThanOrEqual(390);
  repo.cleanup();
});
