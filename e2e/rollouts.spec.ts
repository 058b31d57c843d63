import { test, expect } from "./fixtures";

const FG = "flightgear-atc-clearance-compliance-ledger";

test("trajectory viewer: open from the files panel, jump to a finding, search, filter by tool and finding", async ({ page }) => {
  await page.goto(`/tasks/${FG}`);
  await page
    .getByTestId("rollouts")
    .getByRole("link", { name: /antigravity-gemini-3\.6-flash-high\.jsonl/ })
    .click();
  await expect(page).toHaveURL(/\/rollouts\//);
  await expect(page.getByTestId("exit-reason")).toContainText("rate_limit");
  await expect(page.getByTestId("rollout-count")).toHaveText("191 of 191 steps");

  // jump from the pip-install finding to its step: the step is shown, selected, and carries the marker
  const findings = page.getByTestId("rollout-findings");
  await expect(findings).toContainText("pip install in a run_command call; it failed (isolation held)");
  await findings.locator("li", { hasText: "pip install" }).getByTestId("jump-to-step").click();
  const step = page.locator('[data-testid="rollout-step"][data-step="25"]');
  await expect(step).toBeVisible();
  await expect(step).toHaveClass(/selected/);
  await expect(step.getByTestId("step-finding")).toContainText("pip install");
  await expect(page).toHaveURL(/#step-25$/);

  // search over the full text
  await page.getByTestId("rollout-search").fill("opencv-python-headless");
  await expect(page.getByTestId("rollout-count")).toHaveText(/^[1-9]\d* of 191 steps$/);
  for (const s of await page.getByTestId("rollout-step").all()) await expect(s).toContainText(/opencv-python-headless/i);
  await page.getByTestId("rollout-search").fill("");

  // filter by tool: only view_file's call and result
  await page.getByTestId("rollout-tool").selectOption("view_file");
  await expect(page.getByTestId("rollout-count")).toHaveText("2 of 191 steps");
  await expect(page.getByTestId("rollout-step").first()).toContainText("/workspace/instruction.md");
  await page.getByTestId("rollout-tool").selectOption("");

  // filter by finding
  await page.getByTestId("rollout-finding").selectOption("any");
  await expect(page.getByTestId("rollout-count")).toHaveText("3 of 191 steps");
  await page.getByTestId("rollout-finding").selectOption("abnormal_ending");
  await expect(page.getByTestId("rollout-step")).toHaveCount(1);
  await expect(page.getByTestId("rollout-step")).toContainText("final");
});

test("file viewer: scores.md renders as markdown, results.json as a tree", async ({ page }) => {
  await page.goto(`/tasks/${FG}`);
  await page.getByTestId("rollouts").getByRole("link", { name: "calibration/scores.md" }).click();
  await expect(page.getByTestId("file-body").locator(".markdown table").first()).toBeVisible();
  await page.goBack();
  await page.getByTestId("rollouts").getByRole("link", { name: "calibration/ablations/results.json" }).click();
  await expect(page.getByTestId("json-tree")).toBeVisible();
  await expect(page.getByTestId("json-tree")).toContainText('"');
});

test("trajectory viewer at 390 px: no page wider than the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tasks/${FG}`);
  await page
    .getByTestId("rollouts")
    .getByRole("link", { name: /codex-gpt-5\.6-sol\.jsonl/ })
    .click();
  await expect(page.getByTestId("rollout-count")).toHaveText("184 of 184 steps");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
