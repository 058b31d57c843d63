// "Since the last review" on the task page, in the review threads' shape: what closed (and how),
// the author's remaining work numbered, the maintainers' follow-ups; every ask of every verdict
// below, with a tick for maintainers.
import { askLine, type AsksSinceReview, type AskWithState } from "@/lib/asks/since-review";
import { TickAskButton } from "./TickAskButton";

function Ask({ a, taskId, canTick }: { a: AskWithState; taskId: string; canTick: boolean }) {
  // an ask closed by a revision is closed by evidence: there is nothing to tick
  const tickable = canTick && !(a.state.state === "closed" && a.state.how === "revision");
  return (
    <li data-testid="ask" data-ask-state={a.state.state}>
      <span>{askLine(a)}</span> {tickable ? <TickAskButton taskId={taskId} askId={a.id} ticked={a.state.state === "closed"} /> : null}
    </li>
  );
}

export function ReviewAsks({ taskId, split, canTick }: { taskId: string; split: AsksSinceReview; canTick: boolean }) {
  const { closed, remainingAuthor, maintainerFollowUp } = split;
  if (!closed.length && !remainingAuthor.length && !maintainerFollowUp.length)
    return (
      <p className="muted" data-testid="review-asks">
        No asks open: a verdict&apos;s asks appear here until they close.
      </p>
    );
  return (
    <section className="panel stack" data-testid="review-asks">
      <h3>Since the last review</h3>
      {closed.length ? (
        <div data-testid="asks-closed">
          <strong>Closed from the previous review:</strong>
          <ul>
            {closed.map((a) => (
              <Ask key={a.id} a={a} taskId={taskId} canTick={canTick} />
            ))}
          </ul>
        </div>
      ) : null}
      {remainingAuthor.length ? (
        <div data-testid="asks-author">
          <strong>Remaining author-side work:</strong>
          <ol>
            {remainingAuthor.map((a) => (
              <Ask key={a.id} a={a} taskId={taskId} canTick={canTick} />
            ))}
          </ol>
        </div>
      ) : null}
      {maintainerFollowUp.length ? (
        <div data-testid="asks-maintainer">
          <strong>Maintainer-side follow-up after the contract is frozen:</strong>
          <ul>
            {maintainerFollowUp.map((a) => (
              <Ask key={a.id} a={a} taskId={taskId} canTick={canTick} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
