// Per revision, the newest createdAt and reviewedAt of its calibration rows, ledgers and
// trajectories: the "submission" and "decision" events the triage list counts as activity
// (triage-events.ts). Read as three groupBy queries over whole tables, they were the warm home
// page's heaviest (at 1,000 tasks a scan of 100,000 ledgers and 12,000 rows on every load: ~70 and
// ~40 ms in the server, npm run bench:scale section 2), so each revision's result is kept under its
// status stamp (lib/gates/store/status-memo.ts): the stamp triggers raise a revision's stamp on
// every insert, update or delete of a row, ledger or trajectory whose revisionId is that revision
// (old and new version), so an unchanged stamp means unchanged maxima. The stamps are read before
// the maxima, so a kept result is never older than its stamp. A warm load reads only the stamps.
import type { PrismaClient } from "../../generated/prisma/client";

export interface NewestTimes {
  createdAt: Date | null;
  reviewedAt: Date | null;
}

/** The newest times of the revision's calibration rows, ledgers and trajectories, in that order (null: none). */
export type RevisionActivity = readonly [NewestTimes, NewestTimes, NewestTimes];

const NONE: NewestTimes = { createdAt: null, reviewedAt: null };

/** Enough for every revision of a few thousand tasks; past it the memo starts afresh (bounded memory). */
export const ACTIVITY_MEMO_MAX_ENTRIES = 20_000;

export type ActivityMemo = Map<string, { stamp: bigint; activity: RevisionActivity }>;

/** The result kept for the revision under exactly this stamp, if any. */
export function keptActivity(memo: ActivityMemo, revisionId: string, stamp: bigint): RevisionActivity | null {
  const kept = memo.get(revisionId);
  return kept && kept.stamp === stamp ? kept.activity : null;
}

/** Keeps a result read under `stamp`; never replaces one kept under a newer stamp. */
export function keepActivity(
  memo: ActivityMemo,
  revisionId: string,
  stamp: bigint,
  activity: RevisionActivity,
  max = ACTIVITY_MEMO_MAX_ENTRIES,
) {
  const kept = memo.get(revisionId);
  if (kept && kept.stamp > stamp) return;
  if (!kept && memo.size >= max) memo.clear();
  memo.set(revisionId, { stamp, activity });
}

// one memo per client (one database), on globalThis as the status memo is: Next loads a module
// once per bundle, and the server start (instrumentation) warms the memo the pages read
declare global {
  var __vbenchActivityMemos: WeakMap<object, ActivityMemo> | undefined;
}

export function activityMemoOf(prisma: PrismaClient): ActivityMemo {
  const byClient = (globalThis.__vbenchActivityMemos ??= new WeakMap());
  const memo: ActivityMemo = byClient.get(prisma) ?? new Map();
  byClient.set(prisma, memo);
  return memo;
}

/** The maxima of the given revisions from the tables (`null`: every revision, no id list sent). */
async function readActivity(prisma: PrismaClient, revisionIds: string[] | null): Promise<Map<string, RevisionActivity>> {
  const where = revisionIds ? { revisionId: { in: revisionIds } } : {};
  const times = { where, _max: { createdAt: true, reviewedAt: true } } as const;
  const [rows, ledgers, rollouts] = await Promise.all([
    prisma.calibrationRow.groupBy({ by: ["revisionId"], ...times }),
    prisma.ledger.groupBy({ by: ["revisionId"], ...times }),
    prisma.rollout.groupBy({ by: ["revisionId"], ...times }),
  ]);
  const [rowsBy, ledgersBy, rolloutsBy] = [rows, ledgers, rollouts].map((list) => new Map(list.map((r) => [r.revisionId, r._max])));
  const ids = new Set([...rowsBy.keys(), ...ledgersBy.keys(), ...rolloutsBy.keys()]);
  return new Map([...ids].map((id) => [id, [rowsBy.get(id) ?? NONE, ledgersBy.get(id) ?? NONE, rolloutsBy.get(id) ?? NONE]] as const));
}

/**
 * The activity of `revisionIds` under the stamps read before (`stamps`): kept results where the
 * stamp is unchanged, the rest read in one round of three queries (by id list when few are
 * missing, over whole tables when most are, as after a start).
 */
export async function revisionActivity(
  prisma: PrismaClient,
  revisionIds: readonly string[],
  stamps: Map<string, bigint>,
): Promise<Map<string, RevisionActivity>> {
  const memo = activityMemoOf(prisma);
  const stampOf = (id: string) => stamps.get(id) ?? 0n;
  const out = new Map<string, RevisionActivity>();
  const missing: string[] = [];
  for (const id of revisionIds) {
    const kept = keptActivity(memo, id, stampOf(id));
    if (kept) out.set(id, kept);
    else missing.push(id);
  }
  if (!missing.length) return out;
  const read = await readActivity(prisma, missing.length * 2 > revisionIds.length ? null : missing);
  for (const id of missing) {
    const activity = read.get(id) ?? ([NONE, NONE, NONE] as const);
    keepActivity(memo, id, stampOf(id), activity);
    out.set(id, activity);
  }
  return out;
}
