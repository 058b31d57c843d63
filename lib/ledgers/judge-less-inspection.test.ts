// Integration (PGlite and Postgres): a task of a family no judge here scores (a copy of the demo
// task under an unknown family) has no pairing, so its ledgers have no score run; the inspector's
// query reads each ledger's predicted events by shape instead (lib/judges/generic-events.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

import { testDatabaseKinds } from "../db/__tests__/test-databases";
import type { Database } from "../db/client";
import { importTaskFolder } from "../importers/store/import-task-folder";
import { getLedgerInspection } from "./get-ledger-inspection";
import { BUNDLED_TASKS_DIR, DEMO } from "../importers/store/__tests__/bundled-tasks";

const TASK = "shapes-without-a-judge";

function judgeLessCopy(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "judge-less-")), TASK);
  fs.cpSync(path.join(BUNDLED_TASKS_DIR, DEMO), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}media`) });
  const toml = path.join(dir, "task.toml");
  fs.writeFileSync(
    toml,
    fs
      .readFileSync(toml, "utf8")
      .replace(/^family = .*$/m, 'family = "shapes-unjudged"')
      .replace(/^name = .*$/m, `name = "vbench-review/${TASK}"`),
  );
  // the SPEC card names the family and judge too: a judge-less task names neither
  const spec = path.join(dir, "SPEC.md");
  fs.writeFileSync(
    spec,
    fs
      .readFileSync(spec, "utf8")
      .replace(/^family: .*$/m, "family: shapes-unjudged")
      .replace(/^(\s*)judge: .*$/m, "$1judge: none"),
  );
  return dir;
}

describe.each(testDatabaseKinds())("judge-less ledger inspection on $name", (kind) => {
  let db: Database & { drop(): Promise<void> };
  let folder: string;
  beforeAll(async () => {
    db = await kind.open();
    folder = judgeLessCopy();
    const outcome = await importTaskFolder(db.prisma, folder, { sourceKind: "fixture" });
    if (!outcome.ok) throw new Error(outcome.errors.map((e) => e.text).join("; "));
  }, 240_000);
  afterAll(async () => {
    fs.rmSync(path.dirname(folder), { recursive: true, force: true });
    await db?.drop();
  });

  it("no pairing, no score run; the oracle ledger's actions are read as predicted events", async () => {
    const ledger = await db.prisma.ledger.findFirstOrThrow({
      where: { revision: { taskId: TASK }, path: { endsWith: "oracle.solution.json" } },
    });
    const data = (await getLedgerInspection(db.prisma, TASK, ledger.id))!;
    expect(data.pairings).toEqual([]);
    expect(data.run).toBeNull();
    const gt = JSON.parse(fs.readFileSync(path.join(folder, "calibration/rollouts/oracle.solution.json"), "utf8")) as {
      actions: { verb: string; start_frame: number }[];
    };
    // the demo clip's frame rate (24 fps, from its media record) turns start_frame into seconds
    expect(data.media.fps).toBe(24);
    expect(data.predicted).toMatchObject({ ok: true, path: "$.actions", untimed: 0, truncated: false });
    const starts = gt.actions.map((a) => a.start_frame / 24).sort((a, b) => a - b);
    expect(data.predicted!.ok && data.predicted!.events.map((e) => e.startSec)).toEqual(starts);
    expect(data.predicted!.ok && data.predicted!.events[0].label).toBe(gt.actions.find((a) => a.start_frame / 24 === starts[0])!.verb);
  });
});
