// Time offsets through the verifier: for every time/frame field, every oracle event moved by the
// same offset, searched outward (doubling) then bisected to the largest offset that keeps the
// oracle's reward, in both directions (frames to the frame: 12 full, 13 not). Where the
// instruction states a tolerance for that unit, the oracle is also scored just inside and just
// outside it: full credit lost inside is `tolerance_narrower_than_stated`, kept outside is
// `tolerance_wider_than_stated`. Seeded per-event jitter within the found boundary (and twice it)
// is recorded beside.
import type { BoundaryResult } from "../offsets";
import { jitterSeed, seededRng } from "../rng";
import type { AuditFinding, VerifierProbeDetails } from "../types";
import { rangeOf, roundFor, shifted, timeFields } from "./events";
import type { ProbeRunner } from "./runner";
import { toleranceFor, type FieldShape, type LedgerShape } from "./shape";
import { probe } from "./submission";

const EPS = 1e-9;
/** a continuous axis is bisected to this share of the boundary (or of the field's span) */
const RESOLUTION = 0.01;
/** just outside a stated tolerance: one frame, or this much more for seconds */
const OUTSIDE = 0.05;
const JITTER_DRAWS = 3;

export interface FieldBoundary {
  field: FieldShape;
  result: BoundaryResult;
  /** the smaller of the two directions' full-credit offsets (what "within" means for the verifier) */
  found: number | null;
}

function spanOf(shape: LedgerShape, f: FieldShape): number {
  const { min, max } = rangeOf(shape, f.name);
  return Math.max(f.integer ? 1 : 1e-3, max - min, Math.abs(max));
}

/** Largest offset (sign gives the direction) that keeps `full`, searching up to the field's span. */
async function searchDirection(
  runner: ProbeRunner,
  shape: LedgerShape,
  f: FieldShape,
  sign: 1 | -1,
  full: number,
  curve: { offset: number; reward: number }[],
): Promise<{ lastFull: number; firstBelow: { offset: number; reward: number } | null; exhausted: boolean }> {
  const span = spanOf(shape, f);
  const stated = toleranceFor(shape, f)?.value;
  const start = f.integer ? 1 : Math.max(span * 1e-4, stated ? stated / 8 : 0);
  const at = async (d: number): Promise<number | null | undefined> => {
    const r = await runner.scoreOne(
      probe(shape, `${f.name} ${sign > 0 ? "+" : "-"}${d}`, shifted(shape, shape.events, f, sign * d)),
      `offsets ${f.name}`,
    );
    if (typeof r === "number") curve.push({ offset: sign * d, reward: r });
    return r;
  };
  let lo = 0;
  let hi: number | null = null;
  let hiReward = 0;
  for (let d = start; d <= span * 2; d *= 2) {
    const step = f.integer ? Math.round(d) : d;
    const r = await at(step);
    if (r === undefined) return { lastFull: sign * lo, firstBelow: null, exhausted: true };
    if ((r ?? 0) >= full - EPS) lo = step;
    else {
      hi = step;
      hiReward = r ?? 0;
      break;
    }
  }
  if (hi === null) return { lastFull: sign * lo, firstBelow: null, exhausted: false };
  let upper: number = hi;
  const resolution = f.integer ? 1 : Math.max(EPS, RESOLUTION * upper);
  while (upper - lo > resolution) {
    const mid: number = f.integer ? Math.floor((lo + upper) / 2) : (lo + upper) / 2;
    const r = await at(mid);
    if (r === undefined) break;
    if ((r ?? 0) >= full - EPS) lo = mid;
    else {
      upper = mid;
      hiReward = r ?? 0;
    }
  }
  return { lastFull: sign * lo, firstBelow: { offset: sign * upper, reward: hiReward }, exhausted: false };
}

const round6 = (v: number) => Number(v.toPrecision(6));

export async function searchBoundaries(runner: ProbeRunner, shape: LedgerShape, full: number, judgeId: string): Promise<FieldBoundary[]> {
  // every field and direction searches at once: their steps share the runner's batches
  return Promise.all(
    timeFields(shape).map(async (f): Promise<FieldBoundary> => {
      const curve: { offset: number; reward: number }[] = [];
      const [up, down] = await Promise.all([
        searchDirection(runner, shape, f, 1, full, curve),
        searchDirection(runner, shape, f, -1, full, curve),
      ]);
      curve.sort((a, b) => a.offset - b.offset);
      const stated = toleranceFor(shape, f);
      const unit = f.unit === "frame" ? "frames" : (f.unit ?? "");
      const below = up.firstBelow ?? down.firstBelow;
      const lastFull = round6(Math.min(up.lastFull, -down.lastFull));
      return {
        field: f,
        found: up.firstBelow || down.firstBelow ? lastFull : null,
        result: {
          judgeId,
          name: `${f.name} offset`,
          tolerance: stated ? `stated: ${stated.text}` : "none stated",
          unit,
          lastFull,
          firstBelow: below ? { offset: round6(below.offset), reward: below.reward } : null,
          curve,
        },
      };
    }),
  );
}

/** Just inside and just outside each stated tolerance, with the verdict and its finding. */
export async function checkStatedTolerances(
  runner: ProbeRunner,
  shape: LedgerShape,
  full: number,
  judgeId: string,
): Promise<{ results: VerifierProbeDetails["tolerances"]; findings: AuditFinding[] }> {
  const results: VerifierProbeDetails["tolerances"] = [];
  const findings: AuditFinding[] = [];
  for (const f of timeFields(shape)) {
    const stated = toleranceFor(shape, f);
    const unit = f.unit ?? "";
    if (!stated) {
      results.push({ field: f.name, unit, stated: null, statedText: null, justInside: null, justOutside: null, verdict: "unstated" });
      continue;
    }
    // floating point: "within 0.5 s" on 3.7 -> 4.2 differs by 0.5000000000000004, so inside is a hair less
    const inside = f.integer ? stated.value : stated.value * (1 - 1e-6);
    const outside = f.integer ? stated.value + 1 : stated.value * (1 + OUTSIDE);
    const label = (d: number) => `${f.name} ${d > 0 ? "+" : ""}${d} (${stated.text})`;
    const points = [inside, -inside, outside, -outside];
    const rewards = await runner.score(
      points.map((d) => probe(shape, label(d), shifted(shape, shape.events, f, d))),
      `stated tolerance ${f.name}`,
    );
    const score = (r: number | null | undefined) => (r === undefined ? null : (r ?? 0));
    const justInside = minOf(score(rewards[0]), score(rewards[1]));
    const justOutside = maxOf(score(rewards[2]), score(rewards[3]));
    const narrower = justInside !== null && justInside < full - EPS;
    const wider = justOutside !== null && justOutside >= full - EPS;
    const verdict = narrower ? "narrower" : wider ? "wider" : "agrees";
    results.push({ field: f.name, unit, stated: stated.value, statedText: stated.text, justInside, justOutside, verdict });
    if (narrower)
      findings.push({
        kind: "probes",
        severity: "warn",
        code: "tolerance_narrower_than_stated",
        judgeId,
        message: `the instruction says "${stated.text}" (line ${stated.line}), but the oracle with ${f.name} moved by ${inside} ${unit} scores ${justInside.toFixed(4)} against ${full.toFixed(4)}: the verifier rejects answers the instruction accepts`,
        numbers: { stated: stated.value, reward: justInside, reference: full },
      });
    if (wider)
      findings.push({
        kind: "probes",
        severity: "warn",
        code: "tolerance_wider_than_stated",
        judgeId,
        message: `the instruction says "${stated.text}" (line ${stated.line}), but the oracle with ${f.name} moved by ${outside} ${unit} still scores ${justOutside.toFixed(4)}: the verifier accepts answers the instruction rules out`,
        numbers: { stated: stated.value, reward: justOutside, reference: full },
      });
  }
  return { results, findings };
}

function minOf(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}
function maxOf(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/** Independent per-event offsets, uniform within the found boundary and within twice it. */
export async function runJitter(
  runner: ProbeRunner,
  shape: LedgerShape,
  boundaries: readonly FieldBoundary[],
  seed: number,
): Promise<VerifierProbeDetails["jitter"]> {
  const plans = boundaries.flatMap((b) =>
    b.found === null || b.found <= 0
      ? []
      : (
          [
            ["within the boundary", 1],
            ["within twice the boundary", 2],
          ] as const
        ).map(([scale, k]) => ({
          b,
          scale,
          probes: Array.from({ length: JITTER_DRAWS }, (_, i) => {
            const rng = seededRng(jitterSeed(seed + 31 * k, i));
            const events = shape.events.map((e) => {
              const v = e[b.field.name];
              return typeof v === "number" ? { ...e, [b.field.name]: roundFor(b.field, v + (2 * rng() - 1) * k * (b.found ?? 0)) } : e;
            });
            return probe(shape, `${b.field.name} jitter ${scale} #${i + 1}`, events);
          }),
        })),
  );
  const results = await Promise.all(plans.map((p) => runner.score(p.probes, `jitter ${p.b.field.name}`)));
  return plans.flatMap((p, i) => {
    const rewards = results[i].filter((r) => r !== undefined).map((r) => r ?? 0);
    return rewards.length
      ? [
          {
            field: p.b.field.name,
            scale: p.scale,
            count: rewards.length,
            mean: rewards.reduce((a, c) => a + c, 0) / rewards.length,
            min: Math.min(...rewards),
          },
        ]
      : [];
  });
}
