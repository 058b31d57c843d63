// The PR comment's input, assembled from the task overview: the gates computed from stored facts,
// every calibration row with claimed beside recomputed, the latest verdict and the discussion.
import { evaluateGates } from "../../gates";
import type { ReviewCommentInput } from "../../export";
import type { TaskOverview } from "../queries/get-task-overview";
import { gateFactsOf } from "./gate-facts";

export function reviewCommentInputOf(overview: TaskOverview): ReviewCommentInput {
  const { task, revision, reviews, comments } = overview;
  const facts = gateFactsOf(revision);
  const latest = reviews[0];
  return {
    task: { id: task.id, title: task.title },
    revision: { contentSha256: revision.contentSha256, instructionSha256: revision.instructionSha256, judgeId: revision.judgeId },
    gates: evaluateGates(facts),
    rows: facts.rows.map(({ id, harness, model, condition, conditionLabel, status, claimedScore, recomputedScore, turns }) => ({
      id,
      harness,
      model,
      condition,
      conditionLabel,
      status,
      claimedScore,
      recomputedScore,
      turns,
    })),
    verdict: latest ? latest.verdict : null,
    comments: [
      ...(latest?.body ? [{ author: latest.author, body: latest.body, anchor: "verdict" }] : []),
      ...comments.map((c) => ({ author: c.author, body: c.body, anchor: c.anchor })),
    ],
    openIssues: [],
  };
}
