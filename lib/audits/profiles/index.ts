// Family -> profile. A family without a profile still gets omission and version re-scores
// (they need no generators); probes, offsets and boundaries need one.
import { egocentricProfile } from "./egocentric";
import { flightgearProfile } from "./flightgear";
import { kartProfile } from "./kart";
import type { FamilyProfile } from "./types";

export type * from "./types";

const profiles = new Map<string, FamilyProfile>([flightgearProfile, egocentricProfile, kartProfile].map((p) => [p.family, p]));

export function profileFor(family: string): FamilyProfile | undefined {
  return profiles.get(family);
}

/** Where a family keeps its predictions, with a fallback for families without a profile. */
export function listKeyFor(family: string): string {
  return profiles.get(family)?.listKey ?? "entries";
}
