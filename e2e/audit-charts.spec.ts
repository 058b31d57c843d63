import { expect, test } from "./fixtures";

// Issue 20 item 3 in the browser: a tolerance sweep drawn as step lines (no spline: no cubic
// curve commands in any line), a dot per sampled point, x ticks only at the sampled values and
// printed short, the oracle's line inside the plot (not on its top border), and a table toggle.
test("the demo task's tolerance sweeps are step lines with ticks at the samples and a table", async ({ page, seedTask }) => {
  const task = await seedTask("demo-shapes-activity");
  await page.goto(`${task.url}/audits`);
  await page.getByRole("button", { name: "Tolerance sweeps", exact: true }).click();
  const sweep = page.getByTestId("tolerance-sweep").first();
  await expect(sweep).toBeVisible({ timeout: 90_000 });
  // a flat line has a zero-height box (Playwright calls it hidden): wait for it to be drawn, not "visible"
  await expect(sweep.locator("path.recharts-line-curve").first()).toHaveAttribute("d", /^M/);

  const paths = await sweep.locator("path.recharts-line-curve").evaluateAll((els) => els.map((e) => e.getAttribute("d") ?? ""));
  expect(paths.length).toBeGreaterThan(0);
  for (const d of paths) expect(d).not.toMatch(/[Cc]/);
  expect(await sweep.locator(".recharts-line-dots circle").count()).toBeGreaterThan(0);

  // the sampled points, from the table's header; every x tick is one of them
  await sweep.getByText("Same numbers as a table").click();
  const table = sweep.getByTestId("sweep-table");
  await expect(table).toBeVisible();
  const samples = (await table.locator("thead th").allTextContents()).slice(1).map((t) => Number(t.replace(" (default)", "")));
  const ticks = (await sweep.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value").allTextContents()).map(Number);
  expect(ticks.length).toBeGreaterThan(1);
  for (const t of ticks) expect(samples.some((s) => Math.abs(s - t) <= Math.max(1e-9, Math.abs(s) * 0.05))).toBe(true);
  for (const t of await sweep.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value").allTextContents())
    expect(t).not.toMatch(/\.\d{4,}/);

  // hovering a sample shows every ledger's value there: the numbers the table has in that column
  const headers = (await table.locator("thead th").allTextContents()).slice(1).map((t) => t.replace(" (default)", ""));
  const tableRows = new Map<string, string[]>();
  for (const tr of await table.locator("tbody tr").all())
    tableRows.set(
      (await tr.locator("th").innerText()).replace(" (counts toward a gate)", "").trim(),
      await tr.locator("td").allTextContents(),
    );
  const grid = (await sweep.locator(".recharts-cartesian-grid").boundingBox())!;
  await page.mouse.move(grid.x + grid.width * 0.6, grid.y + grid.height / 2);
  const tooltip = sweep.locator(".recharts-tooltip-wrapper");
  await expect(tooltip.locator(".recharts-tooltip-item").first()).toBeVisible();
  const hovered = (await tooltip.locator(".recharts-tooltip-label").innerText()).split(": ").pop()!;
  const column = headers.indexOf(hovered);
  expect(column, `hovered sample ${hovered} among ${headers.join(",")}`).toBeGreaterThan(0);
  const items = await tooltip.locator(".recharts-tooltip-item").all();
  expect(items.length).toBe(tableRows.size);
  for (const item of items) {
    const name = await item.locator(".recharts-tooltip-item-name").innerText();
    expect(await item.locator(".recharts-tooltip-item-value").innerText(), name).toBe(tableRows.get(name)?.[column]);
  }

  // y runs past 1: the top tick (1) sits below the plot's top edge
  const plotTop = await sweep.locator(".recharts-cartesian-grid").boundingBox();
  const one = await sweep.locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value", { hasText: /^1$/ }).boundingBox();
  expect(one && plotTop && one.y + one.height / 2 - plotTop.y).toBeGreaterThan(4);
});
