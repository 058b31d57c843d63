import fs from "node:fs";
import { test, expect, type Page } from "./fixtures";
import { generateClaudeStream } from "../lib/rollouts/__fixtures__/generate-claude-stream";

const FG = "flightgear-atc-clearance-compliance-ledger";

test("trajectory viewer: open from the files panel, jump to a finding, search, filter by tool and finding", async ({ page }) => {
  await page.goto(`/tasks/${FG}`);
  await page
    .getByTestId("rollouts")
    .getByRole("link", { name: /antigravity-gemini-3\.6-flash-high\.jsonl/ })
    .click();
  await expect(page).toHaveURL(/\/rollouts\//);
  await expect(page.getByTestId("exit-reason")).toContainText("rate_limit");
  await expect(page.getByTestId("rollout-count")).toHaveText("191 of 191 steps");

  // jump from the pip-install finding to its step: the step is shown, selected, and carries the marker
  const findings = page.getByTestId("rollout-findings");
  await expect(findings).toContainText("pip install in a run_command call; it failed (isolation held)");
  await findings.locator("li", { hasText: "pip install" }).getByTestId("jump-to-step").click();
  const step = page.locator('[data-testid="rollout-step"][data-step="25"]');
  await expect(step).toBeVisible();
  await expect(step).toHaveClass(/selected/);
  await expect(step.getByTestId("step-finding")).toContainText("pip install");
  await expect(page).toHaveURL(/#step-25$/);

  // search over the full text (the server filters every step, then pages)
  await page.getByTestId("rollout-search").fill("opencv-python-headless");
  await page.getByTestId("rollout-search").press("Enter");
  await expect(page.getByTestId("rollout-count")).toHaveText(/^[1-9]\d* of 191 steps$/);
  await expect(page).toHaveURL(/[?&]q=opencv-python-headless/);
  for (const s of await page.getByTestId("rollout-step").all()) await expect(s).toContainText(/opencv-python-headless/i);
  await page.getByTestId("rollout-search").fill("");
  await page.getByTestId("rollout-search").press("Enter");
  await expect(page.getByTestId("rollout-count")).toHaveText("191 of 191 steps");

  // filter by tool: only view_file's call and result
  await page.getByTestId("rollout-tool").selectOption("view_file");
  await expect(page.getByTestId("rollout-count")).toHaveText("2 of 191 steps");
  await expect(page.getByTestId("rollout-step").first()).toContainText("/workspace/instruction.md");
  await page.getByTestId("rollout-tool").selectOption("");
  await expect(page.getByTestId("rollout-count")).toHaveText("191 of 191 steps");

  // filter by finding
  await page.getByTestId("rollout-finding").selectOption("any");
  await expect(page.getByTestId("rollout-count")).toHaveText("3 of 191 steps");
  await page.getByTestId("rollout-finding").selectOption("abnormal_ending");
  await expect(page.getByTestId("rollout-step")).toHaveCount(1);
  await expect(page.getByTestId("rollout-step")).toContainText("final");
});

test("trajectory viewer: the log's own step durations, and the step that built the solution links to the ledger", async ({ page }) => {
  await page.goto(`/tasks/${FG}`);
  await page
    .getByTestId("rollouts")
    .getByRole("link", { name: /antigravity-gemini-3\.6-flash-high\.jsonl/ })
    .click();
  // Antigravity writes duration_seconds per step: line 5's errored run_command took 0.24474064 s
  const errored = page.locator('[data-testid="rollout-step"][data-step="3"]');
  await expect(errored).toContainText("line 5");
  await expect(errored.getByTestId("step-time")).toHaveText(/took 245 ms/);
  // the solution was built by running generate_solution.py (step 183): the row links there, the step links to the ledger
  await page.getByTestId("rollout-rows").getByTestId("solution-step-link").first().click();
  await expect(page).toHaveURL(/\?step=183#step-183$/);
  const built = page.locator('[data-testid="rollout-step"][data-step="183"]');
  await expect(built).toHaveClass(/selected/);
  await expect(built.getByTestId("step-solution")).toContainText("last run of the script that builds the solution");
  await built.getByTestId("step-solution").getByRole("link").click();
  await expect(page).toHaveURL(/\/ledgers\//);
});

async function uploadRollout(page: Page, taskId: string, name: string, bytes: Uint8Array): Promise<string> {
  const up = await page.request.post(`/api/tasks/${taskId}/uploads`, {
    multipart: { kind: "rollout", label: name, file: { name, mimeType: "application/x-ndjson", buffer: Buffer.from(bytes) } },
  });
  const body = (await up.json()) as { rolloutId?: string; data?: { rolloutId?: string } };
  const id = body.rolloutId ?? body.data?.rolloutId;
  expect(id, `upload of ${name}: HTTP ${up.status()} ${JSON.stringify(body).slice(0, 300)}`).toBeTruthy();
  return id!;
}

test("a 15 MB trajectory is served in pages under 2 MB of HTML; page 2 is one click away", async ({ page, seedTask }) => {
  test.setTimeout(240_000);
  const task = await seedTask("demo-shapes-activity");
  const bytes = generateClaudeStream(15 * 1024 * 1024);
  expect(bytes.length).toBeGreaterThanOrEqual(15 * 1024 * 1024);
  const url = `${task.url}/rollouts/${await uploadRollout(page, task.id, "big-claude-raw.jsonl", bytes)}`;
  for (const at of ["", "?page=2"]) {
    const res = await page.request.get(url + at);
    expect(res.status()).toBe(200);
    const html = (await res.body()).length;
    test.info().annotations.push({ type: "html bytes", description: `${at || "page 1"}: ${html}` });
    expect(html, `HTML of ${at || "page 1"}`).toBeLessThan(2 * 1024 * 1024);
  }
  await page.goto(url);
  await expect(page.getByTestId("rollout-page").first()).toHaveText(/^page 1 of ([2-9]|\d{2,})$/);
  const firstOfPage1 = Number(await page.getByTestId("rollout-step").first().getAttribute("data-step"));
  expect(firstOfPage1).toBe(0);
  await page.getByTestId("rollout-next-page").first().click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.getByTestId("rollout-page").first()).toHaveText(/^page 2 of /);
  await expect(page.getByTestId("rollout-step").first()).toBeVisible();
  expect(Number(await page.getByTestId("rollout-step").first().getAttribute("data-step"))).toBeGreaterThan(100);
  await expect(page.getByTestId("wall-time")).toContainText("1 h 00 min (the log's own total)");
});

test("a real Claude Code transcript: step times, tool durations and the wall time", async ({ page, seedTask }) => {
  test.setTimeout(120_000);
  const task = await seedTask("demo-shapes-activity");
  const file = "prisma/fixtures/trajectories/hands-bimanual-manipulation-3d-joint-trajectory__claude-code-fable-opennet.jsonl";
  await page.goto(`${task.url}/rollouts/${await uploadRollout(page, task.id, "claude-code-fable.jsonl", fs.readFileSync(file))}`);
  // result.duration_ms 1,891,696; first record 04:43:17.849, last 05:14:44.982 (read from the file with Python)
  await expect(page.getByTestId("wall-time")).toContainText(
    "31 min 32 s (the log's own total) · 2026-08-24 04:43:17 UTC → 2026-08-24 05:14:44 UTC",
  );
  // line 4's Bash call: 2.540 s into the run, its result 69 ms later
  const call = page.locator('[data-testid="rollout-step"][data-step="3"]');
  await expect(call).toContainText("line 4");
  await expect(call.getByTestId("step-time")).toHaveText("+0:02.5 · took 69 ms");
});

test("file viewer: scores.md renders as markdown, results.json as a tree", async ({ page }) => {
  await page.goto(`/tasks/${FG}`);
  await page.getByTestId("rollouts").getByRole("link", { name: "calibration/scores.md" }).click();
  await expect(page.getByTestId("file-body").locator(".markdown table").first()).toBeVisible();
  await page.goBack();
  await page.getByTestId("rollouts").getByRole("link", { name: "calibration/ablations/results.json" }).click();
  await expect(page.getByTestId("json-tree")).toBeVisible();
  await expect(page.getByTestId("json-tree")).toContainText('"');
});

test("trajectory viewer at 390 px: no page wider than the viewport", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tasks/${FG}`);
  await page
    .getByTestId("rollouts")
    .getByRole("link", { name: /codex-gpt-5\.6-sol\.jsonl/ })
    .click();
  await expect(page.getByTestId("rollout-count")).toHaveText("184 of 184 steps");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
