// A reward file's number(s), read strictly. A reward file is what a judge wrote for one run
// (`reward.json`, `<stem>_reward.json`, `<stem>.reward.txt`) or a folder's table of runs
// (`results.json` with `runs` / `models` / `ablations` lists). JSON: the top-level `reward`, `score`
// or `total` (the first present), or one per named entry of a top-level list; txt: exactly one number.
// Anything else is a problem naming the file, the field and why: never a guessed number.
import { basename } from "../paths";
import { numberLiterals } from "./json-literals";
import { decodeUtf8, parseJsonBytes, splitLines } from "../text";
import type { JsonValue } from "../types";

export const REWARD_FIELDS = ["reward", "score", "total"] as const;
/** keys of a named entry in a results list, in the order a name is taken from */
const ENTRY_NAME_KEYS = ["name", "label", "mode", "condition", "model", "id", "run"] as const;

export interface StatedReward {
  /** where in the file: "reward", "runs[3].reward", "(file)" for a txt */
  field: string;
  /** the entry's own name in a results list (`"mode": "audio-only"`); null for a whole-file reward */
  entry: string | null;
  value: number;
  /** the number as written in the file, for the claim-precision rule ("0.0" keeps its decimal) */
  text: string;
}

export interface RewardFileProblem {
  line?: number;
  field?: string;
  reason: string;
}

export type RewardFileRead = { ok: true; rewards: StatedReward[] } | { ok: false; problem: RewardFileProblem };

/** `*reward*.json|txt` and `results.json` (by name); ledgers and trajectories are sorted out before. */
export function isRewardFile(path: string): boolean {
  const name = basename(path).toLowerCase();
  return (/reward/.test(name) && /\.(json|txt)$/.test(name)) || name === "results.json";
}

export function readRewardFile(path: string, raw: Uint8Array): RewardFileRead {
  return /\.txt$/i.test(path) ? readRewardText(raw) : readRewardJson(raw);
}

const SINGLE_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

function readRewardText(raw: Uint8Array): RewardFileRead {
  const text = decodeUtf8(raw);
  if (text === null) return { ok: false, problem: { reason: "not valid UTF-8" } };
  const lines = splitLines(text)
    .map((l, i) => ({ text: l.trim(), line: i + 1 }))
    .filter((l) => l.text !== "");
  if (lines.length === 0) return { ok: false, problem: { line: 1, reason: "empty file: expected one number" } };
  if (lines.length > 1)
    return { ok: false, problem: { line: lines[1].line, reason: "expected one number, found more than one line of text" } };
  const only = lines[0];
  if (!SINGLE_NUMBER.test(only.text))
    return { ok: false, problem: { line: only.line, reason: `expected one number, found "${only.text.slice(0, 60)}"` } };
  const value = Number(only.text);
  if (!Number.isFinite(value))
    return { ok: false, problem: { line: only.line, reason: `"${only.text.slice(0, 60)}" is not a finite number` } };
  return { ok: true, rewards: [{ field: "(file)", entry: null, value, text: only.text }] };
}

type JsonObject = { [key: string]: JsonValue };
const isObject = (v: JsonValue | undefined): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

function readRewardJson(raw: Uint8Array): RewardFileRead {
  const parsed = parseJsonBytes(raw);
  if (!parsed.ok) return { ok: false, problem: { ...(parsed.line ? { line: parsed.line } : {}), reason: parsed.reason } };
  const literals = numberLiterals(decodeUtf8(raw) ?? "");
  const value = parsed.value;
  if (typeof value === "number")
    return { ok: true, rewards: [{ field: "(file)", entry: null, value, text: literals.get("") ?? String(value) }] };
  if (!isObject(value)) return { ok: false, problem: { reason: "expected a JSON object with a reward, score or total" } };

  const own = rewardOf(value, "", literals);
  if (own.kind === "problem") return { ok: false, problem: own.problem };
  if (own.kind === "found") return { ok: true, rewards: [{ ...own.reward, entry: null }] };

  const rewards: StatedReward[] = [];
  for (const [key, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    for (const [i, item] of list.entries()) {
      if (!isObject(item)) continue;
      const at = `${key}[${i}].`;
      const found = rewardOf(item, at, literals);
      if (found.kind === "problem") return { ok: false, problem: found.problem };
      if (found.kind === "absent") continue;
      const entry = entryName(item);
      if (entry === null)
        return {
          ok: false,
          problem: {
            field: `${key}[${i}]`,
            reason: `an entry with a ${found.reward.field.slice(at.length)} has no name (${ENTRY_NAME_KEYS.join(", ")})`,
          },
        };
      rewards.push({ ...found.reward, entry });
    }
  }
  if (rewards.length === 0)
    return {
      ok: false,
      problem: {
        field: REWARD_FIELDS.join(" | "),
        reason: `no ${REWARD_FIELDS.join(", ")} number at the top level or in a named list entry`,
      },
    };
  return { ok: true, rewards };
}

type Found = { kind: "found"; reward: Omit<StatedReward, "entry"> } | { kind: "absent" } | { kind: "problem"; problem: RewardFileProblem };

function rewardOf(object: JsonObject, prefix: string, literals: ReadonlyMap<string, string>): Found {
  const key = REWARD_FIELDS.find((k) => k in object);
  if (key === undefined) return { kind: "absent" };
  const v = object[key];
  const field = `${prefix}${key}`;
  if (typeof v !== "number" || !Number.isFinite(v))
    return {
      kind: "problem",
      problem: { field, reason: `expected a number, found ${v === null ? "null" : Array.isArray(v) ? "a list" : typeof v}` },
    };
  return { kind: "found", reward: { field, value: v, text: literals.get(field) ?? String(v) } };
}

function entryName(item: JsonObject): string | null {
  for (const key of ENTRY_NAME_KEYS) {
    const v = item[key];
    if (typeof v === "string" && v.trim() !== "") return v.trim();
  }
  return null;
}
