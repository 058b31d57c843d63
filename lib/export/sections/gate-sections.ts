// The gates as a maintainer would write them up: every failing or not-yet-checkable gate with
// its threshold (as numbers) and ALL its evidence, the deciding lines first and the rest folded
// when long; passing gates in one compact table.
import type { Gate, GateEvidence, GateOutcome } from "../../gates";
import type { ReviewBlock, ReviewSection } from "../types";

export const OUTCOME_LABEL: Record<GateOutcome, string> = {
  pass: "✅ pass",
  warn: "🟡 warns",
  fail: "❌ fail",
  insufficient: "⚠️ not checkable yet",
};

/** Evidence lines shown unfolded beyond the deciding ones; past this, the rest is folded. */
const UNFOLDED_CONTEXT_LINES = 3;

/** What needs attention first: failures, then absences and unknowns, then the rest. */
const EVIDENCE_ORDER: Record<GateEvidence["kind"], number> = { problem: 0, missing: 1, unknown: 2, warning: 3, note: 4, ok: 5 };

function sortedEvidence(gate: Gate): GateEvidence[] {
  // a stable sort keeps the gate's own order inside each kind (harness by harness, row by row)
  return [...gate.evidence].sort((a, b) => EVIDENCE_ORDER[a.kind] - EVIDENCE_ORDER[b.kind]);
}

/** The lines that decide the outcome: problems and absences for a fail, warnings for a warn, unknowns for the rest. */
function isDeciding(e: GateEvidence, outcome: GateOutcome): boolean {
  if (outcome === "fail") return e.kind === "problem" || e.kind === "missing";
  if (outcome === "warn") return e.kind === "warning";
  return e.kind === "unknown";
}

const MARK: Record<GateEvidence["kind"], string> = {
  problem: "❌ ",
  missing: "❌ missing: ",
  unknown: "⚠️ ",
  warning: "🟡 ",
  note: "",
  ok: "✅ ",
};

function gateBlocks(gate: Gate): ReviewBlock[] {
  const evidence = sortedEvidence(gate);
  const deciding = evidence.filter((e) => isDeciding(e, gate.outcome)).map((e) => MARK[e.kind] + e.text);
  const context = evidence.filter((e) => !isDeciding(e, gate.outcome)).map((e) => MARK[e.kind] + e.text);
  const blocks: ReviewBlock[] = [
    { kind: "paragraph", text: [{ strong: `${OUTCOME_LABEL[gate.outcome]}: ${gate.title}` }] },
    { kind: "paragraph", text: `Threshold: ${gate.threshold}.` },
    { kind: "bullets", items: deciding },
  ];
  if (context.length <= UNFOLDED_CONTEXT_LINES) blocks.push({ kind: "bullets", items: context });
  else blocks.push({ kind: "details", summary: `${context.length} more evidence lines`, blocks: [{ kind: "bullets", items: context }] });
  return blocks;
}

export function blockingGatesSection(gates: Gate[]): ReviewSection {
  const blocking = [...gates.filter((g) => g.outcome === "fail"), ...gates.filter((g) => g.outcome === "insufficient")];
  return {
    id: "blocking-gates",
    title: "Gates that fail or cannot be checked yet",
    blocks: blocking.length === 0 ? [{ kind: "paragraph", text: "None: every gate passes." }] : blocking.flatMap(gateBlocks),
  };
}

/** Gates that hold but come with a finding a maintainer must weigh (its numbers unfolded). */
export function warningGatesSection(gates: Gate[]): ReviewSection | null {
  const warned = gates.filter((g) => g.outcome === "warn");
  if (warned.length === 0) return null;
  return { id: "warning-gates", title: "Gates that pass with a warning", blocks: warned.flatMap(gateBlocks) };
}

export function passingGatesSection(gates: Gate[]): ReviewSection | null {
  const passing = gates.filter((g) => g.outcome === "pass");
  if (passing.length === 0) return null;
  const rows = passing.map((g) => [
    g.title,
    g.threshold,
    sortedEvidence(g)
      .map((e) => e.text)
      .join("; "),
  ]);
  return {
    id: "passing-gates",
    title: "Gates that pass",
    blocks: [
      {
        kind: "details",
        summary: `${passing.length} gates pass: ${passing.map((g) => g.title).join(", ")}`,
        blocks: [{ kind: "table", columns: [{ title: "gate" }, { title: "threshold" }, { title: "evidence" }], rows }],
      },
    ],
  };
}

export function gateCounts(gates: Gate[]): string {
  const n = (o: GateOutcome) => gates.filter((g) => g.outcome === o).length;
  const warned = n("warn") > 0 ? `${n("warn")} warn${n("warn") === 1 ? "s" : ""}, ` : "";
  return `${n("fail")} gate${n("fail") === 1 ? "" : "s"} fail, ${n("insufficient")} cannot be checked yet, ${warned}${n("pass")} pass.`;
}
