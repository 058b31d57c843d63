// What the generic audits (lib/audits/verifier) need about a stored revision whose family no port
// scores: the task's own verifier (files, solution target, limits, judge id, as the task-judge job
// loads them), the instruction, the oracle (the anchor the import stored, else found among the
// stored solution files as the import finds it), the ground truth when the folder ships one, and
// the folder's ledgers (the anchors are not calibration ledgers: the oracle is its own input, the
// empty submission has nothing to withhold).
import type { PrismaClient } from "../../generated/prisma/client";
import { loadTaskVerifier } from "../../judges/store/task-judge";
import { findOracle, SOLUTION_DIR } from "../../importers/verifier-submissions";
import { STRONG_AGENT_BAR } from "../types";
import type { VerifierAuditInput } from "../verifier";
import type { SandboxVerifier } from "./verifier-scorer";

/** Ledger origins the import adds beside the folder's own ledgers (lib/importers/store/anchor-ledgers.ts). */
const ANCHOR_ORIGINS = new Set(["oracle", "empty", "derived-oracle"]);

export type LoadedVerifierAudit =
  { ok: true; input: VerifierAuditInput; verifier: SandboxVerifier; oracleFrom: string } | { ok: false; reason: string };

export async function loadVerifierAuditInput(prisma: PrismaClient, revisionId: string): Promise<LoadedVerifierAudit> {
  const loaded = await loadTaskVerifier(prisma, revisionId);
  if (!loaded.ok) return { ok: false, reason: `not applicable: ${loaded.reason}, so there is nothing to audit` };
  const v = loaded.verifier;
  const rev = await prisma.taskRevision.findUnique({
    where: { id: revisionId },
    select: {
      ledgers: { select: { path: true, label: true, origin: true, raw: true }, orderBy: { path: "asc" } },
      artifacts: { where: { path: { startsWith: SOLUTION_DIR } }, select: { path: true, raw: true } },
    },
  });
  if (!rev) return { ok: false, reason: `task revision ${revisionId} not found` };
  const anchor = rev.ledgers.find((l) => l.origin === "oracle");
  const found = anchor
    ? { ok: true as const, raw: new Uint8Array(anchor.raw), how: `the stored oracle ${anchor.path}` }
    : findOracle(new Map(rev.artifacts.map((a) => [a.path, new Uint8Array(a.raw)])));
  if (!found.ok)
    return { ok: false, reason: `not applicable: the folder ships a verifier but no oracle to derive probes from (${found.reason})` };
  return {
    ok: true,
    oracleFrom: found.how,
    verifier: { files: v.files, solutionTarget: v.solutionTarget, limits: v.limits },
    input: {
      taskId: v.taskId,
      judgeId: v.judgeId,
      instruction: v.instructionText,
      oracle: found.raw,
      ...(v.groundTruth.raw.byteLength > 0 ? { groundTruth: new Uint8Array(v.groundTruth.raw) } : {}),
      ledgers: rev.ledgers
        .filter((l) => !ANCHOR_ORIGINS.has(l.origin))
        .map((l) => ({ path: l.path, label: l.label, bytes: new Uint8Array(l.raw) })),
      strongAgentBar: STRONG_AGENT_BAR,
    },
  };
}
