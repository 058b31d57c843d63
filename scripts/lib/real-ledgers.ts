// Which ledgers a bench's mean may count: a real ledger is one the judge scores (not rejects) and
// that holds at least one entry. A rejected document (a bare array refused at its first byte) or an
// empty one (`{"clearances": []}`, 23 bytes) costs next to nothing and would flatter a mean. Pure.
import { rejectionReason } from "../../lib/judges/rejection";

/** Array elements anywhere in a JSON document: 0 for `{"clearances": []}`, -1 when it is not JSON. */
export function entryCount(bytes: Uint8Array): number {
  let doc: unknown;
  try {
    doc = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return -1;
  }
  const count = (v: unknown): number =>
    Array.isArray(v)
      ? v.length + v.reduce((n: number, x) => n + count(x), 0)
      : v && typeof v === "object"
        ? Object.values(v).reduce((n: number, x) => n + count(x), 0)
        : 0;
  return count(doc);
}

/** null for a real ledger; else why the means leave it out */
export function exclusion(reason: string, bytes: Uint8Array): string | null {
  const rejected = rejectionReason(reason);
  if (rejected) return `rejected by the judge (${rejected})`;
  if (entryCount(bytes) === 0) return `no entries (${bytes.length} bytes)`;
  return null;
}
