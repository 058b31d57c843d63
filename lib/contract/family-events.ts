// What an event is, per family, for the checks that compare examples and labels with the ground
// truth: where the events live in the ground-truth document and which fields identify one (the
// fields the judge matches on: egocentric verb + noun set; FlightGear command_type + target;
// kart track + the scored counts).
import type { JudgeFamily } from "../judges/judge-family";
import { isObject } from "./plain";

export interface FamilyEvents {
  /** the ground truth's list key */
  listKey: string;
  /** an event's identity as a comparable string, or null when the object is not an event of this family */
  identity(e: Record<string, unknown>): string | null;
  /** the identity in words, for messages */
  describe(e: Record<string, unknown>): string;
}

const str = (v: unknown) => (typeof v === "string" ? v : null);

export const EGOCENTRIC_EVENTS: FamilyEvents = {
  listKey: "actions",
  identity(e) {
    const verb = str(e.verb);
    const nouns = e.nouns;
    if (verb === null || !Array.isArray(nouns) || !nouns.every((n): n is string => typeof n === "string")) return null;
    return `${verb}|${[...nouns].sort().join(",")}`;
  },
  describe: (e) => `${String(e.verb)} ${JSON.stringify(e.nouns)}`,
};

export const FLIGHTGEAR_EVENTS: FamilyEvents = {
  listKey: "clearances",
  identity(e) {
    const type = str(e.command_type);
    return type === null || typeof e.target_value !== "number" ? null : `${type}|${e.target_value}`;
  },
  describe: (e) => `${String(e.command_type)} ${String(e.target_value)}`,
};

export const KART_EVENTS: FamilyEvents = {
  listKey: "races",
  identity: (e) => str(e.track),
  describe: (e) => `track ${String(e.track)}`,
};

export const FAMILY_EVENTS: Record<JudgeFamily, FamilyEvents | null> = {
  "egocentric-activity-understanding": EGOCENTRIC_EVENTS,
  "flightgear-atc-clearance-compliance-ledger": FLIGHTGEAR_EVENTS,
  "kart-race-telemetry-ledger-s1": KART_EVENTS,
  // opt-out: no port, so the list key and identity of a task's own ground truth events are unknown
  "task-verifier": null,
};

/** `family`: the review's key (review-family.ts), never a family string read from the folder */
export function familyEvents(family: JudgeFamily | null): FamilyEvents | null {
  return family === null ? null : FAMILY_EVENTS[family];
}

/** The ground truth's events (objects of its list key); [] when the document has none. */
export function groundTruthEvents(gt: unknown, fe: FamilyEvents): Record<string, unknown>[] {
  if (!isObject(gt)) return [];
  const list = gt[fe.listKey];
  return Array.isArray(list) ? list.filter(isObject) : [];
}
