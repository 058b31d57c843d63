import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

// Two ledgers of the demo task against the same ground truth, event by event.
const TASK = "demo-shapes-activity";

async function pick(page: Page, select: "a" | "b", file: string) {
  const options = await page
    .locator(`select[name=${select}] option`)
    .evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? "" })));
  const hit = options.find((o) => o.text.includes(file));
  expect(hit, `${file} in the picker`).toBeTruthy();
  await page.locator(`select[name=${select}]`).selectOption(hit!.value);
  return hit!;
}

const rewardIn = (optionText: string) => optionText.match(/\((\d\.\d{4})\)/)?.[1];

test("the picker compares two ledgers: both totals, differing events highlighted, click to seek", async ({ page }) => {
  await page.goto(`/tasks/${TASK}/compare`);
  await expect(page.getByTestId("compare-picker")).toBeVisible();
  const a = await pick(page, "a", "claude-opus-4.8.solution.json");
  const b = await pick(page, "b", "codex-gpt-5.6-sol.solution.json");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(new RegExp(`a=${a.value}.*b=${b.value}`));

  const totals = page.getByTestId("compare-totals");
  await expect(totals).toContainText("claude-opus-4.8.solution.json");
  await expect(totals).toContainText("codex-gpt-5.6-sol.solution.json");
  const reward = totals.locator("tr[data-total=reward] td");
  await expect(reward.nth(1)).toHaveText(rewardIn(a.text)!);
  await expect(reward.nth(2)).toHaveText(rewardIn(b.text)!);

  const rows = page.getByTestId("compare-row");
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  const differing = await page.locator("[data-testid=compare-row][data-differs=true]").count();
  await expect(page.getByText(`${differing} of ${total} expected events differ.`)).toBeVisible();
  if (differing > 0) await expect(page.locator("[data-testid=compare-row][data-differs=true]").first()).toHaveClass(/differs/);
  await page.getByRole("button", { name: "Differ", exact: true }).click();
  await expect(rows).toHaveCount(differing);
  await page.getByRole("button", { name: "All", exact: true }).click();

  // the same video sync as the inspector
  const video = page.getByTestId("video-player").locator("video");
  const target = rows.nth(Math.min(3, total - 1));
  const t = Number(await target.getAttribute("data-time-sec"));
  await target.click();
  await expect
    .poll(async () => Math.abs((await video.evaluate((v: HTMLVideoElement) => v.currentTime)) - t), { timeout: 15_000 })
    .toBeLessThan(0.5);
  await expect(target).toHaveAttribute("aria-selected", "true");
});

test("without two ledgers the page says what to do", async ({ page }) => {
  await page.goto(`/tasks/${TASK}/compare`);
  await expect(page.getByText("Choose two ledgers to compare them event by event.")).toBeVisible();
});
