// GitHub pull requests end to end against the production server: a signed "opened" webhook, then
// "synchronize" for a second commit → a new revision owned by the PR → the sticky comment is
// edited, not duplicated → the PR page shows both deliveries. The git server (`git http-backend`)
// and the GitHub REST stand-in run in this test on the ports playwright.config.ts gives the server.
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { startGitHubStandIn } from "./github-fixture";
import { editInstruction, makeTaskRepo, THREE_COMMITS } from "../lib/git/__tests__/make-task-repo";
import { renderGfm } from "../lib/export/__fixtures__/render-gfm";

test("opened then synchronize: a new revision, one sticky comment edited, both deliveries on the PR page", async ({ page, request }) => {
  test.setTimeout(240_000);
  const taskId = `e2e-gh-${Date.now().toString(36)}`;
  const repo = makeTaskRepo(THREE_COMMITS.slice(0, 2), { taskPath: `tasks/demo/${taskId}` });
  const number = 100 + Math.floor(Math.random() * 9000);
  const github = await startGitHubStandIn({ repo, tmpPrefix: "vbench-e2e-gh-", number, request });
  const { gh, send, comments, writes } = github;
  try {
    await send("opened", repo.commits[1], `e2e-opened-${number}`);
    await expect.poll(() => comments().length, { timeout: 150_000 }).toBe(1);
    expect(comments()[0].body).toContain(`<!-- vbench-review:task:${taskId} -->`);

    // a second commit lands on the PR branch (THREE_COMMITS' third: a ground-truth event re-timed)
    const third = THREE_COMMITS[2];
    third[1](path.join(repo.dir, `tasks/demo/${taskId}`));
    repo.git("commit", "-qam", third[0]);
    const sha = repo.git("rev-parse", "HEAD");
    github.pushHead();
    await send("synchronize", sha, `e2e-sync-${number}`);
    await expect.poll(() => writes().join(","), { timeout: 150_000 }).toBe("POST,PATCH");
    expect(comments()).toHaveLength(1);
    expect(gh.statuses.map((s) => s.sha)).toEqual([repo.commits[1], sha]);
    expect(gh.statuses[1].target_url).toMatch(new RegExp(`/tasks/${taskId}\\?revision=[\\w-]+$`));

    await page.goto(`/pulls/${number}`);
    const deliveries = page.getByTestId("pr-deliveries");
    await expect(deliveries).toContainText(`e2e-opened-${number}`);
    await expect(deliveries).toContainText(`e2e-sync-${number}`);
    await expect(deliveries.locator("tbody tr")).toHaveCount(2);
    await expect(page.getByTestId("pr-revisions").locator("tbody tr")).toHaveCount(2);
    await expect(page.getByTestId("pr-publishes")).toContainText("updated comment");
    // the page links the posted comment, each delivery shows how its job ended, each revision is a proposal
    await expect(page.getByTestId("pr-comment-link").first()).toHaveAttribute("href", /\/pull\/\d+#issuecomment-\d+$/);
    // the job writes its outcome after publishing: the page is read again until it shows both
    await expect
      .poll(
        async () => {
          await page.reload();
          return deliveries.locator("tbody tr").filter({ hasText: "succeeded" }).count();
        },
        { timeout: 60_000 },
      )
      .toBe(2);
    await expect(page.getByTestId("pr-revision-review").first()).toContainText("proposed");
  } finally {
    await github.close();
  }
});

// The maintainer's desk in one flow (issue 19): a PR opens with an oracle short of ten actions, a
// maintainer asks for it by gate; "synchronize" for the fix → a new PR revision where the gate passes
// on the judge's recomputation → the gate ask closes by that revision → the one sticky comment is
// edited with the asks → the triage list shows the task changed since review, waiting on a maintainer.
test("synchronize closes a gate ask, edits the sticky comment with the asks, and the triage list follows", async ({ page, request }) => {
  test.setTimeout(300_000);
  const taskId = `e2e-desk-${Date.now().toString(36)}`;
  const kept = new Map<string, string>();
  const ORACLES = ["steps/solve/solution/oracle.json", "calibration/rollouts/oracle.solution.json"];
  const repo = makeTaskRepo(
    [
      ["Add the task", () => undefined],
      [
        "Oracle: drop ten actions",
        (dir) => {
          for (const rel of ORACLES) {
            const text = fs.readFileSync(path.join(dir, rel), "utf8");
            kept.set(rel, text);
            const doc = JSON.parse(text) as { actions: unknown[] };
            fs.writeFileSync(path.join(dir, rel), JSON.stringify({ actions: doc.actions.slice(0, 9) }, null, 2) + "\n");
          }
        },
      ],
    ],
    { taskPath: `tasks/demo/${taskId}` },
  );
  const number = 10_000 + Math.floor(Math.random() * 80_000);
  const github = await startGitHubStandIn({ repo, tmpPrefix: "vbench-e2e-desk-", number, request });
  const { gh, send, comments, writes } = github;
  try {
    await send("opened", repo.commits[1], `e2e-desk-opened-${number}`);
    await expect.poll(() => comments().length, { timeout: 150_000 }).toBe(1);
    // the maintainer follows the status's link: it opens the PR's revision (a proposal is not what the
    // task page opens on by default)
    const statusPage = () => {
      const url = new URL(gh.statuses.at(-1)!.target_url);
      return url.pathname + url.search;
    };
    await expect.poll(() => gh.statuses.length, { timeout: 60_000 }).toBe(1);
    await page.goto(statusPage());
    await expect(page.locator('tr[data-gate="oracle-perfect"]')).toHaveAttribute("data-outcome", "fail");

    const verdict = page.getByTestId("verdict-form");
    await verdict.getByLabel("request changes").check();
    await verdict.locator('textarea[name="body"]').fill("The oracle is short of ten actions.");
    await verdict.getByRole("button", { name: "Add an ask" }).click();
    const gateAsk = verdict.getByTestId("ask-draft").nth(0);
    await gateAsk.locator("textarea").fill("Restore the oracle so it recomputes to 1.0");
    await gateAsk.getByLabel("Ask 1 is about", { exact: true }).selectOption("gate");
    await gateAsk.getByLabel("Ask 1 gate", { exact: true }).selectOption("oracle-perfect");
    await verdict.getByRole("button", { name: "Add an ask" }).click();
    await verdict.getByTestId("ask-draft").nth(1).locator("textarea").fill("Justify the boundary tolerance");
    await verdict.getByRole("button", { name: "Save verdict" }).click();
    await expect(verdict).toContainText("Verdict saved");
    // the verdict is re-published at once (issue 34): the comment edited, a status for the same head
    await expect.poll(() => writes().join(","), { timeout: 60_000 }).toBe("POST,PATCH");
    await expect.poll(() => gh.statuses.length, { timeout: 60_000 }).toBe(2);

    // the fix lands on the PR branch
    // (with an instruction edit too, so the PR still changes the folder against its base)
    for (const rel of ORACLES) fs.writeFileSync(path.join(repo.dir, `tasks/demo/${taskId}`, rel), kept.get(rel)!);
    editInstruction(path.join(repo.dir, `tasks/demo/${taskId}`));
    repo.git("commit", "-qam", "Oracle: restore the ten actions; instruction: ask for brief actions");
    const fix = repo.git("rev-parse", "HEAD");
    github.pushHead();
    await send("synchronize", fix, `e2e-desk-sync-${number}`);
    await expect.poll(() => writes().join(","), { timeout: 150_000 }).toBe("POST,PATCH,PATCH");
    expect(comments()).toHaveLength(1);
    // read as GitHub shows it (the asks' text is neutralised markdown: "1\\. Justify…")
    const body = renderGfm(comments()[0].body).text;
    expect(body).toContain("1. Justify the boundary tolerance");
    expect(body).toContain("Restore the oracle so it recomputes to 1.0");

    await expect.poll(() => gh.statuses.length, { timeout: 60_000 }).toBe(3);
    await page.goto(statusPage());
    await expect(page.locator('tr[data-gate="oracle-perfect"]')).toHaveAttribute("data-outcome", "pass");
    await expect(page.getByTestId("asks-closed")).toContainText(`closed by revision ${fix.slice(0, 8)}`);

    await page.goto("/");
    const row = page.locator(`tr[data-task="${taskId}"]`);
    await expect(row.getByTestId("changed-since-review-badge")).toBeVisible();
    await expect(row.getByTestId("waits-on")).toHaveText("waits on maintainer");
    await expect(row.getByTestId("open-asks")).toContainText("1 author-side");
  } finally {
    await github.close();
  }
});
