// What a git import from the UI came to, for the badge on /import: a job that ran to the end is
// not a success when the importer rejected the commits (a broken SPEC card). Pure.
import type { GitImportRunSummary } from "./GitImportResults";

export interface GitImportOutcome {
  tone: "pass" | "warn" | "fail" | "pending";
  label: string;
  /** the rejected commits' reasons, one per commit ("1a2b3c4d: SPEC.md:12 yaml card: …") */
  reasons: string[];
  /** a rejected SPEC card that the salvage box would have imported, and the box was not ticked */
  salvageHint: boolean;
  /** the task page exists: only then is it linked */
  linkTask: boolean;
}

const SPEC_CARD_ERROR = /SPEC\.md\b.*yaml card/i;

export function gitImportOutcome(run: GitImportRunSummary): GitImportOutcome {
  const commits = run.results?.commits ?? [];
  const rejected = commits.filter((c) => c.outcome === "rejected");
  const reasons = rejected.map((c) => `${c.sha.slice(0, 8)}: ${c.errors.join("; ") || "rejected"}`);
  const salvageHint = !run.params?.salvageSpec && rejected.some((c) => c.errors.some((e) => SPEC_CARD_ERROR.test(e)));
  const linkTask = run.taskExists === true && !!run.results;
  const base = { reasons, salvageHint, linkTask };
  if (run.status === "queued" || run.status === "running") return { ...base, tone: "pending", label: run.status };
  if (run.status !== "succeeded") return { ...base, tone: "fail", label: run.status };
  if (commits.length > 0 && rejected.length === commits.length)
    return {
      ...base,
      tone: "fail",
      label: `rejected: ${rejected.length === 1 ? "the commit was" : `all ${rejected.length} commits were`} refused`,
    };
  if (rejected.length > 0)
    return { ...base, tone: "warn", label: `partly imported: ${rejected.length} of ${commits.length} commits refused` };
  return { ...base, tone: "pass", label: "imported" };
}
