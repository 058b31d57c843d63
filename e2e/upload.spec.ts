import fs from "node:fs";
import path from "node:path";
import { BUNDLED_TASKS_DIR, test, expect } from "./fixtures";

// Uploads go to each test's own copy of the demo task (seedTask), never to the seeded one.
const WRONG_LABELS = path.join(BUNDLED_TASKS_DIR, "demo-shapes-activity/calibration/rollouts/claude-opus-4.8.solution.json");

test("a contributor uploads a ledger: it is re-scored and a claim that does not reproduce is flagged", async ({ page, seedTask }) => {
  const task = await seedTask("demo-shapes-activity");
  await page.goto(task.url);
  const form = page.getByTestId("upload-form");
  await form.getByLabel("Label").fill("wrong labels, claimed high");
  await form.getByLabel("Claimed score (optional)").fill("0.25");
  await form.getByLabel("File").setInputFiles(WRONG_LABELS);
  await form.getByRole("button", { name: "Upload and re-score" }).click();
  const result = form.getByTestId("upload-result");
  await expect(result).toContainText("Recomputed 0.0526");
  await expect(result).toContainText("does not reproduce");
  await result.getByRole("link", { name: "open in the inspector" }).click();
  await expect(page).toHaveURL(/\/ledgers\//);
});

test("the upload API names bad fields and an unknown task", async ({ request, seedTask }) => {
  const TASK = (await seedTask("demo-shapes-activity")).id;
  const bad = await request.post(`/api/tasks/${TASK}/uploads`, { multipart: { kind: "zip", label: "" } });
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(body.error.code).toBe("INVALID");
  expect(Object.keys(body.error.fieldErrors).sort()).toEqual(["file", "kind", "label"]);
  expect(body.error.fieldErrors.file.join(" ")).toMatch(/no file/);
  const hex = await request.post(`/api/tasks/${TASK}/uploads`, {
    multipart: {
      kind: "ledger",
      label: "hex",
      claimedScore: "0x1",
      file: { name: "a.json", mimeType: "application/json", buffer: fs.readFileSync(WRONG_LABELS) },
    },
  });
  expect(hex.status()).toBe(400);
  expect((await hex.json()).error.fieldErrors.claimedScore.join(" ")).toMatch(/not a plain decimal/);
  const unknown = await request.post(`/api/tasks/no-such-task/uploads`, {
    multipart: {
      kind: "ledger",
      label: "x",
      file: { name: "a.json", mimeType: "application/json", buffer: fs.readFileSync(WRONG_LABELS) },
    },
  });
  expect(unknown.status()).toBe(404);
  const ok = await request.post(`/api/tasks/${TASK}/uploads`, {
    multipart: {
      kind: "ledger",
      label: "api",
      claimedScore: "0.052632",
      file: { name: "claude.json", mimeType: "application/json", buffer: fs.readFileSync(WRONG_LABELS) },
    },
  });
  expect([200, 201]).toContain(ok.status());
  expect(await ok.json()).toMatchObject({ ok: true, kind: "ledger", claimAgrees: true });
});
