// The PR comment's input, assembled from the task overview: the gates computed from stored facts,
// every calibration row with claimed beside recomputed (under every judge pairing), the import
// findings of the folder and of its rows, the latest verdict and the discussion.
import { evaluateGates, rowLabel } from "../gates";
import { findingsFromStored } from "../export/stored-findings";
import type { ReviewCommentInput, ReviewJudgePairing } from "../export";
import type { TaskOverview } from "../data/queries/get-task-overview";
import { trajectoryReviewItems } from "../rollouts/store/trajectory-facts";
import { trajectoryReviewSection } from "../rollouts/report/trajectory-review-section";
import { rowProvenanceSection, taskVerdictSection } from "../export/sections/provenance-section";
import { gateFactsOf } from "../gates/store/gate-facts";
import { primaryPairingId, recomputedFor } from "../data/views/row-scores";
import { submissionsSection } from "../export/sections/submissions-section";
import { submissionView } from "../submissions/policy";

type Revision = TaskOverview["revision"];

function pairingsOf(revision: Revision): ReviewJudgePairing[] {
  const runsByLedger = new Map(revision.ledgers.map((l) => [l.id, l.scoreRuns]));
  return revision.pairings.map((p) => {
    const oracle = revision.ledgers.find((l) => l.origin === "oracle");
    // the perfect submission built from this pairing's own ground truth (its path names the file)
    const perfect = revision.ledgers.find(
      (l) => l.origin === "derived-oracle" && p.groundTruthPath != null && l.path.includes(p.groundTruthPath),
    );
    const rowScores: Record<string, number | null> = {};
    for (const row of revision.rows) {
      if (row.ledger) rowScores[row.id] = recomputedFor(runsByLedger.get(row.ledger.id), p.id)?.rewardValue ?? null;
    }
    return {
      judgeId: p.judgeId,
      label: p.label,
      isPrimary: p.isPrimary,
      groundTruthPath: p.groundTruthPath,
      groundTruthSha256: p.groundTruthSha256,
      oracleScore: oracle ? (recomputedFor(oracle.scoreRuns, p.id)?.rewardValue ?? null) : null,
      perfectScore: perfect ? (recomputedFor(perfect.scoreRuns, p.id)?.rewardValue ?? null) : null,
      rowScores,
    };
  });
}

export function reviewCommentInputOf(overview: TaskOverview): ReviewCommentInput {
  const { task, revision, reviews, comments } = overview;
  const facts = gateFactsOf(revision);
  const latest = reviews[0];
  const primary = primaryPairingId(revision.pairings);
  const runsByLedger = new Map(revision.ledgers.map((l) => [l.id, l.scoreRuns]));
  const stored = new Map(revision.rows.map((r) => [r.id, r]));
  return {
    task: { id: task.id, title: task.title },
    revision: { instructionSha256: revision.instructionSha256, judgeId: revision.judgeId },
    gates: evaluateGates(facts),
    rows: facts.rows.map(
      ({ id, harness, model, condition, conditionLabel, status, claimedScore, claimedScoreText, turns, instructionSha256 }) => {
        const ledger = stored.get(id)?.ledger;
        const run = ledger ? recomputedFor(runsByLedger.get(ledger.id), primary) : null;
        return {
          id,
          harness,
          model,
          condition,
          conditionLabel,
          status,
          claimedScore,
          claimedScoreText,
          // the table shows a rejection's 0 beside its reason (the gates read it as no score)
          recomputedScore: run?.rewardValue ?? null,
          turns,
          instructionSha256,
          rejectedReason: run && run.reason !== "ok" ? run.reason : null,
        };
      },
    ),
    findings: [
      ...findingsFromStored(revision.findings),
      ...revision.rows.flatMap((r) => findingsFromStored(r.findings, `${rowLabel(r)} (${r.conditionLabel || r.condition})`)),
    ],
    pairings: pairingsOf(revision),
    verdict: latest ? latest.verdict : null,
    comments: [
      ...(latest?.body ? [{ author: latest.author, body: latest.body, anchor: "verdict" }] : []),
      ...comments.map((c) => ({ author: c.author, body: c.body, anchor: c.anchor })),
    ],
    openIssues: [],
    sections: [
      taskVerdictSection(revision.taskVerdict),
      trajectoryReviewSection(trajectoryReviewItems(revision)),
      rowProvenanceSection(
        revision.rows
          .filter((r) => r.kind !== "anchor")
          .map((r) => ({ ...r, label: `${rowLabel(r)} (${r.conditionLabel || r.condition})`, rolloutId: r.rollout ? r.rolloutId : null })),
        revision.rollouts,
      ),
      submissionsSection(
        revision.rows.flatMap((r) => {
          const submission = submissionView(r, revision);
          return submission ? [{ ...r, submission }] : [];
        }),
      ),
    ].filter((s) => s !== null),
  };
}
