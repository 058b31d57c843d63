// What the task-verdict panel shows, computed: the kind in words, where it was read, and which
// other statements contradict it — the contributor's claim, in neutral styling (a "passes" in our
// green read as the dashboard's verdict on a task the thread blocks) — beside the verdict the
// gates compute. Pure.
import type { Gate } from "@/lib/gates";
export interface VerdictStatementView {
  verdict: string;
  text: string;
  source: { file: string; line: number | null };
}
export type TaskVerdictView = VerdictStatementView & { statements: VerdictStatementView[] };

/** every claimed kind has the one neutral badge: the colours are for what the dashboard measured */
const CLAIM_BADGE = "claim";
const LABEL: Record<string, { label: string; badge: string }> = {
  passes: { label: "passes", badge: CLAIM_BADGE },
  does_not_pass: { label: "does not pass", badge: CLAIM_BADGE },
  undetermined: { label: "undetermined", badge: CLAIM_BADGE },
  stated: { label: "stated", badge: CLAIM_BADGE },
};

/** The verdict the gates compute: a failing gate decides; then any gate not shown on measured evidence. */
export function computedVerdict(gates: readonly Pick<Gate, "outcome">[]): { label: string; badge: string } {
  if (gates.some((g) => g.outcome === "fail")) return { label: "does not pass", badge: "fail" };
  if (gates.some((g) => g.outcome !== "pass")) return { label: "not shown yet", badge: "insufficient" };
  return { label: "passes on measured evidence", badge: "pass" };
}

const where = (s: VerdictStatementView["source"]) => (s.line ? `${s.file}:${s.line}` : s.file);
const kindOf = (v: string) => LABEL[v] ?? LABEL.stated;

export function verdictView(verdict: TaskVerdictView | null) {
  if (!verdict) return null;
  const here = where(verdict.source);
  return {
    kind: verdict.verdict,
    ...kindOf(verdict.verdict),
    text: verdict.text,
    where: here,
    others: verdict.statements
      .filter((s) => where(s.source) !== here)
      .map((s) => ({
        ...kindOf(s.verdict),
        text: s.text,
        where: where(s.source),
        // "stated" words cannot contradict: only two different kinds do
        contradicts: s.verdict !== verdict.verdict && s.verdict !== "stated" && verdict.verdict !== "stated",
      })),
  };
}
