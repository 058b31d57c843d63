// Tolerance sweep: the reward of every stored ledger as one judge tolerance varies (passed as a
// judge option; the defaults are the original judge's values). Answers "which tolerance makes an
// honest partial solve score" and "does the answer stay below the bar if the tolerance widens".
import type { JudgeDefinition } from "../judges/types";
import type { AuditContext } from "./context";
import type { AuditFinding, AuditLedger } from "./types";

export interface TolerancePoint {
  label: string;
  /** the option value passed to prepare */
  value: number | Record<string, number>;
  /** the number plotted on the x axis (the value, or the joint scale factor) */
  x: number;
  isDefault: boolean;
}

export interface ToleranceAxis {
  key: string;
  label: string;
  points: TolerancePoint[];
}

export interface ToleranceSweepResult {
  judgeId: string;
  axis: ToleranceAxis;
  ledgers: { path: string; label: string; rewards: number[] }[];
  gateLines: { label: string; value: number }[];
}

const FACTORS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3];

function isNumberRecord(v: unknown): v is Record<string, number> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).length > 0 && Object.values(v).every((x) => typeof x === "number");
}

/** Named sweep points a family argues about, when the judge takes that option. */
const NAMED_POINTS: Record<string, Record<string, number>[]> = {
  // the FlightGear observability argument: 25/2/2 (the old bands) -> 100/8/3 (the capture band)
  stateTolerance: [
    { feet: 25, degrees: 2, knots: 2 },
    { feet: 50, degrees: 4, knots: 2 },
    { feet: 75, degrees: 6, knots: 3 },
    { feet: 100, degrees: 8, knots: 3 },
    { feet: 150, degrees: 12, knots: 4 },
    { feet: 200, degrees: 16, knots: 6 },
  ],
};

/** The judge's tolerance options (keys naming a tolerance in its defaultOptions), as sweep axes. */
export function toleranceAxes(judge: JudgeDefinition, taskOptions: Record<string, unknown> = {}): ToleranceAxis[] {
  const defaults = { ...judge.defaultOptions, ...taskOptions };
  const axes: ToleranceAxis[] = [];
  for (const [key, value] of Object.entries(defaults)) {
    if (!/tolerance/i.test(key)) continue;
    if (typeof value === "number" && Number.isFinite(value)) {
      const points: TolerancePoint[] = [];
      if (Number.isInteger(value)) {
        const top = Math.max(4, value * 2);
        const step = Math.max(1, Math.ceil(top / 24));
        for (let v = 0; v <= top; v += step) points.push({ label: String(v), value: v, x: v, isDefault: v === value });
        if (!points.some((p) => p.isDefault)) points.push({ label: String(value), value, x: value, isDefault: true });
        points.sort((a, b) => a.x - b.x);
      } else {
        for (const f of FACTORS) points.push({ label: String(value * f), value: value * f, x: value * f, isDefault: f === 1 });
      }
      axes.push({ key, label: key, points });
    } else if (isNumberRecord(value)) {
      const named = NAMED_POINTS[key]?.filter((p) => Object.keys(p).every((k) => k in value));
      const list = named && named.length ? named : FACTORS.map((f) => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v * f])));
      const first = Object.keys(value)[0];
      const points = list.map((p) => ({
        label: Object.values(p).join("/"),
        value: p,
        x: p[first] / value[first],
        isDefault: Object.entries(value).every(([k, v]) => p[k] === v),
      }));
      axes.push({ key, label: `${key} (${Object.keys(value).join("/")})`, points });
    }
  }
  return axes;
}

export function toleranceSweep(ctx: AuditContext, axis: ToleranceAxis, ledgers: readonly AuditLedger[], bar: number): ToleranceSweepResult {
  const scorers = axis.points.map((p) => ctx.scorer.withOptions({ [axis.key]: p.value }));
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
      return [{ kind: "sweep", severity: "info", code: "tolerance_stays_below_bar", judgeId: r.judgeId, ledgerPath: l.path, message: `${l.label} stays below ${bar.toFixed(2)} at every wider ${r.axis.label} tried (${below.join(", ")})`, numbers: { atDefault: l.rewards[d] } }];
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
