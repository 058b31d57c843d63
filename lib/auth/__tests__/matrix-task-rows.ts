// Rows that name a task only indirectly, one set on each of the matrix's two tasks: a Media row
// and a JobRun (both through their revision). The media and job routes are called about these,
// so own vs other task, and a token scoped to one task asking about the other's, are real cases.
import { createRun } from "../../jobs/run-store";
import type { Harness } from "./harness";
import { createTestMedia } from "./media-rows";

interface TaskRows {
  mediaId: string;
  runId: string;
}

// by database: a test may call entries with a copy of the harness (other headers), same rows
const seeded = new WeakMap<Harness["db"], Map<string, TaskRows>>();

/** Call once per harness, before the matrix counts rows. No sha256: an upload is refused before any byte reaches the disk. */
export async function seedMatrixTaskRows(h: Harness): Promise<void> {
  const rows = new Map<string, TaskRows>();
  for (const taskId of [h.ownTask, h.otherTask]) {
    const mediaId = await createTestMedia(h.db.prisma, taskId);
    const { revisionId } = await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } });
    const run = await createRun(h.db.prisma, { kind: "matrix:noop", params: {}, revisionId, actorId: null, judgeId: null });
    rows.set(taskId, { mediaId, runId: run.id });
  }
  seeded.set(h.db, rows);
}

export function matrixRowsOf(h: Harness, taskId: string): TaskRows {
  const rows = seeded.get(h.db)?.get(taskId);
  if (!rows) throw new Error(`no matrix rows on ${taskId}: call seedMatrixTaskRows(h) in beforeAll`);
  return rows;
}
