import { test, expect } from "./fixtures";

test("the task list shows the seeded tasks with their judges and row counts", async ({ page }) => {
  await page.goto("/");
  const list = page.getByTestId("task-list");
  await expect(list).toBeVisible();
  for (const id of ["flightgear-atc-clearance-compliance-ledger", "kart-race-telemetry-ledger-s1", "egocentric-activity-understanding"])
    await expect(list.getByRole("link", { name: id })).toBeVisible();
  const fg = list.locator("tr", { has: page.getByRole("link", { name: "flightgear-atc-clearance-compliance-ledger" }) });
  await expect(fg).toContainText("flightgear-atc-clearance-compliance-ledger@cbfc22d");
});

test("a task page shows its SPEC card, instruction hash, media pin and calibration rows", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "flightgear-atc-clearance-compliance-ledger" }).click();
  await expect(page).toHaveURL(/\/tasks\/flightgear-atc-clearance-compliance-ledger$/);
  await expect(page.getByTestId("instruction-sha")).toHaveText("a970d16d52130b05e9879b9b43bc796414432add3e75ba9da6eb1795dc3811e4");
  await expect(page.getByTestId("spec-card")).toBeVisible();
  await expect(page.getByTestId("media-pin")).toContainText("sha256");
  const rows = page.getByTestId("calibration-rows");
  await expect(rows).toContainText("Codex CLI");
  await expect(rows).toContainText("0.0938");
});
