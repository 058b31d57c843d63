// The revisions a task status reads, for many revisions, with only the columns the gates read
// (GateRevision, lib/gates/store/gate-revision.ts). The task page's full select also loads each
// revision's instruction, task.toml, SPEC text, notes and vocabularies and every row's cells and run
// end, and parses them all: at 1,000 tasks that was most of the home page's time (bench:scale).
// Each Json column read here goes through the same schema as in the full view, so a status from
// this load equals getTaskStatus's (task-statuses.test.ts holds them equal).
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { GateRevision } from "./gate-revision";
import { readRevisionParts, readRowGateJson } from "../../data/views/revision-json";
import { readStored, StoredFindingsSchema, unreadableFinding } from "../../db/stored-json";
import { REVISION_VIEW_SELECT } from "../../data/queries/get-task-overview";

/** What a row reads of its trajectory (GateRow["rollout"]). */
const ROLLOUT_LINK = { id: true, path: true, toolCallTurns: true } as const;

const STATUS_REVISION_SELECT = {
  id: true,
  judgeId: true,
  instructionSha256: true,
  submissionState: true,
  specCard: true,
  findings: true,
  artifactChecks: true,
  contractFindings: true,
  media: {
    select: {
      url: true,
      sha256: true,
      probe: true,
      sources: true,
      durationSec: true,
      width: true,
      height: true,
      hasAudio: true,
      verification: true,
    },
  },
  pairings: { orderBy: REVISION_VIEW_SELECT.pairings.orderBy, select: { id: true, isPrimary: true } },
  rollouts: { orderBy: REVISION_VIEW_SELECT.rollouts.orderBy, select: { ...ROLLOUT_LINK, summary: true } },
  rows: {
    orderBy: REVISION_VIEW_SELECT.rows.orderBy,
    select: {
      id: true,
      ordinal: true,
      harness: true,
      harnessVersion: true,
      model: true,
      condition: true,
      conditionLabel: true,
      status: true,
      claimedScore: true,
      claimedScoreText: true,
      claimedTurns: true,
      instructionSha256: true,
      runIndex: true,
      runCount: true,
      ledgerId: true,
      ledgerLink: true,
      citedRolloutPath: true,
      declaredTransform: true,
      sourceFile: true,
      submissionState: true,
      findings: true,
      flags: true,
      // the linked ledger and trajectory are attached from the loaded ones (statusRevisionOf): a
      // relation per row made Prisma join 12,000 rows in JavaScript at bench:scale
      rolloutId: true,
    },
  },
} satisfies Prisma.TaskRevisionSelect;

type StoredStatusRevision = Prisma.TaskRevisionGetPayload<{ select: typeof STATUS_REVISION_SELECT }>;

/** The revisions (with their rows, media, pairings and trajectories) in one query, without their ledgers. */
export function loadStatusRevisions(prisma: PrismaClient, revisionIds: string[]): Promise<StoredStatusRevision[]> {
  return prisma.taskRevision.findMany({ where: { id: { in: revisionIds } }, select: STATUS_REVISION_SELECT });
}

type StatusLedger = GateRevision["ledgers"][number] & { sha256: string };
type RolloutLink = NonNullable<GateRevision["rows"][number]["rollout"]>;

/**
 * The trajectories the rows link, by id: each revision's own, plus (in one more query, only when
 * some row links one) those of another revision, which the full view's relation would load too.
 */
export async function linkedRollouts(prisma: PrismaClient, stored: StoredStatusRevision[]): Promise<Map<string, RolloutLink>> {
  const byId = new Map<string, RolloutLink>(stored.flatMap((s) => s.rollouts.map((r) => [r.id, r])));
  const missing = [...new Set(stored.flatMap((s) => s.rows.flatMap((r) => (r.rolloutId && !byId.has(r.rolloutId) ? [r.rolloutId] : []))))];
  if (missing.length)
    for (const r of await prisma.rollout.findMany({ where: { id: { in: missing } }, select: ROLLOUT_LINK })) byId.set(r.id, r);
  return byId;
}

/**
 * A stored revision as the gates read it. `ledgers`: the ones of this revision a status reads
 * (status-ledgers.ts); `ledgerById` and `rolloutById`: every loaded ledger and linked trajectory,
 * which must hold each one a row links (a missing one is a loading bug, never "no ledger").
 */
export function statusRevisionOf(
  stored: StoredStatusRevision,
  ledgers: GateRevision["ledgers"],
  ledgerById: Map<string, StatusLedger>,
  rolloutById: Map<string, RolloutLink>,
): GateRevision {
  const findings = readStored(StoredFindingsSchema, stored.findings, "TaskRevision.findings", []);
  const { unreadable, ...parts } = readRevisionParts(stored);
  const linked = <T>(id: string | null, from: Map<string, T>, what: string): T | null => {
    if (id === null) return null;
    const found = from.get(id);
    if (!found) throw new Error(`status of revision ${stored.id}: the ${what} ${id} a row links was not loaded`);
    return found;
  };
  return {
    ...stored,
    ...parts,
    findings: [...unreadable, ...(findings.ok ? [] : [unreadableFinding(findings.reason)]), ...findings.value],
    ledgers,
    rows: stored.rows.map(({ rolloutId, ...row }) => {
      const ledger = linked(row.ledgerId, ledgerById, "ledger");
      return {
        ...readRowGateJson(row),
        ledger: ledger && { id: ledger.id, path: ledger.path, sha256: ledger.sha256 },
        rollout: linked(rolloutId, rolloutById, "trajectory"),
      };
    }),
  };
}
