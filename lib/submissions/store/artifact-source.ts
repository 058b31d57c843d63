// Where a stored ledger or trajectory came from, for its page: uploaded through the form, the API or
// the CLI (Ledger.source / Rollout.source), or a file of a folder (its path in the revision's source:
// the folder, the archive or the pull request head), and who claims what about each row citing it
// ("claimed by the contributor (CLI)", "claimed in scores.md"). The readers of `origin` are untouched.
import type { PrismaClient } from "../../generated/prisma/client";
import { artifactSource, claimedWhere, type ArtifactSource } from "../source";

export interface ArtifactProvenance {
  source: ArtifactSource;
  /** row id → who makes that row's claims */
  claimedWhereByRow: Record<string, string>;
}

const SELECT = {
  origin: true,
  source: true,
  path: true,
  revision: { select: { taskId: true, source: true } },
  rows: { select: { id: true, sourceFile: true } },
} as const;

export async function getArtifactProvenance(
  prisma: PrismaClient,
  taskId: string,
  ref: { kind: "ledger" | "rollout"; id: string },
): Promise<ArtifactProvenance | null> {
  const where = { id: ref.id };
  const found =
    ref.kind === "ledger"
      ? await prisma.ledger.findUnique({ where, select: SELECT })
      : await prisma.rollout.findUnique({ where, select: SELECT });
  if (!found || found.revision.taskId !== taskId) return null;
  return {
    source: artifactSource({ origin: found.origin, source: found.source, path: found.path, revisionSource: found.revision.source }),
    claimedWhereByRow: Object.fromEntries(found.rows.map((r) => [r.id, claimedWhere(r.sourceFile)])),
  };
}
