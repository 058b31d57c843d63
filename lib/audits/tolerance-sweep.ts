// Tolerance sweep: the reward of every stored ledger as one judge tolerance varies (passed as a
// judge option; the defaults are the original judge's values). Answers "which tolerance makes an
// honest partial solve score" and "does the answer stay below the bar if the tolerance widens".
import type { JudgeDefinition } from "../judges/types";
import type { AuditContext } from "./context";
import type { AuditFinding, AuditLedger } from "./types";

export interface TolerancePoint {
  label: string;
  /** the options patch passed to prepare */
  patch: Record<string, number>;
  /** the number plotted on the x axis (the value, or the first key's value for a joint axis) */
  x: number;
  isDefault: boolean;
}

export interface ToleranceAxis {
  key: string;
  label: string;
  unit: string;
  points: TolerancePoint[];
}

export interface ToleranceSweepResult {
  judgeId: string;
  axis: ToleranceAxis;
  ledgers: { path: string; label: string; rewards: number[] }[];
  gateLines: { label: string; value: number }[];
}

/** The descriptor list a judge publishes (lib/judges ToleranceDescriptor), read defensively. */
interface Descriptor {
  key: string;
  label: string;
  unit: string;
  default: number;
  sweep: { min: number; max: number; step: number };
  integer?: boolean;
}

/**
 * Joint axes a family argues about: several tolerances moved together. FlightGear's
 * observability argument: the old 25 ft / 2° / 2 kt snapshot bands against the 100/8/3 capture
 * band the instruction uses.
 */
const JOINT_AXES: { keys: string[]; label: string; unit: string; points: number[][] }[] = [
  {
    keys: ["stateFeet", "stateDegrees", "stateKnots"],
    label: "snapshot bands ft/deg/kt",
    unit: "ft/deg/kt",
    points: [
      [25, 2, 2],
      [50, 4, 2],
      [75, 6, 3],
      [100, 8, 3],
      [150, 12, 4],
      [200, 16, 6],
    ],
  },
];

// a non-integer axis gets at most this many points: each point is one prepare (FlightGear: its transcript ceiling)
const MAX_POINTS = 13;

function descriptorsOf(judge: JudgeDefinition): readonly Descriptor[] {
  // a judge loaded from an older build may lack the list
  const list: unknown = judge.tolerances;
  return Array.isArray(list) ? judge.tolerances : [];
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/** Sweep axes: one per tolerance the judge takes as an option, plus the family's joint axes. */
export function toleranceAxes(judge: JudgeDefinition, taskOptions: Record<string, unknown> = {}): ToleranceAxis[] {
  const descriptors = descriptorsOf(judge);
  const current = (d: Descriptor) => {
    const v = taskOptions[d.key];
    return typeof v === "number" ? v : d.default;
  };
  const axes: ToleranceAxis[] = descriptors.map((d) => {
    const { min, max } = d.sweep;
    // whole-number tolerances (frames) are swept at every value, so a claim about one frame count can be read off
    const step = d.integer ? Math.max(1, d.sweep.step) : Math.max(d.sweep.step, (max - min) / (MAX_POINTS - 1));
    const values = new Set<number>();
    for (let v = min; v <= max + 1e-9; v += step) values.add(round6(d.integer ? Math.round(v) : v));
    values.add(current(d));
    const sorted = [...values].sort((a, b) => a - b);
    return {
      key: d.key,
      label: d.label,
      unit: d.unit,
      points: sorted.map((v) => ({ label: String(v), patch: { [d.key]: v }, x: v, isDefault: v === current(d) })),
    };
  });
  const keys = new Set(descriptors.map((d) => d.key));
  for (const joint of JOINT_AXES) {
    if (!joint.keys.every((k) => keys.has(k))) continue;
    const defaults = joint.keys.map((k) => current(descriptors.find((d) => d.key === k)!));
    axes.push({
      key: joint.keys.join("+"),
      label: joint.label,
      unit: joint.unit,
      points: joint.points.map((p) => ({
        label: p.join("/"),
        patch: Object.fromEntries(joint.keys.map((k, i) => [k, p[i]])),
        x: p[0],
        isDefault: p.every((v, i) => v === defaults[i]),
      })),
    });
  }
  return axes;
}

export function toleranceSweep(ctx: AuditContext, axis: ToleranceAxis, ledgers: readonly AuditLedger[], bar: number): ToleranceSweepResult {
  const scorers = axis.points.map((p) => ctx.scorer.withOptions(p.patch));
  return {
    judgeId: ctx.judge.id,
    axis,
    ledgers: ledgers.map((l) => ({ path: l.path, label: l.label, rewards: scorers.map((s) => s.scoreBytes(l.bytes)) })),
    gateLines: [
      { label: "strong-agent bar", value: bar },
      { label: "ablation max", value: 0.15 },
    ],
  };
}

/** Per ledger: where, past the default, it first reaches the bar (or that it never does). */
export function toleranceFindings(r: ToleranceSweepResult): AuditFinding[] {
  const bar = r.gateLines[0].value;
  const d = r.axis.points.findIndex((p) => p.isDefault);
  return r.ledgers.flatMap((l): AuditFinding[] => {
    if (d < 0 || l.rewards[d] >= bar) return [];
    const wider = r.axis.points.map((p, i) => ({ p, reward: l.rewards[i] })).slice(d + 1);
    const crossing = wider.find((w) => w.reward >= bar);
    const below = wider.filter((w) => w.reward < bar).map((w) => w.p.label);
    if (!crossing) {
      return [
        {
          kind: "sweep",
          severity: "info",
          code: "tolerance_stays_below_bar",
          judgeId: r.judgeId,
          ledgerPath: l.path,
          message: `${l.label} stays below ${bar.toFixed(2)} at every wider ${r.axis.label} tried (${below.join(", ")})`,
          numbers: { atDefault: l.rewards[d] },
        },
      ];
    }
    const idx = r.axis.points.indexOf(crossing.p);
    return [
      {
        kind: "sweep",
        severity: "info",
        code: "tolerance_crosses_bar",
        judgeId: r.judgeId,
        ledgerPath: l.path,
        message: `${l.label}: ${l.rewards[d].toFixed(4)} at the default ${r.axis.label}; first reaches ${bar.toFixed(2)} at ${crossing.p.label} (${crossing.reward.toFixed(4)})${below.length ? `; below it at ${below.join(", ")}` : ""}`,
        numbers: { atDefault: l.rewards[d], crossingX: r.axis.points[idx].x, crossingReward: crossing.reward },
      },
    ];
  });
}
