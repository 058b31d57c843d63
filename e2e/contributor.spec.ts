// A contributor's day, end to end (issue 8): the admin invites them and adds them to a task; they
// sign in with the one-time link, submit a calibration row for their own task through the form and
// see what reproduced; they are refused on a task they were not added to and on a maintainer's
// action (approving), and the refused requests write nothing.
import fs from "node:fs";
import path from "node:path";
import type { Request } from "@playwright/test";
import { addToTask, BUNDLED_TASKS_DIR, test, expect } from "./fixtures";

const ROLLOUTS = path.join(BUNDLED_TASKS_DIR, "demo-shapes-activity/calibration/rollouts");

test("an invited contributor submits a row on their own task and sees the recomputed score and what does not reproduce", async ({
  seedTask,
  newUser,
  adminPage,
}) => {
  const own = await seedTask("demo-shapes-activity");
  const c = await newUser("contributor");
  await addToTask(adminPage, c.email, own.id);

  const page = c.page;
  await page.goto(`${own.url}#submissions`);
  await expect(page.getByTestId("signed-in-as")).toContainText("(contributor)");
  await expect(page.getByTestId("verdict-form")).toHaveCount(0);
  const form = page.getByTestId("row-form");
  const model = `contrib-row-${Date.now()}`;
  await form.getByLabel("Harness", { exact: true }).fill("Claude Code");
  await form.getByLabel("Model").fill(model);
  await form.getByLabel("Claimed score").fill("0.25");
  await form.getByLabel("Ledger").setInputFiles(path.join(ROLLOUTS, "claude-opus-4.8.solution.json"));
  await form.getByRole("button", { name: "Submit row and check claims" }).click();
  const result = form.getByTestId("row-result");
  await expect(result).toContainText("1 claim(s) do not reproduce");
  await expect(result.locator('[data-claim="score"]')).toHaveAttribute("data-reproduces", "false");
  await expect(result.locator('[data-claim="score"]')).toContainText("recomputed 0.0526");
  // no trajectory shows the instruction the agent received: claimed, not matched (issue 34)
  await expect(result.locator('[data-claim="instruction"]')).toHaveAttribute("data-reproduces", "null");

  // the stored row is on the task page, signed by the contributor, with its recomputed score
  await page.reload();
  await expect(page.getByTestId("upload-events")).toContainText(model);
  const row = page.getByTestId("calibration-row").filter({ hasText: model });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("0.2500");
  await expect(row).toContainText("0.0526");
});

test("a contributor is refused on a task they were not added to and on approving a verdict; nothing is written", async ({
  seedTask,
  newUser,
  adminPage,
  baseURL,
}) => {
  const [own, other] = [await seedTask("demo-shapes-activity"), await seedTask("kart-race-telemetry-ledger-s1")];
  const c = await newUser("contributor");
  await addToTask(adminPage, c.email, own.id);

  // another task: readable, but no form to write with, and the API refuses a row with 403
  await c.page.goto(other.url);
  await expect(c.page.getByText("you can read this task but not write to it")).toBeVisible();
  await expect(c.page.getByTestId("row-form")).toHaveCount(0);
  await expect(c.page.getByTestId("upload-form")).toHaveCount(0);
  const harness = `refused-${Date.now()}`;
  const ledger = fs.readFileSync(path.join(ROLLOUTS, "oracle.solution.json"));
  const refused = await c.page.request.post(`/api/tasks/${other.id}/rows`, {
    headers: { origin: baseURL! },
    multipart: {
      row: JSON.stringify({ harness, claimedScore: "1", instructionSha256: "0".repeat(64) }),
      ledger: { name: "oracle.solution.json", mimeType: "application/json", buffer: ledger },
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatchObject({
    code: "FORBIDDEN",
    message: expect.stringContaining(`not a contributor on task ${other.id}`),
  });
  await c.page.reload();
  await expect(c.page.getByTestId("calibration-table")).toBeVisible();
  await expect(c.page.locator("main")).not.toContainText(harness);

  // approving is a maintainer's action: the contributor's own task shows no verdict form, and the
  // very request a maintainer's "approve" sends is refused when the contributor sends it
  await c.page.goto(own.url);
  await expect(c.page.getByTestId("row-form")).toHaveCount(1);
  await expect(c.page.getByTestId("verdict-form")).toHaveCount(0);

  await adminPage.goto(own.url);
  const verdict = adminPage.getByTestId("verdict-form");
  const marker = `approve-${Date.now()}`;
  await verdict.getByLabel("approve").check();
  await verdict.getByLabel("Summary").fill(marker);
  // capture the server action's request without letting the admin's copy reach the server
  let captured: Request | null = null;
  await adminPage.route(
    (url) => url.pathname === own.url,
    async (route) => {
      if (route.request().method() === "POST" && route.request().headers()["next-action"]) {
        captured = route.request();
        return route.abort();
      }
      return route.continue();
    },
  );
  await verdict.getByRole("button", { name: "Save verdict" }).click();
  await expect.poll(() => captured !== null).toBe(true);
  await adminPage.unrouteAll({ behavior: "wait" });
  const request = captured! as Request;
  const headers = { ...request.headers(), origin: baseURL! };
  for (const h of ["content-length", "cookie"]) delete (headers as Record<string, string>)[h];
  const replay = (as: typeof c.page.request) => as.post(request.url(), { headers, data: request.postDataBuffer() ?? "" });

  const asContributor = await replay(c.page.request);
  expect(await asContributor.text()).toContain("only a maintainer reviews");
  await c.page.reload();
  await expect(c.page.getByTestId("review-history")).not.toContainText(marker);
  await expect(c.page.locator("h1 .badge")).not.toHaveText("approved");

  // the same bytes from a maintainer are accepted: the refusal was the role, not the request
  const asAdmin = await replay(adminPage.request);
  expect(await asAdmin.text()).toContain("Verdict saved");
  await c.page.reload();
  await expect(c.page.getByTestId("review-history").locator("article", { hasText: marker })).toContainText("Admin");
});
