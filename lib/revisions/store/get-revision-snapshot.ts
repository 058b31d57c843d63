// One stored revision as the plain snapshot lib/revisions compares: its files by hash, texts,
// ground truth, judge pairings with effective tolerances, rows with recomputed scores, gates.
import crypto from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { getJudge } from "../../judges/registry";
import { readToleranceOptions } from "../../judges/tolerance-options";
import type { RevisionSnapshot, SnapshotFile, SnapshotPairing } from "..";
import { evaluateGates } from "../../gates";
import { gateFactsWithAudits } from "../../gates/store/gate-facts";
import { primaryPairingId, recomputedFor } from "../../data/views/row-scores";
import { fpsOption, readStored, StoredJudgeOptionsSchema, StoredProbeSchema } from "../../db/stored-json";
import { getTaskOverview } from "../../data/queries/get-task-overview";

const sha = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const isFile = (path: string, origin: string) => !path.startsWith("(") && origin !== "upload";

function tolerancesOf(judgeId: string, options: Record<string, unknown>): Record<string, number> {
  const judge = getJudge(judgeId);
  if (!judge?.tolerances) return {};
  try {
    return readToleranceOptions(judgeId, judge.tolerances, options);
  } catch {
    return {};
  }
}

/** A stored pairing as the diff compares it: its options as stored and the tolerances they make effective. */
function snapshotPairing(p: Omit<SnapshotPairing, "options" | "tolerances"> & { judgeOptions: unknown }): SnapshotPairing {
  const options = readStored(StoredJudgeOptionsSchema, p.judgeOptions, "JudgePairing.judgeOptions", {}).value;
  return {
    judgeId: p.judgeId,
    isPrimary: p.isPrimary,
    groundTruthPath: p.groundTruthPath,
    groundTruthSha256: p.groundTruthSha256,
    options,
    tolerances: tolerancesOf(p.judgeId, options),
  };
}

/** A frame-numbered family's judge knows the frame rate (egocentric: from the vocabulary file). */
function optionFps(pairings: { judgeOptions: unknown }[]): number | null {
  for (const p of pairings) {
    const fps = fpsOption(readStored(StoredJudgeOptionsSchema, p.judgeOptions, "JudgePairing.judgeOptions", {}).value);
    if (fps !== null) return fps;
  }
  return null;
}

/**
 * How a reviewer names a revision: its commit (short sha + subject); a revision with no commit
 * (an archive or folder import) by the short hash of its content and how it came. The import
 * time is secondary (shown beside, never the name: two imports a minute apart look the same).
 */
export function revisionLabel(r: {
  importedAt: Date;
  commits: { sha: string; message: string }[];
  contentSha256?: string;
  sourceKind?: string;
}): string {
  const c = r.commits[r.commits.length - 1];
  if (c) return `${c.sha.slice(0, 8)} ${c.message.split("\n")[0]}`.trim();
  if (r.contentSha256) return `content ${r.contentSha256.slice(0, 8)}${r.sourceKind ? ` (${r.sourceKind} import)` : ""}`;
  return `imported ${r.importedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`;
}

export async function getRevisionSnapshot(prisma: PrismaClient, taskId: string, revisionId: string): Promise<RevisionSnapshot | null> {
  const overview = await getTaskOverview(prisma, taskId, revisionId);
  if (!overview) return null;
  const { task, revision } = overview;
  const extra = await prisma.taskRevision.findUniqueOrThrow({
    where: { id: revision.id },
    select: {
      importedAt: true,
      contentSha256: true,
      sourceKind: true,
      taskTomlRaw: true,
      groundTruth: true,
      instructionBytes: true,
      commits: { orderBy: { authorDate: "asc" }, select: { sha: true, message: true } },
      pairings: {
        select: {
          judgeId: true,
          isPrimary: true,
          groundTruthPath: true,
          groundTruthSha256: true,
          groundTruthRaw: true,
          judgeOptions: true,
        },
      },
      media: { select: { fps: true, probe: true } },
    },
  });
  const files: SnapshotFile[] = [
    { path: "steps/solve/instruction.md", sha256: revision.instructionSha256, byteLength: revision.instructionBytes },
    { path: "task.toml", sha256: sha(extra.taskTomlRaw), byteLength: Buffer.byteLength(extra.taskTomlRaw) },
    ...(revision.specRaw != null
      ? [{ path: "SPEC.md", sha256: sha(revision.specRaw), byteLength: Buffer.byteLength(revision.specRaw) }]
      : []),
    ...revision.ledgers.filter((l) => isFile(l.path, l.origin)).map((l) => ({ path: l.path, sha256: l.sha256, byteLength: l.byteLength })),
    ...revision.rollouts.filter((r) => isFile(r.path, r.origin)).map((r) => ({ path: r.path, sha256: r.sha256, byteLength: r.byteLength })),
    ...revision.artifacts.map((a) => ({ path: a.path, sha256: a.sha256, byteLength: a.byteLength })),
  ];
  const byPath = new Map(files.map((f) => [f.path, f]));
  for (const p of extra.pairings)
    if (p.groundTruthPath && p.groundTruthSha256 && !byPath.has(p.groundTruthPath))
      // the pairing keeps the ground truth's bytes: its size is theirs (never a placeholder 0)
      byPath.set(p.groundTruthPath, { path: p.groundTruthPath, sha256: p.groundTruthSha256, byteLength: p.groundTruthRaw.length });
  const primary = primaryPairingId(revision.pairings);
  const probedFps = readStored(StoredProbeSchema, extra.media[0]?.probe ?? null, "Media.probe", null).value?.fps ?? null;
  return {
    id: revision.id,
    label: revisionLabel(extra),
    importedAt: extra.importedAt.toISOString(),
    family: task.family,
    files: [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)),
    instruction: revision.instructionText,
    taskToml: extra.taskTomlRaw,
    spec: revision.specRaw,
    groundTruth: extra.groundTruth,
    fps: probedFps ?? extra.media[0]?.fps ?? optionFps(extra.pairings) ?? null,
    pairings: extra.pairings.map(snapshotPairing),
    rows: revision.rows.map((r) => {
      const ledger = revision.ledgers.find((l) => l.id === r.ledger?.id);
      return {
        harness: r.harness,
        model: r.model,
        conditionLabel: r.conditionLabel,
        status: r.status,
        claimed: r.claimedScore,
        recomputed: recomputedFor(ledger?.scoreRuns, primary)?.rewardValue ?? null,
        ledgerSha256: r.ledger?.sha256 ?? null,
        instructionSha256: r.instructionSha256 ?? null,
        labels: r.flags.map((f) => f.code),
      };
    }),
    gates: evaluateGates(await gateFactsWithAudits(prisma, revision)).map((g) => ({
      id: g.id,
      title: g.title,
      outcome: g.outcome,
      reasons: g.evidence.filter((e) => e.kind === "problem" || e.kind === "missing" || e.kind === "unknown").map((e) => e.text),
    })),
  };
}
