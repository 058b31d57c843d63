// What a verifier writes beyond its reward, kept bounded: extra reward-file keys, the JSON files it
// leaves in /logs/artifacts, JSON on stdout. Where that holds per-item records (a list of objects
// with matched / expected / predicted / time fields) they become JudgeEvent[] by shape, so the
// inspector and compare show them as they do a port's breakdown. Pure; contributor output is
// hostile: walks are bounded in depth and nodes, stored text in bytes.
import type { EventField, JudgeEvent } from "../types";
import { isRecord } from "../../input/is-record";

export const DETAILS_MAX_BYTES = 256 * 1024;
const MAX_RECORDS = 5_000;
const MAX_NODES = 100_000;
const MAX_DEPTH = 6;
const LABEL_MAX = 80;

export interface VerifierDetails {
  /** reward.json keys besides "reward" */
  rewardKeys: Record<string, unknown>;
  /** /logs/artifacts/*.json by file name */
  artifacts: Record<string, unknown>;
  /** stdout as JSON (the whole of it, else its last line), null when it is not JSON */
  stdout: unknown;
  /** parts dropped to stay under DETAILS_MAX_BYTES, with their sizes */
  omitted: string[];
}

function stdoutJson(stdout: string): unknown {
  for (const candidate of [stdout, stdout.trim().split("\n").pop() ?? ""]) {
    const t = candidate.trim();
    if (!t.startsWith("{") && !t.startsWith("[")) continue;
    try {
      return JSON.parse(t);
    } catch {
      /* not JSON */
    }
  }
  return null;
}

// a document nested past what JSON.stringify can walk counts as over the bound
function size(v: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(v) ?? "");
  } catch {
    return Infinity;
  }
}

/** The run's details, each part dropped (and named in `omitted`) when keeping it would pass the bound. */
export function verifierDetailsOf(run: {
  rewardObject: Record<string, unknown> | null;
  artifacts: Record<string, unknown>;
  stdoutHead: string;
}): VerifierDetails {
  const rewardKeys = Object.fromEntries(Object.entries(run.rewardObject ?? {}).filter(([k]) => k !== "reward"));
  const parts: [string, unknown][] = [
    ["reward keys", rewardKeys],
    ...Object.entries(run.artifacts).map(([name, v]): [string, unknown] => [`artifacts/${name}`, v]),
    ["stdout", stdoutJson(run.stdoutHead)],
  ];
  const out: VerifierDetails = { rewardKeys: {}, artifacts: {}, stdout: null, omitted: [] };
  let used = 0;
  for (const [name, value] of parts) {
    const bytes = size(value);
    if (used + bytes > DETAILS_MAX_BYTES) {
      out.omitted.push(`${name} (${bytes} bytes)`);
      continue;
    }
    used += bytes;
    if (name === "reward keys") out.rewardKeys = rewardKeys;
    else if (name === "stdout") out.stdout = value;
    else out.artifacts[name.slice("artifacts/".length)] = value;
  }
  return out;
}

const EXPECTED_KEYS = ["expected", "gt", "truth", "reference", "ground_truth", "target"];
const PREDICTED_KEYS = ["predicted", "pred", "prediction", "submitted", "submission", "answer"];
const MATCHED_KEYS = ["matched", "match", "hit", "correct", "tp", "is_match"];
const CREDIT_KEYS = ["score", "credit", "earned"];
const LABEL_KEYS = ["label", "name", "type", "event", "action", "verb", "kind", "category", "id"];
const SECONDS_KEYS = ["t", "time", "time_s", "time_sec", "timestamp", "start", "start_s", "start_sec", "start_time", "sec", "seconds"];
const END_KEYS = ["end", "end_s", "end_sec", "end_time"];
const INDEX_KEYS = ["pred_index", "prediction_index", "matched_index", "matched_prediction"];

const pick = (o: Record<string, unknown>, keys: readonly string[]) => keys.find((k) => k in o);

/** How strongly a list of objects looks like per-item match records (0: not at all). */
function recordScore(list: unknown[]): number {
  const objects = list.filter(isRecord);
  if (objects.length === 0 || objects.length < list.length / 2) return 0;
  const sample = objects.slice(0, 50);
  const has = (keys: readonly string[]) => sample.filter((o) => pick(o, keys) !== undefined).length / sample.length;
  const sides = Math.max(has(EXPECTED_KEYS), has(PREDICTED_KEYS));
  const verdict = Math.max(has(MATCHED_KEYS), has(CREDIT_KEYS));
  return sides + verdict >= 1 ? (sides + verdict) * Math.log2(1 + objects.length) : 0;
}

/** The list of per-item records in the details (the best-scoring list of objects), with where it was found. */
export function findItemRecords(details: VerifierDetails): { path: string; records: Record<string, unknown>[] } | null {
  const found: { best: { path: string; records: Record<string, unknown>[]; score: number } | null } = { best: null };
  let nodes = 0;
  const walk = (value: unknown, path: string, depth: number) => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      const score = recordScore(value);
      if (score > 0 && (!found.best || score > found.best.score))
        found.best = { path, records: value.filter(isRecord).slice(0, MAX_RECORDS), score };
      for (const [i, v] of value.slice(0, 100).entries()) walk(v, `${path}[${i}]`, depth + 1);
    } else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k, depth + 1);
  };
  walk({ reward: details.rewardKeys, artifacts: details.artifacts, stdout: details.stdout }, "", 0);
  return found.best ? { path: found.best.path, records: found.best.records } : null;
}

function labelOf(...objects: (Record<string, unknown> | null)[]): string {
  for (const o of objects) {
    const key = o && pick(o, LABEL_KEYS);
    const v = key ? o[key] : undefined;
    if (typeof v === "string" || typeof v === "number") return String(v).slice(0, LABEL_MAX);
  }
  return "";
}

function secondsOf(keys: readonly string[], ...objects: (Record<string, unknown> | null)[]): number | null {
  for (const o of objects) {
    const key = o && pick(o, keys);
    const v = key ? o[key] : undefined;
    if (typeof v === "number" && Number.isFinite(v)) return v;
  }
  return null;
}

const scalar = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

function fieldsOf(expected: Record<string, unknown> | null, predicted: Record<string, unknown> | null): EventField[] {
  const names = [...new Set([...Object.keys(expected ?? {}), ...Object.keys(predicted ?? {})])].slice(0, 40);
  return names.map((name) => {
    const e = expected?.[name];
    const p = predicted?.[name];
    const shown = (v: unknown) => (v === undefined ? null : scalar(v) ? v : JSON.stringify(v).slice(0, 200));
    const verdict = !expected || !predicted ? "n/a" : JSON.stringify(e) === JSON.stringify(p) ? "ok" : "miss";
    return { name, expected: shown(e), predicted: shown(p), verdict };
  });
}

const side = (r: Record<string, unknown>, keys: readonly string[]) => {
  const key = pick(r, keys);
  const v = key ? r[key] : null;
  return isRecord(v) ? v : null;
};

/** Per-item records -> JudgeEvent[]: one expected event per record with an expected side, one spurious per prediction alone. */
export function itemRecordsToEvents(records: readonly Record<string, unknown>[]): JudgeEvent[] {
  let expectedIndex = 0;
  let spuriousIndex = 0;
  return records.slice(0, MAX_RECORDS).map((r) => {
    const expected = side(r, EXPECTED_KEYS);
    const predicted = side(r, PREDICTED_KEYS);
    const spurious = !expected && predicted !== null && !pick(r, LABEL_KEYS);
    const matchedKey = pick(r, MATCHED_KEYS);
    const creditKey = pick(r, CREDIT_KEYS);
    const credit = creditKey && typeof r[creditKey] === "number" ? Math.min(1, Math.max(0, r[creditKey])) : null;
    const matched = matchedKey ? Boolean(r[matchedKey]) : credit !== null ? credit >= 1 : predicted !== null;
    const earned = spurious ? 0 : (credit ?? (matched ? 1 : 0));
    const verdict: JudgeEvent["verdict"] = spurious ? "spurious" : earned >= 1 ? "full" : earned > 0 ? "partial" : "none";
    const indexKey = pick(r, INDEX_KEYS);
    const extra = Object.fromEntries(
      Object.entries(r)
        .filter(([k, v]) => scalar(v) && ![...MATCHED_KEYS, ...CREDIT_KEYS].includes(k))
        .slice(0, 20),
    );
    return {
      kind: spurious ? "spurious" : "expected",
      index: spurious ? spuriousIndex++ : expectedIndex++,
      matchedPrediction: indexKey && typeof r[indexKey] === "number" ? r[indexKey] : null,
      label: labelOf(expected, predicted, r),
      verdict,
      timeSec: secondsOf(SECONDS_KEYS, expected, predicted, r),
      endSec: secondsOf(END_KEYS, expected, predicted, r),
      earned,
      available: spurious ? 0 : 1,
      fields: fieldsOf(expected, predicted),
      ...(Object.keys(extra).length ? { extra } : {}),
    };
  });
}
