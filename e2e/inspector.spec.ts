import type { Locator, Page } from "@playwright/test";
import { test, expect, ledgerIdByFile } from "./fixtures";

// The ledger inspector on the bundled demo task: a real 720p H.264 clip played from the bundled
// local copy through /api/media (HTTP Range), its events seekable from the table, the timeline,
// the keyboard and a pasted ?event= link.
const TASK = "demo-shapes-activity";
const LEDGER_FILE = "claude-opus-4.8.solution.json";

const ledgerId = (page: Page, file: string) => ledgerIdByFile(page, TASK, file);

const video = (page: Page) => page.getByTestId("video-player").locator("video");
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const rows = (page: Page) => page.getByTestId("event-row");

async function timedRows(page: Page): Promise<{ key: number; token: string; t: number; row: Locator }[]> {
  const all = await rows(page).evaluateAll((rs) =>
    rs.map((r) => ({
      key: Number(r.getAttribute("data-event-key")),
      token: r.getAttribute("data-event-token") ?? "",
      t: r.getAttribute("data-time-sec"),
    })),
  );
  return all
    .filter((r) => r.t !== "" && r.t !== null)
    .map((r) => ({ ...r, t: Number(r.t), row: page.locator(`[data-testid=event-row][data-event-key="${r.key}"]`) }));
}

async function openInspector(page: Page, query = "") {
  const id = await ledgerId(page, LEDGER_FILE);
  await page.goto(`/tasks/${TASK}/ledgers/${id}${query}`);
  await expect(page.getByTestId("ledger-inspector")).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  // the banner states what plays: the bundled copy, served locally
  await expect(page.getByTestId("media-banner")).toHaveAttribute("data-trust", /verified|unverified/);
  await expect(video(page)).toHaveCount(1);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  return id;
}

test("the video plays: metadata loads and currentTime advances", async ({ page }) => {
  await openInspector(page);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const src = await video(page).evaluate((v: HTMLVideoElement) => v.currentSrc);
  expect(src).toContain("/api/media/");
  const t0 = await currentTime(page);
  await video(page).evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(t0 + 0.5);
  await expect(page.getByTestId("ledger-inspector")).toHaveAttribute("data-playing", "true");
});

test("clicking an event seeks the video to it, and a timeline mark does the same", async ({ page }) => {
  await openInspector(page);
  const timed = await timedRows(page);
  const target = timed.find((r) => r.t > 5)!;
  await target.row.click();
  await expect.poll(async () => Math.abs((await currentTime(page)) - target.t), { timeout: 10_000 }).toBeLessThan(0.5);
  await expect(target.row).toHaveAttribute("data-selected", "true");
  await expect(page).toHaveURL(new RegExp(`[?&]event=${target.token}(&|$)`));

  const other = timed.find((r) => r.t > target.t + 3)!;
  await page
    .locator(
      `[data-track=expected] .timeline-mark[data-event-key="${other.key}"], [data-track=predicted] .timeline-mark[data-event-key="${other.key}"]`,
    )
    .first()
    .click();
  await expect.poll(async () => Math.abs((await currentTime(page)) - other.t), { timeout: 10_000 }).toBeLessThan(0.5);
  await expect(page.getByTestId("ledger-inspector")).toHaveAttribute("data-selected-event", String(other.key));
});

test("playing past an event highlights its row and keeps it in view", async ({ page }) => {
  await openInspector(page);
  const timed = await timedRows(page);
  const i = timed.findIndex((r, k) => r.t >= 1 && timed[k + 1] && timed[k + 1].t - r.t >= 0.5 && timed[k + 1].t - r.t < 10);
  const [first, next] = [timed[i], timed[i + 1]];
  await first.row.click();
  await expect.poll(async () => Math.abs((await currentTime(page)) - first.t), { timeout: 10_000 }).toBeLessThan(0.5);
  await video(page).evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(next.t + 0.3);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());
  const t = await currentTime(page);
  // the row now selected is the last event that started at or before the playhead
  const reached = (await timedRows(page)).filter((r) => r.t <= t + 0.05).at(-1)!;
  expect(reached.key).not.toBe(first.key);
  await expect(reached.row).toHaveAttribute("data-selected", "true");
  await expect(reached.row).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`[?&]event=${reached.token}(&|$)`));
});

test("a pasted ?event= link selects that event and seeks the video to it", async ({ page }) => {
  const id = await openInspector(page);
  const timed = await timedRows(page);
  const target = timed.filter((r) => r.t > 8).at(-1) ?? timed.at(-1)!;
  await page.goto(`/tasks/${TASK}/ledgers/${id}?event=${target.token}`);
  await expect(page.getByTestId("ledger-inspector")).toHaveAttribute("data-selected-event", String(target.key));
  await expect(page.locator(`[data-testid=event-row][data-event-key="${target.key}"]`)).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("event-detail")).toHaveAttribute("data-event-key", String(target.key));
  await expect.poll(async () => Math.abs((await currentTime(page)) - target.t), { timeout: 15_000 }).toBeLessThan(0.5);
});

test("j / k step through events, space plays and pauses, not while typing", async ({ page }) => {
  await openInspector(page);
  const inspector = page.getByTestId("ledger-inspector");
  const keys = (await timedRows(page)).map((r) => String(r.key));
  await page.locator("h1").click(); // focus the page, not a control
  await page.keyboard.press("j");
  await expect(inspector).toHaveAttribute("data-selected-event", keys[0]);
  await page.keyboard.press("j");
  await expect(inspector).toHaveAttribute("data-selected-event", keys[1]);
  await page.keyboard.press("k");
  await expect(inspector).toHaveAttribute("data-selected-event", keys[0]);
  await page.keyboard.press(" ");
  await expect(inspector).toHaveAttribute("data-playing", "true");
  await page.keyboard.press(" ");
  await expect(inspector).toHaveAttribute("data-playing", "false");
  // (playing may have moved the selection on to the next event: that is the follow mode)
  const selected = await inspector.getAttribute("data-selected-event");
  // typing in a field is typing, not navigating
  await page.getByText("Verify or attach a local copy").click();
  await page.locator("input[name=localPath]").pressSequentially("j k");
  await expect(page.locator("input[name=localPath]")).toHaveValue("j k");
  await expect(inspector).toHaveAttribute("data-selected-event", selected!);
  await expect(inspector).toHaveAttribute("data-playing", "false");
});

test("filters narrow the table to misses, partials or spurious predictions", async ({ page }) => {
  await openInspector(page);
  let shown = 0;
  for (const [filter, verdict] of [
    ["misses", "none"],
    ["spurious", "spurious"],
    ["full", "full"],
  ] as const) {
    await page.locator(`[data-filter=${filter}]`).click();
    const count = Number((await page.locator(`[data-filter=${filter}] .muted`).innerText()).trim());
    await expect(page.getByTestId("event-table")).toHaveAttribute("data-count", String(count));
    const verdicts = await rows(page).evaluateAll((rs) => rs.map((r) => r.getAttribute("data-verdict")));
    // every shown row has the filter's verdict; a filter counting 0 shows no row
    expect(verdicts.filter((v) => v !== verdict)).toEqual([]);
    if (count === 0) expect(verdicts).toEqual([]);
    shown += verdicts.length;
  }
  // not vacuous: the filters showed rows at all
  expect(shown).toBeGreaterThan(0);
});
