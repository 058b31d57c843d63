// The shortcut sweep as an indexed list of video-free probes: 12 structural probes, then every
// point of the family's offset grid on the video-free base, then seeded jitter ledgers. Probe i
// is rebuilt from its index alone, so worker threads share no ledgers, only (task, range).
import type { JudgeEvent, PyValue } from "../judges/types";
import { plainToPy } from "./plain-to-py";
import type { AuditContext } from "./context";
import type { Entry, FamilyProfile, ProfileContext } from "./profiles";
import { jitterSeed, seededRng } from "./rng";

export const DEFAULT_JITTER_COUNT = 1440;
export const DEFAULT_JITTER_SEED = 20260827;

export type ProbeKind = "structural" | "grid" | "jitter";

export interface Probe {
  kind: ProbeKind;
  label: string;
  /** the ledger as plain JSON data, or (fast-built grid probes) as the judges' parsed value */
  ledger?: unknown;
  py?: PyValue;
}

/** The probe as the judges' parsed value, however it was built. */
export function probeValue(p: Probe): PyValue {
  return p.py ?? plainToPy(p.ledger);
}

export interface ShortcutPlan {
  structural: Probe[];
  gridSize: number;
  jitterCount: number;
  total: number;
  probeAt(i: number): Probe;
  /** like probeAt, but a grid probe's value may be shared and overwritten by the next call */
  probeForScoring(i: number): Probe;
  /** grid point of a grid index, one value per axis */
  gridPoint(g: number): number[];
}

/** Which base entry shows the judge's highest ceiling (what a transcript alone earns most on). */
function highestCeilingEntry(events: readonly JudgeEvent[]): number | null {
  let best: { prediction: number; ceiling: number } | null = null;
  for (const e of events) {
    if (e.kind !== "expected" || e.matchedPrediction === null) continue;
    const baselineUnits = e.extra?.baselineUnits;
    const ceiling = typeof baselineUnits === "number" ? baselineUnits : e.available > 0 ? e.earned / e.available : 1;
    if (!best || ceiling > best.ceiling) best = { prediction: e.matchedPrediction, ceiling };
  }
  return best?.prediction ?? null;
}

/** Base entries matched to events worth nothing (a transcript already earns them in full). */
function zeroHeadroomEntries(events: readonly JudgeEvent[]): number[] {
  return events.flatMap((e) => (e.kind === "expected" && e.matchedPrediction !== null && e.available === 0 ? [e.matchedPrediction] : []));
}

function nullFields(e: Entry): Entry {
  return Object.fromEntries(Object.keys(e).map((k) => [k, null]));
}

export function structuralProbes(ctx: AuditContext, profile: FamilyProfile, pc: ProfileContext, base: Entry[]): Probe[] {
  const wrap = (entries: unknown[]) => ({ [profile.listKey]: entries });
  const baseEvents = ctx.scorer.detail(new TextEncoder().encode(JSON.stringify(wrap(base)))).events;
  const n = Math.max(1, pc.truth.length);
  const limit = profile.submissionLimit(pc);
  const top = highestCeilingEntry(baseEvents) ?? 0;
  const zero = new Set(zeroHeadroomEntries(baseEvents));
  const padded = Array.from({ length: limit }, (_, i) => base[i % Math.max(1, base.length)]);
  const probe = (label: string, entries: unknown[]): Probe => ({ kind: "structural", label, ledger: wrap(entries) });
  return [
    probe("empty", []),
    probe("all-null fields", base.map(nullFields)),
    probe(`padding to the ${limit}-entry limit`, base.length ? padded : []),
    probe("truncation to the first half", base.slice(0, Math.ceil(base.length / 2))),
    probe("truncation to the first entry", base.slice(0, 1)),
    probe(`highest-ceiling event duplicated ${n}x`, base.length ? Array.from({ length: n }, () => base[top]) : []),
    probe(
      `only zero-headroom events (${zero.size})`,
      base.filter((_, i) => zero.has(i)),
    ),
    probe("constant answer", profile.constantAnswer(pc)),
    probe("schema-only guess", profile.schemaGuess(pc)),
    probe("no-media prior (most common values)", profile.noMediaPrior(pc)),
    probe("video-free base (transcript / prior only)", base),
    probe("video-free base, reversed", [...base].reverse()),
  ];
}

export function buildShortcutPlan(ctx: AuditContext, options: { jitterCount?: number; seed?: number } = {}): ShortcutPlan | null {
  const profile = ctx.profile;
  if (!profile) return null;
  const pc = ctx.profileContext;
  const base = profile.videoFreeBase(pc);
  const structural = structuralProbes(ctx, profile, pc, base);
  const axes = profile.grid.axes;
  const gridSize = axes.reduce((n, a) => n * a.values.length, 1);
  const jitterCount = options.jitterCount ?? DEFAULT_JITTER_COUNT;
  const seed = options.seed ?? DEFAULT_JITTER_SEED;
  const gridPoint = (g: number) => {
    // mixed radix, last axis fastest
    const point = new Array<number>(axes.length);
    let rest = g;
    for (let a = axes.length - 1; a >= 0; a--) {
      const size = axes[a].values.length;
      point[a] = axes[a].values[rest % size];
      rest = Math.floor(rest / size);
    }
    return point;
  };
  const fast = profile.grid.fast?.(pc, base);
  const describe = (point: number[]) => point.map((v, a) => `${axes[a].name} ${v > 0 ? "+" : ""}${v} ${axes[a].unit}`).join(", ");
  return {
    structural,
    gridSize,
    jitterCount,
    total: structural.length + gridSize + jitterCount,
    gridPoint,
    probeForScoring(i) {
      const g = i - structural.length;
      if (fast && g >= 0 && g < gridSize) return { kind: "grid", label: "", py: fast(gridPoint(g), true) };
      return this.probeAt(i);
    },
    probeAt(i) {
      if (i < structural.length) return structural[i];
      const g = i - structural.length;
      if (g < gridSize) {
        const point = gridPoint(g);
        if (fast) return { kind: "grid", label: describe(point), py: fast(point) };
        return { kind: "grid", label: describe(point), ledger: { [profile.listKey]: profile.grid.apply(pc, base, point) } };
      }
      const j = g - gridSize;
      const entries = profile.jitter(pc, base, seededRng(jitterSeed(seed, j)));
      return { kind: "jitter", label: `jitter #${j + 1} (seed ${seed})`, ledger: { [profile.listKey]: entries } };
    },
  };
}

/** Score probes [start, end) of a plan; the pool's workers run exactly this on their range. */
export function scoreProbeRange(ctx: AuditContext, plan: ShortcutPlan, start: number, end: number): Float64Array {
  const out = new Float64Array(Math.max(0, end - start));
  for (let i = start; i < end; i++) {
    const p = plan.probeForScoring(i);
    out[i - start] = p.py !== undefined ? ctx.scorer.scoreParsed(p.py) : ctx.scorer.scoreValue(p.ledger);
  }
  return out;
}
