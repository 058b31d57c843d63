// One Media row on each of the matrix's two tasks, so the media routes are called about a real
// task (own vs other, and a token scoped to one task asking about the other's media).
import type { Harness } from "./harness";
import { createTestMedia } from "./media-rows";

// by database: a test may call entries with a copy of the harness (other headers), same rows
const seeded = new WeakMap<Harness["db"], Map<string, string>>();

/** Call once per harness, before the matrix counts rows. No sha256: an upload is refused before any byte reaches the disk. */
export async function seedMatrixMedia(h: Harness): Promise<void> {
  const ids = new Map<string, string>();
  for (const taskId of [h.ownTask, h.otherTask]) ids.set(taskId, await createTestMedia(h.db.prisma, taskId));
  seeded.set(h.db, ids);
}

export function matrixMediaOf(h: Harness, taskId: string): string {
  const id = seeded.get(h.db)?.get(taskId);
  if (!id) throw new Error(`no matrix media on ${taskId}: call seedMatrixMedia(h) in beforeAll`);
  return id;
}
