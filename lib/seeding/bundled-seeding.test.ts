// The server's background import of the bundled tasks (seedBundledTasks): the states the task list
// and /api/health show, in order; a second run imports nothing (a restart); a folder that does not
// import ends in "failed" naming it, on the page's state and on stderr, not silently.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../db/__tests__/test-databases";
import { releaseWarmParseThread } from "../importers/off-thread/parse-off-thread";
import { seedBundledTasks, warmsStatusesAfter, type SeedingState } from "./bundled-seeding";

vi.mock("server-only", () => ({}));
import { BUNDLED_TASKS_DIR, DEMO } from "../importers/store/__tests__/bundled-tasks";

const DEMO_DIR = path.join(BUNDLED_TASKS_DIR, DEMO);

for (const kind of testDatabaseKinds()) {
  describe(`seeding the bundled tasks in the background on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    beforeAll(async () => {
      db = await kind.open();
    }, 60_000);
    afterAll(async () => db?.drop());

    async function run(folders: string[]) {
      const states: SeedingState[] = [];
      const lines: string[] = [];
      const stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        await seedBundledTasks(
          db.prisma,
          folders,
          (s) => states.push(s),
          (l) => lines.push(l),
        );
        return { states, lines, errors: stderr.mock.calls.map((c) => String(c[0])) };
      } finally {
        stderr.mockRestore();
      }
    }

    it("imports, reporting each task; a second run (a restart) imports nothing", async () => {
      // from an empty database whichever test ran before (the failure test leaves the demo imported)
      await db.prisma.task.deleteMany();
      const first = await run([DEMO_DIR]);
      expect(first.states).toEqual([
        { state: "importing", done: 0, total: 1, current: DEMO },
        { state: "done", imported: 1 },
      ]);
      expect(first.lines).toEqual([
        expect.stringMatching(/^\[seed\] importing 1 bundled task\(s\) in the background/),
        expect.stringMatching(/^\[seed\] imported 1 bundled task\(s\) in \d+ s$/),
      ]);
      expect(first.errors).toEqual([]);
      // the seeding let its parse thread go (a warm one would hold its memory in the server for a minute)
      expect(releaseWarmParseThread()).toBe(false);
      const again = await run([DEMO_DIR]);
      expect(again.states).toEqual([{ state: "done", imported: 0 }]);
      expect(again.lines).toEqual([]);
      expect(await db.prisma.taskRevision.count({ where: { taskId: DEMO } })).toBe(1);
    }, 120_000);

    it("a folder that does not import: failed, naming it, on the state and on stderr", async () => {
      await db.prisma.task.deleteMany();
      const broken = path.join(path.dirname(DEMO_DIR), "zz-not-a-task-folder");
      const r = await run([DEMO_DIR, broken]);
      expect(r.states.map((s) => s.state)).toEqual(["importing", "importing", "failed"]);
      expect(r.states.at(-1)).toMatchObject({
        state: "failed",
        task: "zz-not-a-task-folder",
        error: expect.stringMatching(/^seeding zz-not-a-task-folder failed: /),
      });
      expect(r.errors).toEqual([
        expect.stringMatching(
          /^\[seed\] importing the bundled tasks failed at zz-not-a-task-folder: seeding zz-not-a-task-folder failed: /,
        ),
      ]);
      // what imported before the failure stays (one transaction per task); a restart resumes with the rest
      expect(await db.prisma.task.count()).toBe(1);
    }, 120_000);
  });
}

describe("warmsStatusesAfter: when the server computes the home page's statuses ahead", () => {
  it.each<[SeedingState, boolean]>([
    [{ state: "done", imported: 4 }, true],
    [{ state: "done", imported: 0 }, true],
    // VBENCH_SEED=0 (a database at scale seeded elsewhere): warmed too, or the first visitor waits
    [{ state: "off", imported: 0 }, true],
    [{ state: "failed", task: "kart", error: "boom" }, false],
    [{ state: "importing", done: 1, total: 4, current: "kart" }, false],
    [{ state: "checking" }, false],
    [{ state: "idle" }, false],
  ])("%j -> %s", (state, warms) => expect(warmsStatusesAfter(state)).toBe(warms));
});
