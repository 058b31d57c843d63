// The comments on one ledger / trajectory / file, each with the event, step or line it is about
// (linked to it when the viewer can open there), and the form to add one.
import Link from "next/link";
import { AnchoredCommentForm } from "./AnchoredCommentForm";

export interface AnchoredCommentView {
  id: string;
  author: string;
  body: string;
  at: number;
  createdAt: string;
}

export function AnchoredComments({
  taskId,
  kind,
  thingId,
  comments,
  canComment,
  hrefAt,
  initialAt,
}: {
  taskId: string;
  kind: "event" | "step" | "line";
  thingId: string;
  comments: AnchoredCommentView[];
  canComment: boolean;
  /** where the viewer opens at an event / step; absent = no link */
  hrefAt?: (at: number) => string;
  initialAt?: number;
}) {
  return (
    <section className="panel stack" data-testid="anchored-comments">
      <h2>Comments</h2>
      {comments.length === 0 ? (
        <p className="muted">No comments on this {kind === "line" ? "file" : kind === "step" ? "trajectory" : "ledger"} yet.</p>
      ) : null}
      <ul>
        {comments.map((c) => (
          <li key={c.id} data-testid="anchored-comment">
            <strong>{c.author}</strong> on {hrefAt ? <Link href={hrefAt(c.at)}>{`${kind} ${c.at}`}</Link> : `${kind} ${c.at}`}{" "}
            <span className="muted">{c.createdAt.slice(0, 16).replace("T", " ")}</span>: {c.body}
          </li>
        ))}
      </ul>
      {canComment ? <AnchoredCommentForm taskId={taskId} kind={kind} thingId={thingId} initialAt={initialAt} /> : null}
    </section>
  );
}
