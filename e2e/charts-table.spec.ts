import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

// Charts (score by condition with its 0.10 / 0.15 gate lines; per-ledger credit) and the
// calibration table (sort, filter, group) on real seeded tasks.
const FLIGHTGEAR = "flightgear-atc-clearance-compliance-ledger";
const DEMO = "demo-shapes-activity";

const claimedValues = (page: Page) =>
  page
    .locator("[data-testid=calibration-row] td[data-column=claimed]")
    .evaluateAll((cells) => cells.map((c) => c.textContent?.trim() ?? ""));

test("the score-by-condition chart draws both gate lines with their labels", async ({ page }) => {
  await page.goto(`/tasks/${FLIGHTGEAR}`);
  const chart = page.getByTestId("score-by-condition-chart");
  await expect(chart).toBeVisible();
  // each gate line sits where its label says, and 0.15 is to the right of 0.10
  const x = async (sel: string) => (await chart.locator(sel).first().boundingBox())!.x;
  await expect(chart.locator(".sbc-gate-label.gate-strong")).toHaveText("0.10 strong agent");
  await expect(chart.locator(".sbc-gate-label.gate-ablation")).toHaveText("0.15 ablation");
  const strongLine = await x(".sbc-entry .gate-line.gate-strong");
  const ablationLine = await x(".sbc-entry .gate-line.gate-ablation");
  expect(ablationLine).toBeGreaterThan(strongLine);
  const labelCentre = async (sel: string) => {
    const b = (await chart.locator(sel).boundingBox())!;
    return b.x + b.width / 2;
  };
  expect(Math.abs((await labelCentre(".sbc-gate-label.gate-strong")) - strongLine)).toBeLessThan(3);
  expect(Math.abs((await labelCentre(".sbc-gate-label.gate-ablation")) - ablationLine)).toBeLessThan(3);
  await expect(chart.locator("[data-testid=sbc-group][data-condition=full] h4")).toContainText("full");
  // the same numbers as a table
  await chart.getByText("Same numbers as a table").click();
  await expect(chart.getByTestId("score-by-condition-table")).toContainText("Claude Opus 4.8");
});

test("the calibration table sorts, filters by text / status / condition, and groups", async ({ page }) => {
  await page.goto(`/tasks/${FLIGHTGEAR}`);
  const table = page.getByTestId("calibration-table");
  await expect(table).toContainText("Codex CLI");
  await expect(table).toContainText("0.0938");
  const total = await page.getByTestId("calibration-row").count();
  await expect(page.getByTestId("calibration-count")).toHaveText(`${total} of ${total} rows`);

  // sort by claimed score, both directions; rows without a claim stay last
  const header = table.locator("th[data-column=claimed] button");
  for (const dir of ["first", "second"]) {
    await header.click();
    const order = await table.locator("th[data-column=claimed]").getAttribute("aria-sort");
    const values = (await claimedValues(page)).filter((v) => v !== "—").map(Number);
    const sorted = [...values].sort((x, y) => (order === "ascending" ? x - y : y - x));
    expect(values, `${dir} click: ${order}`).toEqual(sorted);
  }

  // free text
  await page.getByTestId("calibration-text-filter").fill("codex");
  await expect(page.getByTestId("calibration-row")).toHaveCount(1);
  await expect(page.getByTestId("calibration-row").first()).toContainText("Codex CLI");
  await page.getByTestId("calibration-text-filter").fill("");

  // status
  await page.getByTestId("filter-status").locator("input[value=official]").check();
  const statuses = await page.getByTestId("calibration-row").evaluateAll((rs) => rs.map((r) => r.getAttribute("data-row-status")));
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(["official"]));
  await page.getByTestId("filter-status").locator("input[value=official]").uncheck();

  // condition
  await page.getByTestId("filter-condition").locator("input[value=no_media]").check();
  const conditions = await page.getByTestId("calibration-row").evaluateAll((rs) => rs.map((r) => r.getAttribute("data-condition")));
  expect(new Set(conditions)).toEqual(new Set(["no_media"]));
  await page.getByTestId("filter-condition").locator("input[value=no_media]").uncheck();
  await expect(page.getByTestId("calibration-row")).toHaveCount(total);

  // group by harness: one group row per harness, every row still shown
  await page.getByTestId("calibration-group-by").selectOption("harness");
  await expect(page.getByTestId("calibration-group").first()).toBeVisible();
  await expect(page.getByTestId("calibration-row")).toHaveCount(total);
  await expect(page.getByTestId("calibration-group").filter({ hasText: "Codex CLI" })).toHaveCount(1);

  // each row links to its ledger inspector
  await page.getByTestId("calibration-group-by").selectOption("");
  await page.getByTestId("row-ledger-link").first().click();
  await expect(page.getByTestId("ledger-inspector")).toBeVisible();
});

test("a ledger's credit chart matches its event counts, with a table fallback", async ({ page }) => {
  await page.goto(`/tasks/${DEMO}/compare`);
  const id = await page.locator("select[name=a] option", { hasText: "claude-opus-4.8.solution.json" }).getAttribute("value");
  await page.goto(`/tasks/${DEMO}/ledgers/${id}`);
  const chart = page.getByTestId("credit-chart");
  await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await chart.getByText("Same numbers as a table").click();
  const fullCredit = (await page.locator("[data-filter=full] .muted").innerText()).trim();
  await expect(chart.getByTestId("credit-table").locator("tr", { hasText: "true positives" }).locator("td").nth(1)).toHaveText(fullCredit);
});
