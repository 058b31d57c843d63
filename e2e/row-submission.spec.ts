import fs from "node:fs";
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
  // the oracle's answer as this run's own bytes: the folder's stored bytes would block acceptance (issue 34)
  const oracle = fs.readFileSync(path.join(ROLLOUTS, "oracle.solution.json"), "utf8").trim();
  await form
    .getByLabel("Ledger")
    .setInputFiles({ name: "oracle.solution.json", mimeType: "application/json", buffer: Buffer.from(`${oracle}\n\n`) });
  await form.getByRole("button", { name: "Submit row and check claims" }).click();
  const result = form.getByTestId("row-result");
  await expect(result).toContainText("Every checkable claim reproduces");
  await expect(result.locator('[data-claim="score"]')).toHaveAttribute("data-reproduces", "true");
  // no trajectory shows the instruction the agent received: claimed by the contributor, not matched (issue 34)
  await expect(result.locator('[data-claim="instruction"]')).toHaveAttribute("data-reproduces", "null");
  await expect(result.locator('[data-claim="instruction"]')).toContainText("claimed by the contributor (form)");

  // a claim that does not reproduce is said so, naming the recomputed score
  await form.getByLabel("Claimed score").fill("0.25");
  await form.getByLabel("Ledger").setInputFiles(path.join(ROLLOUTS, "claude-opus-4.8.solution.json"));
  await form.getByRole("button", { name: "Submit row and check claims" }).click();
  await expect(form.getByTestId("row-result")).toContainText("1 claim(s) do not reproduce");
  await expect(form.getByTestId("row-result").locator('[data-claim="score"]')).toContainText("recomputed 0.0526");

  await page.reload();
  await expect(page.getByTestId("upload-events")).toContainText(label);
});
