import { test, expect } from "./fixtures";

const FG = "flightgear-atc-clearance-compliance-ledger";

test("a maintainer runs the omission audit from the task page and sees the pruning gain linked to the inspector", async ({
  page,
  seedTask,
}) => {
  // the audit's results are stored with the task: run it on a copy of its own
  const task = await seedTask(FG);
  await page.goto(task.url);
  await page.getByRole("link", { name: "Audits", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}/audits$`));
  await expect(page.getByRole("heading", { name: "Scorer audits" })).toBeVisible();
  await page.getByRole("button", { name: "Omission", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText(/queued|Audit/);
  // the job runs in the server's worker; the page refreshes when it finishes
  const table = page.locator("table").filter({ hasText: "codex-gpt-5.6-sol" }).first();
  await expect(table).toBeVisible({ timeout: 90_000 });
  const codex = table.locator("tr").filter({ hasText: "codex-gpt-5.6-sol" }).first();
  await expect(codex).toContainText("0.0938");
  await expect(codex).toContainText("0.3291");
  await expect(codex).toContainText("45/65");
  await expect(page.getByText("Withholding predictions never raises the score")).toBeVisible();
  const eventLink = codex.locator("a", { hasText: /^#\d+→\d+$/ }).first();
  await expect(eventLink).toHaveAttribute("href", /\/ledgers\/[^/?]+\?judge=[^&]+&event=E\d+$/);
});

test("the audits page fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/tasks/${FG}/audits`);
  await expect(page.getByRole("heading", { name: "Scorer audits" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
