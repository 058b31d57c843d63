// No vacuous pass: a gate passes only when at least one counted, measured piece of evidence
// decides it. A gate whose lines are all notes (every candidate row excluded, every trajectory of
// a row that does not count) is insufficient, and says which exclusions emptied it:
// "insufficient: all 3 full rows excluded (2 contaminated, 1 quota-terminated)". Pure.
import { blockingFlags, exclusionOf, isConstructed, isDemoted } from "./rows";
import type { CalibrationRowFacts, Gate, GateFacts } from "./types";

/** A short name for why an official row counts toward nothing (null: it counts). */
export function exclusionKind(row: CalibrationRowFacts): string | null {
  if (exclusionOf(row, "any") === null) return null;
  if (row.submission === "submitted") return "unaccepted submission";
  if (row.submission === "rejected") return "rejected submission";
  if (isConstructed(row)) return "constructed";
  if (isDemoted(row)) return "trajectory finding";
  const flag = blockingFlags(row, "any")[0];
  return flag ? flag.code.replaceAll("_", "-") : "excluded";
}

/** "all 3 full rows excluded (2 contaminated, 1 quota-terminated)", or what else left nothing to count. */
export function exclusionSummary(rows: readonly CalibrationRowFacts[]): string {
  const full = rows.filter((r) => r.status === "official" && r.condition === "full");
  if (full.length === 0) return "no official full-condition row";
  const kinds = full.map(exclusionKind);
  if (kinds.some((k) => k === null)) return "no line of evidence is a counted measurement";
  const counts = new Map<string, number>();
  for (const k of kinds) counts.set(k!, (counts.get(k!) ?? 0) + 1);
  const parts = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k, n]) => `${n} ${k}`);
  return `all ${full.length} full row${full.length === 1 ? "" : "s"} excluded (${parts.join(", ")})`;
}

const decides = (e: Gate["evidence"][number]) => (e.kind === "ok" && e.grade === "measured") || e.kind === "warning";

export function withoutVacuousPass(gate: Gate, facts: GateFacts): Gate {
  if (gate.outcome !== "pass" || gate.evidence.some(decides)) return gate;
  return {
    ...gate,
    outcome: "insufficient",
    evidence: [
      ...gate.evidence,
      {
        kind: "unknown",
        grade: "absent",
        text: `insufficient: nothing counted and measured decides this gate — ${exclusionSummary(facts.rows)}`,
        numbers: {},
      },
    ],
  };
}
