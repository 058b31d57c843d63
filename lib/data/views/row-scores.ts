// Pure helpers over the task overview: which recomputed score belongs to a row, and how far it is
// from what the contributor claimed.

export interface ScoreRunLite {
  pairingId: string;
  judgeId: string;
  rewardValue: number;
  reason: string;
}

export function primaryPairingId(pairings: { id: string; isPrimary: boolean }[]): string | null {
  return pairings.find((p) => p.isPrimary)?.id ?? null;
}

export function recomputedFor(runs: ScoreRunLite[] | undefined, pairingId: string | null): ScoreRunLite | null {
  if (!runs || !pairingId) return null;
  return runs.find((r) => r.pairingId === pairingId) ?? null;
}

export function claimDelta(claimed: number | null, recomputed: number | null): number | null {
  if (claimed == null || recomputed == null) return null;
  return recomputed - claimed;
}

export function formatScore(x: number | null | undefined, digits = 4): string {
  return x == null || Number.isNaN(x) ? "—" : x.toFixed(digits);
}
