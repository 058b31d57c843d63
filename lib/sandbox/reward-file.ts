// Reading what a verifier wrote: /logs/verifier/reward.json (an object with a numeric "reward",
// or a bare number) or reward.txt (a bare number). Pure; Python's float syntax, strictly.
import { isRecord } from "../input/is-record";
import { LOGS_FILE_MAX } from "./logs-stream";
export type RewardRead =
  | { ok: true; reward: number; rewardObject: Record<string, unknown>; rewardText: string; source: "reward.json" | "reward.txt" }
  | { ok: false; reason: string };

const NUMBER = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

export function parseJsonLoose(text: string): unknown {
  // Python's json.dumps writes NaN / Infinity for non-finite floats: read them as such
  return JSON.parse(text.replace(/(?<=[:\[,]\s*)(-?Infinity|NaN)(?=\s*[,\]}])/g, '"__py_$1"'), (_k, v) =>
    v === "__py_NaN" ? NaN : v === "__py_Infinity" ? Infinity : v === "__py_-Infinity" ? -Infinity : v,
  );
}

export function readRewardFiles(json: Uint8Array | null, txt: Uint8Array | null): RewardRead {
  if (json !== null) {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(json);
    } catch {
      return { ok: false, reason: "reward.json is not valid UTF-8" };
    }
    let value: unknown;
    try {
      value = parseJsonLoose(text);
    } catch (e) {
      return { ok: false, reason: `reward.json is not JSON: ${e instanceof Error ? e.message : e}` };
    }
    if (typeof value === "number") return finite(value, { reward: value }, text, "reward.json");
    if (!isRecord(value)) return { ok: false, reason: 'reward.json must be an object with a numeric "reward" (or a bare number)' };
    const r = value.reward;
    if (typeof r !== "number")
      return { ok: false, reason: `reward.json has no numeric "reward" (got ${r === undefined ? "none" : JSON.stringify(r)})` };
    return finite(r, value, text, "reward.json");
  }
  if (txt !== null) {
    const text = new TextDecoder().decode(txt);
    if (!NUMBER.test(text)) return { ok: false, reason: `reward.txt is not a bare number: ${JSON.stringify(text.slice(0, 60))}` };
    const n = Number(text.trim());
    return finite(n, { reward: n }, text, "reward.txt");
  }
  return { ok: false, reason: "the verifier wrote no /logs/verifier/reward.json or reward.txt" };
}

function finite(n: number, obj: Record<string, unknown>, text: string, source: "reward.json" | "reward.txt"): RewardRead {
  if (!Number.isFinite(n)) return { ok: false, reason: `${source}: reward is ${n}, not a finite number` };
  return { ok: true, reward: n, rewardObject: obj, rewardText: text, source };
}

/** The reward from the files the emitter streamed (logs-stream.ts): reward.json first, else reward.txt. */
export function readStreamedReward(files: ReadonlyMap<string, Uint8Array | "too-large">): RewardRead {
  const json = files.get("verifier/reward.json") ?? null;
  const txt = files.get("verifier/reward.txt") ?? null;
  if (json === "too-large" || txt === "too-large") return { ok: false, reason: `a reward file is larger than ${LOGS_FILE_MAX} bytes` };
  return readRewardFiles(json, json === null ? txt : null);
}
