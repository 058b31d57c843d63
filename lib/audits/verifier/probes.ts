// Video-free probes through the verifier: answers anyone could write without the media (empty,
// a constant answer, the label prior laid evenly, padding to the instruction's cap, one made-up
// event duplicated to the cap, seeded blind guesses from the vocabulary). Any of them reaching the
// strong-agent bar is `probe_clears_bar`, as in the ported sweep; the blind draws also give the
// sensitivity audit its blind-guess mean and p95.
import { jitterSeed, seededRng } from "../rng";
import type { ShortcutSweepResult } from "../shortcut-sweep";
import { blindEvents, evenAnchors, eventAt, labelPrior, timeFields } from "./events";
import type { ProbeRunner } from "./runner";
import type { Event, LedgerShape } from "./shape";
import { probe, type Probe } from "./submission";

export const DEFAULT_BLIND_DRAWS = 20;
/** with no stated cap, padding goes to ten times the oracle's count, within these bounds */
export const PAD_FLOOR = 50;
export const PAD_CEILING = 2000;

export function paddingCount(shape: LedgerShape): number {
  return shape.cap ?? Math.min(PAD_CEILING, Math.max(PAD_FLOOR, 10 * shape.events.length));
}

/** The structural probes, in a fixed order (labels name what each one is). */
export function structuralProbes(shape: LedgerShape): Probe[] {
  const n = shape.events.length;
  const prior = labelPrior(shape);
  const common = prior[0] ?? {};
  const pad = paddingCount(shape);
  const anchor = timeFields(shape)[0];
  const mid = evenAnchors(shape, 1)[0];
  const one = eventAt(shape, mid, common);
  const even = (count: number, labels: (k: number) => Event) => evenAnchors(shape, count).map((a, k) => eventAt(shape, a, labels(k)));
  const probes = [
    probe(shape, "empty", []),
    probe(
      shape,
      `constant answer (${n}x the most common labels${anchor ? " at the middle time" : ""})`,
      Array.from({ length: n }, () => one),
    ),
    probe(
      shape,
      "no-media prior (most common labels, evenly spaced)",
      even(n, () => common),
    ),
    probe(
      shape,
      `padding to ${pad} entries (every label combination in turn, evenly spaced)`,
      even(pad, (k) => prior[k % Math.max(1, prior.length)] ?? {}),
    ),
    probe(
      shape,
      `one made-up event duplicated ${pad}x`,
      Array.from({ length: pad }, () => one),
    ),
  ];
  return probes;
}

export function blindProbes(shape: LedgerShape, draws: number, seed: number): Probe[] {
  return Array.from({ length: draws }, (_, i) =>
    probe(shape, `blind guess #${i + 1} (seed ${seed})`, blindEvents(shape, shape.events.length, seededRng(jitterSeed(seed, i)))),
  );
}

export interface ProbeOutcome {
  sweep: ShortcutSweepResult;
  blind: { count: number; mean: number; p95: number; max: number };
}

export async function runProbes(
  runner: ProbeRunner,
  shape: LedgerShape,
  judgeId: string,
  bar: number,
  opts: { draws?: number; seed: number },
): Promise<ProbeOutcome> {
  const structural = structuralProbes(shape);
  const blind = blindProbes(shape, opts.draws ?? DEFAULT_BLIND_DRAWS, opts.seed);
  const scored = await runner.score([...structural, ...blind], "video-free probes");
  // a probe the verifier did not score earned nothing; one the budget cut is left out
  const ran = [...structural, ...blind].flatMap((p, i) => (scored[i] === undefined ? [] : [{ p, i, reward: scored[i] ?? 0 }]));
  const rewards = ran.map((r) => r.reward);
  const structuralCount = ran.filter((r) => r.i < structural.length).length;
  let at = 0;
  rewards.forEach((r, i) => {
    if (r > rewards[at]) at = i;
  });
  const blindRewards = rewards.slice(structuralCount);
  const sorted = [...blindRewards].sort((a, b) => a - b);
  const max = rewards.length ? rewards[at] : 0;
  const sweep: ShortcutSweepResult = {
    judgeId,
    total: rewards.length,
    structural: ran.slice(0, structuralCount).map((r) => ({ label: r.p.label, reward: r.reward })),
    gridSize: 0,
    jitterCount: blindRewards.length,
    max,
    maxProbe: { index: at, kind: at < structuralCount ? "structural" : "jitter", label: ran[at]?.p.label ?? "" },
    aboveBar: rewards.filter((r) => r >= bar).length,
    bar,
    maxByKind: { structural: Math.max(0, ...rewards.slice(0, structuralCount)), grid: 0, jitter: Math.max(0, ...blindRewards) },
    gridHeatmap: null,
  };
  return {
    sweep,
    blind: {
      count: blindRewards.length,
      mean: blindRewards.length ? blindRewards.reduce((a, b) => a + b, 0) / blindRewards.length : 0,
      p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0,
      max: sorted[sorted.length - 1] ?? 0,
    },
  };
}
