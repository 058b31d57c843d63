// TEST-ONLY: an independent, literal reading of the kart spec (lib/judges/kart/SPEC.md and
// /work/shared/judges/kart-race-telemetry-ledger-s1.md), written from those texts WITHOUT reading
// or importing the port's modules (no events, no quantities, no rank-stats, no hungarian.ts). It
// shares only the Python-JSON reader (../../pyjson) and Python's float()/round() (../../py) with
// the port, as the egocentric reference does. Slow and plain on purpose: every rule is spelled
// out where the spec states it, so the committed expectations of the spec tables can be traced
// to this file instead of to the port.
//
// Sections implemented, by function:
//   readV4 / readLatest  §3 reading, A1 UTF-8, A2 4300 digits, A4 top-level type names, A6
//   refNum               §4 num() = float(), TypeError/ValueError absent, OverflowError crash;
//                        §7 non-finite rejected in @f933449
//   refTau               §4 tau over GT-untied pairs, comparisons kept literally (NaN)
//   refAccuracyTerm      §4 max(0, 1 - |p - g| / max(1, 0.30 g)), Python max(0, NaN) = 0
//   v4Races              §4 positional pairing, §6/A3 crashes (len, KeyError 0), A5 non-objects
//   latestMatches        §7 time key, eligibility windows, costs, A7 conversion, A8/A9
//   refHungarian         §7 the e-maxx potentials method, strict '<', column scan order (A8)
//   refKart              §4/§5/§7 dims, renormalised reward, rounding and the details layout
import { pyFloat, pyRound } from "../../py";
import { parsePyJson, pyTypeName } from "../../pyjson";
import { PyDict, type PyValue } from "../../types";

export type RefKartVersion = "v4" | "latest";
export type RefCrashKind = "TypeError" | "KeyError" | "OverflowError";
/** Either the reference crashed (no reward file) or the reward.json object it wrote. */
export type RefKartOutcome = { crash: RefCrashKind } | { reward: { reward: number; details: Record<string, unknown> } };

export interface RefGroundTruth {
  hero: unknown;
  races: Record<string, number>[];
}

const FIELDS: Record<RefKartVersion, [string, number][]> = {
  v4: [
    ["items_collected", 0.3],
    ["times_exploded", 0.15],
    ["bananas_hit", 0.25],
    ["skid_time", 0.3],
  ],
  latest: [
    ["items_collected", 0.55],
    ["skid_time", 0.45],
  ],
};
const RELATIVE_TOLERANCE = 0.3;
const TOLERANCE_FLOOR = 1.0;
const TIME_TOLERANCE_S = 15.0;
const ELIGIBLE_BONUS = 1e6;
/** details.note is prose (compared as "a string"); the reference does not copy the original's text */
const NOTE = "spec reference (test-only)";

class RefCrash extends Error {
  constructor(readonly kind: RefCrashKind) {
    super(kind);
  }
}

export function refGroundTruth(text: string): RefGroundTruth {
  const doc = JSON.parse(text) as RefGroundTruth;
  return { hero: doc.hero, races: doc.races };
}

/** §4 num(): float(v), absent on TypeError/ValueError; OverflowError is not caught (crash). */
function refNum(v: PyValue | undefined, rejectNonFinite: boolean): number | null {
  if (v === undefined) return null; // dict.get -> None -> TypeError
  const f = pyFloat(v);
  if (!f.ok) {
    if (f.error === "OverflowError") throw new RefCrash("OverflowError");
    return null;
  }
  if (rejectNonFinite && !Number.isFinite(f.value)) return null;
  return f.value;
}

/** §4 tau: T counts GT-untied pairs; prediction ties count nothing; (0, 0) below two pairs. */
export function refTau(pairs: [number, number][]): { tau: number; t: number } {
  if (pairs.length < 2) return { tau: 0, t: 0 };
  let t = 0;
  let c = 0;
  let d = 0;
  for (let i = 0; i < pairs.length; i++) {
    for (let j = i + 1; j < pairs.length; j++) {
      const dg = pairs[i][0] - pairs[j][0];
      if (dg === 0) continue;
      t += 1;
      const dp = pairs[i][1] - pairs[j][1];
      if (dp === 0) continue;
      if (dg > 0 === dp > 0) c += 1;
      else d += 1;
    }
  }
  if (t === 0) return { tau: 0, t: 0 };
  return { tau: (c - d) / t, t };
}

/** Python max(a, b) keeps a unless b > a (so max(0, NaN) is 0). */
const pyMax2 = (a: number, b: number) => (b > a ? b : a);

export function refAccuracyTerm(g: number, p: number): number {
  return pyMax2(0, 1 - Math.abs(p - g) / pyMax2(TOLERANCE_FLOOR, RELATIVE_TOLERANCE * g));
}

const unreadable = (message: string) => `unreadable solution.json: ${message}`;

/** §3: parse, then races = doc.get("races", []); `failure` is the reason when that raised. */
function readRaces(bytes: Uint8Array): { races: PyValue; failure: string | null } {
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) return { races: [], failure: unreadable(parsed.message) };
  const doc = parsed.value;
  if (!(doc instanceof PyDict)) return { races: [], failure: unreadable(`'${pyTypeName(doc)}' object has no attribute 'get'`) };
  return { races: doc.has("races") ? (doc.get("races") as PyValue) : [], failure: null };
}

/** §3.4 (v4): a non-list races sets the reason but is kept as is. */
function readV4(bytes: Uint8Array): { races: PyValue; reason: string } {
  const { races, failure } = readRaces(bytes);
  if (failure !== null) return { races, reason: failure };
  return { races, reason: Array.isArray(races) ? "ok" : unreadable("races is not a list") };
}

/** §7/A6 (latest): a non-list races becomes [] with its own reason (no "unreadable" prefix). */
function readLatest(bytes: Uint8Array): { races: PyValue[]; reason: string } {
  const { races, failure } = readRaces(bytes);
  if (failure !== null) return { races: [], reason: failure };
  if (!Array.isArray(races)) return { races: [], reason: "races was not a list; normalized to []" };
  return { races, reason: "ok" };
}

/** §6/A3: Python's len(races) and races[i] on whatever races is. */
function pyLen(races: PyValue): number {
  if (Array.isArray(races)) return races.length;
  if (typeof races === "string") return [...races].length;
  if (races instanceof PyDict) return races.entries.size;
  throw new RefCrash("TypeError"); // object of type 'NoneType' / 'int' / 'float' / 'bool' has no len()
}

function pyItem(races: PyValue, i: number): PyValue {
  if (Array.isArray(races)) return races[i];
  if (typeof races === "string") return [...races][i];
  throw new RefCrash("KeyError"); // a dict indexed with the int 0 (even {"0": ...})
}

const EMPTY = new PyDict();
const asObject = (v: PyValue | undefined) => (v instanceof PyDict ? v : EMPTY); // A5

/** §4: prediction i pairs with GT race i for i < min(|G|, |P|). Index = GT race. */
function v4Races(gt: RefGroundTruth, races: PyValue): (PyDict | null)[] {
  const m = Math.min(gt.races.length, pyLen(races));
  return gt.races.map((_g, i) => (i < m ? asObject(pyItem(races, i)) : null));
}

/** §7: the time is t, else t_start, else time, by key presence (a present null t is used). */
function timeOf(entry: PyValue): number | null {
  if (!(entry instanceof PyDict)) return null;
  const key = ["t", "t_start", "time"].find((k) => entry.has(k));
  return key === undefined ? null : refNum(entry.get(key), true);
}

/** e-maxx Hungarian on a square matrix, 1-based inside; returns the column of each row. */
export function refHungarian(a: number[][]): number[] {
  const n = a.length;
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const p = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(n + 1).fill(Infinity);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0];
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = a[i0 - 1][j - 1] - u[i0] - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[p[j]] += delta;
          v[j] -= delta;
        } else minv[j] -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0];
      p[j0] = p[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
  const columnOf = new Array<number>(n).fill(-1);
  for (let j = 1; j <= n; j++) if (p[j] !== 0) columnOf[p[j] - 1] = j - 1;
  return columnOf;
}

/** §7: the matched prediction of each GT race (null when its column is padding or ineligible). */
function latestMatches(gt: RefGroundTruth, races: PyValue[]): (PyDict | null)[] {
  const times = races.map(timeOf); // A7: every prediction's time is converted
  const eligible = (g: Record<string, number>, t: number | null) =>
    t !== null && g.t_start - TIME_TOLERANCE_S <= t && t <= g.t_end + TIME_TOLERANCE_S;
  const k = Math.max(gt.races.length, races.length);
  const cost = Array.from({ length: k }, (_r, i) =>
    Array.from({ length: k }, (_c, j) => {
      const g = gt.races[i];
      const t = times[j];
      if (g === undefined || j >= races.length || !eligible(g, t)) return 0;
      const mid = (g.t_start + g.t_end) / 2;
      const inside = g.t_start <= t! && t! <= g.t_end;
      const c = inside ? Math.abs(t! - mid) : Math.abs(t! - mid) + (g.t_end - g.t_start) + TIME_TOLERANCE_S;
      return c - ELIGIBLE_BONUS;
    }),
  );
  const columnOf = refHungarian(cost);
  return gt.races.map((g, i) => {
    const j = columnOf[i];
    return j < races.length && eligible(g, times[j]) ? (races[j] as PyDict) : null;
  });
}

function dimsOf(version: RefKartVersion, gt: RefGroundTruth, paired: (PyDict | null)[]) {
  const dims: Record<string, Record<string, unknown>> = {};
  let weighted = 0;
  let weights = 0;
  for (const [field, weight] of FIELDS[version]) {
    const pairs: [number, number][] = [];
    gt.races.forEach((g, i) => {
      const pred = paired[i];
      if (pred === null || !(field in g)) return;
      const p = refNum(pred.get(field), version === "latest");
      if (p !== null) pairs.push([g[field], p]);
    });
    const { tau, t } = refTau(pairs);
    const terms = pairs.reduce((sum, [g, p]) => sum + refAccuracyTerm(g, p), 0);
    const accuracy = version === "v4" ? (pairs.length ? terms / pairs.length : 0) : terms / gt.races.length;
    const varies = new Set(gt.races.filter((g) => field in g).map((g) => g[field])).size > 1;
    const score = pyMax2(0, tau) * accuracy;
    if (varies) {
      weighted += weight * score;
      weights += weight;
    }
    const round = (x: number) => pyRound(x, 4);
    dims[field] =
      version === "v4"
        ? { tau: round(tau), accuracy: round(accuracy), score: round(score), n_pairs: t, gt_varies: varies }
        : {
            tau: round(tau),
            accuracy: round(accuracy),
            score: round(score),
            n_pairs: t,
            coverage: round(pairs.length / gt.races.length),
            gt_varies: varies,
          };
  }
  return { dims, reward: weights > 0 ? pyMax2(0, weighted / weights) : 0 };
}

export function refKart(version: RefKartVersion, gt: RefGroundTruth, bytes: Uint8Array): RefKartOutcome {
  const weights = Object.fromEntries(FIELDS[version]);
  try {
    if (version === "v4") {
      const { races, reason } = readV4(bytes);
      const predicted = pyLen(races);
      const { dims, reward } = dimsOf(version, gt, v4Races(gt, races));
      const details = { reason, hero: gt.hero, n_races: gt.races.length, n_predicted_races: predicted, dims, weights, note: NOTE };
      return { reward: { reward: pyRound(reward, 4), details } };
    }
    const { races, reason } = readLatest(bytes);
    const matched = latestMatches(gt, races);
    const nMatched = matched.filter((m) => m !== null).length;
    const { dims, reward } = dimsOf(version, gt, matched);
    const details = {
      reason,
      hero: gt.hero,
      n_races: gt.races.length,
      n_predicted_races: races.length,
      n_time_matched: nMatched,
      coverage: pyRound(nMatched / gt.races.length, 4),
      time_tol_s: TIME_TOLERANCE_S,
      dims,
      weights,
      note: NOTE,
    };
    return { reward: { reward: pyRound(reward, 4), details } };
  } catch (error) {
    if (error instanceof RefCrash) return { crash: error.kind };
    throw error;
  }
}
