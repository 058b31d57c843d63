import { test, expect } from "./fixtures";

const KART = "kart-race-telemetry-ledger-s1";

test("the kart task page lists its stale reward files with both numbers, near the calibration table", async ({ page }) => {
  await page.goto(`/tasks/${KART}`);
  const list = page.getByTestId("stale-artifacts");
  await expect(list).toBeVisible();
  for (const [file, stated, recomputed] of [
    ["codex_masked_reward.json", "0.3454", "0.1218"],
    ["codex_ts_reward.json", "0.0892", "0.0235"],
    ["codex_12x4_reward.json", "0.4069", "0.0368"],
  ]) {
    const item = list.locator('li[data-severity="warning"]', { hasText: file });
    await expect(item).toContainText(`says ${stated}`);
    await expect(item).toContainText(`recomputes to ${recomputed}`);
    await expect(item).toContainText("stale");
  }
  // the reward file that agrees with its ledger is folded with the other quiet ones
  await expect(list.locator('li[data-severity="info"]', { hasText: "codex_exact_full_reward.json" })).toContainText("agrees");
});
