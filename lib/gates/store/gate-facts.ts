// Assembles the gate checklist's input from a task overview: recomputed scores come from the
// primary judge pairing's score runs (never from claims), turns from the counted trajectory when
// one is stored, else the contributor's claim. A row's own trajectory can demote it (a blocking
// integrity finding: it is listed but counts toward no gate) and proves which instruction it ran
// (the sha256 of the log's first user message). `gateFactsWithAudits` adds the newest finished
// scorer-audit suite of the revision, which the audit gates read.
import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client";
import { auditGateFactsOf } from "../../audits/gate-facts";
import { demotingFindings } from "../trajectory-gates";
import { rowArtifactEvidence } from "../../importers/artifacts/row-evidence";
import { rejectionReason } from "../../judges/rejection";
import { isTaskJudgeId } from "../../sandbox/verifier-files";
import type { AuditRunFacts, GateFacts, MediaVerificationState } from "../types";
import { getLatestAuditRun } from "../../audits/store/get-latest-audit-run";
import { storedSummary, trajectoryFactsOf } from "../../rollouts/store/trajectory-facts";
import type { GateRevision, GateRow } from "./gate-revision";
import { importGateFactsOf, type ImportGateFacts } from "./import-gate-facts";
import { primaryPairingId, recomputedFor } from "../../data/views/row-scores";
import { effectiveSubmission } from "../../submissions/policy";
import { claimedWhere } from "../../submissions/source";

type Revision = GateRevision;

/** Ledgers whose primary recomputed score anchors the oracle and empty gates (first by path wins). */
export const ANCHOR_ORIGINS = { oracle: ["oracle", "derived-oracle"], empty: ["empty"] } as const;

function anchorLedger(revision: Revision, origins: readonly string[], pairingId: string | null) {
  for (const origin of origins) {
    const ledger = revision.ledgers.find(
      (l) => l.origin === origin && (origin !== "derived-oracle" || l.scoreRuns.some((r) => r.pairingId === pairingId)),
    );
    const run = ledger ? recomputedFor(ledger.scoreRuns, pairingId) : null;
    // a folder's own verifier that gave no reward (crash, timeout, absent ground truth) measured nothing
    if (run && isTaskJudgeId(run.judgeId) && rejectionReason(run.reason) !== null) continue;
    if (ledger && run) return { ledger, run };
  }
  return null;
}

const anchorScore = (revision: Revision, origins: readonly string[], pairingId: string | null) =>
  anchorLedger(revision, origins, pairingId)?.run.rewardValue ?? null;

/** The oracle the gate reads, scored under the other pairings too: one built for another ground truth says so. */
function oracleElsewhere(revision: Revision, pairingId: string | null): GateFacts["oracleElsewhere"] {
  const anchor = anchorLedger(revision, ANCHOR_ORIGINS.oracle, pairingId);
  if (!anchor) return null;
  const others = anchor.ledger.scoreRuns.filter((r) => r.pairingId !== pairingId && rejectionReason(r.reason) === null);
  return { officialJudgeId: anchor.run.judgeId, others: others.map((r) => ({ judgeId: r.judgeId, score: r.rewardValue })) };
}

/** The part of a SPEC card the duration gate reads: input.short_clip_exemption (or _reason), a non-empty string. */
const ExemptionCardSchema = z.looseObject({
  input: z.looseObject({ short_clip_exemption: z.unknown().optional(), short_clip_reason: z.unknown().optional() }),
});

function exemptionFrom(card: unknown): string | null {
  const parsed = ExemptionCardSchema.safeParse(card);
  if (!parsed.success) return null;
  const value = parsed.data.input.short_clip_exemption ?? parsed.data.input.short_clip_reason;
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** The instruction a row's trajectory proves it received (its first user message's sha256 and step). */
function provenInstructionOf(revision: Revision, rolloutId: string | null | undefined): GateFacts["rows"][number]["provenInstruction"] {
  if (!rolloutId) return null;
  const rollout = (revision.rollouts ?? []).find((r) => r.id === rolloutId);
  const first = rollout ? storedSummary(rollout.summary)?.firstUserMessage : null;
  return rollout && first ? { sha256: first.sha256, step: first.step, rolloutPath: rollout.path } : null;
}

/** What the row's log shows of its instruction when it records no prompt (instruction.md read back, or its size). */
function instructionFromLogOf(revision: Revision, rolloutId: string | null | undefined): GateFacts["rows"][number]["instructionFromLog"] {
  const rollout = rolloutId ? (revision.rollouts ?? []).find((r) => r.id === rolloutId) : undefined;
  const summary = rollout ? storedSummary(rollout.summary) : null;
  const log = summary?.firstUserMessage ? null : summary?.instructionInLog;
  return log && log.parity !== "not_shown" ? { parity: log.parity, evidence: log.evidence, step: log.step } : null;
}

const MeasuredMedia = z.object({
  durationSec: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  hasAudio: z.boolean(),
  differences: z.array(z.object({ fact: z.string(), claimed: z.string(), measured: z.string() })).default([]),
});

/** Measured (ffprobe, stored in Media.probe) beats claimed (the SPEC card) wherever it exists. */
function mediaFactsOf(media: Revision["media"][number] | undefined) {
  const probe = MeasuredMedia.safeParse(media?.probe);
  if (media && probe.success)
    return {
      durationSec: probe.data.durationSec,
      width: probe.data.width,
      height: probe.data.height,
      hasAudio: probe.data.hasAudio,
      source: "measured" as const,
      claimDifferences: probe.data.differences.map((d) => `${d.fact}: ${d.claimed} stated, ${d.measured} measured`),
    };
  return {
    durationSec: media?.durationSec ?? null,
    width: media?.width ?? null,
    height: media?.height ?? null,
    hasAudio: media?.hasAudio ?? null,
    source: media ? ("claimed" as const) : undefined,
  };
}

type Row = GateRow;

/**
 * The row's trajectory as evidence: stored (counted, audited), absent (cited, e.g. a release asset the
 * folder lacks) or none; linkedByName when only a name match tied it to the row (link-by-name.ts).
 */
function trajectoryOf(row: Row): NonNullable<GateFacts["rows"][number]["trajectory"]> {
  // partial revisions (tests, snapshots) may carry no findings
  const linkedByName = (row.findings ?? []).some((f) => f.code === "ledger_linked_by_name" && f.field === "trajectory");
  if (row.rollout) return { state: "stored", path: row.rollout.path, linkedByName };
  if (row.citedRolloutPath) return { state: "absent", path: row.citedRolloutPath, linkedByName };
  return { state: "none", path: null, linkedByName: false };
}

/** `imported`: what the import found that decides whether a gate can be checked (import-gate-facts.ts). */
export function gateFactsOf(revision: Revision): GateFacts & { imported: ImportGateFacts } {
  const primary = primaryPairingId(revision.pairings);
  const runsByLedger = new Map(revision.ledgers.map((l) => [l.id, l.scoreRuns]));
  const media = revision.media[0];
  const imported = importGateFactsOf(revision);
  const trajectories = trajectoryFactsOf(revision);
  return {
    media: {
      url: media?.url ?? null,
      sha256: media?.sha256 ?? null,
      ...mediaFactsOf(media),
      verification: media?.verification ?? ("unverified" satisfies MediaVerificationState),
      shortClipExemption: exemptionFrom(revision.specCard),
    },
    oracleRecomputed: anchorScore(revision, ANCHOR_ORIGINS.oracle, primary),
    oracleElsewhere: oracleElsewhere(revision, primary),
    emptyRecomputed: anchorScore(revision, ANCHOR_ORIGINS.empty, primary),
    rows: revision.rows.map((row) => {
      const run = row.ledger ? recomputedFor(runsByLedger.get(row.ledger.id), primary) : null;
      const rejected = run ? rejectionReason(run.reason) : null;
      const counted = row.rollout?.toolCallTurns ?? null;
      return {
        id: row.id,
        harness: row.harness,
        model: row.model,
        condition: row.condition,
        conditionLabel: row.conditionLabel,
        status: row.status,
        claimedScore: row.claimedScore,
        claimedScoreText: row.claimedScoreText,
        // a rejection's 0 is not a score: the gates read the rejection instead (recomputedRejected)
        recomputedScore: run && !rejected ? run.rewardValue : null,
        recomputedRejected: rejected,
        ledgerLinkedByName: row.ledgerLink === "by_name",
        trajectory: trajectoryOf(row),
        turns: counted ?? row.claimedTurns,
        turnsSource: counted !== null ? ("trajectory" as const) : row.claimedTurns !== null ? ("claimed" as const) : null,
        instructionSha256: row.instructionSha256,
        // a contributor's row is claimed by them (and through which tool), a folder's in scores.md
        claimedWhere: claimedWhere(row.sourceFile),
        hasLedger: row.ledger != null,
        constructed: row.status === "constructed",
        run: row.runIndex != null && row.runCount != null ? { index: row.runIndex, count: row.runCount } : null,
        demotedBy: demotingFindings(trajectories, row.id),
        flags: row.flags,
        ...rowArtifactEvidence(revision.artifactChecks ?? [], row.ordinal),
        provenInstruction: provenInstructionOf(revision, row.rollout?.id),
        instructionFromLog: instructionFromLogOf(revision, row.rollout?.id),
        // a contributor's row (or any row of a folder a contributor pushed) counts once a maintainer accepts it
        submission: effectiveSubmission(row.submissionState ?? null, revision.submissionState ?? null),
      };
    }),
    currentInstructionSha256: revision.instructionSha256,
    contract: revision.contractFindings ?? null,
    trajectories,
    imported,
    judgeNotCheckable: imported.judge.checkable ? null : (imported.judge.reason?.replace(/^not checkable: /, "") ?? null),
  };
}

/** The audit gates' input from the newest finished "audit:suite" run of a revision (null result: none finished). */
export function auditRunFactsOf(latest: Awaited<ReturnType<typeof getLatestAuditRun>>): AuditRunFacts {
  // `unreadable` is set by readers that check the stored results against their schema
  const unreadable = "unreadable" in latest && typeof latest.unreadable === "string" ? latest.unreadable : null;
  return {
    latest: latest.result ? auditGateFactsOf(latest.result, latest.finishedAt) : null,
    newerRunStatus: latest.latestStatus && latest.latestStatus !== "succeeded" ? latest.latestStatus : null,
    unreadable,
  };
}

/** Gate facts plus the revision's scorer audits: what the task page, the status route and the PR comment evaluate. */
export async function gateFactsWithAudits(prisma: PrismaClient, revision: Revision): Promise<ReturnType<typeof gateFactsOf>> {
  const latest = await getLatestAuditRun(prisma, revision.id);
  return { ...gateFactsOf(revision), audits: auditRunFactsOf(latest) };
}
