// Every documented JSON answer, produced by the real route handler (guard, parsing, writes) on a
// test database and parsed with the schema the OpenAPI document shows for that route and status;
// every (route, status) in ANSWERS must be reached, and the document may show no JSON success
// answer that ANSWERS does not list (no passthrough or unknown placeholders).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("@/lib/auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { testDatabaseKinds } = await import("../db/__tests__/test-databases");
const { openHarness } = await import("../auth/__tests__/harness");
const { createTestMedia } = await import("../auth/__tests__/media-rows");
const { addTaskMember } = await import("../auth/membership");
const { archiveFolder } = await import("../cli/archive-folder");
const { createRun } = await import("../jobs/run-store");
const { cleanClaudeRun } = await import("../rollouts/__fixtures__/hand-made");
const { ANSWERS } = await import("./answers");
const { ErrorSchema } = await import("./registry");
const { buildOpenApiDocument } = await import("./document");
const ROUTES = {
  tasks: await import("@/app/api/tasks/route"),
  revisions: await import("@/app/api/tasks/[id]/revisions/route"),
  rows: await import("@/app/api/tasks/[id]/rows/route"),
  uploads: await import("@/app/api/tasks/[id]/uploads/route"),
  review: await import("@/app/api/tasks/[id]/submissions/[kind]/[submissionId]/route"),
  status: await import("@/app/api/tasks/[id]/status/route"),
  job: await import("@/app/api/jobs/[runId]/route"),
  progress: await import("@/app/api/media/[mediaId]/progress/route"),
  media: await import("@/app/api/media/[mediaId]/route"),
  health: await import("@/app/api/health/route"),
};

type Route = keyof typeof ANSWERS;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Who = "contributor" | "maintainer";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const TASK = "demo-shapes-activity";
const LEDGER = fs.readFileSync(path.join(DEMO, "calibration/rollouts/oracle.solution.json"));
const VIDEO = Buffer.from("bytes standing in for the pinned video");

function changedCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "answers-"));
  fs.cpSync(DEMO, dir, { recursive: true });
  fs.appendFileSync(path.join(dir, "steps/solve/instruction.md"), "\nOne more sentence for a second revision.\n");
  return dir;
}

for (const kind of testDatabaseKinds().slice(0, 1)) {
  describe(`every route's answer matches its documented schema (${kind.name})`, () => {
    let h: Awaited<ReturnType<typeof openHarness>>;
    const reached = new Set<string>();
    const tmp: string[] = [];

    /** Calls the handler and parses its JSON with the documented schema of (route, status). */
    async function call(route: Route, handler: unknown, who: Who | "anonymous", url: string, init: RequestInit, params = {}) {
      const res = await (handler as Handler)(
        new Request(`http://127.0.0.1:3999${url}`, { ...init, headers: h.headersOf(who), duplex: "half" } as RequestInit),
        { params: Promise.resolve(params) },
      );
      const body: unknown = await res.json();
      const schema = (ANSWERS[route] as Partial<Record<number, import("zod").ZodType>>)[res.status];
      expect(schema, `${route} answered ${res.status}, which the document does not describe: ${JSON.stringify(body)}`).toBeDefined();
      const parsed = schema!.safeParse(body);
      expect(parsed.error?.issues ?? [], `${route} ${res.status}`).toEqual([]);
      // zod drops keys its schema does not name: a field the route answers but the document omits shows here
      expect(parsed.data, `${route} ${res.status}: fields the schema does not describe`).toEqual(body);
      reached.add(`${route} ${res.status}`);
      return body as Record<string, any>;
    }

    /** POSTs a multipart form: a string is a text field, [bytes, name] a file part. */
    function postForm(
      route: Route,
      handler: unknown,
      who: Who,
      url: string,
      parts: Record<string, string | [Uint8Array, string]>,
      params = {},
    ) {
      const form = new FormData();
      for (const [k, v] of Object.entries(parts))
        if (typeof v === "string") form.set(k, v);
        else form.set(k, new Blob([v[0] as Uint8Array<ArrayBuffer>]), v[1]);
      return call(route, handler, who, url, { method: "POST", body: form }, params);
    }

    beforeAll(async () => {
      h = await openHarness(kind);
    }, 120_000);
    afterAll(async () => {
      for (const dir of tmp) fs.rmSync(dir, { recursive: true, force: true });
      await h?.close();
    });
    // every documented (route, status) was reached by the tests above: checked once they have all
    // run, in whatever order (a last test of its own saw only those shuffled before it)
    // vitest hands a hook's suite as the second argument, after a fixtures object it requires destructured
    afterAll(({}, suite) => {
      // only when every test of this describe ran (a `-t` filter skips some, and with them their routes)
      if (suite.tasks.some((t) => t.mode !== "run")) return;
      const listed = Object.entries(ANSWERS).flatMap(([route, byStatus]) => Object.keys(byStatus).map((s) => `${route} ${s}`));
      expect(listed.filter((k) => !reached.has(k))).toEqual([]);
    });

    it("submission routes: create, revise, upload, submit a row, review it, read the status", async () => {
      const archive = await archiveFolder(DEMO);
      const created = await postForm("POST /api/tasks", ROUTES.tasks.POST, "maintainer", "/api/tasks", {
        archive: [archive.bytes, archive.name],
      });
      expect(created.taskId).toBe(TASK);
      const revise = (a: typeof archive) =>
        postForm(
          "POST /api/tasks/{id}/revisions",
          ROUTES.revisions.POST,
          "maintainer",
          `/api/tasks/${TASK}/revisions`,
          { archive: [a.bytes, a.name] },
          { id: TASK },
        );
      expect((await revise(archive)).revision).toBe("unchanged");
      const copy = changedCopy();
      tmp.push(copy);
      expect((await revise(await archiveFolder(copy))).revision).toBe("new");

      const upload = (kind: "ledger" | "rollout", bytes: Uint8Array, name: string) =>
        postForm(
          "POST /api/tasks/{id}/uploads",
          ROUTES.uploads.POST,
          "maintainer",
          `/api/tasks/${TASK}/uploads`,
          { kind, label: `${kind} answer check`, file: [bytes, name] },
          { id: TASK },
        );
      expect((await upload("ledger", LEDGER, "oracle.solution.json")).alreadyStored).toBe(false);
      expect((await upload("ledger", LEDGER, "oracle.solution.json")).alreadyStored).toBe(true);
      const revision = await h.db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: TASK }, orderBy: { importedAt: "desc" } });
      expect((await upload("rollout", cleanClaudeRun(revision.instructionText), "run.jsonl")).kind).toBe("rollout");

      await addTaskMember(h.db.prisma, TASK, h.users.contributor.id, h.users.admin.id);
      const row = await postForm(
        "POST /api/tasks/{id}/rows",
        ROUTES.rows.POST,
        "contributor",
        `/api/tasks/${TASK}/rows`,
        {
          row: JSON.stringify({
            harness: "Codex CLI",
            condition: "full",
            claimedScore: "1.0",
            instructionSha256: revision.instructionSha256,
          }),
          // the run's own bytes: the oracle row's stored bytes would be a blocking finding (issue 34)
          ledger: [Buffer.concat([LEDGER, Buffer.from("\n")]), "oracle.solution.json"],
        },
        { id: TASK },
      );
      expect(row.submission).toBe("submitted");

      const reviewed = await postForm(
        "POST /api/tasks/{id}/submissions/{kind}/{submissionId}",
        ROUTES.review.POST,
        "maintainer",
        `/api/tasks/${TASK}/submissions/row/${row.rowId}`,
        { decision: "accept" },
        { id: TASK, kind: "row", submissionId: row.rowId },
      );
      expect(reviewed.submission).toMatchObject({ from: "submitted", to: "accepted" });

      const status = await call(
        "GET /api/tasks/{id}/status",
        ROUTES.status.GET,
        "contributor",
        `/api/tasks/${TASK}/status`,
        {},
        { id: TASK },
      );
      expect(status.status.gates.length).toBeGreaterThan(0);
    }, 240_000);

    it("a job run, a media copy and its hash progress, health", async () => {
      const run = await createRun(h.db.prisma, { kind: "answers-check", params: { n: 1 }, revisionId: null, actorId: null, judgeId: null });
      const got = await call("GET /api/jobs/{runId}", ROUTES.job.GET, "maintainer", `/api/jobs/${run.id}`, {}, { runId: run.id });
      expect(got.run).toMatchObject({ id: run.id, status: "queued" });

      const sha256 = crypto.createHash("sha256").update(VIDEO).digest("hex");
      const mediaId = await createTestMedia(h.db.prisma, h.ownTask, { sha256 });
      expect(
        await call(
          "GET /api/media/{mediaId}/progress",
          ROUTES.progress.GET,
          "maintainer",
          `/api/media/${mediaId}/progress`,
          {},
          { mediaId },
        ),
      ).toEqual({ job: null });
      const put = (bytes: Uint8Array<ArrayBuffer>) =>
        call(
          "POST /api/media/{mediaId}",
          ROUTES.media.POST,
          "maintainer",
          `/api/media/${mediaId}?name=answers.mp4`,
          { method: "POST", body: bytes },
          { mediaId },
        );
      expect((await put(new TextEncoder().encode("other bytes"))).status).toBe("mismatch");
      expect((await put(new Uint8Array(VIDEO))).status).toBe("ok");
      const stored = await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } });
      if (stored.localPath) fs.rmSync(path.resolve(stored.localPath), { force: true });

      // nothing started importing the bundled tasks in this process (the server does from instrumentation.ts)
      expect(await call("GET /api/health", ROUTES.health.GET, "anonymous", "/api/health", {})).toEqual({
        ok: true,
        seeding: { state: "idle" },
      });
      // ready=seeded: not until the bundled tasks are imported
      expect(await call("GET /api/health", ROUTES.health.GET, "anonymous", "/api/health?ready=seeded", {})).toEqual({
        ok: false,
        seeding: { state: "idle" },
      });
    }, 120_000);

    it("a refusal answers in the error shape the document shows", async () => {
      const res = await (ROUTES.status.GET as Handler)(
        new Request(`http://127.0.0.1:3999/api/tasks/nope/status`, { headers: h.headersOf("maintainer") }),
        {
          params: Promise.resolve({ id: "nope" }),
        },
      );
      expect(res.status).toBe(404);
      expect(ErrorSchema.safeParse(await res.json()).error?.issues ?? []).toEqual([]);
    });

    it("the document shows the documented schemas and no other JSON success", () => {
      const listed = Object.entries(ANSWERS).flatMap(([route, byStatus]) => Object.keys(byStatus).map((s) => `${route} ${s}`));
      const doc = buildOpenApiDocument();
      const unlisted: string[] = [];
      for (const [p, ops] of Object.entries(doc.paths ?? {}))
        for (const [method, op] of Object.entries(
          ops as Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>,
        ))
          for (const [status, response] of Object.entries(op.responses ?? {}))
            if (/^2/.test(status) && response.content?.["application/json"] && !listed.includes(`${method.toUpperCase()} ${p} ${status}`))
              unlisted.push(`${method.toUpperCase()} ${p} ${status}`);
      expect(unlisted).toEqual([]);
      for (const k of listed) {
        const [method, p, status] = k.split(" ");
        const schema = (doc.paths?.[p] as Record<string, { responses: Record<string, { content: Record<string, { schema: object }> }> }>)[
          method.toLowerCase()
        ].responses[status].content["application/json"].schema;
        // a placeholder would be {} or an object without properties
        expect(JSON.stringify(schema).length, k).toBeGreaterThan(60);
      }
    });
  });
}
