// Which revision range a git-imported revision's hygiene check reads (pure). A pull request's own
// commits: the PR's merge base .. the commit (what the PR would bring into main). Otherwise: the
// last commit reviewed before this import run .. the commit, so every revision a run imports
// carries all the run brings (a blob added in one commit and deleted in the next is seen by the
// second: "squash"). Nothing reviewed before: the whole history up to the commit.

export interface PullRequestBase {
  /** the merge base of the PR's base and head */
  sha: string;
  /** the commits after the merge base, up to the head */
  commits: ReadonlySet<string>;
}

export function hygieneRange(commit: string, lastReviewed: string | null, pr: PullRequestBase | null = null): string {
  if (pr && pr.commits.has(commit)) return `${pr.sha}..${commit}`;
  return lastReviewed ? `${lastReviewed}..${commit}` : commit;
}
