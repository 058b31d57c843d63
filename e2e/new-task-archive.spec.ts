import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { archiveFolder } from "../lib/cli/archive-folder";
import { BUNDLED_TASKS_DIR, expect, test, uniqueId } from "./fixtures";

/** A copy of the demo task whose task.toml names `id`, as a .tar.gz on disk. */
async function demoArchive(id: string): Promise<string> {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-e2e-newtask-")), "folder-name-ignored");
  fs.cpSync(path.join(BUNDLED_TASKS_DIR, "demo-shapes-activity"), dir, { recursive: true });
  const toml = path.join(dir, "task.toml");
  fs.writeFileSync(
    toml,
    fs.readFileSync(toml, "utf8").replace('name = "vbench-review/demo-shapes-activity"', `name = "vbench-review/${id}"`),
  );
  const archive = await archiveFolder(dir);
  const file = path.join(path.dirname(dir), `${id}.tar.gz`);
  fs.writeFileSync(file, archive.bytes);
  return file;
}

test("a maintainer creates a new task from a folder archive; the same archive again is refused as existing", async ({ page }, info) => {
  test.setTimeout(120_000);
  const id = uniqueId("from-archive", info.workerIndex);
  const file = await demoArchive(id);
  await page.goto("/import");
  const form = page.getByTestId("new-task-archive-form");
  await form.getByLabel(/Archive/).setInputFiles(file);
  await form.getByRole("button", { name: "Create the task" }).click();
  const result = form.getByTestId("new-task-result");
  await expect(result).toContainText(`Task ${id} created`);
  await result.getByRole("link", { name: id }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${id}$`));
  await expect(page.getByRole("heading", { name: /Shapes Activity Task/ }).first()).toBeVisible();

  // the API answers 409 for a task that exists, and nothing is written
  const again = await page.request.post("/api/tasks", {
    multipart: { archive: { name: `${id}.tar.gz`, mimeType: "application/gzip", buffer: fs.readFileSync(file) } },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toContain(`task ${id} exists`);
});
