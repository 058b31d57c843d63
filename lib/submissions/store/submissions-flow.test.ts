// Integration: a contributor's row is a proposal (through the real rows route, the accept/reject
// actions and the review route, behind the guard), on PGlite and on Postgres when configured.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("@/lib/auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { testDatabaseKinds } = await import("../../db/__tests__/test-databases");
const { countAll, openHarness } = await import("../../auth/__tests__/harness");
const { importTaskFolder } = await import("../../importers/store/import-task-folder");
const { getTaskOverview } = await import("../../data/queries/get-task-overview");
const { gateFactsOf } = await import("../../gates/store/gate-facts");
const { reviewCommentInputOf } = await import("../../reviews/review-comment-input");
const { renderReviewComment } = await import("../../export");
const rowsRoute = await import("@/app/api/tasks/[id]/rows/route");
const uploadsRoute = await import("@/app/api/tasks/[id]/uploads/route");
const reviewRoute = await import("@/app/api/tasks/[id]/submissions/[kind]/[submissionId]/route");
const { acceptSubmission } = await import("@/lib/actions/accept-submission");
const { cleanClaudeRun, claudeInit, claudeResult, claudeTool, claudeUser, encodeLines } =
  await import("@/lib/rollouts/__fixtures__/hand-made");
const { rejectSubmission } = await import("@/lib/actions/reject-submission");

type Harness = Awaited<ReturnType<typeof openHarness>>;
type Who = "contributor" | "maintainer" | "viewer";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const TASK = "demo-shapes-activity";
const ORACLE = fs.readFileSync(path.join(DEMO, "calibration/rollouts/oracle.solution.json"), "utf8").trim();
// each row's ledger is its own run's bytes (the oracle's answer, spaced apart): bytes equal to a stored
// row's are a blocking finding (issue 34), which these tests are not about
let runs = 0;
const freshOracle = () => `${ORACLE}${" ".repeat(++runs)}\n`;

async function post(h: Harness, who: Who, handler: unknown, url: string, params: Record<string, string>, body: FormData) {
  const fn = handler as (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
  const res = await fn(new Request(`http://127.0.0.1:3999${url}`, { method: "POST", headers: h.headersOf(who), body }), {
    params: Promise.resolve(params),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

function rowForm(sha: string, extra: Record<string, unknown> = {}, trajectory?: Uint8Array) {
  const body = new FormData();
  body.set(
    "row",
    JSON.stringify({ harness: "Codex CLI", model: "gpt-5.6", condition: "full", claimedScore: "1.0", instructionSha256: sha, ...extra }),
  );
  body.set("ledger", new Blob([freshOracle()]), "oracle.solution.json");
  if (trajectory) body.set("trajectory", new Blob([trajectory as Uint8Array<ArrayBuffer>]), "run.jsonl");
  return body;
}

const submitRow = (h: Harness, who: Who, sha: string, extra: Record<string, unknown> = {}, trajectory?: Uint8Array) =>
  post(h, who, rowsRoute.POST, `/api/tasks/${TASK}/rows`, { id: TASK }, rowForm(sha, extra, trajectory));

function decide(h: Harness, who: Who, kind: string, id: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return post(h, who, reviewRoute.POST, `/api/tasks/${TASK}/submissions/${kind}/${id}`, { id: TASK, kind, submissionId: id }, body);
}

async function factsOf(h: Harness, rowId: string) {
  const overview = await getTaskOverview(h.db.prisma, TASK);
  return gateFactsOf(overview!.revision).rows.find((r) => r.id === rowId);
}

for (const kind of testDatabaseKinds()) {
  describe(`submissions are proposals on ${kind.name}`, () => {
    let h: Harness;
    let sha = "";
    beforeAll(async () => {
      h = await openHarness(kind, { ownTask: TASK });
      expect((await importTaskFolder(h.db.prisma, DEMO)).ok).toBe(true);
      sha = (await h.db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: TASK } })).instructionSha256;
    }, 120_000);
    afterAll(async () => h?.close());

    it("a contributor's row lands as submitted; the gate facts say so; imported rows stay null", async () => {
      const r = await submitRow(h, "contributor", sha);
      expect(r.status).toBe(201);
      const row = await h.db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: r.json.rowId } });
      expect(row).toMatchObject({ status: "official", submissionState: "submitted", authorId: h.users.contributor.id });
      expect((await factsOf(h, row.id))?.submission).toBe("submitted");
      const imported = await h.db.prisma.calibrationRow.findMany({ where: { sourceFile: { not: { startsWith: "submission" } } } });
      expect(imported.length).toBeGreaterThan(0);
      expect(imported.every((x) => x.submissionState === null)).toBe(true);
    });

    it("a maintainer's own row counts as written (not a submission)", async () => {
      const r = await submitRow(h, "maintainer", sha, { status: "official" });
      expect(r.status).toBe(201);
      expect((await h.db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: r.json.rowId } })).submissionState).toBeNull();
    });

    it("a contributor setting status official gets 403 in the standard shape, and nothing is written", async () => {
      const before = await countAll(h);
      const r = await submitRow(h, "contributor", sha, { status: "official" });
      expect(r.status).toBe(403);
      expect(r.json).toMatchObject({
        ok: false,
        error: { code: "FORBIDDEN", fieldErrors: { "row.status": [expect.stringMatching(/only a maintainer/)] } },
      });
      const after = await countAll(h);
      // the guard logs the refused request; nothing else moves
      expect({ ...after, AuditLog: before.AuditLog }).toEqual(before);
    });

    it("a contributor's uploaded ledger is a submission too", async () => {
      const body = new FormData();
      body.set("kind", "ledger");
      body.set("label", "rerun");
      // bytes no row cites yet (the folder's own oracle file would be a same-bytes twin of its oracle row, and blocked)
      body.set("file", new Blob([freshOracle()]), "rerun.solution.json");
      const r = await post(h, "contributor", uploadsRoute.POST, `/api/tasks/${TASK}/uploads`, { id: TASK }, body);
      expect(r.status).toBe(201);
      expect((await h.db.prisma.ledger.findUniqueOrThrow({ where: { id: r.json.ledgerId } })).submissionState).toBe("submitted");
      const accepted = await decide(h, "maintainer", "ledger", r.json.ledgerId, { decision: "accept" });
      expect(accepted.status).toBe(200);
      expect(accepted.json.submission).toMatchObject({ kind: "ledger", from: "submitted", to: "accepted" });
    });

    it("only a maintainer decides: contributor and viewer are refused by the action and the route", async () => {
      const { json } = await submitRow(h, "contributor", sha, { model: "refused-review" });
      for (const who of ["contributor", "viewer"] as const) {
        h.actAs(who);
        expect(await acceptSubmission(null, { taskId: TASK, kind: "row", id: json.rowId })).toMatchObject({ ok: false, code: "FORBIDDEN" });
        expect((await decide(h, who, "row", json.rowId, { decision: "accept" })).status).toBe(403);
      }
      expect((await h.db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: json.rowId } })).submissionState).toBe("submitted");
    });

    it("reject needs a reason; with one the row is rejected, the reason stored and audit-logged", async () => {
      const { json } = await submitRow(h, "contributor", sha, { model: "to-reject" });
      h.actAs("maintainer");
      const bare = await rejectSubmission(null, { taskId: TASK, kind: "row", id: json.rowId, reason: " " });
      expect(bare).toMatchObject({ ok: false, fieldErrors: { reason: [expect.stringMatching(/say why/)] } });
      expect((await decide(h, "maintainer", "row", json.rowId, { decision: "reject" })).json).toMatchObject({
        ok: false,
        error: { code: "INVALID", fieldErrors: { reason: [expect.stringMatching(/say why/)] } },
      });
      expect((await h.db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: json.rowId } })).submissionState).toBe("submitted");

      const done = await rejectSubmission(null, { taskId: TASK, kind: "row", id: json.rowId, reason: "the ledger is the oracle" });
      expect(done).toMatchObject({
        ok: true,
        message: expect.stringMatching(/rejected: it counts toward no gate \(reason: the ledger is the oracle\)/),
      });
      const row = await h.db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: json.rowId } });
      expect(row).toMatchObject({
        submissionState: "rejected",
        reviewReason: "the ledger is the oracle",
        reviewedById: h.users.maintainer.id,
        reviewedByName: "The maintainer",
      });
      expect(row.reviewedAt).toBeInstanceOf(Date);
      expect((await factsOf(h, row.id))?.submission).toBe("rejected");
      const log = await h.db.prisma.auditLog.findFirstOrThrow({ where: { action: "submission-rejected", target: `row:${row.id}` } });
      // the export names the rejected row with its reason
      const markdown = renderReviewComment(reviewCommentInputOf((await getTaskOverview(h.db.prisma, TASK))!));
      expect(markdown).toContain("## Contributor submissions");
      expect(markdown).toMatch(/rejected — counted by no gate \| The maintainer \| the ledger is the oracle/);
      expect(markdown).toMatch(/submitted — not counted until a maintainer accepts/);
      expect(log).toMatchObject({
        taskId: TASK,
        actorId: h.users.maintainer.id,
        details: { from: "submitted", to: "rejected", reason: "the ledger is the oracle" },
      });
    });

    it("accept through the route: the row counts (facts say accepted), twice is a 409, another task's row a 404", async () => {
      const { json } = await submitRow(h, "contributor", sha, { model: "to-accept" });
      const r = await decide(h, "maintainer", "row", json.rowId, { decision: "accept", reason: "reproduced" });
      expect(r.status).toBe(200);
      expect(r.json.submission).toEqual({ kind: "row", id: json.rowId, from: "submitted", to: "accepted", reason: "reproduced" });
      expect((await factsOf(h, json.rowId))?.submission).toBe("accepted");
      expect(await h.db.prisma.auditLog.count({ where: { action: "submission-accepted", target: `row:${json.rowId}` } })).toBe(1);
      const again = await decide(h, "maintainer", "row", json.rowId, { decision: "accept" });
      expect(again).toMatchObject({
        status: 409,
        json: { ok: false, error: { code: "CONFLICT", message: expect.stringMatching(/already accepted/) } },
      });
      const elsewhere = await post(
        h,
        "maintainer",
        reviewRoute.POST,
        `/api/tasks/${h.otherTask}/submissions/row/${json.rowId}`,
        { id: h.otherTask, kind: "row", submissionId: json.rowId },
        (() => {
          const f = new FormData();
          f.set("decision", "reject");
          f.set("reason", "wrong task");
          return f;
        })(),
      );
      expect(elsewhere.status).toBe(404);
      expect((await h.db.prisma.calibrationRow.findUniqueOrThrow({ where: { id: json.rowId } })).submissionState).toBe("accepted");
    });

    it("the answer carries the trajectory's integrity findings and says when the run is another task's", async () => {
      const instruction = fs.readFileSync(path.join(DEMO, "steps/solve/instruction.md"), "utf8");
      const kinds = (json: Record<string, any>) =>
        (json.trajectory.findings as { kind: string; severity: string }[]).map((f) => `${f.kind}:${f.severity}`);
      const clean = await submitRow(h, "contributor", sha, { model: "clean" }, cleanClaudeRun(instruction));
      expect(clean.status).toBe(201);
      expect(clean.json.submission).toBe("submitted");
      expect(kinds(clean.json)).not.toContain("foreign_task:fail");
      const cheating = encodeLines([
        claudeInit(["Bash", "WebFetch"]),
        claudeUser(instruction),
        ...claudeTool("Bash", { command: "cat /task/steps/solve/tests/ground_truth.json" }),
        ...claudeTool("Bash", { command: `ls /data/${h.otherTask}/calibration` }),
        ...claudeTool("WebFetch", { url: "https://example.org/answers" }),
        claudeResult(),
      ]);
      const r = await submitRow(h, "contributor", sha, { model: "cheating", networkPosture: "network_none" }, cheating);
      expect(r.status).toBe(201);
      expect(kinds(r.json)).toEqual(expect.arrayContaining(["answer_key_access:fail", "network_used:fail", "foreign_task:fail"]));
      const foreign = await submitRow(h, "contributor", sha, { model: "foreign" }, cleanClaudeRun("Count the laps of every kart race.\n"));
      expect(foreign.json.trajectory.findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: "foreign_task", title: expect.stringMatching(/none of this task's instructions/) }),
        ]),
      );
      // the upload route answers the same way for a trajectory alone
      const body = new FormData();
      body.set("kind", "rollout");
      body.set("label", "foreign run");
      body.set("file", new Blob([cleanClaudeRun("Count the laps of every kart race.\n") as Uint8Array<ArrayBuffer>]), "foreign.jsonl");
      const up = await post(h, "contributor", uploadsRoute.POST, `/api/tasks/${TASK}/uploads`, { id: TASK }, body);
      expect(up.json).toMatchObject({ kind: "rollout", submission: "submitted" });
      expect((up.json.findings as { kind: string }[]).map((f) => f.kind)).toContain("foreign_task");
    });

    it("a row with the oracle row's own ledger bytes: Accept is refused by the route until overridden with a reason", async () => {
      const body = rowForm(sha, { model: "relabelled" });
      body.set("ledger", new Blob([fs.readFileSync(path.join(DEMO, "calibration/rollouts/oracle.solution.json"))]), "oracle.solution.json");
      const { json } = await post(h, "contributor", rowsRoute.POST, `/api/tasks/${TASK}/rows`, { id: TASK }, body);
      expect(json.blocking).toEqual([
        expect.objectContaining({ code: "same_bytes", message: expect.stringMatching(/^the ledger has the same bytes as /) }),
      ]);
      const refused = await decide(h, "maintainer", "row", json.rowId, { decision: "accept" });
      expect(refused).toMatchObject({
        status: 409,
        json: { error: { code: "CONFLICT", message: expect.stringMatching(/blocked: the ledger/) } },
      });
      expect((await decide(h, "maintainer", "row", json.rowId, { decision: "accept", override: "true" })).status).toBe(400);
      const ok = await decide(h, "maintainer", "row", json.rowId, {
        decision: "accept",
        override: "true",
        reason: "the oracle, resent on purpose",
      });
      expect(ok).toMatchObject({ status: 200, json: { submission: { to: "accepted" } } });
    });

    it("an imported row has nothing to accept (409) and an unknown kind is a 400", async () => {
      const imported = await h.db.prisma.calibrationRow.findFirstOrThrow({ where: { sourceFile: { not: { startsWith: "submission" } } } });
      expect((await decide(h, "maintainer", "row", imported.id, { decision: "accept" })).status).toBe(409);
      expect((await decide(h, "maintainer", "judge", imported.id, { decision: "accept" })).status).toBe(400);
    });
  });
}
