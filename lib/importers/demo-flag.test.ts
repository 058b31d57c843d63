// A task is a demo only when its task.toml says `demo = true` under [metadata]: the bundled demo task
// does (prisma/fixtures/tasks/demo-shapes-activity/task.toml), the real egocentric task does not.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTaskFolder } from "./parse-task-folder";
import { readTaskFolder } from "./read-folder";
import { EGO, imported, source, TASKS } from "./__tests__/parse-task-folder-support";

describe("isDemo comes from task.toml's [metadata] demo", () => {
  it.each([
    ["demo-shapes-activity", true],
    [EGO, false],
  ])("%s -> %s", async (taskId, demo) => {
    const files = await readTaskFolder(path.join(TASKS, taskId));
    expect(imported(parseTaskFolder(taskId, files, source(taskId))).task.isDemo).toBe(demo);
  });
});
