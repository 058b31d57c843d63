// instruction_leaks_ground_truth: worked examples that reproduce ground-truth events on the
// family's identity fields, naming the GT event (1-based, as a reviewer counts).
//
// A tiny closed vocabulary makes some overlap unavoidable (the demo's 4 verbs x 4 shapes: any
// example names some real tuple), so for vocabulary families the examples count as a leak only
// when chance cannot explain them: were each matching example's verb and noun set drawn
// uniformly from the vocabulary (same noun count), the probability that all of them hit a GT
// tuple is the product of (distinct GT tuples of that size) / (verbs x C(nouns, size)). Below
// LEAK_CHANCE (1%) it is an error. Kart examples leak when a race's track matches and a scored
// count falls inside the judge's accuracy band (it would earn credit); FlightGear when command
// type and target equal a clearance's.
import { exampleObjects } from "./examples";
import { EGOCENTRIC_EVENTS, groundTruthEvents, KART_EVENTS, type FamilyEvents } from "./family-events";
import type { ContractFinding } from "./types";

export const LEAK_CHANCE = 0.01;

export interface LeakInput {
  instruction: { path: string; text: string };
  groundTruth: unknown;
  events: FamilyEvents;
  /** egocentric: the closed vocabulary; null when the task ships none */
  vocabulary: { verbs: number; nouns: number } | null;
  /** kart: the accuracy band (relative, floor) the judge applies */
  band?: { relative: number; floor: number };
}

interface Hit {
  line: number;
  example: Record<string, unknown>;
  gtIndexes: number[];
  detail: string;
}

export function leakFindings(input: LeakInput): ContractFinding[] {
  const gt = groundTruthEvents(input.groundTruth, input.events);
  if (gt.length === 0) return [];
  const hits = input.events === KART_EVENTS ? kartHits(input, gt) : identityHits(input, gt);
  if (hits.length === 0) return [];
  const chance = input.events === EGOCENTRIC_EVENTS && input.vocabulary ? jointChance(hits, gt, input.vocabulary) : null;
  if (chance !== null && chance >= LEAK_CHANCE) return [];
  const why =
    chance === null ? "" : ` (by chance: p = ${chance.toExponential(1)} that uniform vocabulary guesses all hit ground-truth tuples)`;
  return hits.map((h) => ({
    code: "instruction_leaks_ground_truth" as const,
    severity: "error" as const,
    file: input.instruction.path,
    line: h.line,
    message: `the worked example ${input.events.describe(h.example)} reproduces ground-truth ${plural(h.gtIndexes)} ${h.gtIndexes.map((i) => `#${i}`).join(", ")}${h.detail}${why}`,
    evidence: JSON.stringify(h.example),
    fix: "replace the example with values that occur nowhere in the ground truth (labels and numbers), keeping only the schema",
  }));
}

const plural = (xs: number[]) => (xs.length === 1 ? "event" : "events");

function identityHits(input: LeakInput, gt: Record<string, unknown>[]): Hit[] {
  const byIdentity = new Map<string, number[]>();
  gt.forEach((e, i) => {
    const id = input.events.identity(e);
    if (id !== null) byIdentity.set(id, [...(byIdentity.get(id) ?? []), i + 1]);
  });
  return exampleObjects(input.instruction.text).flatMap(({ value, line }) => {
    const id = input.events.identity(value);
    const idx = id === null ? undefined : byIdentity.get(id);
    return idx ? [{ line, example: value, gtIndexes: idx, detail: " (identity fields equal)" }] : [];
  });
}

const KART_COUNTS = ["items_collected", "times_exploded", "bananas_hit", "skid_time"] as const;

function kartHits(input: LeakInput, gt: Record<string, unknown>[]): Hit[] {
  const band = input.band ?? { relative: 0.3, floor: 1 };
  return exampleObjects(input.instruction.text).flatMap(({ value, line }) => {
    if (typeof value.track !== "string") return [];
    const matches = gt.flatMap((race, i) => {
      if (race.track !== value.track) return [];
      const within = KART_COUNTS.filter((k) => {
        const p = value[k];
        const t = race[k];
        return typeof p === "number" && typeof t === "number" && Math.abs(p - t) <= Math.max(band.floor, band.relative * Math.abs(t));
      });
      return within.length > 0 ? [{ i: i + 1, within }] : [];
    });
    if (matches.length === 0) return [];
    const detail = ` (track equal; ${matches.map((m) => `#${m.i}: ${m.within.join(", ")} inside the judge's accuracy band`).join("; ")})`;
    return [{ line, example: value, gtIndexes: matches.map((m) => m.i), detail }];
  });
}

/** the size of an event's noun set (identity() accepted it, so `nouns` is a list) */
const nounCount = (e: Record<string, unknown>): number => (Array.isArray(e.nouns) ? e.nouns.length : 0);

function jointChance(hits: Hit[], gt: Record<string, unknown>[], vocab: { verbs: number; nouns: number }): number {
  const distinctBySize = new Map<number, Set<string>>();
  for (const e of gt) {
    const id = EGOCENTRIC_EVENTS.identity(e);
    if (id === null) continue;
    const size = nounCount(e);
    distinctBySize.set(size, (distinctBySize.get(size) ?? new Set()).add(id));
  }
  return hits.reduce((p, h) => {
    const size = nounCount(h.example);
    const space = vocab.verbs * binomial(vocab.nouns, size);
    return p * Math.min(1, (distinctBySize.get(size)?.size ?? 0) / space);
  }, 1);
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}
