// Two ledgers scored against the same ground truth (same judge pairing), aligned event by event:
// expected event i of one run is expected event i of the other, because both index the same
// ground truth. Spurious predictions have no partner; they are counted and listed per side.
import type { JudgeEvent } from "@/lib/judges/types";

export interface SideCredit {
  verdict: JudgeEvent["verdict"];
  earned: number;
  available: number;
}

export interface CompareRow {
  /** ground-truth index */
  index: number;
  label: string;
  timeSec: number | null;
  a: SideCredit | null;
  b: SideCredit | null;
  /** verdicts or earned units differ */
  differs: boolean;
  /** b.earned - a.earned */
  delta: number;
}

export interface SideTotals {
  earned: number;
  available: number;
  full: number;
  partial: number;
  none: number;
  spurious: number;
}

const EPS = 1e-9;

function expectedByIndex(events: readonly JudgeEvent[]): Map<number, JudgeEvent> {
  const m = new Map<number, JudgeEvent>();
  for (const e of events) if (e.kind === "expected") m.set(e.index, e);
  return m;
}

const credit = (e: JudgeEvent | undefined): SideCredit | null =>
  e ? { verdict: e.verdict, earned: e.earned, available: e.available } : null;

export function compareRows(a: readonly JudgeEvent[], b: readonly JudgeEvent[]): CompareRow[] {
  const ea = expectedByIndex(a);
  const eb = expectedByIndex(b);
  const indices = [...new Set([...ea.keys(), ...eb.keys()])].sort((x, y) => x - y);
  return indices.map((index) => {
    const x = ea.get(index);
    const y = eb.get(index);
    const ref = (x ?? y)!;
    const delta = (y?.earned ?? 0) - (x?.earned ?? 0);
    return {
      index,
      label: ref.label,
      timeSec: typeof ref.timeSec === "number" && Number.isFinite(ref.timeSec) ? ref.timeSec : null,
      a: credit(x),
      b: credit(y),
      differs: !x || !y || x.verdict !== y.verdict || Math.abs(delta) > EPS,
      delta,
    };
  });
}

export function sideTotals(events: readonly JudgeEvent[]): SideTotals {
  const t: SideTotals = { earned: 0, available: 0, full: 0, partial: 0, none: 0, spurious: 0 };
  for (const e of events) {
    t.earned += e.earned;
    t.available += e.available;
    t[e.verdict]++;
  }
  return t;
}

export type CompareFilter = "all" | "differ" | "a-better" | "b-better";

export function filterCompareRows(rows: readonly CompareRow[], f: CompareFilter): CompareRow[] {
  switch (f) {
    case "all":
      return [...rows];
    case "differ":
      return rows.filter((r) => r.differs);
    case "a-better":
      return rows.filter((r) => r.delta < -EPS);
    case "b-better":
      return rows.filter((r) => r.delta > EPS);
  }
}
