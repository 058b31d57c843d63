"use client";
// The task's contributor submissions with their review state; a maintainer accepts one (it then
// counts toward the gates) or rejects it with a reason the contributor reads on the row.
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
                  {item.state !== "accepted" ? (
                    <ActionForm action={acceptSubmission} submit="Accept" testId="accept-submission">
                      <Target taskId={taskId} item={item} />
                    </ActionForm>
                  ) : null}
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
