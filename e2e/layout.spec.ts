import type { Page } from "@playwright/test";
import { test, expect, ledgerIdByFile } from "./fixtures";

// Every page usable on a phone (390 px wide) and still right on a wide screen: nothing wider than
// the viewport, horizontal scroll only inside tables. Also the one event numbering (the ground
// truth's) in the inspector and compare, and a judge-rejected ledger marked as such.
const FLIGHTGEAR = "flightgear-atc-clearance-compliance-ledger";
const DEMO = "demo-shapes-activity";

const ledgerId = ledgerIdByFile;

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Elements (other than tables and their scrollers) whose right edge passes the viewport. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      if (el.closest("table, .table-scroll, .calibration-scroll, .compare-scroll, .event-scroll, pre, textarea, .video-holder")) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > w + 1) out.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`.slice(0, 80));
    }
    return out.slice(0, 5);
  });

async function pages(page: Page): Promise<string[]> {
  const demoLedger = await ledgerId(page, DEMO, "claude-opus-4.8.solution.json");
  const other = await ledgerId(page, DEMO, "codex-gpt-5.6-sol.solution.json");
  return [
    "/",
    `/tasks/${FLIGHTGEAR}`,
    `/tasks/${DEMO}/ledgers/${demoLedger}`,
    `/tasks/${DEMO}/compare?a=${demoLedger}&b=${other}`,
    `/tasks/${FLIGHTGEAR}/export`,
  ];
}

for (const width of [390, 1440]) {
  test(`at ${width} px no page is wider than the viewport`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of await pages(page)) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      expect(await pageWidth(page), `${path} scrollWidth`).toBeLessThanOrEqual(width);
      expect(await overflowing(page), `${path}: elements past the right edge`).toEqual([]);
    }
    // the top bar's links stand apart (they once read "TasksPull requests")
    const [tasks, pulls] = await Promise.all(
      ["Tasks", "Pull requests"].map((name) => page.locator(".topbar nav").getByRole("link", { name }).boundingBox()),
    );
    const sameLine = Math.abs(pulls!.y - tasks!.y) < 4;
    if (sameLine) expect(pulls!.x - (tasks!.x + tasks!.width)).toBeGreaterThanOrEqual(8);
    else expect(pulls!.y).toBeGreaterThanOrEqual(tasks!.y + tasks!.height);
  });
}

test("at 390 px the task page stacks and the inspector's event label keeps its width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/tasks/${FLIGHTGEAR}`);
  // the calibration table scrolls inside itself
  const table = page.getByTestId("calibration-table");
  await expect(table).toBeVisible();
  // the table, or the scroller around it, scrolls sideways: the page itself does not
  expect(await table.evaluate((el) => [el, el.parentElement!].some((x) => x.scrollWidth > x.clientWidth + 1))).toBe(true);
  const id = await ledgerId(page, DEMO, "claude-opus-4.8.solution.json");
  await page.goto(`/tasks/${DEMO}/ledgers/${id}`);
  const label = page.getByTestId("event-row").first().locator(".ev-label");
  await expect(label).toBeVisible();
  expect((await label.boundingBox())!.width).toBeGreaterThan(250);
});

test("one event numbering: the inspector and compare show the ground truth's #1 beside its first event", async ({ page }) => {
  // compare and the detail panel (on the demo task, whose clip plays offline)
  const demo = await ledgerId(page, DEMO, "claude-opus-4.8.solution.json");
  const demoOther = await ledgerId(page, DEMO, "codex-gpt-5.6-sol.solution.json");
  await page.goto(`/tasks/${DEMO}/compare?a=${demo}&b=${demoOther}`);
  await expect(page.locator('[data-testid=compare-row][data-index="0"]').getByTestId("compare-number")).toHaveText("#1");
  await page.goto(`/tasks/${DEMO}/ledgers/${demo}`);
  const row = page.locator('[data-testid=event-row][data-event-key="0"]');
  await expect(row.getByTestId("event-number")).toHaveText("#1");
  await row.click();
  await expect(page.getByTestId("event-detail-number")).toHaveText("#1");
  await expect(page.getByTestId("event-row").getByTestId("event-number").filter({ hasText: /^#0$/ })).toHaveCount(0);
  // (FlightGear's "#1 …" labels, shown without the repeated number, are pinned in event-numbering.test.ts:
  // its remote media cannot play here and the player logs an error)
});

test("a judge-rejected ledger is marked in the table, the files panel and the inspector, with the units it could have earned", async ({
  page,
}) => {
  await page.goto(`/tasks/${FLIGHTGEAR}`);
  const row = page.getByTestId("calibration-row").filter({ hasText: "Claude Opus 4.8" }).filter({ hasText: "147" });
  await expect(row.getByTestId("rejected-badge")).toHaveAttribute(
    "title",
    "rejected by the judge: top-level object must contain clearances",
  );
  await expect(
    page.getByTestId("ledgers").locator("tr", { hasText: "claude-opus-4.8-native.json" }).getByTestId("rejected-badge"),
  ).toBeVisible();
  const id = await ledgerId(page, FLIGHTGEAR, "claude-opus-4.8-native.json");
  await page.goto(`/tasks/${FLIGHTGEAR}/ledgers/${id}`);
  const summary = page.getByTestId("rejected-summary");
  await expect(summary).toContainText("top-level object must contain clearances");
  await expect(summary).toContainText("earned 0 of the 1300 units it could have earned over 65 expected events");
  await expect(page.getByText("0 / 0 units")).toHaveCount(0);
});

test("the score-by-condition chart shows the Codex 0.0938 and the replaced 0.6060 with their status", async ({ page }) => {
  await page.goto(`/tasks/${FLIGHTGEAR}`);
  const chart = page.getByTestId("score-by-condition-chart");
  await expect(chart.locator('[data-testid=sbc-entry][data-recomputed="0.0938"]')).toContainText("0.0938");
  const replaced = chart.locator('[data-testid=sbc-entry][data-status="replaced"]');
  await expect(replaced).toContainText("0.6060");
  await expect(replaced).toContainText("≥ 0.10");
  await expect(chart).not.toContainText("unstated · ?");
  await expect(chart.locator(".sbc-gate-label.gate-strong")).toHaveText("0.10 strong agent");
  await expect(chart.locator(".sbc-gate-label.gate-ablation")).toHaveText("0.15 ablation");
});
