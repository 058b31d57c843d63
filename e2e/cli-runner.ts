// The contributor CLI as the e2e specs drive it: a child process of `scripts/cli/vbench-review.mjs`
// with its own config file and no TTY, and the write token a contributor creates for it in the
// dashboard (shown once). Shared by e2e/cli.spec.ts and e2e/resubmission-blocked.spec.ts.
import { spawn } from "node:child_process";
import path from "node:path";
import type { Page } from "./fixtures";

const CLI = path.resolve("scripts/cli/vbench-review.mjs");

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as a child process (its own config file, no TTY); resolves with exit code and output. */
export function cli(configFile: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, VBENCH_REVIEW_CONFIG: configFile, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A run's exit code and output, for an assertion's message. */
export const described = (r: Run) => `exit ${r.code}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;

/** A write token for one task, created in the dashboard by the signed-in page; its secret is shown once. */
export async function writeToken(page: Page, taskId: string, name: string): Promise<string> {
  await page.goto("/settings/tokens");
  const tokenForm = page.getByTestId("token-form");
  await tokenForm.getByLabel("name").fill(name);
  await tokenForm.getByLabel("access").selectOption("write");
  await tokenForm.getByLabel("tasks").fill(taskId);
  await tokenForm.getByRole("button", { name: "Create token" }).click();
  return tokenForm.getByTestId("shown-once").inputValue();
}
