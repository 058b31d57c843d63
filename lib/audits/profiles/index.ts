// Family -> profile. A family without a profile still gets omission and version re-scores
// (they need no generators); probes, offsets and boundaries need one.
import { egocentricProfile } from "./egocentric";
import { flightgearProfile } from "./flightgear";
import { kartProfile } from "./kart";
import { familyEntry, type JudgeFamily } from "../../judges/judge-family";
import type { FamilyProfile } from "./types";

export type * from "./types";

export const AUDIT_PROFILES: Record<JudgeFamily, FamilyProfile | null> = {
  "egocentric-activity-understanding": egocentricProfile,
  "flightgear-atc-clearance-compliance-ledger": flightgearProfile,
  "kart-race-telemetry-ledger-s1": kartProfile,
  // opt-out: a task's own verifier is audited through the sandbox by lib/audits/verifier, which
  // infers the ledger's shape instead of reading a profile
  "task-verifier": null,
};

export function profileFor(family: string): FamilyProfile | undefined {
  return familyEntry(AUDIT_PROFILES, family) ?? undefined;
}

/** Where a family keeps its predictions, with a fallback for families without a profile. */
export function listKeyFor(family: string): string {
  return profileFor(family)?.listKey ?? "entries";
}
