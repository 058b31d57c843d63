// Every route handler and server action, what it needs, and how to call it in a test. The matrix
// test runs each × every actor × own/other task; the coverage test fails when a route file under
// app/ or an action under lib/actions exists that this table does not list.
import type { Need } from "../roles";
import type { Harness, MatrixActor } from "./harness";

export type Outcome = { status: number } | { code: string | undefined; ok: boolean };

export interface MatrixEntry {
  file: string;
  export: string;
  need: Need | "public";
  /** the request names a task (own vs other matters) */
  onTask: boolean;
  /** a write: an allowed call must leave an audit row */
  write: boolean;
  call(h: Harness, actor: MatrixActor, taskId: string): Promise<Outcome>;
  /** false: the allowed path needs services the matrix does not start (covered by the owner's tests) */
  runAllowed?: boolean;
}

type RouteFn = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type ActionFn = (prev: null, form: FormData | Record<string, unknown>) => Promise<{ ok: boolean; code?: string } | null>;

async function route(
  h: Harness,
  actor: MatrixActor,
  file: string,
  method: string,
  path: string,
  params: Record<string, string>,
  body?: BodyInit,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  const mod = (await import(/* @vite-ignore */ `../../../${file}`)) as Record<string, RouteFn>;
  const h0 = h.headersOf(actor);
  for (const [k, v] of Object.entries(headers)) h0.set(k, v);
  const res = await mod[method](new Request(`http://127.0.0.1:3999${path}`, { method, headers: h0, body }), {
    params: Promise.resolve(params),
  });
  await res.arrayBuffer().catch(() => undefined);
  return { status: res.status };
}

async function action(h: Harness, actor: MatrixActor, file: string, name: string, input: Record<string, unknown>): Promise<Outcome> {
  const mod = (await import(/* @vite-ignore */ `../../../${file}`)) as Record<string, ActionFn>;
  h.actAs(actor);
  const r = await mod[name](null, input);
  return { code: r?.code, ok: !!r?.ok };
}

function emptyMultipart(): { body: FormData } {
  const f = new FormData();
  f.set("nothing", "here");
  return { body: f };
}

const R = "app/api";
export const MATRIX: MatrixEntry[] = [
  {
    file: `${R}/health/route.ts`,
    export: "GET",
    need: "public",
    onTask: false,
    write: false,
    call: (h, a) => route(h, a, `${R}/health/route.ts`, "GET", "/api/health", {}),
  },
  {
    file: `${R}/auth/[...all]/route.ts`,
    export: "GET",
    need: "public",
    onTask: false,
    write: false,
    call: (h, a) => route(h, a, `${R}/auth/[...all]/route.ts`, "GET", "/api/auth/get-session", { all: "get-session" }),
  },
  {
    file: `${R}/auth/[...all]/route.ts`,
    export: "POST",
    need: "public",
    onTask: false,
    write: false,
    call: (h, a) =>
      route(
        h,
        a,
        `${R}/auth/[...all]/route.ts`,
        "POST",
        "/api/auth/one-time-link/consume",
        { all: "one-time-link" },
        JSON.stringify({ token: "not-a-real-token-0000000000" }),
        { "content-type": "application/json" },
      ),
  },
  {
    file: `${R}/openapi.json/route.ts`,
    export: "GET",
    need: "read",
    onTask: false,
    write: false,
    call: (h, a) => route(h, a, `${R}/openapi.json/route.ts`, "GET", "/api/openapi.json", {}),
  },
  {
    file: `${R}/jobs/[runId]/route.ts`,
    export: "GET",
    need: "read",
    onTask: false,
    write: false,
    call: (h, a) => route(h, a, `${R}/jobs/[runId]/route.ts`, "GET", "/api/jobs/no-such-run", { runId: "no-such-run" }),
  },
  {
    file: `${R}/media/[mediaId]/route.ts`,
    export: "GET",
    need: "read",
    onTask: false,
    write: false,
    call: (h, a) => route(h, a, `${R}/media/[mediaId]/route.ts`, "GET", "/api/media/no-such-media", { mediaId: "no-such-media" }),
  },
  {
    file: `${R}/media/[mediaId]/route.ts`,
    export: "HEAD",
    need: "read",
    onTask: false,
    write: false,
    call: (h, a) => route(h, a, `${R}/media/[mediaId]/route.ts`, "HEAD", "/api/media/no-such-media", { mediaId: "no-such-media" }),
  },
  {
    file: `${R}/media/[mediaId]/route.ts`,
    export: "POST",
    need: "review",
    onTask: false,
    write: true,
    call: (h, a) =>
      route(h, a, `${R}/media/[mediaId]/route.ts`, "POST", "/api/media/no-such-media?name=a.mp4", { mediaId: "no-such-media" }, "bytes"),
  },
  {
    file: `${R}/media/[mediaId]/progress/route.ts`,
    export: "GET",
    need: "read",
    onTask: false,
    write: false,
    call: (h, a) => route(h, a, `${R}/media/[mediaId]/progress/route.ts`, "GET", "/api/media/m1/progress", { mediaId: "m1" }),
  },
  ...(["rows", "revisions", "uploads"] as const).map((leaf): MatrixEntry => ({
    file: `${R}/tasks/[id]/${leaf}/route.ts`,
    export: "POST",
    need: "submit",
    onTask: true,
    write: true,
    call: (h, a, t) => route(h, a, `${R}/tasks/[id]/${leaf}/route.ts`, "POST", `/api/tasks/${t}/${leaf}`, { id: t }, emptyMultipart().body),
  })),
  {
    file: `${R}/tasks/[id]/status/route.ts`,
    export: "GET",
    need: "read",
    onTask: true,
    write: false,
    call: (h, a, t) => route(h, a, `${R}/tasks/[id]/status/route.ts`, "GET", `/api/tasks/${t}/status`, { id: t }),
  },
  {
    file: "app/tasks/[id]/export.md/route.ts",
    export: "GET",
    need: "read",
    onTask: true,
    write: false,
    call: (h, a, t) => route(h, a, "app/tasks/[id]/export.md/route.ts", "GET", `/tasks/${t}/export.md`, { id: t }),
  },

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
    need: "review",
    onTask: true,
    write: true,
    call: (h, a, t) => action(h, a, "lib/actions/add-task-member.ts", "addTaskMember", { userId: h.users.viewer.id, taskId: t }),
  },
  {
    file: "lib/actions/remove-task-member.ts",
    export: "removeTaskMember",
    need: "review",
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
  // these queue background jobs (pg-boss) when allowed: the refusals are checked here, the jobs by their owners' tests
  ...(
    [
      ["fetch-pinned-media", "fetchPinnedMedia", { mediaId: "no-such-media" }],
      ["run-audit", "runAudit", { revisionId: "no-such-revision", audit: "all" }],
      ["run-task-judge", "runTaskJudge", { revisionId: "no-such-revision" }],
    ] as const
  ).map(([file, name, extra]): MatrixEntry => ({
    file: `lib/actions/${file}.ts`,
    export: name,
    need: "review",
    onTask: true,
    write: true,
    runAllowed: false,
    call: (h, a, t) => action(h, a, `lib/actions/${file}.ts`, name, { taskId: t, ...extra }),
  })),
];

export type Expected = "allowed" | 401 | 403;

/** The policy, written out by hand (not derived from can()): who may do what, own vs other task. */
export function expected(need: Need | "public", actor: MatrixActor, own: boolean): Expected {
  if (need === "public") return "allowed";
  if (actor === "anonymous") return 401;
  const table: Record<Need, Record<Exclude<MatrixActor, "anonymous">, Expected | [Expected, Expected]>> = {
    read: { viewer: "allowed", contributor: "allowed", maintainer: "allowed", admin: "allowed" },
    submit: { viewer: 403, contributor: ["allowed", 403], maintainer: "allowed", admin: "allowed" },
    review: { viewer: 403, contributor: 403, maintainer: "allowed", admin: "allowed" },
    admin: { viewer: 403, contributor: 403, maintainer: 403, admin: "allowed" },
  };
  const e = table[need][actor];
  return Array.isArray(e) ? e[own ? 0 : 1] : e;
}

/** 401/403 or "allowed" (anything else: the guard let it through; the handler may still say 400/404). */
export function outcomeOf(o: Outcome): Expected {
  if ("status" in o) return o.status === 401 ? 401 : o.status === 403 ? 403 : "allowed";
  return o.code === "UNAUTHENTICATED" ? 401 : o.code === "FORBIDDEN" ? 403 : "allowed";
}
