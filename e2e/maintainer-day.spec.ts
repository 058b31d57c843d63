// The maintainer's day as one flow (issue 34), against the production server, a real git server
// (`git http-backend`) and the GitHub REST stand-in recording every call: a signed "opened" webhook
// imports the PR's head → the triage list ranks it and shows its PR (number, head, status), the view
// lives in the URL (back/forward) and fits 1,440 and 390 px → the PR page shows its jobs, deliveries
// and the posted comment's link → a verdict with an ask: GitHub's comment and status follow without
// a push → the ask ticked: published again → the PR's proposal accepted: the comment no longer calls
// it a proposal. Every wait is a poll on what the server or the stand-in records, never a fixed sleep.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { startGitHubStandIn } from "./github-fixture";
import { makeTaskRepo, THREE_COMMITS } from "../lib/git/__tests__/make-task-repo";

/** The page scrolls sideways when its content is wider than the viewport. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("triage → PR → verdict and ask → GitHub follows each action → accept the proposal", async ({ page, request }) => {
  test.setTimeout(300_000);
  const taskId = `e2e-day-${Date.now().toString(36)}`;
  const repo = makeTaskRepo(THREE_COMMITS.slice(0, 2), { taskPath: `tasks/demo/${taskId}` });
  const number = 100_000 + Math.floor(Math.random() * 800_000);
  const github = await startGitHubStandIn({ repo, tmpPrefix: "vbench-e2e-day-", number, request });
  const { gh, comments, writes } = github;
  try {
    await github.send("opened", repo.commits[1], `e2e-day-opened-${number}`);
    await expect.poll(() => comments().length, { timeout: 150_000 }).toBe(1);
    await expect.poll(() => gh.statuses.length, { timeout: 60_000 }).toBe(1);
    expect(comments()[0].body).toContain("No verdict yet");

    // triage: never reviewed, nobody assigned → "needs a reviewer", with its PR; the view is in the URL
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const filters = page.getByRole("group", { name: "Quick filters" });
    await filters.getByRole("button", { name: "needs a reviewer" }).click();
    await expect(page).toHaveURL(/[?&]filter=needs-a-reviewer/);
    const row = page.locator(`tr[data-task="${taskId}"]`);
    await expect(row.getByTestId("triage-reason")).toContainText("unassigned, never reviewed");
    await expect(row.getByTestId("triage-pr")).toContainText(`#${number}`);
    await expect(row.getByTestId("triage-pr")).toContainText(repo.commits[1].slice(0, 7));
    await expect(row.getByTestId("triage-pr-status")).toHaveText(/success|failure/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    // another filter, then back: the URL and the pressed button return
    await filters.getByRole("button", { name: "waiting on contributor" }).click();
    await expect(page).toHaveURL(/[?&]filter=waiting-on-contributor/);
    await expect(row).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]filter=needs-a-reviewer/);
    await expect(filters.getByRole("button", { name: "needs a reviewer" })).toHaveAttribute("aria-pressed", "true");
    await expect(row).toHaveCount(1);
    // a shared link opens the same view
    await page.goto(`/?filter=needs-a-reviewer&q=${encodeURIComponent(taskId)}`);
    await expect(page.getByTestId("triage-row")).toHaveCount(1);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1440, height: 900 });

    // the PR page: its job finished, the delivery says so, the posted comment is linked
    await row
      .getByTestId("triage-pr")
      .getByRole("link", { name: `#${number}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/pulls/${number}$`));
    await expect(page.getByTestId("pr-jobs")).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId("pr-delivery-outcome").first().innerText();
        },
        { timeout: 60_000 },
      )
      .toMatch(/^succeeded/);
    await expect(page.getByTestId("pr-comment-link").first()).toHaveAttribute("href", /\/pull\/\d+#issuecomment-\d+$/);

    // the verdict, with one author-side ask, on the PR's revision (the status's link)
    const target = new URL(gh.statuses[0].target_url);
    const prRevisionPage = target.pathname + target.search;
    await page.goto(prRevisionPage);
    const verdict = page.getByTestId("verdict-form");
    await verdict.getByLabel("request changes").check();
    await verdict.locator('textarea[name="body"]').fill("Say where the clip starts.");
    await verdict.getByRole("button", { name: "Add an ask" }).click();
    await verdict.getByTestId("ask-draft").nth(0).locator("textarea").fill("Give the clip's start time");
    await verdict.getByRole("button", { name: "Save verdict" }).click();
    await expect(verdict).toContainText("Verdict saved");
    // GitHub follows without a push: the one comment edited, a new status on the same head
    await expect.poll(() => writes().join(","), { timeout: 60_000 }).toBe("POST,PATCH");
    await expect.poll(() => gh.statuses.length, { timeout: 60_000 }).toBe(2);
    expect(gh.statuses[1].sha).toBe(repo.commits[1]);
    expect(comments()).toHaveLength(1);
    expect(comments()[0].body).toContain("Changes requested");
    expect(comments()[0].body.length).toBeLessThanOrEqual(3_000);

    // the ask ticked: published again
    await page.reload();
    await page.getByTestId("asks-author").getByRole("button", { name: "Tick done" }).first().click();
    await expect.poll(() => writes().join(","), { timeout: 60_000 }).toBe("POST,PATCH,PATCH");
    await expect.poll(() => gh.statuses.length, { timeout: 60_000 }).toBe(3);

    // the PR's revision is a proposal: accepted, the comment stops calling it one
    expect(comments()[0].body).toContain("This revision is a proposal");
    await page.goto(prRevisionPage);
    await page
      .getByTestId("submission-review")
      .getByRole("button", { name: /^Accept/ })
      .first()
      .click();
    await expect.poll(() => writes().join(","), { timeout: 60_000 }).toBe("POST,PATCH,PATCH,PATCH");
    await expect.poll(() => comments()[0].body.includes("This revision is a proposal"), { timeout: 60_000 }).toBe(false);
    await expect.poll(() => gh.statuses.length, { timeout: 60_000 }).toBe(4);

    // the PR page lists the re-publishes with the tries they made
    await page.goto(`/pulls/${number}`);
    await expect(page.getByTestId("pr-jobs")).toContainText("Publish again after a maintainer's action");
    await expect(page.getByTestId("pr-publishes").locator("tbody tr")).toHaveCount(8);
  } finally {
    await github.close();
  }
});
