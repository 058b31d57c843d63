// What `vbench-review status <task>` prints and a contributor's CI checks: every gate's outcome and
// every claim that does not reproduce (rows whose claimed score differs from the official
// recomputed score by more than the tolerance, and the turn / instruction claims a submission
// check found). Pure: a function of the stored overview and the evaluated gates.
import type { Gate } from "../types";
import { gateCounts } from "../../export/sections/gate-sections";
import { claimReproduces } from "../claim-precision";
import type { StoredFinding } from "../../db/stored-json";

export interface StatusRow {
  id: string;
  harness: string;
  model: string | null;
  conditionLabel: string;
  claimedScore: number | null;
  /** the claim as written: its last decimal sets how closely it must reproduce */
  claimedScoreText?: string | null;
  status: string;
  ledgerId: string | null;
  /** the row's stored findings, parsed at the query boundary (lib/data/views/revision-json.ts) */
  findings: StoredFinding[];
}

export interface ClaimNotReproduced {
  rowId: string;
  row: string;
  claim: "score" | "turns" | "instruction";
  message: string;
}

export interface TaskStatus {
  taskId: string;
  revisionId: string;
  gates: { id: string; title: string; outcome: Gate["outcome"]; threshold: string }[];
  claimsNotReproduced: ClaimNotReproduced[];
  /** gates per graded outcome: a `claimed` gate is never counted as passing */
  counts: Record<Gate["outcome"], number>;
  /** the export's summary sentence ("1 gate fails, 4 cannot be checked yet, 3 hold only as claimed, 5 pass on measured evidence.") */
  summary: string;
  /** false when a gate fails or a claim does not reproduce (the CLI's exit code) */
  ok: boolean;
}

const CLAIM_CODES = new Map<string, ClaimNotReproduced["claim"]>([
  ["claim_score", "score"],
  ["claim_turns", "turns"],
  ["claim_instruction", "instruction"],
]);

export function taskStatus(
  taskId: string,
  revisionId: string,
  gates: Gate[],
  rows: StatusRow[],
  officialScoreOf: (ledgerId: string) => number | null,
): TaskStatus {
  const claims: ClaimNotReproduced[] = [];
  for (const r of rows) {
    const label = `${r.harness}${r.model ? ` / ${r.model}` : ""} (${r.conditionLabel})`;
    const found = new Set<string>();
    for (const f of r.findings) {
      const claim = CLAIM_CODES.get(f.code);
      if (claim && !found.has(claim)) {
        found.add(claim);
        claims.push({ rowId: r.id, row: label, claim, message: f.message });
      }
    }
    if (found.has("score") || r.claimedScore === null || !r.ledgerId) continue;
    const official = officialScoreOf(r.ledgerId);
    if (official !== null && !claimReproduces(r.claimedScore, r.claimedScoreText, official))
      claims.push({
        rowId: r.id,
        row: label,
        claim: "score",
        message: `does not reproduce: recomputed ${official.toFixed(4)} vs claimed ${r.claimedScore}`,
      });
  }
  const gateList = gates.map((g) => ({ id: g.id, title: g.title, outcome: g.outcome, threshold: g.threshold }));
  return {
    taskId,
    revisionId,
    gates: gateList,
    claimsNotReproduced: claims,
    counts: { pass: 0, warn: 0, claimed: 0, insufficient: 0, fail: 0, ...countBy(gateList.map((g) => g.outcome)) },
    summary: gateCounts(gates),
    ok: claims.length === 0 && gateList.every((g) => g.outcome !== "fail"),
  };
}

function countBy<T extends string>(items: T[]): Partial<Record<T, number>> {
  const out: Partial<Record<T, number>> = {};
  for (const item of items) out[item] = (out[item] ?? 0) + 1;
  return out;
}
