// The re-review part of the PR comment: what the last verdict's open gates became, and what the
// revision changed that a reviewer must re-read ("Closed from the previous review: …").
import type { ReviewBlock, ReviewInline, ReviewSection, ReviewText } from "../export/types";
import type { FileChange } from "./diff-files";
import type { SinceReview } from "./diff-gates";
import type { RevisionDiff } from "./index";

const gateLine = (g: { title: string; reasons: string[] }): ReviewText => [
  { strong: g.title },
  ...(g.reasons[0] ? [`: ${g.reasons[0]}`] : []),
];

/**
 * `asks`: the reviewer's own checklist in the seeds' shape (lib/asks/since-review.ts), placed first;
 * with asks, the gate lists are named as gates so the two "closed" lists are not confused.
 */
export function reReviewSection(
  reviewedLabel: string,
  currentLabel: string,
  since: SinceReview,
  diff: RevisionDiff,
  asks: readonly ReviewBlock[] = [],
): ReviewSection {
  const blocks: ReviewBlock[] = [
    {
      kind: "paragraph",
      text: ["Re-review of ", { code: currentLabel }, " against the last verdict's revision ", { code: reviewedLabel }, "."],
    },
    ...asks,
  ];
  const gatesNamed = asks.length > 0;
  const list = (title: string, items: ReviewText[], none: string) =>
    blocks.push(
      { kind: "paragraph", text: [{ strong: title }] },
      items.length ? { kind: "bullets", items } : { kind: "paragraph", text: none },
    );
  list(
    gatesNamed ? "Gates closed since the previous review" : "Closed from the previous review",
    since.closed.map((g) => g.title),
    "nothing closed",
  );
  list(gatesNamed ? "Gates still open" : "Remaining", since.remaining.map(gateLine), "nothing remaining");
  if (since.regressed.length) list("New since the previous review", since.regressed.map(gateLine), "");
  const changed: ReviewText[] = [];
  const instruction = diff.texts.find((t) => t.name.endsWith("instruction.md"));
  if (instruction?.changed)
    changed.push([
      { code: "instruction.md" },
      `: ${instruction.hunks.length} hunk${instruction.hunks.length === 1 ? "" : "s"}${instruction.hunks[0]?.section ? ` (first inside ${instruction.hunks[0].section})` : ""}`,
    ]);
  if (diff.judges.changed)
    changed.push(
      `judge: ${diff.judges.primaryBefore ?? "none"} → ${diff.judges.primaryAfter ?? "none"}${diff.judges.tolerances.length ? `, ${diff.judges.tolerances.length} tolerance(s) moved` : ""}`,
    );
  if (diff.gold.changes.length)
    changed.push(
      `ground truth: ${diff.gold.changes.length} event(s) added, removed or moved (${diff.gold.beforeCount} → ${diff.gold.afterCount})`,
    );
  const removedRows = diff.rows.filter((r) => r.change === "removed");
  for (const r of removedRows)
    changed.push(
      `row removed: ${r.before!.harness}${r.before!.model ? ` / ${r.before!.model}` : ""} (scored ${r.before!.recomputed?.toFixed(4) ?? "—"} before)`,
    );
  const moved = diff.rows.filter((r) => r.scoreDelta !== null && Math.abs(r.scoreDelta) >= 1e-4);
  if (moved.length) changed.push(`${moved.length} row(s) re-scored to a different number`);
  if (diff.files.length) changed.push(filesChanged(diff.files));
  if (changed.length)
    blocks.push({ kind: "paragraph", text: [{ strong: "What the revision changed" }] }, { kind: "bullets", items: changed });
  return { id: "re-review", title: "Since the last review", placement: "after-gates", blocks };
}

/** The files a revision touched, by name: "files: `gt.json` changed (1,204 → 1,310 B), `notes.md` added" (the first few, then a count). */
export function filesChanged(files: readonly FileChange[], max = 6): ReviewText {
  const out: ReviewInline[] = ["files: "];
  files.slice(0, max).forEach((f, i) => {
    if (i > 0) out.push(", ");
    const size =
      f.change === "changed" && f.before && f.after
        ? ` (${f.before.byteLength.toLocaleString("en")} → ${f.after.byteLength.toLocaleString("en")} B)`
        : "";
    out.push({ code: f.path }, ` ${f.change}${size}`);
  });
  if (files.length > max) out.push(` and ${files.length - max} more`);
  return out;
}
