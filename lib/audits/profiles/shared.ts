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

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** The entries of a plain ledger under its key (or a bare array). */
export function entriesOf(ledger: Ledger, listKey: string): Entry[] {
  const list = Array.isArray(ledger) ? ledger : ledger[listKey];
  return Array.isArray(list) ? (list as Entry[]) : [];
}

export function wrap(listKey: string, entries: unknown[]): Record<string, unknown> {
  return { [listKey]: entries };
}

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
