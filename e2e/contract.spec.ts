// The contract review on the task page and in the export (issue 18): what a reviewer finds by
// reading the task. Egocentric's instruction omits the ±12-frame tolerance its SPEC card states,
// and its worked examples reproduce ground-truth actions #1 and #4; the demo task is clean.
import { test, expect } from "./fixtures";

const EGO = "egocentric-activity-understanding";

test("the egocentric task page shows the contract findings grouped by code, with file:line and fix", async ({ page }) => {
  await page.goto(`/tasks/${EGO}`);
  const contract = page.getByTestId("contract-findings");
  await expect(contract).toBeVisible();
  const tolerance = contract.locator('details[data-code="tolerance_not_in_instruction"]');
  await expect(tolerance).toHaveAttribute("open", "");
  await expect(tolerance).toContainText("SPEC.md:38");
  await expect(tolerance).toContainText("Fix:");
  const leaks = contract.locator('details[data-code="instruction_leaks_ground_truth"]');
  await expect(leaks).toContainText("#1");
  await expect(leaks).toContainText("#4");
  await expect(leaks.locator("li")).toHaveCount(2);
  // each leak in context: the instruction's lines around it, the cited line (74: the "turn on" example) marked
  const cited = leaks.locator("li").first().getByTestId("contract-context").locator(".cited");
  await expect(cited).toHaveAttribute("data-line", "74");
  await expect(cited).toContainText('"verb": "turn on"');
  // the gate checklist carries the contract gate, failing on these measured findings
  await expect(page.locator('[data-gate="contract"]').first()).toBeVisible();
});

test("the demo task's contract review has no findings", async ({ page }) => {
  await page.goto("/tasks/demo-shapes-activity");
  await expect(page.getByTestId("contract-findings")).toContainText("No contract findings from the checks that ran.");
});

test("the export carries the contract review", async ({ request }) => {
  const md = await (await request.get(`/tasks/${EGO}/export.md`)).text();
  expect(md).toContain("tolerance_not_in_instruction");
  expect(md).toContain("instruction_leaks_ground_truth");
});
