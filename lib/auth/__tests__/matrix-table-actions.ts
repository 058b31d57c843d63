// The matrix rows for every server action under lib/actions.
import type { Harness } from "./harness";
import { action, type MatrixEntry } from "./matrix-table-call";
import { takeSubmittedRow } from "./matrix-task-rows";

type Extra = Record<string, unknown> | ((h: Harness, taskId: string) => Record<string, unknown>);

/** A maintainer-only action on a task, called with the task id and `extra`; runAllowed false: its allowed path needs a job queue. */
function reviewActionOnTask(file: string, name: string, extra: Extra, runAllowed = true): MatrixEntry {
  return {
    file: `lib/actions/${file}.ts`,
    export: name,
    need: "review",
    onTask: true,
    write: true,
    ...(runAllowed ? {} : { runAllowed: false }),
    call: (h, a, t) => action(h, a, `lib/actions/${file}.ts`, name, { taskId: t, ...(typeof extra === "function" ? extra(h, t) : extra) }),
  };
}

export const ACTION_ENTRIES: MatrixEntry[] = [
  {
    file: "lib/actions/add-comment.ts",
    export: "addComment",
    need: "submit",
    onTask: true,
    write: true,
    call: (h, a, t) => action(h, a, "lib/actions/add-comment.ts", "addComment", { taskId: t, body: "matrix comment" }),
  },
  {
    file: "lib/actions/submit-verdict.ts",
    export: "submitVerdict",
    need: "review",
    onTask: true,
    write: true,
    call: (h, a, t) =>
      action(h, a, "lib/actions/submit-verdict.ts", "submitVerdict", { taskId: t, verdict: "comment", body: "matrix verdict" }),
  },
  {
    file: "lib/actions/tick-ask.ts",
    export: "tickAsk",
    need: "review",
    onTask: true,
    write: true,
    // no such ask: the guard decides first, then the handler answers "Nothing was changed" (audited)
    call: (h, a, t) => action(h, a, "lib/actions/tick-ask.ts", "tickAsk", { taskId: t, askId: "no-such-ask", ticked: "1" }),
  },
  // the harness tasks have no revision: the allowed path answers "not changed" (audited)
  reviewActionOnTask("set-official-judge", "setOfficialJudge", { judgeId: "kart-race-telemetry-ledger-s1@f933449" }),
  {
    file: "lib/actions/assign-reviewer.ts",
    export: "assignReviewer",
    need: "review",
    onTask: true,
    write: true,
    call: (h, a, t) => action(h, a, "lib/actions/assign-reviewer.ts", "assignReviewer", { taskId: t, reviewerId: "" }),
  },
  {
    file: "lib/actions/verify-media-pin.ts",
    export: "verifyMediaPin",
    need: "review",
    onTask: false,
    write: true,
    call: (h, a, t) => action(h, a, "lib/actions/verify-media-pin.ts", "verifyMediaPin", { taskId: t, mediaId: "no-such-media" }),
  },
  {
    file: "lib/actions/attach-media-by-path.ts",
    export: "attachMediaByPath",
    need: "review",
    onTask: false,
    write: true,
    call: (h, a, t) =>
      action(h, a, "lib/actions/attach-media-by-path.ts", "attachMediaByPath", {
        taskId: t,
        mediaId: "no-such-media",
        localPath: "/etc/hostname",
      }),
  },
  {
    file: "lib/actions/add-task-member.ts",
    export: "addTaskMember",
    need: "admin",
    onTask: true,
    write: true,
    call: (h, a, t) => action(h, a, "lib/actions/add-task-member.ts", "addTaskMember", { userId: h.users.viewer.id, taskId: t }),
  },
  {
    file: "lib/actions/remove-task-member.ts",
    export: "removeTaskMember",
    need: "admin",
    onTask: true,
    write: true,
    call: (h, a, t) => action(h, a, "lib/actions/remove-task-member.ts", "removeTaskMember", { userId: h.users.viewer.id, taskId: t }),
  },
  {
    file: "lib/actions/invite-user.ts",
    export: "inviteUser",
    need: "admin",
    onTask: false,
    write: true,
    call: (h, a) =>
      action(h, a, "lib/actions/invite-user.ts", "inviteUser", {
        email: `inv-${a}-${Math.random().toString(36).slice(2)}@harness.test`,
        role: "viewer",
      }),
  },
  {
    file: "lib/actions/set-user-role.ts",
    export: "setUserRole",
    need: "admin",
    onTask: false,
    write: true,
    call: (h, a) => action(h, a, "lib/actions/set-user-role.ts", "setUserRole", { userId: h.users.viewer.id, role: "viewer" }),
  },
  {
    file: "lib/actions/create-sign-in-link.ts",
    export: "createSignInLink",
    need: "admin",
    onTask: false,
    write: true,
    call: (h, a) => action(h, a, "lib/actions/create-sign-in-link.ts", "createSignInLink", { userId: h.users.viewer.id }),
  },
  {
    file: "lib/actions/create-api-token.ts",
    export: "createApiToken",
    need: "read",
    onTask: false,
    write: true,
    call: (h, a) =>
      action(h, a, "lib/actions/create-api-token.ts", "createApiToken", { name: "matrix", access: "read", expiresInDays: "7" }),
  },
  {
    file: "lib/actions/revoke-api-token.ts",
    export: "revokeApiToken",
    need: "read",
    onTask: false,
    write: true,
    call: async (h, a) =>
      action(h, a, "lib/actions/revoke-api-token.ts", "revokeApiToken", {
        tokenId: a === "anonymous" ? "no-such-token" : (await h.token(a, { access: "read" })).id,
      }),
  },
  {
    file: "lib/actions/update-account.ts",
    export: "updateAccount",
    need: "read",
    onTask: false,
    write: true,
    call: (h, a) => action(h, a, "lib/actions/update-account.ts", "updateAccount", { name: `The ${a}` }),
  },
  {
    file: "lib/actions/cancel-job.ts",
    export: "cancelJob",
    need: "review",
    onTask: false,
    write: true,
    runAllowed: false,
    call: (h, a) => action(h, a, "lib/actions/cancel-job.ts", "cancelJob", { runId: "no-such-run" }),
  },
  {
    file: "lib/actions/retry-job.ts",
    export: "retryJob",
    need: "review",
    onTask: false,
    write: true,
    runAllowed: false,
    call: (h, a) => action(h, a, "lib/actions/retry-job.ts", "retryJob", { runId: "no-such-run" }),
  },
  {
    file: "lib/actions/import-from-git.ts",
    export: "importFromGit",
    need: "review",
    onTask: false,
    write: true,
    runAllowed: false,
    call: (h, a) => action(h, a, "lib/actions/import-from-git.ts", "importFromGit", { source: "no-such-repo", ref: "main", folder: "" }),
  },
  // a maintainer's decision on a contributor's submitted row of that task, one not decided yet per call:
  // an allowed call decides it (the guard's audit row and the decision's), never a 404
  {
    ...reviewActionOnTask("accept-submission", "acceptSubmission", (h, t) => ({ kind: "row", id: takeSubmittedRow(h, t, "accept") })),
    auditRows: 2,
  },
  {
    ...reviewActionOnTask("reject-submission", "rejectSubmission", (h, t) => ({
      kind: "row",
      id: takeSubmittedRow(h, t, "reject"),
      reason: "matrix rejection",
    })),
    auditRows: 2,
  },
  // these queue background jobs (pg-boss) when allowed: the refusals are checked here, the jobs by their owners' tests
  reviewActionOnTask("fetch-pinned-media", "fetchPinnedMedia", { mediaId: "no-such-media" }, false),
  reviewActionOnTask("run-audit", "runAudit", { revisionId: "no-such-revision", audit: "all" }, false),
  reviewActionOnTask("run-task-judge", "runTaskJudge", { revisionId: "no-such-revision" }, false),
];
