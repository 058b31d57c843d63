// Notes on the Audits page said once: a note every version of a judge family makes (or every
// alias of a ledger: the stored file and its wrapped diagnostic copy, or the same ledger under
// another judge version) is shown at its first place with "same for @157e7b4" and left out of
// the others. Pure: it works on the page view's strings.
import { storedPathOf } from "./diagnostic-ledgers";

export interface NotedPairing {
  judgeId: string;
  notes: string[];
  omission: { ledgerPath: string; label: string; note?: string }[];
}

const version = (judgeId: string) => (judgeId.includes("@") ? `@${judgeId.split("@").pop()}` : judgeId);
// a note that names its own judge reads the same for every version once the name is neutral
const neutral = (note: string, judgeId: string) => note.split(judgeId).join("<judge>");

function sameFor(others: string[]): string {
  return others.length ? ` (same for ${others.join(", ")})` : "";
}

/** Pairing notes and omission-row notes with repeats folded into their first occurrence. */
export function dedupeNotes<P extends NotedPairing>(pairings: readonly P[]): P[] {
  const pairingFirst = new Map<string, { at: number; others: string[] }>();
  pairings.forEach((p, at) =>
    p.notes.forEach((n) => {
      const key = neutral(n, p.judgeId);
      const seen = pairingFirst.get(key);
      if (!seen) pairingFirst.set(key, { at, others: [] });
      else if (seen.at !== at) seen.others.push(version(p.judgeId));
    }),
  );
  // omission notes: one key per (stored ledger, note); the first row keeps it, the others name where it is
  const rowFirst = new Map<string, { at: [number, number]; others: string[] }>();
  pairings.forEach((p, pi) =>
    p.omission.forEach((o, oi) => {
      if (!o.note) return;
      const key = `${storedPathOf(o.ledgerPath)}\u0000${neutral(o.note, p.judgeId)}`;
      const seen = rowFirst.get(key);
      const alias = pi === seen?.at[0] ? o.label : version(p.judgeId);
      if (!seen) rowFirst.set(key, { at: [pi, oi], others: [] });
      else seen.others.push(alias);
    }),
  );
  return pairings.map((p, pi) => ({
    ...p,
    notes: p.notes.flatMap((n) => {
      const seen = pairingFirst.get(neutral(n, p.judgeId))!;
      return seen.at === pi ? [`${n}${sameFor([...new Set(seen.others)])}`] : [];
    }),
    omission: p.omission.map((o, oi) => {
      if (!o.note) return o;
      const seen = rowFirst.get(`${storedPathOf(o.ledgerPath)}\u0000${neutral(o.note, p.judgeId)}`)!;
      if (seen.at[0] === pi && seen.at[1] === oi) return { ...o, note: `${o.note}${sameFor([...new Set(seen.others)])}` };
      const first = pairings[seen.at[0]];
      const where = seen.at[0] === pi ? first.omission[seen.at[1]].label : version(first.judgeId);
      return { ...o, note: `same note as ${where}` };
    }),
  }));
}
