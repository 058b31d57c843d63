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

test("the reward-sensitivity audit runs from the audits page as a job and draws FlightGear's curve: the bar reached at 20% right", async ({
  page,
  seedTask,
}) => {
  // the audit's results are stored with the task: run it on a copy of its own
  const task = await seedTask("flightgear-atc-clearance-compliance-ledger");
  await page.goto(`${task.url}/audits`);
  await page.getByRole("button", { name: "Reward sensitivity", exact: true }).click();
  const chart = page.getByTestId("reward-sensitivity").first();
  await expect(chart).toBeVisible({ timeout: 90_000 });
  // lib/audits/reward-sensitivity.test.ts and the CLI's contract note: 10% right stays under 0.10, 20% reaches it
  await expect(chart).toContainText("bar 0.10 reached at 20% right");
  await expect(chart.locator("path.recharts-line-curve").first()).toHaveAttribute("d", /^M/);
});
