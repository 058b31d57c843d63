import { test, expect } from "./fixtures";

// Each test writes verdicts on its own copy of the egocentric task (seedTask), never on the seeded one.
test("a saved verdict changes the task status and the exported markdown carries the blocking gates", async ({ page, seedTask }) => {
  const task = await seedTask("egocentric-activity-understanding");
  await page.goto(task.url);
  const form = page.getByTestId("verdict-form");
  const author = `e2e-run-${Date.now()}`;
  await form.getByLabel("request changes").check();
  await form.getByLabel("Summary").fill(`${author}: run the **Antigravity** row before merge. <script>alert(1)</script>`);
  await form.getByRole("button", { name: "Save verdict" }).click();
  await expect(form.getByRole("status")).toHaveText(/Verdict saved/);
  await expect(page.locator("h1 .badge")).toHaveText("changes requested");
  const entry = page.getByTestId("review-history").locator("article", { hasText: author });
  await expect(entry).toBeVisible();
  await expect(entry.locator("strong", { hasText: "Antigravity" })).toBeVisible();
  await expect(entry.locator("script")).toHaveCount(0);

  await page.getByRole("link", { name: "Export as PR comment" }).click();
  const md = page.getByTestId("export-markdown");
  await expect(md).toHaveValue(/### Gates that fail or cannot be checked yet/);
  await expect(md).toHaveValue(/\*\*❌ fail: All three harnesses calibrated\*\*/);
  await expect(md).toHaveValue(/Changes requested/);
  await expect(md).toHaveValue(new RegExp(author));
  const raw = await (await page.request.get(`${task.url}/export.md`)).text();
  expect(raw).toContain("### Gates that fail or cannot be checked yet");
  expect(raw).not.toContain("lib/gates/thresholds.ts");
});

test("a verdict is signed by the signed-in reviewer, not a typed name", async ({ page, seedTask }) => {
  const task = await seedTask("egocentric-activity-understanding");
  await page.goto(task.url);
  const form = page.getByTestId("verdict-form");
  await expect(form.getByLabel("Reviewer")).toHaveCount(0);
  const marker = `signed-${Date.now()}`;
  await form.getByLabel("comment only").check();
  await form.getByLabel("Summary").fill(marker);
  await form.getByRole("button", { name: "Save verdict" }).click();
  await expect(form.getByRole("status")).toHaveText(/Verdict saved/);
  await expect(page.getByTestId("review-history").locator("article", { hasText: marker })).toContainText("Admin");
});
