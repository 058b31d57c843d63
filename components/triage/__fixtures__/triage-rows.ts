// One triage table row for tests: task i, rank i, i calibration rows, i % 3 failing gates, waiting
// on a maintainer, unassigned and never reviewed.
import type { TriageTableRow } from "../triage-row";

export function triageRow(i: number): TriageTableRow {
  return {
    id: `task-${String(i).padStart(4, "0")}`,
    title: `Task ${i}`,
    family: "demo",
    judgeId: null,
    isDemo: false,
    reviewStatus: "draft",
    rank: i,
    rankReason: "unassigned, never reviewed · no verdict yet",
    latestRevisionId: `rev-${i}`,
    latestRevisionAt: "2026-12-05T07:00:00.000Z",
    latestRevisionSource: null,
    revisionCount: 1,
    rowCount: i,
    counts: { pass: 1, fail: i % 3, warn: 0, insufficient: 0, claimed: 0 },
    blocking: i % 3,
    claimsNotReproduced: 0,
    submissionsAwaiting: 0,
    audits: "none",
    changedSinceReview: false,
    openAuthorAsks: 0,
    openMaintainerAsks: 0,
    waitsOn: "maintainer",
    waitsOnWhy: "no verdict yet",
    assignedReviewerId: null,
    assignedReviewerName: null,
    lastVerdictAuthorId: null,
    reviewed: false,
    lastActivity: null,
    lastActivityWhat: null,
    myLastVerdictRevisionId: null,
    pulls: [],
  };
}
