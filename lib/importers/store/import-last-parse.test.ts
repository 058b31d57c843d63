// The import CLI's last folder ends the parse thread before the write (importTaskFolder's
// lastParse): the thread's heap (~100 MB) and PGlite's memory, which grows with the write, would
// otherwise peak together (bench:memory's import line). Its own database: the other import tests
// count what their imports wrote.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { releaseWarmParseThread } from "../off-thread/parse-off-thread";
import { importTaskFolder } from "./import-task-folder";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
// the thread's life does not depend on the database: the embedded one is enough
const kind = testDatabaseKinds()[0];

describe("importTaskFolder's lastParse", () => {
  let db: Awaited<ReturnType<typeof kind.open>>;
  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(async () => {
    releaseWarmParseThread();
    await db?.drop();
  });

  it("ends the parse thread once the folder is parsed; without it the thread stays warm for the next folder", async () => {
    releaseWarmParseThread();
    expect((await importTaskFolder(db.prisma, DEMO, { lastParse: true })).ok).toBe(true);
    expect(releaseWarmParseThread()).toBe(false);
    expect((await importTaskFolder(db.prisma, DEMO)).ok).toBe(true);
    expect(releaseWarmParseThread()).toBe(true);
  });
});
