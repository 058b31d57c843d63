import path from "node:path";
import { BUNDLED_TASKS_DIR, test, expect } from "./fixtures";

const ROLLOUTS = path.join(BUNDLED_TASKS_DIR, "demo-shapes-activity/calibration/rollouts");

test("a calibration row submitted by the form shows which claims reproduced, and appears among the submissions", async ({
  page,
  seedTask,
}) => {
  const task = await seedTask("demo-shapes-activity");
  await page.goto(`${task.url}#submissions`);
  const form = page.getByTestId("row-form");
  const label = `e2e row ${Date.now()}`;
  await form.getByLabel("Harness", { exact: true }).fill("Codex CLI");
  await form.getByLabel("Model").fill(label);
  await form.getByLabel("Claimed score").fill("1.0");
  await form.getByLabel("Harness mode").selectOption("native");
  await form.getByLabel("Ledger").setInputFiles(path.join(ROLLOUTS, "oracle.solution.json"));
  await form.getByRole("button", { name: "Submit row and check claims" }).click();
  const result = form.getByTestId("row-result");
  await expect(result).toContainText("Every checkable claim reproduces");
  await expect(result.locator('[data-claim="score"]')).toHaveAttribute("data-reproduces", "true");
  await expect(result.locator('[data-claim="instruction"]')).toHaveAttribute("data-reproduces", "true");

  // a claim that does not reproduce is said so, naming the recomputed score
  await form.getByLabel("Claimed score").fill("0.25");
  await form.getByLabel("Ledger").setInputFiles(path.join(ROLLOUTS, "claude-opus-4.8.solution.json"));
  await form.getByRole("button", { name: "Submit row and check claims" }).click();
  await expect(form.getByTestId("row-result")).toContainText("1 claim(s) do not reproduce");
  await expect(form.getByTestId("row-result").locator('[data-claim="score"]')).toContainText("recomputed 0.0526");

  await page.reload();
  await expect(page.getByTestId("upload-events")).toContainText(label);
});
