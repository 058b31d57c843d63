"use client";
// The task's contributor submissions with their review state; a maintainer accepts one (it then
// counts toward the gates) or rejects it with a reason the contributor reads on the row. A row is
// one proposal with its ledger and trajectory (listed under it), and its findings stand beside its
// Accept: a blocking one refuses Accept unless the maintainer overrides it with a written reason.
import { acceptSubmission } from "@/lib/actions/accept-submission";
import { rejectSubmission } from "@/lib/actions/reject-submission";
import { SUBMISSION_LABELS, type SubmissionItem as SubmissionListItem, type SubmissionKind } from "@/lib/submissions/policy";
import { ActionForm } from "../auth/ActionForm";

const KIND_LABELS: Record<SubmissionKind, string> = { row: "row", ledger: "ledger", rollout: "trajectory", revision: "revision" };

function Target({ taskId, item }: { taskId: string; item: SubmissionListItem }) {
  return (
    <>
      <input type="hidden" name="taskId" value={taskId} />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="id" value={item.id} />
    </>
  );
}

function Findings({ item }: { item: SubmissionListItem }) {
  if (!item.parts.length && !item.findings.length) return null;
  return (
    <>
      {item.parts.length ? (
        <ul className="muted" data-testid="proposal-parts">
          {item.parts.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {item.findings.length ? (
        <ul data-testid="proposal-findings">
          {item.findings.map((f, i) => (
            <li key={i} className={f.blocking ? "error-box" : "muted"} data-blocking={f.blocking ? "true" : undefined}>
              {f.blocking ? "Blocking: " : ""}
              {f.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function AcceptForm({ taskId, item }: { taskId: string; item: SubmissionListItem }) {
  const blocked = item.findings.some((f) => f.blocking);
  return (
    <ActionForm action={acceptSubmission} submit={blocked ? "Accept despite the blocking finding" : "Accept"} testId="accept-submission">
      <Target taskId={taskId} item={item} />
      {blocked ? (
        <>
          <input type="hidden" name="override" value="true" />
          <input
            name="reason"
            required
            maxLength={2000}
            placeholder="why the blocking finding is overridden"
            aria-label="override reason"
          />
        </>
      ) : null}
    </ActionForm>
  );
}

export function SubmissionReviewList({ taskId, items, canReview }: { taskId: string; items: SubmissionListItem[]; canReview: boolean }) {
  if (!items.length) return <p className="muted">No contributor submissions on this task.</p>;
  return (
    <div className="table-scroll">
      <table className="data" data-testid="submission-review">
        <thead>
          <tr>
            <th>What</th>
            <th>From</th>
            <th>State</th>
            {canReview ? <th>Decide</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.kind}:${item.id}`} data-kind={item.kind} data-id={item.id} data-state={item.state}>
              <td>
                <span className="muted">{KIND_LABELS[item.kind]}</span> {item.title}
                <Findings item={item} />
              </td>
              <td>
                {item.authorName ?? "an API client"} <span className="muted">{item.submittedAt.slice(0, 16).replace("T", " ")} UTC</span>
              </td>
              <td>
                <span className={`submission-state ${item.state}`}>{SUBMISSION_LABELS[item.state]}</span>
                {item.reviewedByName ? <div className="muted">by {item.reviewedByName}</div> : null}
                {item.reviewReason ? <div className="muted">reason: {item.reviewReason}</div> : null}
              </td>
              {canReview ? (
                <td>
                  {item.state !== "accepted" ? <AcceptForm taskId={taskId} item={item} /> : null}
                  {item.state !== "rejected" ? (
                    <ActionForm action={rejectSubmission} submit="Reject" testId="reject-submission">
                      <Target taskId={taskId} item={item} />
                      <input name="reason" required maxLength={2000} placeholder="why (the contributor reads this)" aria-label="reason" />
                    </ActionForm>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
