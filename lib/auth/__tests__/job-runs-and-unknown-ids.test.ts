// Issue 32's wrongly allowed and 5xx cells on job runs, on real databases: a pull request's run
// (no revision: work on any task) was read with a token limited to one task; retry, cancel and
// run-audit with ids that do not exist answered 500. Each now answers the guard's refusal or
// NOT_FOUND before any job system is reached, writing nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { createRun } from "../../jobs/run-store";
import { countAll, openHarness, TEST_ORIGIN, type Harness } from "./harness";
import { createTestMedia } from "./media-rows";

describe.each(testDatabaseKinds())("job runs and unknown ids on $name", (kind) => {
  let h: Harness;
  let prRun: string;
  let ownRun: string;
  let ownRevision: string;
  beforeAll(async () => {
    h = await openHarness(kind);
    // what the webhook enqueues: a run with no revision, its pull request in its params
    prRun = (
      await createRun(h.db.prisma, {
        kind: "github:pull-request",
        params: { pullRequestId: "pr-1", headSha: "a".repeat(40), action: "opened", deliveryId: "d-1" },
        revisionId: null,
        actorId: null,
        judgeId: null,
      })
    ).id;
    const mediaId = await createTestMedia(h.db.prisma, h.ownTask);
    ownRevision = (await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } })).revisionId;
    ownRun = (await createRun(h.db.prisma, { kind: "audit:suite", params: {}, revisionId: ownRevision, actorId: null, judgeId: null })).id;
  }, 120_000);
  afterAll(async () => h?.close());

  const readRun = async (runId: string, headers: Headers): Promise<{ status: number; body: string }> => {
    const { GET } = await import("../../../app/api/jobs/[runId]/route");
    const res = await GET(new Request(`${TEST_ORIGIN}/api/jobs/${runId}`, { headers }), { params: Promise.resolve({ runId }) });
    return { status: res.status, body: await res.text() };
  };
  const withToken = async (taskIds: readonly string[] | null): Promise<Headers> =>
    new Headers({
      authorization: `Bearer ${(await h.token("maintainer", { access: "read", taskIds: taskIds ? [...taskIds] : null })).secret}`,
    });

  const scopes: Array<[string, number, () => string[] | null]> = [
    ["a token limited to the contributor's task", 403, () => [h.ownTask]],
    ["a token limited to the other task", 403, () => [h.otherTask]],
    ["a token for all tasks", 200, () => null],
  ];
  it.each(scopes)("a pull request's run read with %s -> %i", async (_what, want, scope) => {
    const got = await readRun(prRun, await withToken(scope()));
    expect(got.status, got.body).toBe(want);
    if (want === 403) expect(JSON.parse(got.body)).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
  });

  it("a run of one task is read with that task's token, not another's; any signed-in role reads it", async () => {
    expect((await readRun(ownRun, await withToken([h.ownTask]))).status).toBe(200);
    expect((await readRun(ownRun, await withToken([h.otherTask]))).status).toBe(403);
    expect((await readRun(prRun, h.headersOf("viewer"))).status).toBe(200);
  });

  type ActionFn = (prev: null, input: Record<string, unknown>) => Promise<{ ok: boolean; code?: string; message: string } | null>;
  const act = async (file: string, name: string, input: Record<string, unknown>) => {
    const mod = (await import(/* @vite-ignore */ `../../actions/${file}`)) as Record<string, ActionFn>;
    h.actAs("maintainer");
    return mod[name](null, input);
  };

  it.each([
    ["retry-job", "retryJob", () => ({ runId: "no-such-run" }), "No job run no-such-run."],
    ["cancel-job", "cancelJob", () => ({ runId: "no-such-run" }), "No job run no-such-run."],
    ["run-audit", "runAudit", () => ({ taskId: h.ownTask, revisionId: "no-such-revision", audit: "all" }), null],
    // a revision that exists, of another task: not this task's
    ["run-audit", "runAudit", () => ({ taskId: h.otherTask, revisionId: ownRevision, audit: "all" }), null],
  ] as const)("%s (%s) with an id that is not there answers NOT_FOUND and writes nothing", async (file, name, input, message) => {
    const before = await countAll(h);
    const r = await act(`${file}.ts`, name, input());
    expect(r).toMatchObject({ ok: false, code: "NOT_FOUND" });
    if (message) expect(r?.message).toBe(message);
    expect(await countAll(h)).toEqual(before);
  });
});
