// Small helpers the family profiles share.
import type { Entry, Ledger } from "./types";

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The most frequent value by its JSON spelling; the first seen wins ties (deterministic). */
export function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<string, { value: T; n: number }>();
  for (const v of values) {
    const key = JSON.stringify(v);
    const c = counts.get(key);
    if (c) c.n += 1;
    else counts.set(key, { value: v, n: 1 });
  }
  let best: { value: T; n: number } | undefined;
  for (const c of counts.values()) if (!best || c.n > best.n) best = c;
  return best?.value;
}

/** Evenly spaced values lo, lo+step, ... (count of them), rounded to kill float drift. */
export function steps(lo: number, step: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round((lo + i * step) * 1e6) / 1e6);
}

export function numberOrNull(value: unknown): number | null {
  return typeof value === "number" ? value : null;
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function isEntry(value: unknown): value is Entry {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Plain JSON as a ledger: an object or an array; anything else is an empty ledger. */
export function ledgerOf(value: unknown): Ledger {
  return Array.isArray(value) || isEntry(value) ? value : {};
}

/**
 * The entries of a plain ledger under its key (or a bare array). The judge has accepted the
 * ground truth before any profile reads it, so every entry is an object; were one not, it reads
 * as an empty entry and the positions (event index k = entry k) still line up.
 */
export function entriesOf(ledger: Ledger, listKey: string): Entry[] {
  const list = Array.isArray(ledger) ? ledger : ledger[listKey];
  return Array.isArray(list) ? list.map((e) => (isEntry(e) ? e : {})) : [];
}

/** The strings of a list option (a vocabulary); not a list reads as none. */
export function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((w): w is string => typeof w === "string") : [];
}

export function wrap(listKey: string, entries: unknown[]): Record<string, unknown> {
  return { [listKey]: entries };
}

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
