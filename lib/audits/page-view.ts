// Stored suite result -> what the Audits page's components show: omission rows with inspector
// links at the withheld events, sweep charts, heatmaps, probe summaries, the version table.
import { dedupeNotes } from "./dedupe-notes";
import { storedPathOf } from "./diagnostic-ledgers";
import type { StoredSuiteResult } from "./serialize";

/** Reward vs fraction of events right (mean and range over seeds), the bar, the blind-guess numbers. */
export interface SensitivityChartData {
  judgeId: string;
  bar: number;
  points: { percent: number; mean: number; min: number; max: number }[];
  barReachedAt: number | null;
  blindGuess: { count: number; mean: number; p95: number };
}

export interface AuditsPageView {
  judges: {
    judgeId: string;
    isPrimary: boolean;
    notes: string[];
    omission: {
      ledgerPath: string;
      label: string;
      judgeId: string;
      method: string;
      base: number;
      best: number;
      retained: number;
      predictions: number;
      withheldMatched: number;
      /** withheld matched answers: prediction number (1-based) and the ground-truth event it answered */
      events: { prediction: number; event: number }[];
      /** the inspector URL for this ledger (null when the ledger is a derived diagnostic with no row) */
      inspectorHref: string | null;
      note?: string;
    }[];
    probes: {
      judgeId: string;
      total: number;
      gridSize: number;
      jitterCount: number;
      max: number;
      maxProbe: { kind: string; label: string };
      aboveBar: number;
      bar: number;
      structural: { label: string; reward: number }[];
      boundaries: {
        name: string;
        tolerance: string;
        unit: string;
        lastFull: number;
        firstBelow: { offset: number; reward: number } | null;
      }[];
    } | null;
    heatmaps: { title: string; xAxis: string; yAxis: string; x: number[]; y: number[]; cells: number[][] }[];
    sweeps: {
      title: string;
      unit: string;
      points: { label: string; x: number; isDefault: boolean }[];
      ledgers: { label: string; rewards: number[]; countsTowardGate: boolean }[];
      gateLines: { label: string; value: number }[];
    }[];
    sensitivity: SensitivityChartData | null;
    /** generic verifier audits: the oracle respelled, each variant's reward against the oracle's */
    alternatives: { variant: string; reward: number | null; reference: number; rejected: boolean; note?: string }[];
    /** generic verifier audits: the shape probed, stated vs found tolerances, wrong answers, the budget */
    verifier: NonNullable<StoredSuiteResult["pairings"][number]["verifier"]> | null;
  }[];
  versions: StoredSuiteResult["versions"] | null;
}

type StoredPairing = StoredSuiteResult["pairings"][number];

/** The shortcut probes' summary with the boundary search beside it (null when the probes did not run). */
function probesOf(p: StoredPairing): AuditsPageView["judges"][number]["probes"] {
  return p.shortcut
    ? {
        judgeId: p.judgeId,
        total: p.shortcut.total,
        gridSize: p.shortcut.gridSize,
        jitterCount: p.shortcut.jitterCount,
        max: p.shortcut.max,
        maxProbe: { kind: p.shortcut.maxProbe.kind, label: p.shortcut.maxProbe.label },
        aboveBar: p.shortcut.aboveBar,
        bar: p.shortcut.bar,
        structural: p.shortcut.structural,
        boundaries: (p.boundaries ?? []).map(({ name, tolerance, unit, lastFull, firstBelow }) => ({
          name,
          tolerance,
          unit,
          lastFull,
          firstBelow,
        })),
      }
    : null;
}

/** The oracle's reward surface and the shortcut grid, each when the audit produced it. */
function heatmapsOf(p: StoredPairing): AuditsPageView["judges"][number]["heatmaps"] {
  return [
    ...(p.surface
      ? [
          {
            title: "Oracle reward surface",
            xAxis: `${p.surface.xAxis} (${p.surface.xUnit})`,
            yAxis: `${p.surface.yAxis} (${p.surface.yUnit})`,
            x: p.surface.x,
            y: p.surface.y,
            cells: p.surface.cells,
          },
        ]
      : []),
    ...(p.shortcut?.gridHeatmap
      ? [
          {
            title: "Shortcut grid (max over the other offsets)",
            xAxis: p.shortcut.gridHeatmap.xAxis,
            yAxis: p.shortcut.gridHeatmap.yAxis,
            x: p.shortcut.gridHeatmap.x,
            y: p.shortcut.gridHeatmap.y,
            cells: p.shortcut.gridHeatmap.cells,
          },
        ]
      : []),
  ];
}

/** Reward vs percent of events right, for the chart (null when the family has no wrong-event rule). */
function sensitivityOf(p: StoredPairing): AuditsPageView["judges"][number]["sensitivity"] {
  return p.sensitivity
    ? {
        judgeId: p.judgeId,
        bar: p.sensitivity.bar,
        points: p.sensitivity.points.map((pt) => ({
          percent: Math.round(pt.fractionCorrect * 100),
          mean: pt.mean,
          min: pt.min,
          max: pt.max,
        })),
        barReachedAt: p.sensitivity.barReachedAt,
        blindGuess: { count: p.sensitivity.blindGuess.count, mean: p.sensitivity.blindGuess.mean, p95: p.sensitivity.blindGuess.p95 },
      }
    : null;
}

/**
 * `ledgerIds` maps a stored ledger path to its id; `pairingIds` a judge id to its pairing id,
 * so a link opens the inspector under the judge the finding is about; `gateLedgerPaths` the stored
 * ledgers an official agent or ablation row cites (drawn bold in the sweeps, the rest faded).
 */
export function auditsPageView(
  taskId: string,
  result: StoredSuiteResult,
  ledgerIds: ReadonlyMap<string, string>,
  pairingIds: ReadonlyMap<string, string>,
  gateLedgerPaths: ReadonlySet<string> = new Set(),
): AuditsPageView {
  const inspector = (path: string, judgeId: string) => {
    const id = ledgerIds.get(storedPathOf(path));
    if (!id || path !== storedPathOf(path)) return null;
    const pairing = pairingIds.get(judgeId);
    return `/tasks/${encodeURIComponent(taskId)}/ledgers/${encodeURIComponent(id)}${pairing ? `?judge=${encodeURIComponent(pairing)}` : ""}`;
  };
  return {
    judges: dedupeNotes(
      result.pairings.map((p) => ({
        judgeId: p.judgeId,
        isPrimary: p.isPrimary,
        notes: p.notes,
        omission: (p.omission ?? []).map((o) => ({
          ledgerPath: o.ledgerPath,
          label: o.label,
          judgeId: o.judgeId,
          method: o.method,
          base: o.base,
          best: o.best,
          retained: o.retained,
          predictions: o.predictions,
          withheldMatched: o.withheldMatched,
          events: o.leaveOneOut.flatMap((l) =>
            o.withheld.includes(l.prediction) && l.matchedEvent !== null ? [{ prediction: l.prediction + 1, event: l.matchedEvent }] : [],
          ),
          inspectorHref: inspector(o.ledgerPath, p.judgeId),
          ...(o.note ? { note: o.note } : {}),
        })),
        probes: probesOf(p),
        heatmaps: heatmapsOf(p),
        sensitivity: sensitivityOf(p),
        alternatives: p.alternatives ?? [],
        verifier: p.verifier ?? null,
        sweeps: (p.sweeps ?? []).map((s) => ({
          title: s.axis.label,
          unit: s.axis.unit,
          points: s.axis.points.map(({ label, x, isDefault }) => ({ label, x, isDefault })),
          ledgers: s.ledgers.map(({ path, label, rewards }) => ({ label, rewards, countsTowardGate: gateLedgerPaths.has(path) })),
          gateLines: s.gateLines,
        })),
      })),
    ),
    versions: result.versions ?? null,
  };
}
