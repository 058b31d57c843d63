// What the gate checklist and a task status read of a revision: a structural part of the task
// page's revision view (TaskOverview["revision"] has every field here), so the status-only load
// (lib/gates/store/status-revisions.ts) can fetch just these columns and the type checker proves
// it fetched enough: gateFactsOf, importGateFactsOf and trajectoryFactsOf take this type, not the
// whole view, so a gate that starts reading another field fails to compile until both loads give it.
import type { TaskOverview } from "../../data/queries/get-task-overview";

type Revision = TaskOverview["revision"];
type Row = Revision["rows"][number];

/** A calibration row as the gates and the claims check read it. */
export type GateRow = Pick<
  Row,
  | "id"
  | "ordinal"
  | "harness"
  | "harnessVersion"
  | "model"
  | "condition"
  | "conditionLabel"
  | "status"
  | "claimedScore"
  | "claimedScoreText"
  | "claimedTurns"
  | "instructionSha256"
  | "runIndex"
  | "runCount"
  | "ledgerId"
  | "ledgerLink"
  | "citedRolloutPath"
  | "declaredTransform"
  | "sourceFile"
  | "submissionState"
  | "findings"
  | "flags"
> & {
  ledger: Pick<NonNullable<Row["ledger"]>, "id" | "path" | "sha256"> | null;
  rollout: Pick<NonNullable<Row["rollout"]>, "id" | "path" | "toolCallTurns"> | null;
};

export type GateRevision = Pick<
  Revision,
  "id" | "judgeId" | "instructionSha256" | "submissionState" | "findings" | "artifactChecks" | "contractFindings"
> & {
  /** read only for input.short_clip_exemption, through a schema that accepts any JSON (gate-facts.ts) */
  specCard: unknown;
  media: Pick<Revision["media"][number], "url" | "sha256" | "probe" | "durationSec" | "width" | "height" | "hasAudio" | "verification">[];
  pairings: Pick<Revision["pairings"][number], "id" | "isPrimary">[];
  ledgers: Pick<Revision["ledgers"][number], "id" | "path" | "origin" | "scoreRuns">[];
  /** partial revisions (tests, snapshots) may carry none */
  rollouts?: Pick<Revision["rollouts"][number], "id" | "path" | "summary">[];
  rows: GateRow[];
};
