// The banner a re-reviewer sees first: the task changed since the last verdict, and one link to
// exactly what changed.
import Link from "next/link";

export interface ChangedSinceReviewProps {
  verdict: string;
  reviewer: string;
  reviewedLabel: string;
  href: string;
}

export function ChangedSinceReview({ verdict, reviewer, reviewedLabel, href }: ChangedSinceReviewProps) {
  return (
    <p className="since-review" role="status" data-testid="changed-since-review">
      <strong>Changed since review.</strong> The last verdict ({verdict.replace("_", " ")} by {reviewer}) judged{" "}
      <code>{reviewedLabel}</code>. <Link href={href}>Review changes since {reviewedLabel.split(" ")[0]}</Link>
    </p>
  );
}
