// The contributor CLI (`npx vbench-review`, scripts/cli/vbench-review.mjs) against the built server
// Playwright started: a contributor creates an API token in the dashboard, the CLI logs in with it,
// pushes a task folder and rows, and reports what reproduced with exit codes a CI can rely on
// (0 ok, 1 a claim does not reproduce or a gate fails, 2 bad arguments, 3 the server refused).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cli, described, writeToken } from "./cli-runner";
import { addToTask, BUNDLED_TASKS_DIR, test, expect } from "./fixtures";

const DEMO = path.join(BUNDLED_TASKS_DIR, "demo-shapes-activity");
const ROLLOUTS = path.join(DEMO, "calibration/rollouts");

test("the CLI logs in with a contributor's token, pushes a task folder and rows, and exits by what reproduced", async ({
  seedTask,
  newUser,
  adminPage,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const own = await seedTask("demo-shapes-activity");
  const c = await newUser("contributor");
  await addToTask(adminPage, c.email, own.id);

  // a write token for this one task, shown once
  const secret = await writeToken(c.page, own.id, "e2e cli");
  expect(secret).toMatch(/^vbr_/);

  const model = `cli-row-${Date.now()}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-e2e-cli-"));
  try {
    const config = path.join(work, "config", "config.json");
    const login = await cli(config, ["login", baseURL!, "--token", secret]);
    expect(login.code, described(login)).toBe(0);
    expect(login.stdout).toContain(`saved ${new URL(baseURL!).origin}`);
    expect(fs.statSync(config).mode & 0o777).toBe(0o600);

    // push: the contributor's edited folder (named after the task) becomes a new revision
    const folder = path.join(work, own.id);
    fs.cpSync(DEMO, folder, { recursive: true });
    // push takes the id task.toml names: the seeded copy's folder names its own task
    const toml = path.join(folder, "task.toml");
    fs.writeFileSync(
      toml,
      fs.readFileSync(toml, "utf8").replace('name = "vbench-review/demo-shapes-activity"', `name = "vbench-review/${own.id}"`),
    );
    const instruction = path.join(folder, "steps/solve/instruction.md");
    fs.appendFileSync(instruction, "\nReport every action you can see, even a brief one.\n");
    const push = await cli(config, ["push", folder]);
    expect(push.code, described(push)).toBe(0);
    expect(push.stdout).toMatch(new RegExp(`stored a new revision \\S+ of ${own.id}`));

    // a row whose claim does not reproduce: stored, the output says which claim, exit 1
    const rowArgs = ["row", "add", "--task", own.id, "--harness", "Codex CLI", "--model", model, "--instruction", instruction];
    const bad = await cli(config, [
      ...rowArgs,
      "--claimed-score",
      "0.25",
      "--ledger",
      path.join(ROLLOUTS, "claude-opus-4.8.solution.json"),
    ]);
    expect(bad.code, described(bad)).toBe(1);
    expect(bad.stdout).toMatch(/FAIL score: .*0\.0526/);
    expect(bad.stdout).toContain("1 claim(s) do not reproduce: score");
    // the oracle's row reproduces: exit 0 (sent as this run's own bytes: the folder's would block it, issue 34)
    const oracle = path.join(work, "oracle.solution.json");
    fs.writeFileSync(oracle, `${fs.readFileSync(path.join(ROLLOUTS, "oracle.solution.json"), "utf8").trim()}\n\n`);
    const good = await cli(config, [
      ...rowArgs.slice(0, 6),
      "--model",
      `${model}-oracle`,
      "--instruction",
      instruction,
      "--claimed-score",
      "1.0",
      "--ledger",
      oracle,
    ]);
    expect(good.code, described(good)).toBe(0);
    expect(good.stdout).toContain("every checkable claim reproduces");

    // bad rows: the error names the file or field and the reason; nothing is stored
    const missing = await cli(config, [...rowArgs, "--claimed-score", "0.5", "--ledger", path.join(work, "nope.json")]);
    expect(missing.code, described(missing)).toBe(2);
    expect(missing.stderr).toContain(`--ledger ${path.join(work, "nope.json")}: no such file`);
    const empty = path.join(work, "empty.solution.json");
    fs.writeFileSync(empty, "");
    const refused = await cli(config, [
      "row",
      "add",
      "--task",
      own.id,
      "--harness",
      "Codex CLI",
      "--model",
      `${model}-refused`,
      "--instruction-sha256",
      "ABC",
      "--claimed-score",
      "0.5",
      "--ledger",
      empty,
    ]);
    expect(refused.code, described(refused)).toBe(3);
    expect(refused.stderr).toMatch(/HTTP 400 INVALID/);
    expect(refused.stderr).toMatch(/instructionSha256: the instruction sha256 is 64 lower-case hex digits/);
    expect(refused.stderr).toMatch(/ledger: /);

    // status: the claim that did not reproduce is listed; exit 1
    const status = await cli(config, ["status", own.id]);
    expect(status.code, described(status)).toBe(1);
    expect(status.stdout).toContain("claims that do not reproduce:");
    expect(status.stdout).toContain("status: failing");

    // the token is scoped to this task, and a wrong token is refused with 401
    const elsewhere = await cli(config, [
      "row",
      "add",
      ...rowArgs.slice(2).map((a) => (a === own.id ? "demo-shapes-activity" : a)),
      "--claimed-score",
      "1",
      "--ledger",
      path.join(ROLLOUTS, "oracle.solution.json"),
    ]);
    expect(elsewhere.code, described(elsewhere)).toBe(3);
    expect(elsewhere.stderr).toMatch(/HTTP 403 FORBIDDEN/);
    // login checks a token before saving it: one copied in part is refused by its shape, a whole one
    // the server does not know by the server, and nothing is saved
    const wrongConfig = path.join(work, "wrong", "config.json");
    const partial = await cli(wrongConfig, ["login", baseURL!, "--token", "vbr_not-a-real-token"]);
    expect(partial.code, described(partial)).not.toBe(0);
    expect(partial.stderr).toContain("copied in part?");
    const unknownToken = `vbr_${"A".repeat(43)}`;
    const unknown = await cli(wrongConfig, ["login", baseURL!, "--token", unknownToken]);
    expect(unknown.code, described(unknown)).not.toBe(0);
    expect(unknown.stderr).toContain("refused the token");
    expect(fs.existsSync(wrongConfig)).toBe(false);
    // a saved token the server stops accepting (revoked since) answers 401
    fs.mkdirSync(path.dirname(wrongConfig), { recursive: true });
    fs.writeFileSync(wrongConfig, JSON.stringify({ url: baseURL, token: unknownToken }));
    const wrong = await cli(wrongConfig, ["status", own.id]);
    expect(wrong.code, described(wrong)).toBe(3);
    expect(wrong.stderr).toMatch(/HTTP 401 UNAUTHENTICATED/);
    const notLoggedIn = await cli(path.join(work, "none", "config.json"), ["status", own.id]);
    expect(notLoggedIn.code, described(notLoggedIn)).toBe(2);
    expect(notLoggedIn.stderr).toContain("not logged in");
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  // what the CLI pushed is what the dashboard shows
  await c.page.goto(own.url);
  await expect(c.page.getByTestId("revision-list").locator("tbody tr")).toHaveCount(2);
  const rows = c.page.getByTestId("calibration-row");
  await expect(rows.filter({ hasText: model })).toHaveCount(2);
  await expect(rows.filter({ hasText: `${model}-refused` })).toHaveCount(0);
  await expect(c.page.getByTestId("upload-events")).toContainText(`${model}-oracle`);
  testInfo.annotations.push({ type: "task", description: own.id });
});
