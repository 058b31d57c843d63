// A ground truth as a list of events a reviewer can place on the video: family-aware (which
// array holds the events, what names one, where it sits in time), with a generic fallback for
// families this dashboard has no judge for.
import type { JudgeFamily } from "../judges/judge-family";

export interface GoldEvent {
  /** position in the ground truth's event array (0-based, the ground truth's own order) */
  index: number;
  /** what identifies the event across revisions: a command type, a track, a verb + nouns */
  identity: string;
  /** a short label for tables and the timeline */
  label: string;
  /** seconds into the video; null when the ground truth does not say */
  timeSec: number | null;
  fields: Record<string, unknown>;
}

interface FamilyEvents {
  list: string;
  identity(e: Record<string, unknown>): string;
  label(e: Record<string, unknown>, index: number): string;
  timeSec(e: Record<string, unknown>, fps: number | null): number | null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === "string" ? v : v == null ? "" : JSON.stringify(v));

export const GOLD_EVENT_FAMILIES: Record<JudgeFamily, FamilyEvents | null> = {
  "flightgear-atc-clearance-compliance-ledger": {
    list: "clearances",
    identity: (e) => str(e.command_type),
    label: (e, i) => `#${num(e.clearance_index) ?? i + 1} ${str(e.command_type)} ${str(e.target_value)}`.trim(),
    timeSec: (e) => num(e.issued_time_s),
  },
  "kart-race-telemetry-ledger-s1": {
    list: "races",
    identity: (e) => str(e.track),
    label: (e, i) => `race ${i + 1} ${str(e.track)}`,
    timeSec: (e) => num(e.t_start),
  },
  "egocentric-activity-understanding": {
    list: "actions",
    identity: (e) => `${str(e.verb)} ${Array.isArray(e.nouns) ? [...e.nouns].map(str).sort().join("+") : str(e.nouns)}`,
    label: (e, i) => `#${i + 1} ${str(e.verb)} ${Array.isArray(e.nouns) ? e.nouns.map(str).join(", ") : ""}`.trim(),
    timeSec: (e, fps) => {
      const frame = num(e.start_frame);
      return frame !== null && fps ? frame / fps : null;
    },
  },
  // opt-out: a task's own verifier's ground truth is read by the generic fallback (GENERIC below)
  "task-verifier": null,
};

const TIME_KEYS = ["time_s", "t_start", "start_s", "start_sec", "timestamp_s", "issued_time_s", "time"];

/** The first array of objects at the top level (or the document itself when it is one). */
function eventArray(gt: unknown, preferred: string | null): { key: string; items: Record<string, unknown>[] } | null {
  const isObjects = (v: unknown): v is Record<string, unknown>[] =>
    Array.isArray(v) && v.every((x) => x !== null && typeof x === "object" && !Array.isArray(x));
  if (isObjects(gt)) return { key: "(top level)", items: gt };
  // an array is an object too: its indexes are searched like keys
  const isKeyed = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object";
  if (!isKeyed(gt)) return null;
  const obj = gt;
  if (preferred && isObjects(obj[preferred])) return { key: preferred, items: obj[preferred] };
  for (const [key, v] of Object.entries(obj)) if (isObjects(v) && v.length > 0) return { key, items: v };
  return null;
}

const GENERIC: FamilyEvents = {
  list: "",
  identity: (e) => str(e.type ?? e.kind ?? e.command_type ?? e.verb ?? e.label ?? ""),
  label: (e, i) => `#${i + 1} ${str(e.type ?? e.kind ?? e.label ?? "")}`.trim(),
  timeSec: (e) => {
    for (const k of TIME_KEYS) if (num(e[k]) !== null) return num(e[k]);
    return null;
  },
};

/** `family`: the official judge's (judgeFamilyOf); null or an opted-out family reads generically */
export function goldEventsOf(family: JudgeFamily | null, gt: unknown, fps: number | null): { list: string | null; events: GoldEvent[] } {
  const spec = (family === null ? null : GOLD_EVENT_FAMILIES[family]) ?? GENERIC;
  const found = eventArray(gt, spec.list || null);
  if (!found) return { list: null, events: [] };
  return {
    list: found.key,
    events: found.items.map((e, index) => ({
      index,
      identity: spec.identity(e),
      label: spec.label(e, index),
      timeSec: spec.timeSec(e, fps),
      fields: e,
    })),
  };
}
