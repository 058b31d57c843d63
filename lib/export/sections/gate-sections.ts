// The gates as a maintainer would write them up: every failing or not-yet-checkable gate with
// its threshold (as numbers) and ALL its evidence, the deciding lines first and the rest folded
// when long; passing gates in one compact table.
import type { Gate, GateEvidence, GateOutcome } from "../../gates";
import type { ReviewBlock, ReviewSection } from "../types";

export const OUTCOME_LABEL: Record<GateOutcome, string> = {
  pass: "✅ pass",
  warn: "🟡 warns",
  claimed: "📝 claimed only",
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
  if (outcome === "claimed") return e.kind === "ok" && e.grade === "claimed";
  return e.kind === "unknown";
}

/** "[claimed] " — what a line stands on, so a pasted comment keeps the grade. */
function gradeTag(e: GateEvidence): string {
  // measured needs no tag and an absent line already reads as missing; the rest change what a line proves
  return e.grade === "claimed" || e.grade === "rejected" || e.grade === "contested" ? `[${e.grade}] ` : "";
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
  const line = (e: GateEvidence) => MARK[e.kind] + gradeTag(e) + e.text;
  const deciding = evidence.filter((e) => isDeciding(e, gate.outcome)).map(line);
  const context = evidence.filter((e) => !isDeciding(e, gate.outcome)).map(line);
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
    blocks:
      blocking.length === 0
        ? [
            {
              kind: "paragraph",
              text: "None: no gate fails and none lacks evidence (gates that hold only as claimed are listed separately).",
            },
          ]
        : blocking.flatMap(gateBlocks),
  };
}

/** Gates whose deciding facts are only claimed (scores.md, the SPEC card): never counted as passing. */
export function claimedGatesSection(gates: Gate[]): ReviewSection | null {
  const claimed = gates.filter((g) => g.outcome === "claimed");
  if (claimed.length === 0) return null;
  return { id: "claimed-gates", title: "Gates that hold only as claimed (nothing measured yet)", blocks: claimed.flatMap(gateBlocks) };
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
  const claimed = n("claimed") > 0 ? `${n("claimed")} hold only as claimed, ` : "";
  return `${n("fail")} gate${n("fail") === 1 ? "" : "s"} fail, ${n("insufficient")} cannot be checked yet, ${claimed}${warned}${n("pass")} pass on measured evidence.`;
}
