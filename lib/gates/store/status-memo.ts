// The task statuses this process computed, each kept with its revision's status stamp (StatusStamp,
// raised by database triggers whenever a row a status reads changes: prisma/migrations/
// 20261205043848_status_stamps). A status is reused only while its revision's stamp is unchanged, so
// a write by any process or node invalidates it without the code remembering its write paths.
// Everything else a status depends on is the code (a restart empties the memo: nothing is persisted)
// and the taskId asked for (part of the match). Gate evaluation reads no clock, environment or file
// (status-stamps.test.ts checks a reused status equals a fresh one after each kind of write).
import type { PrismaClient } from "../../generated/prisma/client";
import type { TaskStatus } from "./task-status";

/** Enough for every task the home page lists at bench:scale (1,000) several times over. */
export const STATUS_MEMO_MAX_ENTRIES = 5_000;

interface Entry {
  stamp: bigint;
  taskId: string;
  status: TaskStatus;
}

/** Least recently used first (a Map keeps insertion order; a hit moves its entry to the end). */
export class StatusMemo {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly maxEntries = STATUS_MEMO_MAX_ENTRIES) {}

  get size() {
    return this.entries.size;
  }

  get(revisionId: string, taskId: string, stamp: bigint): TaskStatus | null {
    const entry = this.entries.get(revisionId);
    if (!entry || entry.stamp !== stamp || entry.taskId !== taskId) return null;
    this.entries.delete(revisionId);
    this.entries.set(revisionId, entry);
    return entry.status;
  }

  /** Keeps `status` under the stamp read before its inputs; never replaces one kept under a newer stamp. */
  set(revisionId: string, stamp: bigint, status: TaskStatus) {
    const kept = this.entries.get(revisionId);
    if (kept && kept.stamp > stamp) return;
    this.entries.delete(revisionId);
    this.entries.set(revisionId, { stamp, taskId: status.taskId, status: deepFreeze(status) });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear() {
    this.entries.clear();
  }
}

/** A kept status is shared by every later caller: frozen, so a caller that changed one fails loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * One memo per client: each client is one database, whose stamps mean nothing to another. Kept on
 * globalThis, like the client itself (lib/data/db.ts): Next loads this module once per bundle
 * (instrumentation, pages, route handlers), and a module-level map gave each its own memo, so the
 * statuses the server computed at start were not the ones the home page read (its first load at
 * 1,000 tasks computed them all again: 1.1-1.4 s over HTTP, npm run bench:scale).
 */
declare global {
  var __vbenchStatusMemos: WeakMap<object, StatusMemo> | undefined;
}
const memos = (globalThis.__vbenchStatusMemos ??= new WeakMap<object, StatusMemo>());

export function statusMemoOf(prisma: PrismaClient): StatusMemo {
  let memo = memos.get(prisma);
  if (!memo) memos.set(prisma, (memo = new StatusMemo()));
  return memo;
}

/**
 * The stamps of the given revisions in one query (`null`: every revision's, one short row each, no
 * id list sent: at 1,000 revisions the id list cost 4x the read of the whole table, bench in
 * lib/asks/store/README.md); a revision without a stamp row reads as 0.
 */
export async function readStatusStamps(prisma: PrismaClient, revisionIds: string[] | null): Promise<Map<string, bigint>> {
  const rows = await prisma.statusStamp.findMany({
    where: revisionIds ? { revisionId: { in: revisionIds } } : {},
    select: { revisionId: true, stamp: true },
  });
  return new Map(rows.map((r) => [r.revisionId, r.stamp]));
}
