// A corpus folder as the database holds it after `importTaskFolder`: the same shape the parse
// comparison reads (compare.ts), so the table test and bench:corpus check what was written.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import type { Imported } from "../../lib/importers/corpus-readings/compare";

export async function storedImport(prisma: PrismaClient, revisionId: string): Promise<Imported> {
  const [rows, media, revision] = await Promise.all([
    prisma.calibrationRow.findMany({ where: { revisionId }, orderBy: { ordinal: "asc" } }),
    prisma.media.findMany({ where: { revisionId }, orderBy: { id: "asc" } }),
    prisma.taskRevision.findUniqueOrThrow({ where: { id: revisionId }, select: { findings: true } }),
  ]);
  const findings = Array.isArray(revision.findings) ? revision.findings : [];
  return {
    rows,
    media: media.map((m) => ({ url: m.url, sha256: m.sha256, hasAudio: m.hasAudio })),
    findingCodes: findings.map((f) => (f !== null && typeof f === "object" && !Array.isArray(f) ? String(f.code) : "")),
  };
}
