// What the task-verdict panel shows, computed: the kind in words, its badge class, where it was
// read, and which other statements contradict it. Pure.
export interface VerdictStatementView {
  verdict: string;
  text: string;
  source: { file: string; line: number | null };
}
export type TaskVerdictView = VerdictStatementView & { statements: VerdictStatementView[] };

const LABEL: Record<string, { label: string; badge: string }> = {
  passes: { label: "passes", badge: "pass" },
  does_not_pass: { label: "does not pass", badge: "fail" },
  undetermined: { label: "undetermined", badge: "insufficient" },
  stated: { label: "stated", badge: "draft" },
};

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
