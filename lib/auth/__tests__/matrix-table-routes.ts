// The matrix rows for every route handler under app/ (app/api and the task export).
import type { Harness, MatrixActor } from "./harness";
import { matrixRowsOf, takeSubmittedRow } from "./matrix-task-rows";
import { emptyMultipart, route, type MatrixEntry } from "./matrix-table-call";

const R = "app/api";

function mediaRoute(h: Harness, a: MatrixActor, method: string, query: string, taskId: string, body?: BodyInit) {
  const { mediaId } = matrixRowsOf(h, taskId);
  return route(h, a, `${R}/media/[mediaId]/route.ts`, method, `/api/media/${mediaId}${query}`, { mediaId }, body);
}
export const ROUTE_ENTRIES: MatrixEntry[] = [
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
    // authenticated by its signature, not a session: every actor without one is refused (401, or 404 while off)
    file: `${R}/github/webhook/route.ts`,
    export: "POST",
    need: "public",
    onTask: false,
    write: false,
    call: (h, a) =>
      route(h, a, `${R}/github/webhook/route.ts`, "POST", "/api/github/webhook", {}, JSON.stringify({ zen: "hi" }), {
        "x-github-event": "ping",
      }),
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
    onTask: true, // a run names its task through its revision
    write: false,
    call: (h, a, t) => {
      const { runId } = matrixRowsOf(h, t);
      return route(h, a, `${R}/jobs/[runId]/route.ts`, "GET", `/api/jobs/${runId}`, { runId });
    },
  },
  // the media routes name their task through the media record: called about each task's media
  ...(["GET", "HEAD"] as const).map((method): MatrixEntry => ({
    file: `${R}/media/[mediaId]/route.ts`,
    export: method,
    need: "read",
    onTask: true,
    write: false,
    call: (h, a, t) => mediaRoute(h, a, method, "", t),
  })),
  {
    file: `${R}/media/[mediaId]/route.ts`,
    export: "POST",
    need: "review",
    onTask: true,
    write: true,
    call: (h, a, t) => mediaRoute(h, a, "POST", "?name=a.mp4", t, "bytes"),
  },
  {
    file: `${R}/media/[mediaId]/progress/route.ts`,
    export: "GET",
    need: "read",
    onTask: true,
    write: false,
    call: (h, a, t) => {
      const { mediaId } = matrixRowsOf(h, t);
      return route(h, a, `${R}/media/[mediaId]/progress/route.ts`, "GET", `/api/media/${mediaId}/progress`, { mediaId });
    },
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
    file: `${R}/tasks/[id]/submissions/[kind]/[submissionId]/route.ts`,
    export: "POST",
    need: "review",
    onTask: true,
    write: true,
    auditRows: 2, // the guard's and the decision's: each call decides a row of its own
    call: (h, a, t) => {
      const body = new FormData();
      body.set("decision", "accept");
      const submissionId = takeSubmittedRow(h, t, "route");
      const params = { id: t, kind: "row", submissionId };
      return route(
        h,
        a,
        `${R}/tasks/[id]/submissions/[kind]/[submissionId]/route.ts`,
        "POST",
        `/api/tasks/${t}/submissions/row/${submissionId}`,
        params,
        body,
      );
    },
  },
  {
    file: `${R}/tasks/[id]/status/route.ts`,
    export: "GET",
    need: "read",
    onTask: true,
    write: false,
    call: (h, a, t) => route(h, a, `${R}/tasks/[id]/status/route.ts`, "GET", `/api/tasks/${t}/status`, { id: t }),
  },
  {
    // a new task names none yet: a token limited to some tasks may not create one
    file: `${R}/tasks/route.ts`,
    export: "POST",
    need: "review",
    onTask: false,
    write: true,
    call: (h, a) => route(h, a, `${R}/tasks/route.ts`, "POST", "/api/tasks", {}, emptyMultipart().body),
  },
  {
    // a trajectory step's full text: the task is the path's; a rollout of another task is not found in this one
    file: "app/tasks/[id]/rollouts/[rolloutId]/steps/[step]/route.ts",
    export: "GET",
    need: "read",
    onTask: true,
    write: false,
    call: (h, a, t) => {
      const { rolloutId } = matrixRowsOf(h, t);
      return route(h, a, "app/tasks/[id]/rollouts/[rolloutId]/steps/[step]/route.ts", "GET", `/tasks/${t}/rollouts/${rolloutId}/steps/0`, {
        id: t,
        rolloutId,
        step: "0",
      });
    },
  },
  {
    file: "app/tasks/[id]/export.md/route.ts",
    export: "GET",
    need: "read",
    onTask: true,
    write: false,
    call: (h, a, t) => route(h, a, "app/tasks/[id]/export.md/route.ts", "GET", `/tasks/${t}/export.md`, { id: t }),
  },
];
