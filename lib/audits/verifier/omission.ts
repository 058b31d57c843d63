// Omission through the verifier, per stored ledger: the ledger with each event withheld
// (leave-one-out), a search for the subset that scores highest (exact or beam,
// omission-search.ts; which one ran and how many subsets it scored is the result's note), and a
// curve of k % withheld at random. Whether a withheld event was a right answer is read from the oracle: the same labels
// and every time field within the boundary the offsets found (else the stated tolerance, else
// exact), one oracle event per answer. Same result shape and findings as the ported omission
// audit; withholding right answers that lifts a ledger from under the bar to it is a fail.
import { omissionFindings, type LeaveOneOut, type OmissionResult } from "../omission";
import { shuffled } from "../reward-sensitivity";
import { jitterSeed, seededRng } from "../rng";
import type { AuditFinding, AuditLedger, VerifierProbeDetails } from "../types";
import type { FieldBoundary } from "./boundaries";
import { labelFields, timeFields } from "./events";
import type { ProbeRunner } from "./runner";
import { findEventList, listAt, toleranceFor, type Event, type LedgerShape } from "./shape";
import { describeSearch, searchWithheld, type ScoreSubsets } from "./omission-search";
import { probe, type Probe } from "./submission";

const CURVE = [0.1, 0.25, 0.5];
const CURVE_SEEDS = 2;
/** the omission searches of all ledgers may take this share of the budget (at least 4 runs per event each) */
const SEARCH_SHARE = 0.25;

/** Runs one ledger's subset search may use: its share of the budget, at least what four greedy rounds took, never more than is left. */
export function searchAllowance(runner: Pick<ProbeRunner, "limit" | "left">, n: number, ledgerCount: number): number {
  return Math.min(runner.left, Math.max(4 * n + 8, Math.floor((runner.limit * SEARCH_SHARE) / Math.max(1, ledgerCount))));
}

const sameLabels = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? JSON.stringify([...a].map(String).sort()) === JSON.stringify([...b].map(String).sort()) : a === b;

/** For each ledger event, the oracle event it answers (one each, first come), or null. */
export function matchToOracle(shape: LedgerShape, events: readonly Event[], boundaries: readonly FieldBoundary[]): (number | null)[] {
  const labels = labelFields(shape);
  const times = timeFields(shape).map((f) => {
    const b = boundaries.find((x) => x.field.name === f.name);
    const tol = b ? (b.found ?? Infinity) : (toleranceFor(shape, f)?.value ?? 0);
    return { name: f.name, tol };
  });
  const taken = new Set<number>();
  return events.map((e) => {
    const j = shape.events.findIndex(
      (o, k) =>
        !taken.has(k) &&
        labels.every((f) => sameLabels(e[f.name], o[f.name])) &&
        times.every(
          (t) =>
            typeof e[t.name] === "number" &&
            typeof o[t.name] === "number" &&
            Math.abs(Number(e[t.name]) - Number(o[t.name])) <= t.tol + 1e-9,
        ),
    );
    if (j < 0) return null;
    taken.add(j);
    return j;
  });
}

interface LedgerList {
  shape: LedgerShape;
  events: Event[];
}

/** The ledger's own list (at the oracle's path, or a bare array) as a shape to write subsets in. */
export function ledgerList(oracleShape: LedgerShape, bytes: Uint8Array): LedgerList | string {
  let doc: unknown;
  try {
    doc = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (err) {
    return `not JSON: ${err instanceof Error ? err.message : String(err)}`;
  }
  const atPath = listAt(doc, oracleShape.listPath);
  const found = Array.isArray(atPath) ? { path: oracleShape.listPath, items: atPath } : findEventList(doc);
  if (!found) return "no list of events";
  const events = found.items.filter((x): x is Event => typeof x === "object" && x !== null && !Array.isArray(x));
  if (events.length !== found.items.length) return "the list holds entries that are not objects";
  return { shape: { ...oracleShape, document: doc, listPath: found.path }, events };
}

type Subset = (withheld: ReadonlySet<number>, label: string) => Probe;

/** The result before anything is scored: no predictions, nothing withheld. */
function emptyOmissionResult(ledger: AuditLedger, judgeId: string): OmissionResult {
  return {
    ledgerPath: ledger.path,
    label: ledger.label,
    judgeId,
    method: "none",
    predictions: 0,
    base: 0,
    best: 0,
    gain: 0,
    retained: 0,
    withheld: [],
    withheldMatched: 0,
    leaveOneOut: [],
  };
}

/** One probe per event: the ledger without it. */
function leaveOneOutProbes(events: readonly Event[], subset: Subset): Probe[] {
  return events.map((_, i) => subset(new Set([i]), `without #${i}`));
}

/** Scores sets of withheld events, as the withholding search asks for them. */
function withheldSetScorer(runner: ProbeRunner, subset: Subset, ledgerPath: string): ScoreSubsets {
  return (sets) =>
    runner.score(
      sets.map((s) => subset(new Set(s), `without #${s.join(", #")}`)),
      `omission ${ledgerPath}`,
    );
}

export async function auditLedgerOmission(
  runner: ProbeRunner,
  oracleShape: LedgerShape,
  ledger: AuditLedger,
  /** the offsets' boundaries (awaited only to say which withheld answers were right) */
  boundaries: Promise<readonly FieldBoundary[]>,
  judgeId: string,
  seed: number,
  /** how many ledgers share the budget's omission share */
  ledgerCount = 1,
): Promise<{ result: OmissionResult; curve: VerifierProbeDetails["omissionCurves"][number] | null }> {
  const empty = emptyOmissionResult(ledger, judgeId);
  const list = ledgerList(oracleShape, ledger.bytes);
  if (typeof list === "string") return { result: { ...empty, note: list }, curve: null };
  const { shape, events } = list;
  const n = events.length;
  const subset = (withheld: ReadonlySet<number>, label: string): Probe =>
    probe(
      shape,
      label,
      events.filter((_, i) => !withheld.has(i)),
    );
  const base = await runner.scoreOne(subset(new Set(), "as stored (re-written)"), `omission ${ledger.path}`);
  if (typeof base !== "number")
    return {
      result: { ...empty, predictions: n, note: base === null ? "the verifier did not score the ledger" : "not run (budget)" },
      curve: null,
    };
  const looScores = await runner.score(leaveOneOutProbes(events, subset), `omission ${ledger.path}`);
  const loo = looScores.flatMap((score, i) => (typeof score === "number" ? [{ i, score }] : []));
  // no event withheld was scored: nothing shows withholding never helps, so the ledger is not counted as checked
  if (n > 0 && loo.length === 0)
    return {
      result: {
        ...empty,
        predictions: n,
        base,
        best: base,
        retained: n,
        note: looScores.includes(null) ? "the verifier scored no leave-one-out submission" : "leave-one-out not run (budget)",
      },
      curve: null,
    };
  let leaveOneOut: LeaveOneOut[] = loo.map(({ i, score }) => ({ prediction: i, matchedEvent: null, score, delta: score - base }));
  const search = await searchWithheld(
    n,
    base,
    loo,
    withheldSetScorer(runner, subset, ledger.path),
    searchAllowance(runner, n, ledgerCount),
  );
  const { best } = search;
  const ids = search.withheld;
  const matched = matchToOracle(oracleShape, events, await boundaries);
  leaveOneOut = leaveOneOut.map((l) => ({ ...l, matchedEvent: matched[l.prediction] }));
  const result: OmissionResult = {
    ...empty,
    method: search.method,
    note: describeSearch(search, n),
    predictions: n,
    base,
    best,
    gain: best - base,
    retained: n - ids.length,
    withheld: ids,
    withheldMatched: ids.filter((i) => matched[i] !== null).length,
    leaveOneOut,
  };
  const points = await withheldCurve(runner, n, subset, seed, ledger.path);
  return { result, curve: { ledgerPath: ledger.path, points: [{ withheld: 0, mean: base, min: base, max: base }, ...points] } };
}

/** k % of the ledger's events withheld at random (CURVE_SEEDS draws each): mean, min and max reward per k. */
async function withheldCurve(
  runner: ProbeRunner,
  n: number,
  subset: Subset,
  seed: number,
  ledgerPath: string,
): Promise<{ withheld: number; mean: number; min: number; max: number }[]> {
  const curveProbes = n > 1 ? CURVE.flatMap((k) => Array.from({ length: CURVE_SEEDS }, (_, s) => ({ k, s }))) : [];
  const curveScores = await runner.score(
    curveProbes.map(({ k, s }) => {
      const order = shuffled(n, seededRng(jitterSeed(seed ^ 0x0a15, s)));
      return subset(new Set(order.slice(0, Math.max(1, Math.round(k * n)))), `${Math.round(k * 100)}% withheld (seed ${s})`);
    }),
    `omission curve ${ledgerPath}`,
  );
  const points = CURVE.flatMap((k) => {
    const rs = curveProbes.flatMap((p, i) => (p.k === k && typeof curveScores[i] === "number" ? [curveScores[i]] : []));
    return rs.length ? [{ withheld: k, mean: rs.reduce((a, b) => a + b, 0) / rs.length, min: Math.min(...rs), max: Math.max(...rs) }] : [];
  });
  return points;
}

/** The ported findings; withholding right answers that lifts the ledger from under the bar to it fails. */
export function verifierOmissionFindings(results: readonly OmissionResult[], bar: number): AuditFinding[] {
  return omissionFindings(results, bar).map((f) => {
    const r = results.find((x) => x.ledgerPath === f.ledgerPath && x.judgeId === f.judgeId);
    if (!r || f.code !== "omission_raises_score" || !(r.base < bar && r.best >= bar)) return f;
    return {
      ...f,
      severity: "fail",
      message: `${f.message}; this lifts the ledger from ${r.base.toFixed(4)} over the ${bar} bar to ${r.best.toFixed(4)}`,
    };
  });
}
