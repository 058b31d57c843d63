// The PR comment's submissions section: every calibration row a contributor proposed, with its
// review state, who decided and why. Placed after the calibration table; absent when the revision
// holds no contributor submission (an imported folder counts as written).
import { rowLabel } from "../../gates";
import type { SubmissionView } from "../../submissions/policy";
import type { ReviewSection, ReviewText } from "../types";

export interface SubmissionReviewRow {
  harness: string;
  model: string | null;
  condition: string;
  conditionLabel?: string | null;
  submission: SubmissionView;
}

export function submissionsSection(rows: readonly SubmissionReviewRow[]): ReviewSection | null {
  if (rows.length === 0) return null;
  const waiting = rows.filter((r) => r.submission.state === "submitted").length;
  return {
    id: "submissions",
    title: "Contributor submissions",
    placement: "after-calibration",
    blocks: [
      {
        kind: "paragraph",
        text: `${rows.length} row${rows.length === 1 ? "" : "s"} proposed by contributors; ${waiting} not counted until a maintainer accepts, rejected rows count toward no gate.`,
      },
      {
        kind: "table",
        columns: [{ title: "row" }, { title: "condition" }, { title: "state" }, { title: "decided by" }, { title: "reason" }],
        rows: rows.map((r): ReviewText[] => [
          rowLabel(r),
          r.conditionLabel || r.condition,
          r.submission.label,
          r.submission.reviewedBy ?? "—",
          r.submission.reason ?? "—",
        ]),
      },
    ],
  };
}
