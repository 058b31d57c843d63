// Who a task waits on, from what is stored about it. The rule, first match wins:
//   1. no revision imported                       -> contributor (there is nothing to review)
//   2. a submission awaits acceptance             -> maintainer  (a decision is owed)
//   3. no verdict yet                             -> maintainer  (first review)
//   4. a revision newer than the last verdict     -> maintainer  (re-review what changed)
//   5. an author-side ask is open                 -> contributor
//   6. the last verdict requested changes         -> contributor (even with no ask written)
//   7. a maintainer-side ask is open              -> maintainer  (follow-up owed)
//   8. the last verdict approved                  -> nobody
//   9. a comment-only verdict, nothing open       -> maintainer  (no decision yet)
// Pure.
export type Verdict = "approve" | "request_changes" | "comment";

export interface WaitsOnFacts {
  hasRevision: boolean;
  submissionsAwaiting: number;
  /** the newest verdict; onLatest = it judged the latest revision */
  lastVerdict: { verdict: Verdict; onLatest: boolean } | null;
  openAuthorAsks: number;
  openMaintainerAsks: number;
}

export type WaitsOnWho = "contributor" | "maintainer" | "nobody";
export interface WaitsOn {
  who: WaitsOnWho;
  why: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function waitsOn(f: WaitsOnFacts): WaitsOn {
  if (!f.hasRevision) return { who: "contributor", why: "no revision imported yet" };
  if (f.submissionsAwaiting > 0) return { who: "maintainer", why: `${plural(f.submissionsAwaiting, "submission")} awaiting acceptance` };
  if (!f.lastVerdict) return { who: "maintainer", why: "no verdict yet" };
  if (!f.lastVerdict.onLatest) return { who: "maintainer", why: "changed since review" };
  if (f.openAuthorAsks > 0) return { who: "contributor", why: `${plural(f.openAuthorAsks, "author-side ask")} open` };
  if (f.lastVerdict.verdict === "request_changes") return { who: "contributor", why: "changes requested" };
  if (f.openMaintainerAsks > 0) return { who: "maintainer", why: `${plural(f.openMaintainerAsks, "maintainer-side follow-up")} open` };
  if (f.lastVerdict.verdict === "approve") return { who: "nobody", why: "approved" };
  return { who: "maintainer", why: "comment-only verdict, no decision yet" };
}
