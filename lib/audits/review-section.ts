// The "Scorer audits" section of the PR comment, from a stored suite result: the two audit gates,
// the omission table, the shortcut sweep, tolerance boundaries and version disagreements.
import type { ReviewBlock, ReviewSection } from "../export/types";
import { auditGates } from "../gates/audit-gates";
import { auditGateFactsOf } from "./gate-facts";
import type { StoredSuiteResult } from "./serialize";

const f4 = (x: number) => x.toFixed(4);
/** findings the two gate lines already state */
const GATE_CODES = new Set(["probe_clears_bar", "omission_raises_score"]);

/** The generic verifier audits' own parts: rejected valid alternatives and the other findings. */
function genericBlocks(result: StoredSuiteResult, p: StoredSuiteResult["pairings"][number]): ReviewBlock[] {
  const blocks: ReviewBlock[] = [];
  const alternatives = p.alternatives ?? [];
  const tried = alternatives.filter((a) => a.reward !== null || a.rejected);
  const rejected = alternatives.filter((a) => a.rejected);
  if (tried.length)
    blocks.push({
      kind: "paragraph",
      text: [
        `Valid alternatives under `,
        { code: p.judgeId },
        `: ${rejected.length} of ${tried.length} respellings of the oracle scored lower than the oracle`,
        rejected.length ? ` (${rejected.map((a) => `${a.variant}: ${a.reward === null ? "not scored" : f4(a.reward)}`).join("; ")}).` : ".",
      ],
    });
  const other = result.findings.filter((f) => f.judgeId === p.judgeId && f.severity !== "info" && !GATE_CODES.has(f.code));
  if (other.length) blocks.push({ kind: "bullets", items: other.map((f) => `${f.severity.toUpperCase()} ${f.code}: ${f.message}`) });
  return blocks;
}

export function auditReviewSection(result: StoredSuiteResult, ranAt: string | null): ReviewSection {
  const blocks: ReviewBlock[] = [];
  const gates = auditGates(auditGateFactsOf(result, ranAt));
  blocks.push({
    kind: "bullets",
    items: gates.map(
      (g) =>
        `${g.outcome.toUpperCase()} — ${g.title}: ${g.evidence
          .filter((e) => e.kind !== "note")
          .map((e) => e.text)
          .join("; ")}`,
    ),
  });
  for (const p of result.pairings) {
    const gains = (p.omission ?? []).filter((o) => o.gain > 1e-12);
    if (gains.length) {
      blocks.push({
        kind: "paragraph",
        text: [`Omission under `, { code: p.judgeId }, `: best score reachable by withholding predictions`],
      });
      blocks.push({
        kind: "table",
        columns: [
          { title: "ledger" },
          { title: "method" },
          { title: "score", align: "right" },
          { title: "withholding", align: "right" },
          { title: "retained", align: "right" },
          { title: "matched answers withheld", align: "right" },
        ],
        rows: gains.map((o) => [o.label, o.method, f4(o.base), f4(o.best), `${o.retained}/${o.predictions}`, String(o.withheldMatched)]),
      });
    }
    if (p.shortcut) {
      const s = p.shortcut;
      blocks.push({
        kind: "paragraph",
        text: [
          `Shortcut sweep under `,
          { code: p.judgeId },
          `: ${s.total} video-free probes (${s.structural.length} structural + ${s.gridSize} offset grid + ${s.jitterCount} seeded jitter), max `,
          { strong: f4(s.max) },
          ` (${s.maxProbe.kind}: ${s.maxProbe.label}); ${s.aboveBar} at or above ${s.bar.toFixed(2)}.`,
        ],
      });
    }
    if (p.boundaries?.length) {
      blocks.push({
        kind: "details",
        summary: `Tolerance boundaries under ${p.judgeId} (oracle shifted)`,
        blocks: [
          {
            kind: "bullets",
            items: p.boundaries.map(
              (b) =>
                `${b.name} (${b.tolerance}): full credit up to ${b.lastFull} ${b.unit}${b.firstBelow ? `; ${f4(b.firstBelow.reward)} at ${b.firstBelow.offset} ${b.unit}` : ""}`,
            ),
          },
        ],
      });
    }
  }
  for (const p of result.pairings.filter((x) => x.verifier || x.alternatives)) blocks.push(...genericBlocks(result, p));
  for (const d of result.versions?.disagreements ?? []) {
    blocks.push({
      kind: "paragraph",
      text: [
        { code: d.judgeA },
        ` scores ${d.rewardA} and `,
        { code: d.judgeB },
        ` ${d.rewardB} on ${d.from}${d.mutation ? ` with ${d.mutation}` : ""} (${d.source}).`,
      ],
    });
  }
  return { id: "audit-findings", title: "Scorer audits", placement: "after-gates", blocks };
}
