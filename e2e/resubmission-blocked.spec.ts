// Issue 34, "Done when": a contributor resubmits the very ledger and trajectory bytes of the
// FlightGear Codex row the folder labels "earlier instruction 0963eb1a…c3e1" as a new
// current-instruction row (`vbench-review row add … --instruction <the shipped instruction.md>`).
// The CLI answers BLOCKED and exits 1; the instruction is only claimed (the Codex log shows no
// prompt); the maintainer sees ONE proposal with the blocking findings beside its Accept; a plain
// Accept is refused by the server (409) and the row stays uncounted. No fixed waits: every step
// waits on what the page or the CLI says.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cli, described, writeToken } from "./cli-runner";
import { addToTask, BUNDLED_TASKS_DIR, test, expect } from "./fixtures";

const FG = path.join(BUNDLED_TASKS_DIR, "flightgear-atc-clearance-compliance-ledger");

test("an earlier-instruction run resubmitted as current is one proposal, blocked beside its Accept and refused by the server", async ({
  seedTask,
  newUser,
  adminPage,
  baseURL,
}) => {
  // a FlightGear import, a CLI build check, two signed-in users: slow on a loaded machine (Playwright's timeouts are safety nets)
  test.slow();
  const own = await seedTask("flightgear-atc-clearance-compliance-ledger");
  const c = await newUser("contributor");
  await addToTask(adminPage, c.email, own.id);

  const secret = await writeToken(c.page, own.id, "e2e resubmission");

  const model = `resubmitted-${Date.now()}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-e2e-resubmit-"));
  let rowId = "";
  try {
    const config = path.join(work, "config", "config.json");
    const login = await cli(config, ["login", baseURL!, "--token", secret]);
    expect(login.code, described(login)).toBe(0);

    // the Codex row's own files, claimed as a run on the shipped instruction
    const add = await cli(config, [
      ...["row", "add", "--task", own.id, "--harness", "Codex CLI", "--harness-version", "0.147.0", "--model", model],
      ...["--reasoning", "high", "--native", "--network", "network_none"],
      ...["--instruction", path.join(FG, "steps/solve/instruction.md")],
      ...["--ledger", path.join(FG, "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json")],
      ...["--trajectory", path.join(FG, "calibration/rollouts/codex-gpt-5.6-sol.jsonl")],
      ...["--claimed-score", "0.0938", "--claimed-turns", "88"],
    ]);
    expect(add.code, described(add)).toBe(1);
    expect(add.stdout).toMatch(/BLOCKED the ledger has the same bytes as Codex CLI .*labelled earlier instruction 0963eb1a…c3e1/);
    expect(add.stdout).toMatch(/BLOCKED the trajectory has the same bytes as Codex CLI .*labelled earlier instruction 0963eb1a…c3e1/);
    // the Codex log records no prompt: the instruction is the contributor's claim, never "matched"
    expect(add.stdout).toMatch(/instruction: claimed by the contributor \(CLI\), not shown/);
    rowId = /stored row (\S+)/.exec(add.stdout)?.[1] ?? "";
    expect(rowId, described(add)).not.toBe("");
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  // the maintainer's list: one proposal for the row, its ledger and trajectory listed under it, the findings beside Accept
  await adminPage.goto(`${own.url}#submissions`);
  const list = adminPage.getByTestId("submission-review");
  const proposal = list.locator(`tr[data-id="${rowId}"]`);
  await expect(proposal).toHaveAttribute("data-kind", "row");
  await expect(proposal).toHaveAttribute("data-state", "submitted");
  await expect(list.locator('tr[data-state="submitted"]')).toHaveCount(1);
  await expect(proposal.getByTestId("proposal-parts")).toContainText("ledger uploads/ledgers/");
  await expect(proposal.getByTestId("proposal-parts")).toContainText("trajectory uploads/rollouts/");
  const blocking = proposal.getByTestId("proposal-findings").locator('[data-blocking="true"]');
  await expect(blocking).toHaveCount(2);
  await expect(blocking.first()).toContainText("labelled earlier instruction 0963eb1a…c3e1");
  await expect(proposal.getByTestId("accept-submission").getByRole("button")).toHaveText("Accept despite the blocking finding");

  // a plain Accept is refused by the server, with the reason; the row stays uncounted
  const refused = await adminPage.request.post(`/api/tasks/${own.id}/submissions/row/${rowId}`, {
    headers: { origin: new URL(baseURL!).origin },
    multipart: { decision: "accept" },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    ok: false,
    error: { code: "CONFLICT", message: expect.stringContaining("blocked: the ledger has the same bytes as Codex CLI") },
  });
  await adminPage.reload();
  await expect(adminPage.getByTestId("submission-review").locator(`tr[data-id="${rowId}"]`)).toHaveAttribute("data-state", "submitted");
  await expect(adminPage.getByTestId("calibration-row").filter({ hasText: model }).locator('[data-submission="submitted"]')).toContainText(
    "submitted — not counted until a maintainer accepts",
  );
});
