import "server-only";
// Which task a media record belongs to (the guard decides by task; media ids are per revision).
import { getPrisma } from "../db";

export async function mediaTaskId(mediaId: string): Promise<string | null> {
  const m = await (await getPrisma()).media.findUnique({ where: { id: mediaId }, select: { revision: { select: { taskId: true } } } });
  return m?.revision.taskId ?? null;
}
