// Seeded pseudo-random numbers for jitter probes: the same seed always gives the same ledgers,
// so a sweep is reproducible on every machine and in every worker (mulberry32, 32-bit state).

export type Rng = () => number;

export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [lo, hi], inclusive. */
export function randInt(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** Uniform in [lo, hi). */
export function randUniform(rng: Rng, lo: number, hi: number): number {
  return lo + rng() * (hi - lo);
}

/** One element, uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

/** Seed of the i-th jitter ledger: independent streams from one audit seed. */
export function jitterSeed(auditSeed: number, i: number): number {
  return (Math.imul(auditSeed ^ 0x9e3779b9, 2654435761) + Math.imul(i + 1, 0x85ebca6b)) >>> 0;
}
