// TEST-ONLY: an independent, literal reading of the spec (lib/judges/egocentric/SPEC.md, §2-§6
// and the addenda), written without looking at the
// port's modules: no index, no sparse alignment, no ids. It only shares the Python-JSON reader
// and Python's round() with the port. Used by heldout.test.ts to compare the port's whole
// output (reward object, key order, reason) on held-out-style mutations.
import { pyRound } from "../../py";
import { parsePyJson } from "../../pyjson";
import { PyDict, PyInt, type PyValue } from "../../types";

export interface RefAction {
  verb: string;
  nouns: string[];
  start: number;
  end: number;
}

export type RefVersion = "latest" | "lcs";

const TOLERANCE = 12;
const VIDEO_FRAMES = 25692n;
const MAX_ACTIONS = 2000;
const MAX_BYTES = 2_000_000;
const FIELDS = ["verb", "nouns", "start_frame", "end_frame"];

/** Python's TypeError on `x in some_set` when x is a list or dict. */
class Unhashable extends Error {}

function pyIn(x: PyValue, set: ReadonlySet<string>): boolean {
  if (Array.isArray(x)) throw new Unhashable("unhashable type: 'list'");
  if (x instanceof PyDict) throw new Unhashable("unhashable type: 'dict'");
  return typeof x === "string" && set.has(x);
}

/** The ground truth as the original reads it (a plain, already valid key). */
export function refGroundTruth(text: string): RefAction[] {
  const doc = JSON.parse(text) as { actions: { verb: string; nouns: string[]; start_frame: number; end_frame: number }[] };
  return doc.actions.map((a) => ({ verb: a.verb, nouns: a.nouns, start: a.start_frame, end: a.end_frame }));
}

type Level = "full" | "verb" | "boundary";

function matches(p: RefAction, g: RefAction, level: Level): boolean {
  if (Math.abs(p.start - g.start) > TOLERANCE || Math.abs(p.end - g.end) > TOLERANCE) return false;
  if (level === "boundary") return true;
  if (p.verb !== g.verb) return false;
  if (level === "verb") return true;
  const a = new Set(p.nouns);
  const b = new Set(g.nouns);
  return a.size === b.size && [...a].every((n) => b.has(n));
}

/** §5 latest: Kuhn's augmenting paths, predictions in order, GT ascending, fresh visited set. */
function kuhn(preds: RefAction[], gt: RefAction[], level: Level): number {
  const owner: number[] = gt.map(() => -1);
  const augment = (p: number, seen: boolean[]): boolean => {
    for (let g = 0; g < gt.length; g++) {
      if (seen[g] || !matches(preds[p], gt[g], level)) continue;
      seen[g] = true;
      if (owner[g] === -1 || augment(owner[g], seen)) {
        owner[g] = p;
        return true;
      }
    }
    return false;
  };
  let size = 0;
  for (let p = 0; p < preds.length; p++)
    if (
      augment(
        p,
        gt.map(() => false),
      )
    )
      size++;
  return size;
}

/** §5 lcs: the DP, cell by cell. */
function lcs(preds: RefAction[], gt: RefAction[], level: Level): number {
  let prev = new Array<number>(gt.length + 1).fill(0);
  for (const p of preds) {
    const row = new Array<number>(gt.length + 1).fill(0);
    for (let j = 1; j <= gt.length; j++) {
      row[j] = Math.max(prev[j], row[j - 1], matches(p, gt[j - 1], level) ? prev[j - 1] + 1 : -1);
    }
    prev = row;
  }
  return prev[gt.length];
}

/** §4: the first failing rule's text, or the action. `last` is the marker of rule 9. */
function checkEntry(item: PyValue, verbs: Set<string>, nouns: Set<string>, last: bigint): string | RefAction {
  if (!(item instanceof PyDict)) return "must be an object";
  if (!FIELDS.every((k) => item.has(k))) return "is missing required fields";
  const verb = item.get("verb") as PyValue;
  if (!pyIn(verb, verbs)) return "has a verb outside the vocabulary";
  const list = item.get("nouns") as PyValue;
  if (!Array.isArray(list) || list.length === 0) return "must list at least one noun";
  // §3.5 / A3: a list or dict element raises (the whole file is void); other types fail rule 5
  const known = list.map((n) => pyIn(n, nouns));
  if (known.includes(false)) return "has a noun outside the vocabulary";
  if (new Set(list as string[]).size !== list.length) return "repeats a noun";
  const s = item.get("start_frame");
  const e = item.get("end_frame");
  if (!(s instanceof PyInt) || !(e instanceof PyInt)) return "has non-integer frame numbers";
  if (!(0n <= s.value && s.value < e.value && e.value < VIDEO_FRAMES)) return "has frame numbers outside the video";
  if (s.value < last) return "is not in chronological order";
  return { verb: verb as string, nouns: list as string[], start: Number(s.value), end: Number(e.value) };
}

export interface RefResult {
  reward: Record<string, number>;
  reason: string;
}

export function refScore(version: RefVersion, gt: RefAction[], bytes: Uint8Array): RefResult {
  const verbs = new Set(gt.map((g) => g.verb));
  const nouns = new Set(gt.flatMap((g) => g.nouns));
  let predictedCount = 0;
  let preds: RefAction[] = [];
  let reason = "ok";

  const read = (): string | null => {
    if (bytes.length > MAX_BYTES) return `solution exceeds ${MAX_BYTES} bytes`;
    const parsed = parsePyJson(bytes);
    if (!parsed.ok) return parsed.message;
    const doc = parsed.value;
    if (!(doc instanceof PyDict) || !doc.has("actions")) return "solution must be an object containing actions";
    const list = doc.get("actions") as PyValue;
    if (!Array.isArray(list)) return "actions must be a list";
    if (list.length > MAX_ACTIONS) return `actions exceeds the maximum of ${MAX_ACTIONS}`;
    const messages: string[] = [];
    let last = -1n;
    try {
      list.forEach((item, i) => {
        const verdict = checkEntry(item, verbs, nouns, last);
        if (typeof verdict === "string") messages.push(`action ${i + 1} ${verdict}`);
        else {
          preds.push(verdict);
          last = BigInt(verdict.start);
        }
      });
    } catch (error) {
      if (error instanceof Unhashable) return error.message;
      throw error;
    }
    predictedCount = list.length;
    if (messages.length > 0) reason = messages.slice(0, 10).join("; ");
    return null;
  };
  const failure = read();
  if (failure !== null) {
    predictedCount = 0;
    preds = [];
    reason = `invalid solution: ${failure}`;
  }

  const pair = version === "latest" ? kuhn : lcs;
  const tp = pair(preds, gt, "full");
  const precision = predictedCount ? tp / predictedCount : 0;
  const recall = gt.length ? tp / gt.length : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const round6 = (x: number) => pyRound(x, 6);
  return {
    reward: {
      reward: round6(f1),
      ground_truth_actions: gt.length,
      predicted_actions: predictedCount,
      valid_predicted_actions: preds.length,
      invalid_predicted_actions: predictedCount - preds.length,
      true_positives: tp,
      false_positives: predictedCount - tp,
      false_negatives: gt.length - tp,
      precision: round6(precision),
      recall: round6(recall),
      f1: round6(f1),
      frame_tolerance: TOLERANCE,
      verb_and_boundary_matches: pair(preds, gt, "verb"),
      boundary_only_matches: pair(preds, gt, "boundary"),
    },
    reason,
  };
}
