import { Markdown } from "@/components/Markdown";
import { StatusBadge } from "@/components/StatusBadge";

interface ReviewLite {
  id: string;
  author: string;
  verdict: string;
  body: string;
  createdAt: Date;
}
interface CommentLite {
  id: string;
  author: string;
  body: string;
  anchor: string | null;
  createdAt: Date;
}

const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");

/** Verdicts (newest first) and the discussion (oldest first) on a task. */
export function ReviewHistory({ reviews, comments }: { reviews: ReviewLite[]; comments: CommentLite[] }) {
  return (
    <section data-testid="review-history">
      {reviews.length === 0 && comments.length === 0 ? <p className="muted">No verdicts or comments yet.</p> : null}
      {reviews.map((r) => (
        <article key={r.id} className="panel review-entry">
          <header>
            <strong>{r.author}</strong>{" "}
            <StatusBadge
              status={r.verdict === "approve" ? "approved" : r.verdict === "request_changes" ? "changes_requested" : "in_review"}
            />{" "}
            <span className="muted">{when(r.createdAt)}</span>
          </header>
          {r.body ? <Markdown text={r.body} /> : null}
        </article>
      ))}
      {comments.map((c) => (
        <article key={c.id} className="panel review-entry">
          <header>
            <strong>{c.author}</strong> <span className="muted">{when(c.createdAt)}</span>
            {c.anchor ? <span className="muted"> · on {c.anchor}</span> : null}
          </header>
          <Markdown text={c.body} />
        </article>
      ))}
    </section>
  );
}
