// What a parsed task folder becomes before its one transaction opens: the oracle / empty anchors,
// the derived ledgers and rows, every ledger scored under every judge pairing, the findings scoring
// adds, the folder's artifacts checked against those scores, and the contract review. Nothing here
// writes; write-parsed-task.ts stores the result in one transaction.
import type { Finding, ParsedTask } from "../types";
import { anchorLedgers, linkAnchorRows } from "./anchor-ledgers";
import { artifactChecksOf } from "./artifact-checks";
import { filesOfParsedTask } from "../../contract/parsed-task-files";
import { reviewParsedTask } from "../../contract/review-task";
import type { BlobChange } from "../../contract/types";
import { ledgersAboveBar, transformedLedgers } from "./derived-ledgers";
import { computeScoreRuns } from "./score-runs";

/** What the contract review reads beside the folder: a git import's blob history, read only for a new revision. */
export interface ReviewSources {
  history?: () => Promise<{ range: string; changes: readonly BlobChange[] } | null>;
}

export type PreparedRevision = Awaited<ReturnType<typeof prepareRevision>>;

export async function prepareRevision(task: ParsedTask, findings: Finding[], sources: ReviewSources) {
  const anchors = anchorLedgers(task);
  const primary = task.pairings.find((p) => p.isPrimary);
  const derived = transformedLedgers(linkAnchorRows(task.rows, anchors.ledgers), [...task.ledgers, ...anchors.ledgers], primary);
  const { rows, ledgers } = derived;
  const { runs, problems } = computeScoreRuns(task.pairings, ledgers);
  problems.unshift(...anchors.notes);
  const allFindings = [...findings, ...ledgersAboveBar(rows, ledgers, runs, primary)];
  const artifactChecks = artifactChecksOf(task, rows, ledgers, runs, primary);
  // the contract review reads the task as imported (pure; loads the primary judge lazily)
  const history = sources.history ? await sources.history() : null;
  const contractReview = await reviewParsedTask(task, filesOfParsedTask(task), { history });
  return { primary, anchors, rows, ledgers, runs, problems, allFindings, artifactChecks, contractReview };
}
