// A unified diff of one text file, hunk by hunk, each headed by its @@ range and section.
import type { TextDiff } from "@/lib/revisions";

export function TextDiffView({ diff }: { diff: TextDiff }) {
  if (!diff.changed) return <p className="muted">{diff.name}: unchanged.</p>;
  return (
    <div data-testid={`text-diff-${diff.name}`}>
      <p>
        <code>{diff.name}</code>: {diff.hunks.length} hunk{diff.hunks.length === 1 ? "" : "s"},{" "}
        <span className="change-added">+{diff.added}</span> <span className="change-removed">−{diff.removed}</span>
      </p>
      {diff.hunks.map((h) => (
        <div className="diff-block" key={h.header}>
          <div className="hunk-header">
            {h.header}
            {h.section ? ` inside ${h.section}` : ""}
          </div>
          <pre>
            {h.lines.map((l, i) => (
              <div key={i} className={`diff-line ${l.startsWith("+") ? "add" : l.startsWith("-") ? "del" : ""}`}>
                {l || " "}
              </div>
            ))}
          </pre>
        </div>
      ))}
    </div>
  );
}
