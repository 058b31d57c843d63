// Any stored file of a task by id — an artifact (READMEs, scores.md, manifests), a ledger or a
// trajectory — with its bytes, for the file viewer. Scoped to the task: another task's id is 404.
import type { PrismaClient } from "../../generated/prisma/client";

export interface StoredFileView {
  id: string;
  kind: "artifact" | "ledger" | "rollout";
  path: string;
  sha256: string;
  byteLength: number;
  bytes: Uint8Array;
}

export async function getStoredFile(prisma: PrismaClient, taskId: string, fileId: string): Promise<StoredFileView | null> {
  const where = { id: fileId, revision: { taskId } };
  const select = { id: true, path: true, sha256: true, byteLength: true, raw: true } as const;
  const [artifact, ledger, rollout] = await Promise.all([
    prisma.artifact.findFirst({ where, select }),
    prisma.ledger.findFirst({ where, select }),
    prisma.rollout.findFirst({ where, select }),
  ]);
  const hit = artifact
    ? { kind: "artifact" as const, f: artifact }
    : ledger
      ? { kind: "ledger" as const, f: ledger }
      : rollout
        ? { kind: "rollout" as const, f: rollout }
        : null;
  if (!hit) return null;
  const { id, path, sha256, byteLength, raw } = hit.f;
  return { id, kind: hit.kind, path, sha256, byteLength, bytes: new Uint8Array(raw) };
}
