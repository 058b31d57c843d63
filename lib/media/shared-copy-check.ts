import "server-only";
// Before a node serves a media copy from the shared bucket (lib/media/shared-media.ts) it checks
// that the object is still the pinned file: anyone with write access to the bucket can replace it
// behind the server. Every read compares the object's size (with the pin's byte length, and with
// the size this node hashed); the first read on this node, and any read after the object was
// written again (a new ETag), hashes the whole object against the pin. A copy that differs is
// refused and every Media row served from that key is marked "mismatch" in the database, so every
// node refuses it from then on (a maintainer's "Verify pin" or a new upload restores it).
import type { PrismaClient } from "../generated/prisma/client";
import type { ObjectStat, ObjectStore } from "../storage";
import { sharedMediaKey } from "./shared-media";

export type SharedCopyCheck = { kind: "ok"; byteLength: number } | { kind: "missing" } | { kind: "mismatch"; reason: string };

interface VerifiedObject {
  byteLength: number;
  version: string;
}

// per node (process), on globalThis so every Next bundle that loads this module shares one memo
declare global {
  // what this node hashed, shared by every Next bundle
  var __vbenchSharedMediaVerified: Map<string, VerifiedObject> | undefined;
}
const memoSlot = globalThis;
const verifiedHere = (memoSlot.__vbenchSharedMediaVerified ??= new Map());
// one hash per object at a time: concurrent first reads (a <video> opening several ranges) share it
const hashing = new Map<string, Promise<boolean | null>>();

/** Forget what this node hashed (tests acting as a fresh node). */
export function forgetVerifiedSharedCopies(): void {
  verifiedHere.clear();
}

/** Pure: does the object's size or version say it must be refused or re-hashed? */
export function judgeStat(
  stat: ObjectStat,
  pinnedBytes: number | null,
  memo: VerifiedObject | undefined,
): { kind: "refuse"; reason: string } | { kind: "serve" } | { kind: "hash" } {
  if (pinnedBytes !== null && stat.byteLength !== pinnedBytes)
    return { kind: "refuse", reason: `the shared copy is ${stat.byteLength} bytes, the pin says ${pinnedBytes}` };
  if (memo && memo.byteLength !== stat.byteLength)
    return { kind: "refuse", reason: `the shared copy is ${stat.byteLength} bytes, ${memo.byteLength} when this node hashed it` };
  return memo && memo.version === stat.version ? { kind: "serve" } : { kind: "hash" };
}

export async function checkSharedCopy(
  store: ObjectStore,
  key: string,
  pin: { sha256: string | null; byteLength: bigint | number | null },
): Promise<SharedCopyCheck> {
  const memoKey = `${store.describe} ${key}`;
  const stat = await store.stat(key);
  if (!stat) return { kind: "missing" };
  if (!pin.sha256) return { kind: "mismatch", reason: "the task pins no sha256 to check the shared copy against" };
  const judged = judgeStat(stat, pin.byteLength === null ? null : Number(pin.byteLength), verifiedHere.get(memoKey));
  if (judged.kind === "refuse") {
    verifiedHere.delete(memoKey);
    return { kind: "mismatch", reason: judged.reason };
  }
  if (judged.kind === "serve") return { kind: "ok", byteLength: stat.byteLength };
  let pending = hashing.get(memoKey);
  if (!pending) {
    pending = store.verify(key, pin.sha256.toLowerCase()).finally(() => hashing.delete(memoKey));
    hashing.set(memoKey, pending);
  }
  const same = await pending;
  if (same === null) return { kind: "missing" };
  if (!same) {
    verifiedHere.delete(memoKey);
    return { kind: "mismatch", reason: `the shared copy's sha256 is not the pinned ${pin.sha256}` };
  }
  verifiedHere.set(memoKey, stat);
  return { kind: "ok", byteLength: stat.byteLength };
}

/** Marks every verified Media row served from this bucket key "mismatch": every node reads the row. */
export async function markSharedMismatch(prisma: PrismaClient, key: string, reason: string): Promise<number> {
  const sha = key.slice(key.indexOf("/") + 1, key.indexOf("/") + 65);
  const rows = await prisma.media.findMany({
    where: { verification: "verified", localPath: { contains: sha } },
    select: { id: true, localPath: true },
  });
  const ids = rows.filter((r) => sharedMediaKey(r.localPath) === key).map((r) => r.id);
  if (!ids.length) return 0;
  const r = await prisma.media.updateMany({
    where: { id: { in: ids }, verification: "verified" },
    data: {
      verification: "mismatch",
      verifiedAt: new Date(),
      verifyNote: `does not match the pin: ${key} in the shared bucket (${reason})`,
    },
  });
  return r.count;
}
