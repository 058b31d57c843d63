// Every job kind, in one table: what the web server's worker and every `npm run worker` execute,
// and what enqueueing checks parameters against. Each kind's parameters come from a small params
// module; its handler module is imported only when a run of that kind executes, so an action that
// enqueues loads a schema, not the sandbox, git, the importer or the audits.
// A new kind: a params module in its capability folder, a handler, and one entry here.
import { jobKind, jobKinds } from "../jobs/types";
import { GIT_IMPORT_KIND, gitImportParams } from "../git/store/git-import-params";
import { MEDIA_FETCH_KIND, mediaFetchParams } from "../media/media-fetch-params";
import { PULL_REQUEST_JOB_KIND, pullRequestJobParams, REPUBLISH_JOB_KIND, republishJobParams } from "../github/store/job-params";
import { TASK_JUDGE_KIND, taskJudgeParams } from "../judges/store/task-judge-params";
import { AUDIT_JOB_KIND, auditJobParams } from "../audits/store/audit-job-params";

export const JOB_KINDS = jobKinds({
  [AUDIT_JOB_KIND]: jobKind({
    params: auditJobParams,
    resumable: true,
    handler: async (p, ctx) => (await import("../audits/store/audit-job")).runAuditJob(p, ctx),
  }),
  [TASK_JUDGE_KIND]: jobKind({
    params: taskJudgeParams,
    handler: async (p, ctx) => (await import("../judges/store/task-judge-job")).runTaskJudgeJob(p, ctx),
  }),
  [MEDIA_FETCH_KIND]: jobKind({
    params: mediaFetchParams,
    resumable: true,
    handler: async (p, ctx) => (await import("../media/media-fetch-job")).runMediaFetchJob(p, ctx),
  }),
  [GIT_IMPORT_KIND]: jobKind({
    params: gitImportParams,
    handler: async (p, ctx) => (await import("../git/store/git-import-job")).runGitImportJob(p, ctx),
  }),
  [PULL_REQUEST_JOB_KIND]: jobKind({
    params: pullRequestJobParams,
    // a worker that died mid-run leaves it to the next (the import is idempotent, the comment found again)
    resumable: true,
    // one per worker: anyone can open a PR, and a slow clone must not keep audits and task judges waiting
    concurrency: 1,
    handler: async (p, ctx) => (await import("../github/store/pull-request-job")).runPullRequestJob(p, ctx),
  }),
  [REPUBLISH_JOB_KIND]: jobKind({
    params: republishJobParams,
    // publishing again is harmless (the sticky comment is found by its marker, a status is replaced)
    resumable: true,
    // its debounce window waits in a slot: one at a time leaves the others to audits and task judges
    concurrency: 1,
    handler: async (p, ctx) => (await import("../github/store/republish-job")).runRepublishJob(p, ctx),
  }),
});
