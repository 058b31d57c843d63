// What changed in how the task is scored: judge versions, their ground truth, tolerances, verifier files.
import type { JudgeDiff } from "@/lib/revisions";

export function JudgeDiffView({ diff }: { diff: JudgeDiff }) {
  if (!diff.changed) return <p className="muted">Same judges, same ground truth, same tolerances, same verifier files.</p>;
  return (
    <ul data-testid="judge-diff">
      {diff.primaryBefore !== diff.primaryAfter ? (
        <li>
          Official judge: <code>{diff.primaryBefore ?? "none"}</code> → <code>{diff.primaryAfter ?? "none"}</code>
        </li>
      ) : null}
      {diff.added.map((id) => (
        <li key={`a-${id}`} className="change-added">
          judge paired: <code>{id}</code>
        </li>
      ))}
      {diff.removed.map((id) => (
        <li key={`r-${id}`} className="change-removed">
          judge no longer paired: <code>{id}</code>
        </li>
      ))}
      {diff.groundTruthChanged.map((g) => (
        <li key={`g-${g.judgeId}`}>
          ground truth of <code>{g.judgeId}</code> changed: <code>{g.before?.slice(0, 12) ?? "none"}</code> →{" "}
          <code>{g.after?.slice(0, 12) ?? "none"}</code>
        </li>
      ))}
      {diff.tolerances.map((t) => (
        <li key={`t-${t.key}`}>
          tolerance <code>{t.key}</code>: {t.before ?? "—"} → {t.after ?? "—"}
        </li>
      ))}
      {diff.verifierFiles.map((f) => (
        <li key={`v-${f.path}`}>
          verifier file <code>{f.path}</code> {f.change}
        </li>
      ))}
    </ul>
  );
}
