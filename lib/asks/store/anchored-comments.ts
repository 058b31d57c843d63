// Comments anchored to one thing (a ledger's events, a trajectory's steps, a file's lines), for
// the viewer that shows that thing. The reference is "<id>#<n>" or "<id>:<n>" (lib/asks/anchors.ts).
import type { PrismaClient } from "../../generated/prisma/client";

export interface AnchoredComment {
  id: string;
  author: string;
  body: string;
  anchorRef: string;
  /** the event index, step or line number the comment is on */
  at: number;
  createdAt: string;
}

export async function listAnchoredComments(
  prisma: PrismaClient,
  taskId: string,
  kind: "event" | "step" | "line",
  thingId: string,
): Promise<AnchoredComment[]> {
  const sep = kind === "line" ? ":" : "#";
  const rows = await prisma.comment.findMany({
    where: { taskId, anchorKind: kind, anchorRef: { startsWith: `${thingId}${sep}` } },
    orderBy: { createdAt: "asc" },
    take: 500,
    select: { id: true, author: true, body: true, anchorRef: true, createdAt: true },
  });
  return rows.map((c) => ({
    id: c.id,
    author: c.author,
    body: c.body,
    anchorRef: c.anchorRef!,
    at: Number(c.anchorRef!.slice(thingId.length + 1)),
    createdAt: c.createdAt.toISOString(),
  }));
}
