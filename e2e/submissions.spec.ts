// Submissions are proposals (issue 17, item 3): a contributor's row is stored, scored and shown as
// "submitted — not counted"; the gates do not move until a maintainer accepts it; a contributor
// who sends status "official" is refused with 403 and the standard error shape.
import fs from "node:fs";
import path from "node:path";
import { addToTask, BUNDLED_TASKS_DIR, test, expect } from "./fixtures";

const DEMO = path.join(BUNDLED_TASKS_DIR, "demo-shapes-activity");
const ORACLE = path.join(DEMO, "calibration/rollouts/oracle.solution.json");
// a strong-agent row scoring 1.0 (the oracle's ledger) fails "strong agents score below the bar" once it counts
const GATE = "agent-below-bar";

test("a contributor's row is submitted and not counted; a maintainer accepts it and the gates move; official is 403", async ({
  seedTask,
  newUser,
  adminPage,
}) => {
  // two signed-in users, an upload, a re-score and three page loads: more than the default 45 s on a loaded machine
  test.slow();
  const own = await seedTask("demo-shapes-activity");
  const c = await newUser("contributor");
  await addToTask(adminPage, c.email, own.id);
  const gate = (p: typeof adminPage) => p.getByTestId("gate-checklist").locator(`[data-gate="${GATE}"]`);
  await adminPage.goto(own.url);
  const before = await gate(adminPage).getAttribute("data-outcome");

  const page = c.page;
  await page.goto(`${own.url}#submissions`);
  const form = page.getByTestId("row-form");
  const model = `proposal-${Date.now()}`;
  await form.getByLabel("Harness", { exact: true }).fill("Codex CLI");
  await form.getByLabel("Model").fill(model);
  await form.getByLabel("Claimed score").fill("1.0");
  // the oracle's answer as this run's own bytes: the folder's stored bytes would block acceptance (issue 34)
  const fresh = Buffer.from(`${fs.readFileSync(ORACLE, "utf8").trim()}\n\n`);
  await form.getByLabel("Ledger").setInputFiles({ name: "oracle.solution.json", mimeType: "application/json", buffer: fresh });
  await form.getByRole("button", { name: "Submit row and check claims" }).click();
  await expect(form.getByTestId("row-result")).toContainText("Every checkable claim reproduces");

  // shown and scored, but not counted: the gate reads as before
  await page.reload();
  const row = page.getByTestId("calibration-row").filter({ hasText: model });
  await expect(row.locator('[data-submission="submitted"]')).toContainText("submitted — not counted until a maintainer accepts");
  await expect(gate(page)).toHaveAttribute("data-outcome", before ?? "");

  // the contributor cannot set status official (the API the form and the CLI use)
  const refused = await page.request.post(`/api/tasks/${own.id}/rows`, {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      row: JSON.stringify({
        harness: "Codex CLI",
        condition: "full",
        claimedScore: "1.0",
        status: "official",
        instructionSha256: "0".repeat(64),
      }),
      ledger: { name: "oracle.solution.json", mimeType: "application/json", buffer: fs.readFileSync(ORACLE) },
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    ok: false,
    error: { code: "FORBIDDEN", message: expect.stringMatching(/only a maintainer/) },
  });

  // the maintainer (admin) accepts it: the row counts and the gate moves
  await adminPage.goto(`${own.url}#submissions`);
  // the admin page is already on this URL: a hash-only goto does not fetch the page again
  await adminPage.reload();
  const proposal = adminPage.getByTestId("submission-review").locator('tr[data-kind="row"]').filter({ hasText: model });
  await expect(proposal).toHaveAttribute("data-state", "submitted");
  await proposal.getByTestId("accept-submission").getByRole("button", { name: "Accept", exact: true }).click();
  // the page refreshes with the decision: the row reads accepted (its Accept form is gone with it)
  await expect(proposal).toHaveAttribute("data-state", "accepted");
  await adminPage.reload();
  await expect(gate(adminPage)).not.toHaveAttribute("data-outcome", before ?? "");
  await expect(gate(adminPage)).toHaveAttribute("data-outcome", "fail");
  await expect(adminPage.getByTestId("calibration-row").filter({ hasText: model }).locator("[data-submission]")).toContainText("accepted");
});
